// @ts-check
// The content model as code: the entry types the site reads (spec section 3's four, the lists the
// marketing team edits: partner perks, mentors, consultants, news links, videos, and the landing
// pages it composes from sections), with their fields, validations and help texts for editors.
// Apply it to a space (new or empty environment):
//
//   CONTENTFUL_SPACE_ID=... CONTENTFUL_ENVIRONMENT=master CONTENTFUL_MANAGEMENT_TOKEN=... npm run cms:model
//
// The management token is read here only; the site itself never reads it.
import { lucideIcons } from "../app/content/icons.ts";
import { landingPageText } from "../app/content/landing-page.ts";
import { previewPaths, reservedSlugs } from "../app/route-paths.ts";

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

/** Same rule as app/lib/safe-link.ts: an https: address or a path on this site. */
export const SAFE_LINK_PATTERN = "^(https://[^\\s]+|/(?![/\\\\])[^\\s]*)$";

export const ARTICLE_BADGES = ["Featured", "Popular", "Trending", "Essential", "Innovation", "New"];

/**
 * Same rule as app/lib/article-slug.ts: an article's address, /knowledge-hub/<slug>, is lowercase
 * letters and digits in words joined by single hyphens, at most ARTICLE_SLUG_MAX characters.
 */
export const ARTICLE_SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
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

/** The limits app/cms/site-entries.ts applies to page meta and announcements. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION = { min: 50, max: 160 };
export const SOCIAL_IMAGE_MIN = { width: 1200, height: 630 };
export const ANNOUNCEMENT_MAX = 140;

/** Same rule as app/cms/list-entries.ts: a video host's id. */
export const VIDEO_ID_PATTERN = "^[\\w-]{6,20}$";

/** Same rule as app/lib/landing-page.ts isLandingSlug: a landing page's address, /<slug>, shaped as an article's. */
export const LANDING_SLUG_PATTERN = ARTICLE_SLUG_PATTERN;
export const LANDING_SLUG_MAX = ARTICLE_SLUG_MAX;

/**
 * The addresses a landing page cannot take (app/route-paths.ts reservedSlugs): the site's pages,
 * aliases, redirects, preview pages, 404 document and folders of files, as far as a slug can spell them.
 */
export const RESERVED_LANDING_SLUGS = [
  ...reservedSlugs(),
  ...Object.values(previewPaths).map((path) => path.slice(1)),
].filter((slug) => new RegExp(LANDING_SLUG_PATTERN).test(slug));

/** Same rule as app/lib/landing-page.ts isSectionLink: `signup`, a path on this site, or an https: address. */
export const SECTION_LINK_PATTERN = "^(signup|https://[^\\s]+|/(?![/\\\\])[^\\s]*)$";

/** The content types a landing page's sections may be (app/cms/landing-entries.ts sectionTypes). */
export const LANDING_SECTION_TYPES = ["sectionHero", "sectionText", "sectionCards", "sectionFaq", "sectionCta"];
export const LANDING_SECTIONS = { min: 1, max: 100 };

/** The icons a card may show: every icon the site draws (app/content/icons.ts). */
export const CARD_ICONS = Object.keys(lucideIcons);

/**
 * A page's address (an article's, a landing page's): unique, in the slug's shape, not too long.
 * @param {string} pattern @param {number} max
 * @returns {import("contentful-migration").IValidation[]}
 */
const addressValidations = (pattern, max) => [
  { unique: true },
  {
    regexp: { pattern },
    message:
      "Use lowercase letters and digits, with single hyphens between words (no spaces, no hyphen at either end).",
  },
  { size: { max }, message: `At most ${max} characters.` },
];

