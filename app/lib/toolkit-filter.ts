/**
 * The toolkit's categories, by key (spec section 4: a card's category is its filter's name in lower
 * case). What each is called is copy (app/content/toolkits.ts toolFilters), in each language.
 */
export const TOOL_CATEGORIES = ["funding", "templates", "compliance", "payments", "community"] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** The default filter, which shows every card. */
export const ALL_TOOLS = "all";
export type ToolFilterKey = typeof ALL_TOOLS | ToolCategory;

/**
 * Spec section 4: "All Tools" shows every card; any other filter shows only the cards of its
 * category ("Funding" shows category "funding"). Order is kept and the input is never changed.
 */
export function filterToolsByCategory<T extends { category: string }>(tools: readonly T[], filter: ToolFilterKey): T[] {
  if (filter === ALL_TOOLS) return [...tools];
  return tools.filter((tool) => tool.category === filter);
}
