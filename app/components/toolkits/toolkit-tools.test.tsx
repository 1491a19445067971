import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ALL_TOOLS } from "~/lib/toolkit-filter";
import { tools, toolsSection } from "~/content/toolkits";
import { ToolkitTools } from "./toolkit-tools";

describe("ToolkitTools", () => {
  it("shows a card an address names even when the chosen filter had hidden it", async () => {
    const user = userEvent.setup();
    const funding = tools.find((tool) => tool.category === "funding")!;
    const other = tools.find((tool) => tool.category !== "funding")!;
    const anchor = `tool-${other.title
      .toLowerCase()
      .match(/[a-z0-9]+/g)!
      .slice(0, 8)
      .join("-")}`;
    const page = (
      <>
        <ToolkitTools section={toolsSection} tools={tools} />
        <Link to={`/toolkits#${anchor}`}>To the card</Link>
      </>
    );
    render(
      <RouterProvider router={createMemoryRouter([{ path: "*", element: page }], { initialEntries: ["/toolkits"] })} />,
    );
    const cards = screen.getByRole("region", { name: toolsSection.heading });

    await user.click(within(cards).getByRole("button", { name: "Funding" }));
    expect(within(cards).getByRole("heading", { level: 3, name: funding.title })).toBeInTheDocument();
    expect(within(cards).queryByRole("heading", { level: 3, name: other.title })).toBeNull();

    await user.click(screen.getByRole("link", { name: "To the card" }));
    expect(within(cards).getByRole("heading", { level: 3, name: other.title })).toHaveAttribute("id", anchor);
    expect(within(cards).getByRole("button", { name: ALL_TOOLS })).toHaveAttribute("aria-pressed", "true");
  });
});
