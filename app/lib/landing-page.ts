import { isArticleSlug } from "./article-slug";
import { isSafeLink } from "./safe-link";

/**
 * The rules of a landing page the marketing team composes in the content service (issue 32,
 * docs/decisions/010): its address, its sections' links and its text. The content model validates
 * the same (scripts/cms-model.mjs); the build refuses what breaks them.
 */

/** A landing page's address is /<slug>, in the shape an article's slug has: "demo-day-2027". */
export const isLandingSlug = isArticleSlug;

/** A section's link that means the sign-up page, with the campaign tracking and the section as its placement. */
export const SIGNUP_LINK = "signup";

/**
 * A link an editor may give a section: `signup`, a path of this site (`/perks`), or an https://
 * address (a new tab). Anything else (`javascript:`, `http:`, `data:`, `//host`) is refused.
 */
export const isSectionLink = (value: string): boolean => value === SIGNUP_LINK || isSafeLink(value);

/** A text section's body: paragraphs separated by blank lines, each kept as text. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** What a sign-up link in a section reports as utm_content: the page and the section, e.g. `demo-day_3_cta`. */
export const sectionPlacement = (slug: string, position: number, type: string): string => `${slug}_${position}_${type}`;
