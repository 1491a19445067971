/**
 * The robots meta values a page can carry. A page the marketing team keeps out of search results
 * (pageMeta.noindex) says exactly PAGE_NOINDEX: its links may still be followed, and the build
 * leaves it out of the sitemap by this value (scripts/build/seo-files.mjs). A build that may not
 * be indexed at all (anything but production, a preview) says NOT_INDEXABLE on every page.
 */
export const INDEXABLE = "index, follow";
export const PAGE_NOINDEX = "noindex, follow";
export const NOT_INDEXABLE = "noindex, nofollow";
