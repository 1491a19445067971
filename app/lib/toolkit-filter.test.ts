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

  it("shows only the cards whose category is the filter's name in lower case", () => {
    expect(titles(filterToolsByCategory(tools, "Templates"))).toEqual(["Pitch deck", "Cap table"]);
    expect(titles(filterToolsByCategory(tools, "Payments"))).toEqual(["Integration kit"]);
  });

  it("compares with the category exactly, so a card's own casing must be lower case", () => {
    expect(titles(filterToolsByCategory(tools, "Funding"))).toEqual(["Investor list"]);
  });

  it("shows nothing for a category no card has", () => {
    expect(filterToolsByCategory(tools, "Community")).toEqual([]);
  });

  it("treats a differently cased 'all tools' as a category, not as the default", () => {
    expect(filterToolsByCategory(tools, "all tools")).toEqual([]);
  });

  it("never changes the list it is given", () => {
    const copy = structuredClone(tools);
    const all = filterToolsByCategory(tools, ALL_TOOLS);
    all.pop();
    filterToolsByCategory(tools, "Templates");
    expect(tools).toEqual(copy);
  });
});
