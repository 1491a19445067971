// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ALL_TOOLS, filterToolsByCategory } from "./toolkit-filter";

const tools = [
  { title: "Pitch deck", category: "templates" },
  { title: "Investor list", category: "funding" },
  { title: "Cap table", category: "templates" },
  { title: "Integration kit", category: "payments" },
  { title: "Odd casing", category: "Funding" },
];

const titles = (list: { title: string }[]) => list.map((tool) => tool.title);

describe("filterToolsByCategory", () => {
  it("shows every card, in order, for All Tools", () => {
    expect(filterToolsByCategory(tools, ALL_TOOLS)).toEqual(tools);
  });

  it("shows only the cards of the chosen category", () => {
    expect(titles(filterToolsByCategory(tools, "templates"))).toEqual(["Pitch deck", "Cap table"]);
    expect(titles(filterToolsByCategory(tools, "payments"))).toEqual(["Integration kit"]);
  });

  it("compares with the category exactly, so a card's own casing must be lower case", () => {
    expect(titles(filterToolsByCategory(tools, "funding"))).toEqual(["Investor list"]);
  });

  it("shows nothing for a category no card has", () => {
    expect(filterToolsByCategory(tools, "community")).toEqual([]);
  });

  it("never changes the list it is given", () => {
    const copy = structuredClone(tools);
    const all = filterToolsByCategory(tools, ALL_TOOLS);
    all.pop();
    filterToolsByCategory(tools, "templates");
    expect(tools).toEqual(copy);
  });
});
