import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SectionIntro, sectionHeadingId } from "./section-intro";

const section = { sectionName: "howToClaim", heading: "How to Claim", subheading: "", description: "Three steps." };

describe("SectionIntro", () => {
  it("gives the heading the id the section is labelled by, from the section's name", () => {
    render(<SectionIntro section={section} headingId={sectionHeadingId(section)} />);
    expect(screen.getByRole("heading", { level: 2, name: "How to Claim" })).toHaveAttribute("id", "howToClaim-heading");
  });

  it("leaves out an empty subheading (the content service's default)", () => {
    const { container } = render(<SectionIntro section={section} headingId="x" />);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(screen.getByText("Three steps.")).toBeInTheDocument();
  });
});