/** @param {import("contentful-migration").default} migration */
export function defineContentModel(migration) {
  /**
   * @param {import("contentful-migration").ContentType} type
   * @param {string} description
   * @param {boolean} [required] whether every entry of the type belongs to a page
   */
  const withPageFields = (type, description, required = true) => {
    type
      .createField("pageSlug")
      .name("Page")
      .type("Symbol")
      .required(required)
      .validations([{ in: PAGE_SLUGS }]);
    type.createField("isActive").name("Active").type("Boolean").required(true).defaultValue({ "en-US": true });
    type.changeFieldControl("pageSlug", "builtin", "dropdown", {
      helpText: `${description} Aliases (/bootstrapped, /vc-funded, /infinity) are read too; the full path wins.`,
    });
    type.changeFieldControl("isActive", "builtin", "boolean", {
      helpText: "Only active entries show on the site. Switch off to go back to the built-in copy.",
      trueLabel: "Active",
      falseLabel: "Hidden",
    });
  };
  /**
   * @param {import("contentful-migration").ContentType} type
   * @param {string} id
   * @param {string} name
   * @param {"Symbol" | "Text"} kind
   * @param {string} helpText
   */
  const textField = (type, id, name, kind, helpText) => {
    type.createField(id).name(name).type(kind);
    type.changeFieldControl(id, "builtin", kind === "Symbol" ? "singleLine" : "multipleLine", { helpText });
  };

  const hero = migration
    .createContentType("heroSection")
    .name("Hero section")
    .description("The opening section of a page: its headline, subtitle and main button.")
    .displayField("title");
  withPageFields(hero, "The page this hero opens.");
  textField(hero, "title", "Title", "Symbol", "The page's main heading (its only h1). Plain text.");
  textField(hero, "subtitle", "Subtitle", "Text", "One or two sentences under the title. Plain text.");
  textField(hero, "ctaButtonText", "Button text", "Symbol", 'The main button, e.g. "Get Started".');
  hero
    .createField("ctaButtonLink")
    .name("Button link")
    .type("Symbol")
    .validations([
      { regexp: { pattern: SAFE_LINK_PATTERN }, message: "Use an https:// address or a path such as /perks." },
    ]);
  hero.changeFieldControl("ctaButtonLink", "builtin", "urlEditor", {
    helpText:
      "Leave empty for the sign-up page. A sign-up page address gets the campaign tracking added. Otherwise https://..., a path like /perks, or /#faqs for a section of Home.",
  });
  hero.createField("backgroundImage").name("Background image").type("Link").linkType("Asset");
  hero.changeFieldControl("backgroundImage", "builtin", "assetLinkEditor", {
    helpText:
      "Optional. Drawn softly (blurred, under a light veil) behind the hero's text, so any picture keeps the text readable.",
  });

  const faq = migration
    .createContentType("faqItem")
    .name("FAQ item")
    .description("One question and answer in a page's FAQ. A page's items replace its built-in FAQ.")
    .displayField("question");
  // Not required: a question a landing page's FAQ section lists belongs to no page of its own.
  withPageFields(
    faq,
    "The page whose FAQ this belongs to. Leave empty for a question used only in a landing page's FAQ section.",
    false,
  );
  faq.createField("order").name("Order").type("Integer").required(true);
  faq.changeFieldControl("order", "builtin", "numberEditor", { helpText: "Position in the list, smallest first." });
  textField(faq, "question", "Question", "Symbol", "Plain text, ending with a question mark.");
  textField(faq, "answer", "Answer", "Text", "Plain text; no HTML or Markdown is rendered.");

  const section = migration
    .createContentType("pageSection")
    .name("Page section")
    .description("Overrides the heading, subheading or description of one named section of a page.")
    .displayField("sectionName");
  withPageFields(section, "The page this section is on.");
  section.createField("sectionName").name("Section name").type("Symbol").required(true);
  section.changeFieldControl("sectionName", "builtin", "singleLine", {
    helpText: "The section's name in the site's copy (e.g. about, growthToolkit, whyChooseNimbus, scaleSmarter).",
  });
  textField(section, "heading", "Heading", "Symbol", "Empty: the built-in heading.");
  textField(section, "subheading", "Subheading", "Symbol", "Empty: no subheading.");
  textField(section, "description", "Description", "Text", "Empty: the built-in description. Plain text.");

  const article = migration
    .createContentType("blogArticle")
    .name("Knowledge Hub article")
    .description(
      "An article: its card on the Knowledge Hub and its own page at /knowledge-hub/<slug>. The site's built-in articles show when there are none.",
    )
    .displayField("title");
  withPageFields(article, "Usually /knowledge-hub.");
  article
    .createField("blogId")
    .name("Article number")
    .type("Integer")
    .required(true)
    .validations([{ unique: true }]);
  article.changeFieldControl("blogId", "builtin", "numberEditor", { helpText: "Articles show in this order." });
  textField(article, "title", "Title", "Symbol", "The card's and the article's title.");
  article
    .createField("slug")
    .name("Address (slug)")
    .type("Symbol")
    .required(true)
    .validations(addressValidations(ARTICLE_SLUG_PATTERN, ARTICLE_SLUG_MAX));
  // Contentful's slug editor fills it in from the title until the entry is first published, then leaves it.
  article.changeFieldControl("slug", "builtin", "slugEditor", {
    helpText: `Required. The article's address: /knowledge-hub/<slug>. Lowercase letters, digits and hyphens, at most ${ARTICLE_SLUG_MAX} characters, e.g. gst-basics-for-your-first-year; no two articles share one. Changing it breaks links already shared.`,
    trackingFieldId: "title",
  });
  textField(article, "summary", "Summary", "Text", "Two or three sentences on the card.");
  article
    .createField("badge")
    .name("Badge")
    .type("Symbol")
    .validations([{ in: ARTICLE_BADGES }]);
  article.changeFieldControl("badge", "builtin", "dropdown", { helpText: "The label on the card." });
  article.createField("sections").name("Sections").type("Object");
  article.changeFieldControl("sections", "builtin", "objectEditor", {
    helpText:
      'A list of {"title": "...", "content": "..."}. In content, sentences split on ". "; one ending "Label: text" (one colon, over 100 characters) shows Label in bold.',
  });

  defineListTypes(migration, textField);
  defineSiteTypes(migration, textField);
  defineLandingTypes(migration, textField);
}

