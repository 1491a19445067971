import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { toolFilters, tools, toolsSection, toolsText } from "~/content/toolkits";
import { ALL_TOOLS, filterToolsByCategory } from "~/lib/toolkit-filter";
import { ToolkitTools } from "./toolkit-tools";

const renderTools = (extra?: React.ReactNode) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: "*",
            element: (
              <>
                <ToolkitTools section={toolsSection} tools={tools} />
                {extra}
              </>
            ),
          },
        ],
        { initialEntries: ["/toolkits"] },
      )}
    />,
  );

describe("ToolkitTools", () => {
  it("is a group of radio buttons, All Tools chosen, with every card and a count line per filter in the page", () => {
    renderTools();
    const group = screen.getByRole("group", { name: toolsText.filterLabel });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(toolFilters.map(({ key }) => key));
    expect(within(group).getByRole("radio", { name: toolFilters[0].label })).toBeChecked();
    // The cards of every category are there, for the browser's CSS to show or hide (app.css).
    const cards = document.querySelectorAll("li[data-category]");
    expect([...cards].map((card) => card.getAttribute("data-category"))).toEqual(tools.map((tool) => tool.category));
    for (const { key, label } of toolFilters) {
      expect(document.querySelector(`[data-for="${key}"]`)).toHaveTextContent(
        toolsText.resultCount(filterToolsByCategory(tools, key).length, key === ALL_TOOLS ? null : label),
      );
    }
    // The count lines are one polite live region.
    expect(screen.getByRole("status")).toContainElement(document.querySelector(`[data-for="${ALL_TOOLS}"]`));
  });

  it("chooses All Tools again when an address names a card, whichever filter was chosen", async () => {
    const user = userEvent.setup();
    const other = tools.find((tool) => tool.category !== "funding")!;
    const anchor = `tool-${other.title
      .toLowerCase()
      .match(/[a-z0-9]+/g)!
      .slice(0, 8)
      .join("-")}`;
    renderTools(<Link to={`/toolkits#${anchor}`}>To the card</Link>);
    const funding = toolFilters.find(({ key }) => key === "funding")!;
    await user.click(screen.getByRole("radio", { name: funding.label }));
    expect(screen.getByRole("radio", { name: funding.label })).toBeChecked();

    await user.click(screen.getByRole("link", { name: "To the card" }));
    expect(screen.getByRole("heading", { level: 3, name: other.title })).toHaveAttribute("id", anchor);
    expect(screen.getByRole("radio", { name: toolFilters[0].label })).toBeChecked();
  });
});
