import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SectionHeader, sectionHeadingId } from "./section-header";

const section = { sectionName: "howToClaim", heading: "How to Claim", subheading: "", description: "Three steps." };

describe("SectionHeader", () => {
  it("gives the heading the id the section is labelled by, from the section's name", () => {
    render(<SectionHeader section={section} headingId={sectionHeadingId(section)} />);
    expect(screen.getByRole("heading", { level: 2, name: "How to Claim" })).toHaveAttribute("id", "howToClaim-heading");
  });

  it("leaves out an empty subheading (the content service's default) and shows a set one", () => {
    const { container, rerender } = render(<SectionHeader section={section} headingId="x" />);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    rerender(<SectionHeader section={{ ...section, subheading: "Perks worth over ₹1 crore" }} headingId="x" />);
    expect(screen.getByText("Perks worth over ₹1 crore")).toBeInTheDocument();
  });
});