/**
 * The lists: each replaces its built-in list on the site as soon as it has one active entry that
 * validates, shown in the order of `order`.
 * @param {import("contentful-migration").default} migration
 * @param {(type: import("contentful-migration").ContentType, id: string, name: string, kind: "Symbol" | "Text", helpText: string) => void} textField
 */
function defineListTypes(migration, textField) {
  /** @param {import("contentful-migration").ContentType} type @param {string} what */
  const withListFields = (type, what) => {
    type.createField("isActive").name("Active").type("Boolean").required(true).defaultValue({ "en-US": true });
    type.changeFieldControl("isActive", "builtin", "boolean", {
      helpText: `Only active entries show. With no active ${what} left, the site shows its built-in list.`,
      trueLabel: "Active",
      falseLabel: "Hidden",
    });
    type.createField("order").name("Order").type("Integer");
    type.changeFieldControl("order", "builtin", "numberEditor", {
      helpText: "Position in the list, smallest first. Entries without one come last.",
    });
  };
  /**
   * @param {import("contentful-migration").ContentType} type
   * @param {string} id
   * @param {string} name
   * @param {string} helpText
   */
  const pictureField = (type, id, name, helpText) => {
    type
      .createField(id)
      .name(name)
      .type("Link")
      .linkType("Asset")
      .validations([{ linkMimetypeGroup: ["image"] }]);
    type.changeFieldControl(id, "builtin", "assetLinkEditor", { helpText });
  };
  /** @param {import("contentful-migration").ContentType} type @param {string} id @param {string} name @param {string} pattern @param {string} message @param {string} helpText @param {boolean} [required] */
  const patternField = (type, id, name, pattern, message, helpText, required = false) => {
    type
      .createField(id)
      .name(name)
      .type("Symbol")
      .required(required)
      .validations([{ regexp: { pattern }, message }]);
    type.changeFieldControl(id, "builtin", "singleLine", { helpText });
  };

  const perk = migration
    .createContentType("partnerPerk")
    .name("Partner perk")
    .description("One partner's offer on the Perks page. The page's built-in offers show while there are none.")
    .displayField("name");
  withListFields(perk, "partner perk");
  textField(perk, "name", "Partner name", "Symbol", "Required. The card's heading. Plain text.");
  textField(perk, "kind", "Kind of partner", "Symbol", 'Under the name, e.g. "CRM" or "banking".');
  pictureField(perk, "logo", "Logo", "The partner's logo, SVG or PNG. Shown 40 px high; hidden if missing.");
  textField(perk, "offer", "Offer", "Symbol", 'Required. The headline figure, e.g. "₹1,86,000 in CRM credits".');
  textField(perk, "description", "Description", "Text", "Required. One or two sentences. Plain text.");
  textField(perk, "ctaText", "Button text", "Symbol", 'Required. E.g. "Claim the Kinara CRM credits".');
  patternField(
    perk,
    "ctaLink",
    "Button link",
    SAFE_LINK_PATTERN,
    "Use an https:// address or a path such as /perks.",
    "Empty: the sign-up page, with the campaign tracking (claiming needs an account). Or https://... or a path.",
  );
  textField(perk, "terms", "Terms", "Text", "The fine print, under the button. Plain text.");
  perk.createField("lastVerified").name("Last verified").type("Date");
  perk.changeFieldControl("lastVerified", "builtin", "datePicker", {
    helpText: 'The day the offer was last checked with the partner; shown as "Offer checked on ...".',
    format: "dateonly",
  });

  for (const [id, name, page, where] of /** @type {const} */ ([
    ["mentor", "Mentor", "the Infinity Program's", "Meet Our Mentors"],
    ["consultant", "Consultant", "the Consulting page's", "Work with Our Experts (the 'more soon' card stays last)"],
  ])) {
    const person = migration
      .createContentType(id)
      .name(name)
      .description(`One person in ${page} grid, ${where}. The built-in people show while there are none.`)
      .displayField("name");
    withListFields(person, id);
    textField(person, "name", "Name", "Symbol", "Required. The card's heading.");
    textField(person, "title", "Title", "Symbol", 'Required. Role and organisation, e.g. "Partner, Banyan Seed Fund".');
    patternField(
      person,
      "linkedin",
      "Profile link",
      HTTPS_LINK_PATTERN,
      "Use an https:// address.",
      "Required. The person's profile, https:// only; opens in a new tab.",
      true,
    );
    pictureField(
      person,
      "photo",
      "Photo",
      "A portrait; cropped round the face. Missing or broken: their initials show.",
    );
  }

  const news = migration
    .createContentType("newsLink")
    .name("News link")
    .description("Press coverage on a page's news cards (Home, Startup Toolkit, Infinity Program).")
    .displayField("title");
  news
    .createField("pageSlug")
    .name("Page")
    .type("Symbol")
    .required(true)
    .validations([{ in: NEWS_PAGE_SLUGS }]);
  news.changeFieldControl("pageSlug", "builtin", "dropdown", {
    helpText: "The page whose news cards this joins. A page's links replace its built-in ones.",
  });
  withListFields(news, "news link for the page");
  textField(news, "publication", "Publication", "Symbol", 'Required. Who published it, e.g. "Founder Ledger".');
  textField(news, "title", "Title", "Symbol", "Required. The article's headline.");
  patternField(
    news,
    "url",
    "Address",
    SAFE_LINK_PATTERN,
    "Use an https:// address or a path such as /perks.",
    "Required. The article, https:// only; opens in a new tab.",
    true,
  );

  const video = migration
    .createContentType("video")
    .name("Video")
    .description("A video on a page, played from the privacy-enhanced video host only when the visitor asks.")
    .displayField("title");
  video
    .createField("pageSlug")
    .name("Page")
    .type("Symbol")
    .required(true)
    .validations([{ in: Object.keys(VIDEO_PLACEMENTS) }]);
  video.changeFieldControl("pageSlug", "builtin", "dropdown", { helpText: "The page the video is on." });
  video
    .createField("placement")
    .name("Placement")
    .type("Symbol")
    .required(true)
    .validations([{ in: [...new Set(Object.values(VIDEO_PLACEMENTS).flat())] }]);
  video.changeFieldControl("placement", "builtin", "dropdown", {
    helpText: Object.entries(VIDEO_PLACEMENTS)
      .map(([page, places]) => `${page}: ${places.join(", ")}`)
      .join("; ")
      .concat(". A slot's videos replace its built-in ones; a single slot (hero, a community block) shows the first."),
  });
  withListFields(video, "video for the slot");
  patternField(
    video,
    "videoId",
    "Video id",
    VIDEO_ID_PATTERN,
    "A video id is 6 to 20 letters, digits, - or _.",
    'Required. The id in the video\'s address, e.g. "dQw4w9WgXcQ".',
    true,
  );
  textField(video, "title", "Title", "Symbol", "Required. Shown on the video and read as its name.");
  textField(video, "description", "Description", "Text", "A line under the video, where the page has room.");

  const cohort = migration
    .createContentType("programmeCohort")
    .name("Programme cohort")
    .description(
      "The Infinity Program's cohort: every date the site gives (Infinity facts, its dates section, FAQ answers, the eligibility checker, calendar files) comes from the first active one. The built-in cohort shows while there is none.",
    )
    .displayField("name");
  withListFields(cohort, "cohort");
  textField(cohort, "name", "Cohort name", "Symbol", 'Required. E.g. "InFINity 2026"; names its calendar entries.');
  textField(cohort, "city", "City", "Symbol", "Required. Where the bootcamp and demo day happen in person.");
  for (const [id, name, helpText] of /** @type {const} */ ([
    ["bootcampStart", "Bootcamp starts", "Required. The bootcamp's first day."],
    ["bootcampEnd", "Bootcamp ends", "Required. Its last day (the same day for a one-day bootcamp)."],
    ["demoDayStart", "Demo day window starts", "Required. The first day demo day may fall on, after the bootcamp."],
    [
      "demoDayEnd",
      "Demo day window ends",
      'Required. The last day it may fall on; once the day is fixed, the same date as the start. A month\'s last seven days read "the last week of May".',
    ],
  ])) {
    cohort.createField(id).name(name).type("Date").required(true);
    cohort.changeFieldControl(id, "builtin", "datePicker", {
      helpText: `${helpText} A whole day in India. Past dates are told in the past tense on their own.`,
      format: "dateonly",
    });
  }
  patternField(
    cohort,
    "applyUrl",
    "Application link",
    SAFE_LINK_PATTERN,
    "Use an https:// address or a path such as /perks.",
    "Where founders apply. Empty: the sign-up page, with the campaign tracking.",
  );
}

