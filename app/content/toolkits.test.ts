import { describe, expect, it } from "vitest";
import { ALL_TOOLS, filterToolsByCategory, TOOL_CATEGORIES } from "~/lib/toolkit-filter";
import { toolFilters, toolkitClaims, tools, toolsText } from "./toolkits";

describe("Startup Toolkit copy", () => {
  it("offers the six filters of the spec, All Tools first, each category's key its name in lower case", () => {
    expect(toolFilters.map(({ label }) => label)).toEqual([
      "All Tools",
      "Funding",
      "Templates",
      "Compliance",
      "Payments",
      "Community",
    ]);
    expect(toolFilters.map(({ key }) => key)).toEqual([ALL_TOOLS, ...TOOL_CATEGORIES]);
    for (const { key, label } of toolFilters.slice(1)) expect(key).toBe(label.toLowerCase());
  });

  it.each(TOOL_CATEGORIES)("has at least one %s tool", (category) => {
    expect(filterToolsByCategory(tools, category).length).toBeGreaterThan(0);
  });

  it("names each sign-up button after its tool, so no two links read the same", () => {
    expect(new Set(tools.map((tool) => tool.buttonText)).size).toBe(tools.length);
  });

  it("has one card of each variant to show", () => {
    expect(tools.filter((tool) => tool.spotlight)).toHaveLength(1);
    expect(tools.filter((tool) => tool.special).length).toBeGreaterThanOrEqual(1);
    expect(tools.filter((tool) => tool.featured).length).toBeGreaterThanOrEqual(1);
  });

  it("states the programme's claims as the spec gives them", () => {
    expect(toolkitClaims.map((claim) => claim.figure)).toEqual(["1,000+", "50+", "$100M+"]);
  });

  it("counts results in words a screen reader can announce", () => {
    expect(toolsText.resultCount(10, null)).toBe("Showing all 10 tools");
    expect(toolsText.resultCount(1, "Community")).toBe("Showing 1 tool in Community");
    expect(toolsText.resultCount(3, "Templates")).toBe("Showing 3 tools in Templates");
  });
});
