// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_TOOLS, filterToolsByCategory, TOOL_CATEGORIES } from "./toolkit-filter";

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

describe("the filter without the app (app.css)", () => {
  // Read as one line: a formatter may break a long selector anywhere.
  const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8").replaceAll(/\s+/g, " ");

  it("hides the other categories' cards and count lines for each category, and only the count lines for All Tools", () => {
    for (const category of TOOL_CATEGORIES) {
      expect(css, category).toContain(
        `.tool-filtering:has([value="${category}"]:checked) :is([data-for], [data-category]):not([data-for="${category}"], [data-category="${category}"])`,
      );
    }
    expect(css).toContain(
      `.tool-filtering:has([value="${ALL_TOOLS}"]:checked) :is([data-for]:not([data-for="${ALL_TOOLS}"]), [data-empty])`,
    );
    // No rule for a category the site does not have.
    const ruled = [...css.matchAll(/\.tool-filtering:has\(\[value="([a-z]+)"\]:checked\)/g)].map(([, key]) => key);
    expect(ruled.sort()).toEqual([ALL_TOOLS, ...TOOL_CATEGORIES].sort());
  });
});
