import { isArticleSlug } from "./article-slug";
import { isSafeLink } from "./safe-link";

/**
 * Rules for landing pages composed in the content service (issue 32, docs/decisions/010). The
 * content model validates the same (scripts/cms-model.mjs); the build refuses what breaks them.
 */

/** /<slug>, shaped like an article's slug: "demo-day-2027". */
export const isLandingSlug = isArticleSlug;

/** The sign-up page, with campaign tracking and the section as its placement. */
export const SIGNUP_LINK = "signup";

/** `signup`, a site path (`/perks`) or https:// (new tab); `javascript:`, `http:`, `data:`, `//host` are refused. */
export const isSectionLink = (value: string): boolean => value === SIGNUP_LINK || isSafeLink(value);

/** Paragraphs separated by blank lines, kept as text. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** utm_content of a section's sign-up link, e.g. `demo-day_3_cta`. */
export const sectionPlacement = (slug: string, position: number, type: string): string => `${slug}_${position}_${type}`;
