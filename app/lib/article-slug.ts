/**
 * An article's address is /knowledge-hub/<slug>: lowercase letters and digits in words joined by
 * single hyphens ("gst-basics-for-your-first-year"). The content model validates the same pattern
 * (scripts/cms-model.mjs), and the build refuses an entry whose slug breaks it.
 */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug an address carries; a title's slug is cut at a word before it. */
const MAX_SLUG_LENGTH = 80;

export const isArticleSlug = (value: string): boolean =>
  value.length <= MAX_SLUG_LENGTH && ARTICLE_SLUG_PATTERN.test(value);

/**
 * A title's slug, for the built-in articles ("GST and compliance basics for your first year" ->
 * "gst-and-compliance-basics-for-your-first-year"): its letters and digits lowercased, accents
 * dropped, everything else a word break; whole words only, within the length an address allows.
 */
export function slugFromTitle(title: string): string {
  const words =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug;
}