/**
 * The entries about the site as a whole: a page's meta (its title, description and social card in
 * search results and shared links) and the site-wide announcement. Limits as the site applies them
 * (app/cms/site-entries.ts).
 * @param {import("contentful-migration").default} migration
 * @param {(type: import("contentful-migration").ContentType, id: string, name: string, kind: "Symbol" | "Text", helpText: string) => void} textField
 */
function defineSiteTypes(migration, textField) {
  const meta = migration
    .createContentType("pageMeta")
    .name("Page meta")
    .description(
      "What search engines and shared links (WhatsApp, LinkedIn...) show for a page: its title, description and card. Read when the site is built: publishing starts a build.",
    )
    .displayField("title");
  meta
    .createField("pageSlug")
    .name("Page")
    .type("Symbol")
    .required(true)
    .validations([{ in: PAGE_SLUGS }]);
  meta.changeFieldControl("pageSlug", "builtin", "dropdown", {
    helpText:
      "The page this describes. Aliases (/bootstrapped, /vc-funded, /infinity) are read too; the full path wins.",
  });
  meta.createField("isActive").name("Active").type("Boolean").required(true).defaultValue({ "en-US": true });
  meta.changeFieldControl("isActive", "builtin", "boolean", {
    helpText: "Only an active entry is used. Switch off to go back to the page's own title and card.",
    trueLabel: "Active",
    falseLabel: "Hidden",
  });
  meta
    .createField("title")
    .name("Title")
    .type("Symbol")
    .validations([{ size: { max: META_TITLE_MAX }, message: `At most ${META_TITLE_MAX} characters.` }]);
  meta.changeFieldControl("title", "builtin", "singleLine", {
    helpText: `The whole title as search results show it, at most ${META_TITLE_MAX} characters (the site adds nothing to it). Empty: the page's own.`,
  });
  withHeadFields(meta, { description: "the page's own", socialImage: "the page's own card" });

  const announcement = migration
    .createContentType("announcement")
    .name("Announcement")
    .description(
      "A line above every page's header for a while. When several are live, the one that started last shows; a visitor can close it. Put on the site by a build, which takes those live or starting within 60 days.",
    )
    .displayField("text");
  announcement.createField("isActive").name("Active").type("Boolean").required(true).defaultValue({ "en-US": true });
  announcement.changeFieldControl("isActive", "builtin", "boolean", {
    helpText: "Only active announcements show. Switch off to take it down (with the next build).",
    trueLabel: "Active",
    falseLabel: "Hidden",
  });
  announcement
    .createField("text")
    .name("Text")
    .type("Symbol")
    .required(true)
    .validations([{ size: { max: ANNOUNCEMENT_MAX }, message: `At most ${ANNOUNCEMENT_MAX} characters.` }]);
  announcement.changeFieldControl("text", "builtin", "singleLine", {
    helpText: `Required. One sentence, at most ${ANNOUNCEMENT_MAX} characters. Plain text.`,
  });
  textField(announcement, "linkText", "Link text", "Symbol", 'Optional, with a link address: e.g. "See the dates".');
  announcement
    .createField("linkUrl")
    .name("Link address")
    .type("Symbol")
    .validations([
      { regexp: { pattern: SAFE_LINK_PATTERN }, message: "Use an https:// address or a path such as /perks." },
    ]);
  announcement.changeFieldControl("linkUrl", "builtin", "urlEditor", {
    helpText: "Where the link leads: a path on the site (/infinity-program#dates) or an https:// address.",
  });
  for (const [id, name, required, helpText] of /** @type {const} */ ([
    ["startsAt", "Starts", true, "Required. When it first shows. India time, unless you give another zone."],
    [
      "endsAt",
      "Ends",
      false,
      "When it stops showing. India time, unless you give another zone. Empty: until switched off.",
    ],
  ])) {
    announcement.createField(id).name(name).type("Date").required(required);
    announcement.changeFieldControl(id, "builtin", "datePicker", { helpText, format: "time", ampm: "24" });
  }
}

