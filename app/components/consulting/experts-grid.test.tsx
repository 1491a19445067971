import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { consultantLink, consultants, expertsSection, moreConsultantsSoon } from "~/content/consulting";
import { ExpertsGrid } from "./experts-grid";

const renderGrid = () =>
  render(
    <ExpertsGrid
      section={expertsSection}
      consultants={consultants}
      link={consultantLink}
      comingSoon={moreConsultantsSoon}
    />,
  );

describe("ExpertsGrid", () => {
  it("names the person in each profile link while keeping the visible text first", () => {
    renderGrid();
    for (const consultant of consultants) {
      const link = screen.getByRole("link", {
        name: `${consultantLink.text} with ${consultant.name} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute("href", consultant.linkedin);
      expect(link).toHaveAttribute("target", "_blank");
    }
  });

  it("ends with the placeholder card, which has no photo, title or link", () => {
    renderGrid();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(consultants.length + 1);
    const placeholder = cards.at(-1)!;
    expect(within(placeholder).getByRole("heading", { level: 3 })).toHaveTextContent(moreConsultantsSoon);
    expect(within(placeholder).queryByRole("link")).not.toBeInTheDocument();
    expect(placeholder.querySelector("img, [data-initials]")).toBeNull();
    expect(placeholder.querySelectorAll("p")).toHaveLength(0);
  });
});
