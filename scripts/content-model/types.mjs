// @ts-check
// The content model as data: every entry type the site reads (spec section 3's four, the lists the
// marketing team edits, page meta and announcements, and the landing pages it composes from
// sections), each field with its validations and the control editors see, help text included.
// scripts/content-model/plan.mjs compares it with a space; scripts/cms-model.mjs applies the
// difference with contentful-migration (docs/decisions/011).
import { landingPageText } from "../../app/content/landing-page.ts";
import {
  ANNOUNCEMENT_MAX,
  LANDING_SECTION_TYPES,
  LANDING_SECTIONS,
  LANDING_SLUG_MAX,
  LANDING_SLUG_PATTERN,
  META_DESCRIPTION,
  META_TITLE_MAX,
  SAFE_LINK_PATTERN,
  SECTION_LINK_PATTERN,
  SOCIAL_IMAGE_MIN,
} from "../../app/cms/content-types/rules.ts";
import {
  active,
  control,
  modelOf,
  page,
  patterned,
  SAFE_LINK_MESSAGE,
  text,
} from "../../app/cms/content-types/define.ts";
import { listTypes as lists } from "../../app/cms/content-types/lists.ts";
import { ALIASES_READ, addressValidations, pageTypes as pages } from "../../app/cms/content-types/pages.ts";

import { contentIcons } from "../../app/content/icons.ts";
import { previewPaths, reservedSlugs } from "../../app/route-paths.ts";

/** @typedef {import("../../app/cms/content-types/define.ts").FieldSpec} FieldSpec */
/** @typedef {import("../../app/cms/content-types/define.ts").TypeSpec} TypeSpec */

/**
 * The addresses a landing page cannot take (app/route-paths.ts reservedSlugs): the site's pages,
 * aliases, redirects, preview pages, 404 document and folders of files, as far as a slug can spell them.
 */
export const RESERVED_LANDING_SLUGS = [
  ...reservedSlugs(),
  ...Object.values(previewPaths).map((path) => path.slice(1)),
].filter((slug) => new RegExp(LANDING_SLUG_PATTERN).test(slug));

/** The icons a card may show: those the site's copy names for cards and figures (app/content/icons.ts). */
export const CARD_ICONS = Object.keys(contentIcons);

/**
 * What search engines and shared links show for a page besides its title: its description, social
 * card picture and noindex, by pageMeta's rules (app/cms/site-entries.ts headFields), on a page
 * meta entry or a landing page.
 * @param {{ description: string, socialImage: string }} empty what shows when the field is empty
 * @returns {FieldSpec[]}
 */
const headFields = (empty) => [
  {
    id: "description",
    name: "Description",
    type: "Symbol",
    localized: true,
    validations: [
      {
        size: { min: META_DESCRIPTION.min, max: META_DESCRIPTION.max },
        message: `${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters.`,
      },
    ],
    control: control(
      "singleLine",
      `Under the title in search results and on shared links: ${META_DESCRIPTION.min} to ${META_DESCRIPTION.max} characters. Empty: ${empty.description}.`,
    ),
  },
  {
    id: "socialImage",
    name: "Social card picture",
    type: "Link",
    linkType: "Asset",
    validations: [
      { linkMimetypeGroup: ["image"] },
      {
        assetImageDimensions: { width: { min: SOCIAL_IMAGE_MIN.width }, height: { min: SOCIAL_IMAGE_MIN.height } },
        message: `At least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height} pixels.`,
      },
    ],
    control: control(
      "assetLinkEditor",
      `The picture shown when the page is shared: a JPEG, PNG or WebP of at least ${SOCIAL_IMAGE_MIN.width} × ${SOCIAL_IMAGE_MIN.height}, cropped to that shape around its centre. Empty: ${empty.socialImage}.`,
    ),
  },
  {
    id: "noindex",
    name: "Hide from search engines",
    type: "Boolean",
    control: control(
      "boolean",
      "On: search engines are asked not to list the page, and it leaves the sitemap. Links on it still count.",
      { trueLabel: "Hidden from search", falseLabel: "Listed" },
    ),
  },
];

/** @type {TypeSpec[]} Spec section 3's four types. */
const pageTypes = pages.map(modelOf);

/** @type {TypeSpec[]} The lists the marketing team edits. */
const listTypes = lists.map(modelOf);

/**
 * The entries about the site as a whole: a page's meta (its title, description and social card in
 * search results and shared links) and the site-wide announcement. Limits as the site applies them
 * (app/cms/site-entries.ts).
 * @type {TypeSpec[]}
 */
