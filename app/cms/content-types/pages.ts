// Spec section 3's four types, each declared once (./define.ts): a page's hero, its FAQ items, its
// named sections and the Knowledge Hub's articles. Each field's key is the name the site's model
// gives it (`ctaText` for the field `ctaButtonText`).
import {
  active,
  contentType,
  control,
  needed,
  optional,
  order,
  page,
  patterned,
  SAFE_LINK_MESSAGE,
  text,
} from "./define.ts";
import { ARTICLE_BADGES, ARTICLE_SLUG_MAX, ARTICLE_SLUG_PATTERN, PAGE_SLUGS, SAFE_LINK_PATTERN } from "./rules.ts";

export const ALIASES_READ = "Aliases (/bootstrapped, /vc-funded, /infinity) are read too; the full path wins.";

/** The page and switch every page-bound entry has (spec section 3: each filtered by pageSlug and isActive). */
export const pageFields = (description: string, required = true) => ({
  pageSlug: page(`${description} ${ALIASES_READ}`, PAGE_SLUGS, required),
  isActive: active("Only active entries show on the site. Switch off to go back to the built-in copy."),
});

/** A page's address (an article's, a landing page's): unique, in the slug's shape, not too long. */
export const addressValidations = (pattern: string, max: number) => [
  { unique: true },
  {
    regexp: { pattern },
    message:
      "Use lowercase letters and digits, with single hyphens between words (no spaces, no hyphen at either end).",
  },
  { size: { max }, message: `At most ${max} characters.` },
];

export const heroSection = contentType({
  id: "heroSection",
  name: "Hero section",
  description: "The opening section of a page: its headline, subtitle and main button.",
  displayField: "title",
  fields: {
    ...pageFields("The page this hero opens."),
    title: optional("text", text("title", "Title", "Symbol", "The page's main heading (its only h1). Plain text.")),
    subtitle: optional(
      "text",
      text("subtitle", "Subtitle", "Text", "One or two sentences under the title. Plain text."),
    ),
    ctaText: optional("text", text("ctaButtonText", "Button text", "Symbol", 'The main button, e.g. "Get Started".')),
    ctaLink: optional(
      "link",
      patterned(
        "ctaButtonLink",
        "Button link",
        SAFE_LINK_PATTERN,
        SAFE_LINK_MESSAGE,
        "Empty: the sign-up page. A sign-up page address gets the campaign tracking added. Otherwise https://..., a path like /perks, or /#faqs for a section of Home.",
        { widgetId: "urlEditor" },
      ),
    ),
    // Decorative: the hero's text says what the page is.
    backgroundImage: optional("picture", {
      id: "backgroundImage",
      name: "Background image",
      type: "Link",
      linkType: "Asset",
      control: control(
        "assetLinkEditor",
        "Optional. Drawn softly (blurred, under a light veil) behind the hero's text, so any picture keeps the text readable.",
      ),
    }),
  },
});

export const faqItem = contentType({
  id: "faqItem",
  name: "FAQ item",
  description: "One question and answer in a page's FAQ. A page's items replace its built-in FAQ.",
  displayField: "question",
  fields: {
    // Not required: a question a landing page's FAQ section lists belongs to no page of its own.
    ...pageFields(
      "The page whose FAQ this belongs to. Leave empty for a question used only in a landing page's FAQ section.",
      false,
    ),
    order: optional("order", order("Position in the list, smallest first.", true)),
    question: needed("text", text("question", "Question", "Symbol", "Plain text, ending with a question mark.")),
    answer: needed("text", text("answer", "Answer", "Text", "Plain text; no HTML or Markdown is rendered.")),
  },
});

export const pageSection = contentType({
  id: "pageSection",
  name: "Page section",
  description: "Overrides the heading, subheading or description of one named section of a page.",
  displayField: "sectionName",
  fields: {
    ...pageFields("The page this section is on."),
    sectionName: needed(
      "text",
      text(
        "sectionName",
        "Section name",
        "Symbol",
        "The section's name in the site's copy (e.g. about, growthToolkit, whyChooseNimbus, scaleSmarter).",
        { required: true, shared: true },
      ),
    ),
    heading: optional("text", text("heading", "Heading", "Symbol", "Empty: the built-in heading.")),
    subheading: optional("plainText", text("subheading", "Subheading", "Symbol", "Empty: no subheading.")),
    description: optional(
      "text",
      text("description", "Description", "Text", "Empty: the built-in description. Plain text."),
    ),
  },
});

export const blogArticle = contentType({
  id: "blogArticle",
  name: "Knowledge Hub article",
  description:
    "An article: its card on the Knowledge Hub and its own page at /knowledge-hub/<slug>. The site's built-in articles show when there are none.",
  displayField: "title",
  fields: {
    ...pageFields("Usually /knowledge-hub."),
    id: needed("number", {
      id: "blogId",
      name: "Article number",
      type: "Integer",
      required: true,
      validations: [{ unique: true }],
      control: control("numberEditor", "Articles show in this order."),
    }),
    title: needed("text", text("title", "Title", "Symbol", "The card's and the article's title.")),
    slug: needed("articleSlug", {
      id: "slug",
      name: "Address (slug)",
      type: "Symbol",
      required: true,
      validations: addressValidations(ARTICLE_SLUG_PATTERN, ARTICLE_SLUG_MAX),
      // Contentful's slug editor fills it in from the title until the entry is first published, then leaves it.
      control: control(
        "slugEditor",
        `Required. The article's address: /knowledge-hub/<slug>. Lowercase letters, digits and hyphens, at most ${ARTICLE_SLUG_MAX} characters, e.g. gst-basics-for-your-first-year; no two articles share one. Changing it breaks links already shared.`,
        { trackingFieldId: "title" },
      ),
    }),
    summary: optional("text", text("summary", "Summary", "Text", "Two or three sentences on the card.")),
    badge: optional("badge", {
      id: "badge",
      name: "Badge",
      type: "Symbol",
      validations: [{ in: ARTICLE_BADGES }],
      control: control("dropdown", "The label on the card."),
    }),
    // Read as it comes, then by the article's own rule (a JSON string or a list; app/cms/entries.ts).
    sections: optional("articleSections", {
      id: "sections",
      name: "Sections",
      type: "Object",
      localized: true,
      control: control(
        "objectEditor",
        'A list of {"title": "...", "content": "..."}. In content, sentences split on ". "; one ending "Label: text" (one colon, over 100 characters) shows Label in bold.',
      ),
    }),
  },
});

/** Spec section 3's four types, in the model's order. */
export const pageTypes = [heroSection, faqItem, pageSection, blogArticle];
