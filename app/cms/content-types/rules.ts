// The rules the content model shares with the site: which pages content can belong to, the shapes
// of addresses and links, the lists editors pick from and the limits of page meta. Each mirrors the
// site's own check (named beside it), which stays the strict one; scripts/cms-model.test.ts holds
// the two to the same answers. Patterns use only what Contentful's validator accepts: plain groups
// and classes, no lookaround and no `(?:` (docs/decisions/011). Constants only: the site reads
// entries with these in a build with a content service, and nothing here may bring more with it.
/** Every page slug content can be stored under: canonical paths and their aliases. */
export const PAGE_SLUGS = [
  "/",
  "/bootstrapped-startups",
  "/bootstrapped",
  "/vc-funded-startups",
  "/vc-funded",
  "/perks",
  "/community",
  "/consulting",
  "/knowledge-hub",
  "/toolkits",
  "/infinity-program",
  "/infinity",
  "/eligibility",
];

/**
 * Same rule as app/lib/safe-link.ts: an https: address, or a path on this site (a "/" not followed
 * by a second slash or a backslash, which browsers read as another host).
 */
export const SAFE_LINK_PATTERN = "^(https://[^\\s]+|/|/[^/\\\\\\s][^\\s]*)$";

export const ARTICLE_BADGES = ["Featured", "Popular", "Trending", "Essential", "Innovation", "New"];

/**
 * Same rule as app/lib/article-slug.ts: an article's address, /knowledge-hub/<slug>, is lowercase
 * letters and digits in words joined by single hyphens, at most ARTICLE_SLUG_MAX characters.
 */
export const ARTICLE_SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const ARTICLE_SLUG_MAX = 80;

/** Where a video can go, page by page (app/content/shared.ts videoPlacements). */
export const VIDEO_PLACEMENTS = {
  "/knowledge-hub": ["hero", "library"],
  "/infinity-program": ["hero", "highlights"],
  "/community": ["whatsapp-groups", "amas", "demo-days"],
};

/** The pages whose news cards a news link can replace. */
export const NEWS_PAGE_SLUGS = ["/", "/toolkits", "/infinity-program", "/infinity"];

/** Same rule as the site's profile links: https only (app/cms/list-entries.ts). */
export const HTTPS_LINK_PATTERN = "^https://[^\\s/][^\\s]*$";

/** The limits of page meta and announcements: the model's validations and the site's schemas (app/cms/read-entry.ts). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION = { min: 50, max: 160 };
export const SOCIAL_IMAGE_MIN = { width: 1200, height: 630 };
export const ANNOUNCEMENT_MAX = 140;

/** Same rule as app/cms/list-entries.ts: a video host's id. */
export const VIDEO_ID_PATTERN = "^[\\w-]{6,20}$";

/** Same rule as app/lib/landing-page.ts isLandingSlug: a landing page's address, /<slug>, shaped as an article's. */
export const LANDING_SLUG_PATTERN = ARTICLE_SLUG_PATTERN;
export const LANDING_SLUG_MAX = ARTICLE_SLUG_MAX;

/** Same rule as app/lib/landing-page.ts isSectionLink: `signup`, a path on this site, or an https: address. */
export const SECTION_LINK_PATTERN = "^(signup|https://[^\\s]+|/|/[^/\\\\\\s][^\\s]*)$";

/** The content types a landing page's sections may be (app/cms/landing-entries.ts sectionTypes). */
export const LANDING_SECTION_TYPES = ["sectionHero", "sectionText", "sectionCards", "sectionFaq", "sectionCta"];
export const LANDING_SECTIONS = { min: 1, max: 100 };

/** The kinds of startup an offer can be for (app/lib/perks.ts). */
export { perkCategories as PERK_CATEGORIES, perkStages as PERK_STAGES } from "../../lib/perks.ts";

/** An offer's own claim steps, at most: a card's steps stay short. */
export const CLAIM_STEPS_MAX = 5;