const siteTypes = [
  {
    id: "pageMeta",
    name: "Page meta",
    description:
      "What search engines and shared links (WhatsApp, LinkedIn...) show for a page: its title, description and card. Read when the site is built: publishing starts a build.",
    displayField: "title",
    fields: [
      page(`The page this describes. ${ALIASES_READ}`),
      active("Only an active entry is used. Switch off to go back to the page's own title and card."),
      {
        id: "title",
        name: "Title",
        type: "Symbol",
        localized: true,
        validations: [{ size: { max: META_TITLE_MAX }, message: `At most ${META_TITLE_MAX} characters.` }],
        control: control(
          "singleLine",
          `The whole title as search results show it, at most ${META_TITLE_MAX} characters (the site adds nothing to it). Empty: the page's own.`,
        ),
      },
      ...headFields({ description: "the page's own", socialImage: "the page's own card" }),
    ],
  },
  {
    id: "announcement",
    name: "Announcement",
    description:
      "A line above every page's header for a while. When several are live, the one that started last shows; a visitor can close it. Put on the site by a build, which takes those live or starting within 60 days.",
    displayField: "text",
    fields: [
      active("Only active announcements show. Switch off to take it down (with the next build)."),
      {
        id: "text",
        name: "Text",
        type: "Symbol",
        required: true,
        localized: true,
        validations: [{ size: { max: ANNOUNCEMENT_MAX }, message: `At most ${ANNOUNCEMENT_MAX} characters.` }],
        control: control("singleLine", `Required. One sentence, at most ${ANNOUNCEMENT_MAX} characters. Plain text.`),
      },
      text("linkText", "Link text", "Symbol", 'Optional, with a link address: e.g. "See the dates".'),
      patterned(
        "linkUrl",
        "Link address",
        SAFE_LINK_PATTERN,
        SAFE_LINK_MESSAGE,
        "Where the link leads: a path on the site (/infinity-program#dates) or an https:// address.",
        { widgetId: "urlEditor" },
      ),
      ...[
        ["startsAt", "Starts", true, "Required. When it first shows. India time, unless you give another zone."],
        [
          "endsAt",
          "Ends",
          false,
          "When it stops showing. India time, unless you give another zone. Empty: until switched off.",
        ],
      ].map(([id, name, required, helpText]) => ({
        id: String(id),
        name: String(name),
        type: /** @type {const} */ ("Date"),
        ...(required ? { required: true } : {}),
        control: control("datePicker", String(helpText), { format: "time", ampm: "24" }),
      })),
    ],
  },
];

/**
 * A list of other entries, in the editors' order.
 * @param {string} id @param {string} name @param {string[]} contentTypes
 * @param {{ min: number, max?: number }} size @param {string} helpText @returns {FieldSpec}
 */
const entries = (id, name, contentTypes, size, helpText) => ({
  id,
  name,
  type: "Array",
  required: true,
  items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: contentTypes }] },
  validations: [
    { size, message: size.max === undefined ? `At least ${size.min}.` : `From ${size.min} to ${size.max} entries.` },
  ],
  control: control("entryLinksEditor", helpText, { showLinkEntityAction: true, showCreateEntityAction: true }),
});

/**
 * Where a landing page's button or card leads.
 * @param {string} id @param {string} name @param {string} what @param {string} empty @returns {FieldSpec}
 */
const sectionLink = (id, name, what, empty) =>
  patterned(
    id,
    name,
    SECTION_LINK_PATTERN,
    "Use signup, a path such as /perks, or an https:// address.",
    `Where ${what} leads: signup (the sign-up page, tracked), a path on the site such as /perks, or an https:// address (opens in a new tab). Empty: ${empty}.`,
  );

/**
 * Landing pages (docs/decisions/010): a page at /<slug> the team composes from section entries, in
 * their order, by the rules the build applies (app/cms/landing-entries.ts, app/lib/landing-page.ts).
 * A section, card or question the build cannot use is left out, logged; a page with none it can
 * show, or whose address the site already has, is not published.
 * @type {TypeSpec[]}
 */
