/**
 * The page an old short address (/bootstrapped...) shows where a host cannot answer it with a
 * redirect (scripts/build/alias-pages.mjs, run by the build: no imports through `~/`).
 */
export const aliasPageText = {
  moved: "यह पेज अब यहाँ है:",
};
