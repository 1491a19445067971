import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setEverythingInView } from "../../../tests/support/dom";
import { LazyImage } from "./lazy-image";

const picture = { src: "/img/team.svg", alt: "The team", width: 400, height: 300 };

describe("LazyImage", () => {
  it("has its alt text and size at once but fetches nothing until near the viewport", () => {
    render(<LazyImage {...picture} />);
    const img = screen.getByRole("img", { name: "The team" });
    expect(img).not.toHaveAttribute("src");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
    act(() => setEverythingInView(true));
    expect(img).toHaveAttribute("src", "/img/team.svg");
  });

  it("fades in once the file has loaded", () => {
    render(<LazyImage {...picture} />);
    act(() => setEverythingInView(true));
    const img = screen.getByRole("img");
    expect(img).toHaveClass("opacity-0");
    fireEvent.load(img);
    expect(img).toHaveClass("opacity-100");
  });

  it("disappears and reports when the file is broken", () => {
    const onFail = vi.fn();
    render(<LazyImage {...picture} onFail={onFail} />);
    act(() => setEverythingInView(true));
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(onFail).toHaveBeenCalledOnce();
  });
});
