// @ts-check
// The content model as code: the four entry types the site reads (spec section 3), with their
// fields, validations and help texts for editors. Apply it to a space (new or empty environment):
//
//   CONTENTFUL_SPACE_ID=... CONTENTFUL_ENVIRONMENT=master CONTENTFUL_MANAGEMENT_TOKEN=... npm run cms:model
//
// The management token is read here only; the site itself never reads it.

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

/** @param {import("contentful-migration").default} migration */
export function defineContentModel(migration) {
  /**
   * @param {import("contentful-migration").ContentType} type
   * @param {string} description
   */
  const withPageFields = (type, description) => {
    type
      .createField("pageSlug")
      .name("Page")
      .type("Symbol")
      .required(true)
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
    helpText: "Not shown on the site yet; kept for a future design.",
  });

  const faq = migration
    .createContentType("faqItem")
    .name("FAQ item")
    .description("One question and answer in a page's FAQ. A page's items replace its built-in FAQ.")
    .displayField("question");
  withPageFields(faq, "The page whose FAQ this belongs to.");
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
    .description("An article card and its full text. The site's built-in articles show when there are none.")
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
