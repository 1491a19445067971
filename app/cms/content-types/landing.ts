// Landing pages (docs/decisions/010): a page at /<slug> the team composes from section entries,
// each type declared once (./define.ts), keyed by the site's model names (`description` for a
// card's `text`). Listed entries the mapper cannot use are left out with a reason
// (app/cms/landing-entries.ts).
import { landingPageText } from "../../content/landing-page.ts";
import { contentIcons } from "../../content/icons.ts";
import { active, contentType, control, needed, optional, patterned, text, type FieldSpec } from "./define.ts";
import { addressValidations } from "./pages.ts";
import {
  LANDING_SECTION_TYPES,
  LANDING_SECTIONS,
  LANDING_SLUG_MAX,
  LANDING_SLUG_PATTERN,
  SECTION_LINK_PATTERN,
} from "./rules.ts";
import { headFields } from "./site.ts";

/** A list of other entries, in the editors' order. */
const entries = (
  id: string,
  name: string,
  contentTypes: readonly string[],
  size: { min: number; max?: number },
  helpText: string,
): FieldSpec => ({
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

/** Where a landing page's button or card leads. */
const sectionLink = (id: string, name: string, what: string, empty: string) =>
  optional(
    "sectionLink",
    patterned(
      id,
      name,
      SECTION_LINK_PATTERN,
      "Use signup, a path such as /perks, or an https:// address.",
      `Where ${what} leads: signup (the sign-up page, tracked), a path on the site such as /perks, or an https:// address (opens in a new tab). Empty: ${empty}.`,
    ),
  );

/** A section's heading, when it may have none. */
const optionalHeading = () =>
  optional("text", text("heading", "Heading", "Symbol", "Optional. The section's heading. Plain text."));

/** The icons a card may show: those the site's copy names for cards and figures (app/content/icons.ts). */
export const CARD_ICONS = Object.keys(contentIcons);

/**
 * `reservedSlugs` (the site's addresses) only the model needs, to refuse them as editors type: the
 * site checks addresses itself, and the list names preview pages a public build must not carry.
 */
export const landingPage = (reservedSlugs: readonly string[] = []) =>
  contentType({
    id: "landingPage",
    name: "Landing page",
    description:
      "A page of its own at /<slug>, composed of sections (hero, text, cards, FAQ, call to action) in their order. Published by a build: publishing starts one.",
    displayField: "title",
    fields: {
      slug: needed("landingSlug", {
        id: "slug",
        name: "Address (slug)",
        type: "Symbol",
        required: true,
        validations: [
          ...addressValidations(LANDING_SLUG_PATTERN, LANDING_SLUG_MAX),
          {
            prohibitRegexp: { pattern: `^(${reservedSlugs.join("|")})$` },
            message: "The site already has a page at this address (such as /perks or /search): choose another.",
          },
        ],
        control: control(
          "slugEditor",
          `Required. The page's address, /<slug>: lowercase letters, digits and single hyphens, at most ${LANDING_SLUG_MAX} characters, e.g. demo-day-2027. Not an address the site already has (perks, search...): the field says so.`,
          { trackingFieldId: "title" },
        ),
      }),
      title: needed(
        "text",
        text(
          "title",
          "Title",
          "Symbol",
          "Required. The page's name: in the browser tab, search results and breadcrumb, and its heading when it has no hero.",
          { required: true },
        ),
      ),
      ...headFields({ description: "the hero's subtitle, or the site's description", socialImage: "the site's card" }),
      isActive: active("Only an active page is published. Switch off to take it down (with the next build)."),
      sections: entries(
        "sections",
        "Sections",
        LANDING_SECTION_TYPES,
        LANDING_SECTIONS,
        `Required. ${LANDING_SECTIONS.min} to ${LANDING_SECTIONS.max}, shown in this order. Only the first may be a hero (it holds the page's main heading); a section that cannot be shown is left out.`,
      ),
    },
  });

export const sectionHero = contentType({
  id: "sectionHero",
  name: "Landing section: hero",
  description: "A landing page's opening: its main heading, a subtitle and a button. Only first on a page.",
  displayField: "title",
  fields: {
    title: needed(
      "text",
      text("title", "Title", "Symbol", "Required. The page's main heading (its only h1). Plain text.", {
        required: true,
      }),
    ),
    subtitle: optional(
      "text",
      text("subtitle", "Subtitle", "Text", "One or two sentences under the title. Plain text."),
    ),
    ctaText: optional(
      "text",
      text("ctaText", "Button text", "Symbol", `The button's text. Empty: "${landingPageText.buttonText}".`),
    ),
    ctaLink: sectionLink("ctaLink", "Button link", "the button", "the sign-up page"),
  },
});

export const sectionText = contentType({
  id: "sectionText",
  name: "Landing section: text",
  description: "A heading and paragraphs of text on a landing page.",
  displayField: "heading",
  fields: {
    heading: optionalHeading(),
    paragraphs: needed(
      "paragraphs",
      text(
        "body",
        "Text",
        "Text",
        "Required. Paragraphs separated by a blank line, shown as text: no HTML or Markdown is rendered.",
        { required: true },
      ),
    ),
  },
});

export const sectionCards = contentType({
  id: "sectionCards",
  name: "Landing section: cards",
  description: "A heading and a grid of cards on a landing page.",
  displayField: "heading",
  fields: {
    heading: optionalHeading(),
    cards: entries("cards", "Cards", ["card"], { min: 1 }, "Required. The cards, in this order."),
  },
});

export const card = contentType({
  id: "card",
  name: "Card",
  description: "One card in a landing page's cards section.",
  displayField: "title",
  fields: {
    title: needed(
      "text",
      text("title", "Title", "Symbol", "Required. The card's heading. Plain text.", { required: true }),
    ),
    description: optional("text", text("text", "Text", "Text", "One or two sentences. Plain text.")),
    icon: optional("icon", {
      id: "icon",
      name: "Icon",
      type: "Symbol",
      validations: [{ in: CARD_ICONS }],
      control: control("dropdown", "Optional. One of the site's icons, drawn above the title."),
    }),
    link: sectionLink("link", "Link", `the card's "${landingPageText.cardLink}" link`, "no link"),
  },
});

export const sectionFaq = contentType({
  id: "sectionFaq",
  name: "Landing section: FAQ",
  description: "A heading and questions with their answers on a landing page.",
  displayField: "heading",
  fields: {
    heading: optionalHeading(),
    questions: entries(
      "questions",
      "Questions",
      ["faqItem"],
      { min: 1 },
      "Required. FAQ items, in this order (their Page and Order are not used here); a switched-off one is left out.",
    ),
  },
});

export const sectionCta = contentType({
  id: "sectionCta",
  name: "Landing section: call to action",
  description: "A closing call to action on a landing page: a heading, a line of text and a button.",
  displayField: "heading",
  fields: {
    heading: needed(
      "text",
      text("heading", "Heading", "Symbol", "Required. The section's heading. Plain text.", { required: true }),
    ),
    description: optional("text", text("text", "Text", "Text", "One or two sentences under the heading. Plain text.")),
    buttonText: optional(
      "text",
      text("buttonText", "Button text", "Symbol", `The button's text. Empty: "${landingPageText.buttonText}".`),
    ),
    buttonLink: sectionLink("buttonLink", "Button link", "the button", "the sign-up page"),
  },
});

/** Every landing type, in the order a space shows them. */
export const landingTypes = (reservedSlugs?: readonly string[]) => [
  landingPage(reservedSlugs),
  sectionHero,
  sectionText,
  sectionCards,
  card,
  sectionFaq,
  sectionCta,
];
