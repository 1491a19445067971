/**
 * The words on every page's social card beside its title (scripts/build/social-cards.mjs, run by
 * the build: no imports through `~/`).
 */
export const socialCardText = {
  tagline: "Free · Zero equity · For founders in India",
};
