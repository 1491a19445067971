// @ts-check
// The content model as data: every entry type the site reads (spec section 3's four, the lists the
// marketing team edits, page meta and announcements, and the landing pages it composes from
// sections), each field with its validations and the control editors see, help text included.
// scripts/content-model/plan.mjs compares it with a space; scripts/cms-model.mjs applies the
// difference with contentful-migration (docs/decisions/011).
import { landingPageText } from "../../app/content/landing-page.ts";
import {
  LANDING_SECTION_TYPES,
  LANDING_SECTIONS,
  LANDING_SLUG_MAX,
  LANDING_SLUG_PATTERN,
  SECTION_LINK_PATTERN,
} from "../../app/cms/content-types/rules.ts";
import { active, control, modelOf, patterned, specOf, text } from "../../app/cms/content-types/define.ts";
import { listTypes as lists } from "../../app/cms/content-types/lists.ts";
import { addressValidations, pageTypes as pages } from "../../app/cms/content-types/pages.ts";
import { headFields, siteTypes as sites } from "../../app/cms/content-types/site.ts";

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

/** @type {TypeSpec[]} Spec section 3's four types. */
const pageTypes = pages.map(modelOf);

/** @type {TypeSpec[]} The lists the marketing team edits. */
const listTypes = lists.map(modelOf);

/** @type {TypeSpec[]} The entries about the site as a whole: page meta and announcements. */
const siteTypes = sites.map(modelOf);

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
      ...Object.values(
        headFields({ description: "the hero's subtitle, or the site's description", socialImage: "the site's card" }),
      ).map(specOf),
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