/**
 * What search engines and shared links show for a page besides its title: its description, social
 * card picture and noindex, by pageMeta's rules (app/cms/site-entries.ts headFields), on a page
 * meta entry or a landing page.
 * @param {import("contentful-migration").ContentType} type
 * @param {{ description: string, socialImage: string }} empty what shows when the field is empty
 */
function withHeadFields(type, empty) {
  type
    .createField("description")
    .name("Description")
    .type("Symbol")
    .validations([
      {
        size: { min: META_DESCRIPTION.min, max: META_DESCRIPTION.max },
        message: `${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters.`,
      },
    ]);
  type.changeFieldControl("description", "builtin", "multipleLine", {
    helpText: `Under the title in search results and on shared links: ${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters. Empty: ${empty.description}.`,
  });
  type
    .createField("socialImage")
    .name("Social card picture")
    .type("Link")
    .linkType("Asset")
    .validations([
      { linkMimetypeGroup: ["image"] },
      {
        assetImageDimensions: {
          width: { min: SOCIAL_IMAGE_MIN.width },
          height: { min: SOCIAL_IMAGE_MIN.height },
        },
        message: `At least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height} pixels.`,
      },
    ]);
  type.changeFieldControl("socialImage", "builtin", "assetLinkEditor", {
    helpText: `The picture shown when the page is shared: a JPEG, PNG or WebP of at least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height}, cropped to that shape around its centre. Empty: ${empty.socialImage}.`,
  });
  type.createField("noindex").name("Hide from search engines").type("Boolean");
  type.changeFieldControl("noindex", "builtin", "boolean", {
    helpText: "On: search engines are asked not to list the page, and it leaves the sitemap. Links on it still count.",
    trueLabel: "Hidden from search",
    falseLabel: "Listed",
  });
}

