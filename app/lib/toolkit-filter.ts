/** The default filter, which shows every card; every other filter is a category's display name. */
export const ALL_TOOLS = "All Tools";

/**
 * Spec section 4: "All Tools" shows every card; any other filter shows only the cards whose
 * `category` equals the filter's name in lower case ("Funding" shows category "funding").
 * Order is kept and the input is never changed.
 */
export function filterToolsByCategory<T extends { category: string }>(tools: readonly T[], filter: string): T[] {
  if (filter === ALL_TOOLS) return [...tools];
  const category = filter.toLowerCase();
  return tools.filter((tool) => tool.category === category);
}
