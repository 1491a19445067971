import { describe, expect, it } from "vitest";
import { earlierSpace as earlierModel, todaysModel, type SpaceModel } from "../../tests/stubs/earlier-spaces";
import { describePlan, planModel, type ApiContentType, type Space } from "./plan.mjs";
import { contentModel } from "./types.mjs";

/** A space's model as the plan reads it, every type saved `version` times and published once less. */
const asSpace = ({ contentTypes, editorInterfaces }: SpaceModel, version: number, defaultLocale = "en-US"): Space => ({
  contentTypes: contentTypes.map(({ id, ...type }) => ({
    sys: { id, version, publishedVersion: version - 1 },
    ...type,
  })),
  editorInterfaces,
  defaultLocale,
});

/** A space as an earlier release left it (tests/stubs/earlier-spaces.ts), every type published. */
const earlierSpace = (name: Parameters<typeof earlierModel>[0]) => asSpace(earlierModel(name), 2);

/** A space that holds today's model, as applying it leaves it. */
const spaceWithTodaysModel = (defaultLocale = "en-US") => asSpace(todaysModel(defaultLocale), 4, defaultLocale);

const empty: Space = { contentTypes: [], editorInterfaces: {}, defaultLocale: "en-US" };

/** A plan's lines without the fields it makes localised, which every space set up before Hindi gets alike. */
const withoutLocalising = (lines: string[]) =>
  lines
    .map((line) => {
      const [type, changes] = line.split(": ");
      const kept = changes.split("; ").filter((change) => !/^\w+'s localized$/.test(change));
      return kept.length > 0 ? `${type}: ${kept.join("; ")}` : null;
    })
    .filter((line) => line !== null);

/**
 * The fields the team writes per language: every text a visitor reads. Shared: names (the cohort's names its calendar
 * entries), the site's keys, slugs, switches, orders, links, pictures, dates and the lists that compose a page.
 */
const LOCALISED = {
  heroSection: ["title", "subtitle", "ctaButtonText"],
  faqItem: ["question", "answer"],
  pageSection: ["heading", "subheading", "description"],
  blogArticle: ["title", "summary", "sections"],
  partnerPerk: ["kind", "offer", "description", "ctaText", "terms"],
  mentor: ["title"],
  consultant: ["title"],
  newsLink: ["title", "summary"],
  video: ["title", "description"],
  programmeCohort: ["city"],
  pageMeta: ["title", "description"],
  announcement: ["text", "linkText"],
  landingPage: ["title", "description"],
  sectionHero: ["title", "subtitle", "ctaText"],
  sectionText: ["heading", "body"],
  sectionCards: ["heading"],
  card: ["title", "text"],
  sectionFaq: ["heading"],
  sectionCta: ["heading", "text", "buttonText"],
};

describe("planning the content model against a space", () => {
  it("creates every type, with every field and control, in an empty environment", () => {
    const plan = planModel(contentModel, empty);
    expect(plan.types.map((type) => type.id)).toEqual(contentModel.map((type) => type.id));
    for (const type of plan.types) {
      const spec = contentModel.find(({ id }) => id === type.id)!;
      expect(type.create).toBe(true);
      expect(type.addFields.map((field) => field.id)).toEqual(spec.fields.map((field) => field.id));
      expect(type.controls.map((control) => control.fieldId)).toEqual(spec.fields.map((field) => field.id));
      expect(type.type).toEqual({ name: spec.name, description: spec.description, displayField: spec.displayField });
    }
    expect(plan.kept).toEqual([]);
    expect(plan.conflicts).toEqual([]);
  });

  it("changes nothing in a space that has today's model, whatever its default locale", () => {
    for (const locale of ["en-US", "en-IN"]) {
      const plan = planModel(contentModel, spaceWithTodaysModel(locale));
      expect(plan).toEqual({ types: [], kept: [], conflicts: [] });
      expect(describePlan(plan)).toEqual([]);
    }
  });

  it("publishes a type a cut-off run saved but never published, and changes nothing else of it", () => {
    const space = spaceWithTodaysModel();
    (space.contentTypes[0] as ApiContentType).sys = { id: "heroSection", version: 5, publishedVersion: 3 };
    const plan = planModel(contentModel, space);
    expect(plan.types).toEqual([
      expect.objectContaining({
        id: "heroSection",
        publish: true,
        addFields: [],
        changeFields: [],
        controls: [],
        type: {},
      }),
    ]);
    expect(describePlan(plan)).toEqual(["heroSection: published (it had unpublished changes)"]);
  });

  // What an earlier release's space lacks or has otherwise: link patterns Contentful's validator refuses (lookahead), a
  // widget the web app cannot show on a Symbol field, help texts, an optional FAQ page. Nothing removed or retyped.
  const changedInEveryEarlierSpace = [
    "heroSection: ctaButtonLink's validations; the controls of ctaButtonLink",
    "faqItem: pageSlug's required; the controls of pageSlug",
  ];
  /** What a perk says besides its offer, and its category (issue 56): new in every earlier space. */
  const perkFacts = ["valueUpTo", "qualifies", "claimSteps", "exclusions", "startsOn", "endsOn", "category"];
  const newPerkFacts = perkFacts.map((id) => `new field ${id}`).join("; ");
  const afterArticles = [
    `partnerPerk: ${newPerkFacts}; ctaLink's validations; the controls of ${perkFacts.join(", ")}`,
    "newsLink: new field summary; url's validations; the controls of summary",
    "programmeCohort: applyUrl's validations",
    "pageMeta: the controls of description",
    "announcement: linkUrl's validations",
    "landingPage: new, with 7 fields",
    "sectionHero: new, with 4 fields",
    "sectionText: new, with 2 fields",
    "sectionCards: new, with 2 fields",
    "card: new, with 4 fields",
    "sectionFaq: new, with 2 fields",
    "sectionCta: new, with 4 fields",
  ];

  it("adds the landing pages to a space set up before them, and changes only rules in what the team has", () => {
    const plan = planModel(contentModel, earlierSpace("before-landing-pages"));
    expect(withoutLocalising(describePlan(plan))).toEqual([
      ...changedInEveryEarlierSpace,
      "blogArticle: slug's validations",
      ...afterArticles,
    ]);
    expect(plan.kept).toEqual([]);
    expect(plan.conflicts).toEqual([]);
    expect(plan.types.find((type) => type.id === "faqItem")!.changeFields[0].field).toMatchObject({ required: false });
  });

  it("adds an article's address to a space set up before articles had one, and the landing pages", () => {
    const space = earlierSpace("before-article-slugs");
    const plan = planModel(contentModel, space);
    expect(withoutLocalising(describePlan(plan))).toEqual([
      ...changedInEveryEarlierSpace,
      "blogArticle: its description; new field slug; the controls of slug",
      ...afterArticles,
    ]);
    const article = plan.types.find((type) => type.id === "blogArticle")!;
    expect(article.addFields[0]).toMatchObject({ id: "slug", type: "Symbol", required: true });
    // Shown where the model has it: right after the title.
    expect(article.after).toEqual({ slug: "title" });
    expect(space.contentTypes.every(({ sys }) => contentModel.some((type) => type.id === sys.id))).toBe(true);
    expect(plan.conflicts).toEqual([]);
  });

  it("makes every text a visitor reads localised in a space set up before Hindi, and adds only what came after it", () => {
    const plan = planModel(contentModel, earlierSpace("before-hindi"));
    expect(plan.conflicts).toEqual([]);
    expect(plan.kept).toEqual([]);
    const sinceHindi: Record<string, string[]> = { partnerPerk: perkFacts };
    for (const type of plan.types) {
      const added = sinceHindi[type.id] ?? [];
      expect({
        id: type.id,
        fields: type.addFields.map(({ id }) => id),
        controls: type.controls.map(({ fieldId }) => fieldId),
        type: type.type,
      }).toEqual({ id: type.id, fields: added, controls: added, type: {} });
      for (const { what } of type.changeFields) expect(what).toEqual(["localized"]);
    }
    const localised = Object.fromEntries(
      plan.types.map((type) => [type.id, type.changeFields.map(({ field }) => field.id)]),
    );
    expect(localised).toEqual(LOCALISED);
    for (const { field } of plan.types.flatMap((type) => type.changeFields)) expect(field.localized).toBe(true);
  });

  it("localises no slug, key, switch, order, link, picture, date or list of entries", () => {
    for (const type of contentModel) {
      for (const field of type.fields.filter((candidate) => candidate.localized)) {
        const where = `${type.id}.${field.id}`;
        // A list of texts (an offer's steps) is localised as one field; a list of entries never.
        expect(["Symbol", "Text", "Object"], where).toContain(field.type === "Array" ? field.items?.type : field.type);
        expect(field.items?.validations ?? [], where).toEqual([]);
        expect(
          field.validations?.some((rule) => "regexp" in rule || "in" in rule || "unique" in rule) ?? false,
          where,
        ).toBe(false);
      }
      for (const field of type.fields.filter((candidate) => candidate.type === "Text")) {
        expect(field.localized, `${type.id}.${field.id}`).toBe(true);
      }
    }
  });

  it("keeps a field the model no longer has, with a note, and stops before a field it would retype", () => {
    const space = spaceWithTodaysModel();
    const hero = space.contentTypes.find((type) => type.sys.id === "heroSection")!;
    hero.fields.push({ id: "oldTagline", name: "Tagline", type: "Symbol" });
    const article = space.contentTypes.find((type) => type.sys.id === "blogArticle")!;
    article.fields = article.fields.map((field) => (field.id === "sections" ? { ...field, type: "Text" } : field));
    const plan = planModel(contentModel, space);
    expect(plan.kept).toEqual([
      "heroSection.oldTagline: in the space, not in the model; kept with what the team wrote in it (the site does not read it).",
    ]);
    expect(plan.conflicts).toEqual([
      expect.stringMatching(/^blogArticle\.sections is a Text field in the space and a Object field/),
    ]);
    expect(plan.types.flatMap((type) => type.changeFields)).toEqual([]);
  });
});