/**
 * Landing pages (docs/decisions/010): a page at /<slug> the team composes from section entries, in
 * their order, by the rules the build applies (app/cms/landing-entries.ts, app/lib/landing-page.ts).
 * A section, card or question the build cannot use is left out, logged; a page with none it can
 * show, or whose address the site already has, is not published.
 * @param {import("contentful-migration").default} migration
 * @param {(type: import("contentful-migration").ContentType, id: string, name: string, kind: "Symbol" | "Text", helpText: string) => void} textField
 */
function defineLandingTypes(migration, textField) {
  /** @param {import("contentful-migration").ContentType} type @param {string} id @param {string} name @param {"Symbol" | "Text"} kind @param {string} helpText */
  const requiredText = (type, id, name, kind, helpText) => {
    type.createField(id).name(name).type(kind).required(true);
    type.changeFieldControl(id, "builtin", kind === "Symbol" ? "singleLine" : "multipleLine", { helpText });
  };
  /** @param {import("contentful-migration").ContentType} type @param {string} id @param {string} name @param {string} what @param {string} empty */
  const linkField = (type, id, name, what, empty) => {
    type
      .createField(id)
      .name(name)
      .type("Symbol")
      .validations([
        {
          regexp: { pattern: SECTION_LINK_PATTERN },
          message: "Use signup, a path such as /perks, or an https:// address.",
        },
      ]);
    type.changeFieldControl(id, "builtin", "singleLine", {
      helpText: `Where ${what} leads: signup (the sign-up page, with the campaign tracking naming this page and section), a path on the site such as /perks, or an https:// address (opens in a new tab). Empty: ${empty}.`,
    });
  };
  /**
   * A list of other entries, in the editors' order.
   * @param {import("contentful-migration").ContentType} type @param {string} id @param {string} name
   * @param {string[]} contentTypes @param {{ min: number, max?: number }} size @param {string} helpText
   */
  const entriesField = (type, id, name, contentTypes, size, helpText) => {
    type
      .createField(id)
      .name(name)
      .type("Array")
      .required(true)
      .items({ type: "Link", linkType: "Entry", validations: [{ linkContentType: contentTypes }] })
      .validations([
        {
          size,
          message: size.max === undefined ? `At least ${size.min}.` : `From ${size.min} to ${size.max} entries.`,
        },
      ]);
    type.changeFieldControl(id, "builtin", "entryLinksEditor", {
      helpText,
      showLinkEntityAction: true,
      showCreateEntityAction: true,
    });
  };

  const page = migration
    .createContentType("landingPage")
    .name("Landing page")
    .description(
      "A page of its own at /<slug>, composed of sections (hero, text, cards, FAQ, call to action) in their order. Published by a build: publishing starts one.",
    )
    .displayField("title");
  page
    .createField("slug")
    .name("Address (slug)")
    .type("Symbol")
    .required(true)
    .validations([
      ...addressValidations(LANDING_SLUG_PATTERN, LANDING_SLUG_MAX),
      {
        prohibitRegexp: { pattern: `^(?:${RESERVED_LANDING_SLUGS.join("|")})$` },
        message: "The site already has this address.",
      },
    ]);
  page.changeFieldControl("slug", "builtin", "slugEditor", {
    helpText: `Required. The page's address, /<slug>: lowercase letters, digits and single hyphens, at most ${LANDING_SLUG_MAX} characters, e.g. demo-day-2027. Taken by the site: ${RESERVED_LANDING_SLUGS.join(", ")}.`,
    trackingFieldId: "title",
  });
  requiredText(
    page,
    "title",
    "Title",
    "Symbol",
    "Required. The page's name: in the browser tab, search results and breadcrumb, and its heading when it has no hero.",
  );
  withHeadFields(page, {
    description: "the hero's subtitle, or the site's description",
    socialImage: "the site's card",
  });
  page.createField("isActive").name("Active").type("Boolean").required(true).defaultValue({ "en-US": true });
  page.changeFieldControl("isActive", "builtin", "boolean", {
    helpText: "Only an active page is published. Switch off to take it down (with the next build).",
    trueLabel: "Active",
    falseLabel: "Hidden",
  });
  entriesField(
    page,
    "sections",
    "Sections",
    LANDING_SECTION_TYPES,
    LANDING_SECTIONS,
    `Required. ${LANDING_SECTIONS.min} to ${LANDING_SECTIONS.max}, shown in this order. Only the first may be a hero (it holds the page's main heading); a section that cannot be shown is left out.`,
  );

  const hero = migration
    .createContentType("sectionHero")
    .name("Landing section: hero")
    .description("A landing page's opening: its main heading, a subtitle and a button. Only first on a page.")
    .displayField("title");
  requiredText(hero, "title", "Title", "Symbol", "Required. The page's main heading (its only h1). Plain text.");
  textField(hero, "subtitle", "Subtitle", "Text", "One or two sentences under the title. Plain text.");
  textField(hero, "ctaText", "Button text", "Symbol", `The button's text. Empty: "${landingPageText.buttonText}".`);
  linkField(hero, "ctaLink", "Button link", "the button", "the sign-up page");

  const text = migration
    .createContentType("sectionText")
    .name("Landing section: text")
    .description("A heading and paragraphs of text on a landing page.")
    .displayField("heading");
  textField(text, "heading", "Heading", "Symbol", "Optional. The section's heading. Plain text.");
  requiredText(
    text,
    "body",
    "Text",
    "Text",
    "Required. Paragraphs separated by a blank line, shown as text: no HTML or Markdown is rendered.",
  );

  const cards = migration
    .createContentType("sectionCards")
    .name("Landing section: cards")
    .description("A heading and a grid of cards on a landing page.")
    .displayField("heading");
  textField(cards, "heading", "Heading", "Symbol", "Optional. The section's heading. Plain text.");
  entriesField(cards, "cards", "Cards", ["card"], { min: 1 }, "Required. The cards, in this order.");

  const card = migration
    .createContentType("card")
    .name("Card")
    .description("One card in a landing page's cards section.")
    .displayField("title");
  requiredText(card, "title", "Title", "Symbol", "Required. The card's heading. Plain text.");
  textField(card, "text", "Text", "Text", "One or two sentences. Plain text.");
  card
    .createField("icon")
    .name("Icon")
    .type("Symbol")
    .validations([{ in: CARD_ICONS }]);
  card.changeFieldControl("icon", "builtin", "dropdown", {
    helpText: "Optional. One of the site's icons, drawn above the title.",
  });
  linkField(card, "link", "Link", `the card's "${landingPageText.cardLink}" link`, "no link");

  const faq = migration
    .createContentType("sectionFaq")
    .name("Landing section: FAQ")
    .description("A heading and questions with their answers on a landing page.")
    .displayField("heading");
  textField(faq, "heading", "Heading", "Symbol", "Optional. The section's heading. Plain text.");
  entriesField(
    faq,
    "questions",
    "Questions",
    ["faqItem"],
    { min: 1 },
    "Required. FAQ items, in this order (their Page and Order are not used here); a switched-off one is left out.",
  );

  const cta = migration
    .createContentType("sectionCta")
    .name("Landing section: call to action")
    .description("A closing call to action on a landing page: a heading, a line of text and a button.")
    .displayField("heading");
  requiredText(cta, "heading", "Heading", "Symbol", "Required. The section's heading. Plain text.");
  textField(cta, "text", "Text", "Text", "One or two sentences under the heading. Plain text.");
  textField(cta, "buttonText", "Button text", "Symbol", `The button's text. Empty: "${landingPageText.buttonText}".`);
  linkField(cta, "buttonLink", "Button link", "the button", "the sign-up page");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT, CONTENTFUL_MANAGEMENT_TOKEN } = process.env;
  if (!CONTENTFUL_SPACE_ID || !CONTENTFUL_MANAGEMENT_TOKEN) {
    console.error("Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN (a management token, never committed).");
    process.exit(1);
  }
  const { runMigration } = await import("contentful-migration");
  await runMigration({
    migrationFunction: defineContentModel,
    spaceId: CONTENTFUL_SPACE_ID,
    environmentId: CONTENTFUL_ENVIRONMENT ?? "master",
    accessToken: CONTENTFUL_MANAGEMENT_TOKEN,
    yes: process.argv.includes("--yes"),
  });
  console.info("Content model applied.");
}