const landingTypes = [
  {
    id: "landingPage",
    name: "Landing page",
    description:
      "A page of its own at /<slug>, composed of sections (hero, text, cards, FAQ, call to action) in their order. Published by a build: publishing starts one.",
    displayField: "title",
    fields: [
      {
        id: "slug",
        name: "Address (slug)",
        type: "Symbol",
        required: true,
        validations: [
          ...addressValidations(LANDING_SLUG_PATTERN, LANDING_SLUG_MAX),
          {
            prohibitRegexp: { pattern: `^(${RESERVED_LANDING_SLUGS.join("|")})$` },
            message: "The site already has a page at this address (such as /perks or /search): choose another.",
          },
        ],
        control: control(
          "slugEditor",
          `Required. The page's address, /<slug>: lowercase letters, digits and single hyphens, at most ${LANDING_SLUG_MAX} characters, e.g. demo-day-2027. Not an address the site already has (perks, search...): the field says so.`,
          { trackingFieldId: "title" },
        ),
      },
      text(
        "title",
        "Title",
        "Symbol",
        "Required. The page's name: in the browser tab, search results and breadcrumb, and its heading when it has no hero.",
        { required: true },
      ),
      ...headFields({ description: "the hero's subtitle, or the site's description", socialImage: "the site's card" }),
      active("Only an active page is published. Switch off to take it down (with the next build)."),
      entries(
        "sections",
        "Sections",
        LANDING_SECTION_TYPES,
        LANDING_SECTIONS,
        `Required. ${LANDING_SECTIONS.min} to ${LANDING_SECTIONS.max}, shown in this order. Only the first may be a hero (it holds the page's main heading); a section that cannot be shown is left out.`,
      ),
    ],
  },
  {
    id: "sectionHero",
    name: "Landing section: hero",
    description: "A landing page's opening: its main heading, a subtitle and a button. Only first on a page.",
    displayField: "title",
    fields: [
      text("title", "Title", "Symbol", "Required. The page's main heading (its only h1). Plain text.", {
        required: true,
      }),
      text("subtitle", "Subtitle", "Text", "One or two sentences under the title. Plain text."),
      text("ctaText", "Button text", "Symbol", `The button's text. Empty: "${landingPageText.buttonText}".`),
      sectionLink("ctaLink", "Button link", "the button", "the sign-up page"),
    ],
  },
  {
    id: "sectionText",
    name: "Landing section: text",
    description: "A heading and paragraphs of text on a landing page.",
    displayField: "heading",
    fields: [
      text("heading", "Heading", "Symbol", "Optional. The section's heading. Plain text."),
      text(
        "body",
        "Text",
        "Text",
        "Required. Paragraphs separated by a blank line, shown as text: no HTML or Markdown is rendered.",
        { required: true },
      ),
    ],
  },
  {
    id: "sectionCards",
    name: "Landing section: cards",
    description: "A heading and a grid of cards on a landing page.",
    displayField: "heading",
    fields: [
      text("heading", "Heading", "Symbol", "Optional. The section's heading. Plain text."),
      entries("cards", "Cards", ["card"], { min: 1 }, "Required. The cards, in this order."),
    ],
  },
  {
    id: "card",
    name: "Card",
    description: "One card in a landing page's cards section.",
    displayField: "title",
    fields: [
      text("title", "Title", "Symbol", "Required. The card's heading. Plain text.", { required: true }),
      text("text", "Text", "Text", "One or two sentences. Plain text."),
      {
        id: "icon",
        name: "Icon",
        type: "Symbol",
        validations: [{ in: CARD_ICONS }],
        control: control("dropdown", "Optional. One of the site's icons, drawn above the title."),
      },
      sectionLink("link", "Link", `the card's "${landingPageText.cardLink}" link`, "no link"),
    ],
  },
  {
    id: "sectionFaq",
    name: "Landing section: FAQ",
    description: "A heading and questions with their answers on a landing page.",
    displayField: "heading",
    fields: [
      text("heading", "Heading", "Symbol", "Optional. The section's heading. Plain text."),
      entries(
        "questions",
        "Questions",
        ["faqItem"],
        { min: 1 },
        "Required. FAQ items, in this order (their Page and Order are not used here); a switched-off one is left out.",
      ),
    ],
  },
  {
    id: "sectionCta",
    name: "Landing section: call to action",
    description: "A closing call to action on a landing page: a heading, a line of text and a button.",
    displayField: "heading",
    fields: [
      text("heading", "Heading", "Symbol", "Required. The section's heading. Plain text.", { required: true }),
      text("text", "Text", "Text", "One or two sentences under the heading. Plain text."),
      text("buttonText", "Button text", "Symbol", `The button's text. Empty: "${landingPageText.buttonText}".`),
      sectionLink("buttonLink", "Button link", "the button", "the sign-up page"),
    ],
  },
];

/** The whole model, in the order a space shows it. */
export const contentModel = [...pageTypes, ...listTypes, ...siteTypes, ...landingTypes];
