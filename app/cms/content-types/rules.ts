// Rules the content model shares with the site. Each mirrors the site's stricter check named beside
// it; scripts/cms-model.test.ts holds the two to the same answers. Patterns avoid lookaround and
// `(?:`, which Contentful's validator refuses (docs/decisions/011). Constants only: the site imports
// them to read entries, and nothing here may bring more with it.
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

/** Same rule as app/lib/safe-link.ts; browsers read "//" or "/\" as another host. */
export const SAFE_LINK_PATTERN = "^(https://[^\\s]+|/|/[^/\\\\\\s][^\\s]*)$";

export const ARTICLE_BADGES = ["Featured", "Popular", "Trending", "Essential", "Innovation", "New"];

/** Same rule as app/lib/article-slug.ts: /knowledge-hub/<slug>. */
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

/** Used by the model's validations and the site's schemas (app/cms/read-entry.ts). */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION = { min: 50, max: 160 };
export const SOCIAL_IMAGE_MIN = { width: 1200, height: 630 };
export const ANNOUNCEMENT_MAX = 140;

/** Same rule as app/cms/list-entries.ts: a video host's id. */
export const VIDEO_ID_PATTERN = "^[\\w-]{6,20}$";

/** Same rule as app/lib/landing-page.ts isLandingSlug: /<slug>, shaped as an article's. */
export const LANDING_SLUG_PATTERN = ARTICLE_SLUG_PATTERN;
export const LANDING_SLUG_MAX = ARTICLE_SLUG_MAX;

/** Same rule as app/lib/landing-page.ts isSectionLink. */
export const SECTION_LINK_PATTERN = "^(signup|https://[^\\s]+|/|/[^/\\\\\\s][^\\s]*)$";

/** The content types a landing page's sections may be (app/cms/landing-entries.ts sectionTypes). */
export const LANDING_SECTION_TYPES = ["sectionHero", "sectionText", "sectionCards", "sectionFaq", "sectionCta"];
export const LANDING_SECTIONS = { min: 1, max: 100 };

/** The kinds of startup an offer can be for (app/lib/perks.ts). */
export { perkCategories as PERK_CATEGORIES, perkStages as PERK_STAGES } from "../../lib/perks.ts";

/** A card's steps stay short. */
export const CLAIM_STEPS_MAX = 5;
