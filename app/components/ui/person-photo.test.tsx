import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PersonPhoto } from "./person-photo";

describe("PersonPhoto", () => {
  it("shows initials when there is no photo", () => {
    const { container } = render(<PersonPhoto name="Ananya Rao" />);
    expect(container).toHaveTextContent("AR");
    expect(container.querySelector("img")).toBeNull();
  });

  it("falls back to initials when the photo fails to load", () => {
    const { container } = render(
      <PersonPhoto name="Ananya Rao" photo={{ src: "/img/people/missing.webp", alt: "", width: 240, height: 240 }} />,
    );
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/img/people/missing.webp");
    expect(screen.queryByText("AR")).not.toBeInTheDocument();
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("AR");
  });
});
