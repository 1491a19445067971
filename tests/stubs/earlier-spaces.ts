import { apiField } from "../../scripts/content-model/plan.mjs";
import { contentModel } from "../../scripts/content-model/types.mjs";

/**
 * A space's content types as the Management API keeps them, with the team's entries: today's model
 * or an earlier release's. Each release undoes what came after it, so every change is written once.
 */
export interface SpaceModel {
  contentTypes: { id: string; name: string; description: string; displayField: string; fields: Field[] }[];
  editorInterfaces: Record<string, { controls: Control[] }>;
  entries: { id: string; contentType: string; published: boolean; fields: Record<string, Record<string, unknown>> }[];
}
type Field = ReturnType<typeof apiField>;
interface Control {
  fieldId: string;
  widgetNamespace: string;
  widgetId: string;
  settings?: Record<string, unknown>;
}

/** Today's model in a space whose default locale is `defaultLocale`, with no entries. */
export function todaysModel(defaultLocale = "en-US"): SpaceModel {
  return structuredClone({
    contentTypes: contentModel.map(({ id, name, description, displayField, fields }) => ({
      id,
      name,
      description,
      displayField,
      fields: fields.map((field) => apiField(field, defaultLocale)),
    })),
    editorInterfaces: Object.fromEntries(
      contentModel.map(({ id, fields }) => [
        id,
        { controls: fields.map(({ id: fieldId, control }) => ({ fieldId, widgetNamespace: "builtin", ...control })) },
      ]),
    ),
    entries: [],
  });
}

const type = (space: SpaceModel, id: string) => space.contentTypes.find((each) => each.id === id)!;
const field = (space: SpaceModel, path: string) => {
  const [typeId, fieldId] = path.split(".");
  return type(space, typeId).fields.find((each) => each.id === fieldId)!;
};
const helpText = (space: SpaceModel, path: string, text: string) => {
  const [typeId, fieldId] = path.split(".");
  const control = space.editorInterfaces[typeId].controls.find((each) => each.fieldId === fieldId)!;
  control.settings = { ...control.settings, helpText: text };
  return control;
};
function removeFields(space: SpaceModel, typeId: string, fieldIds: string[]) {
  const gone = (id: string) => fieldIds.includes(id);
  type(space, typeId).fields = type(space, typeId).fields.filter((each) => !gone(each.id));
  const face = space.editorInterfaces[typeId];
  face.controls = face.controls.filter((control) => !gone(control.fieldId));
}

/** The link pattern with a lookahead, which Contentful's validator refuses. */
const LOOKAHEAD_LINK = "^(https://[^\\s]+|/(?![/\\\\])[^\\s]*)$";

/** Issue 56: what a perk says besides its offer, and its category. */
function beforePerkFacts(space: SpaceModel) {
  removeFields(space, "partnerPerk", [
    "valueUpTo",
    "qualifies",
    "claimSteps",
    "exclusions",
    "startsOn",
    "endsOn",
    "category",
  ]);
}

/** Issue 45: every field shared by all locales. */
function beforeHindi(space: SpaceModel) {
  beforePerkFacts(space);
  for (const each of space.contentTypes) for (const one of each.fields) one.localized = false;
}

/** 5eb96f9 (2026-11-25): articles have addresses; no landing pages, no news summaries, and rules since refused. */
function beforeLandingPages(space: SpaceModel) {
  beforeHindi(space);
  const landing = ["landingPage", "sectionHero", "sectionText", "sectionCards", "card", "sectionFaq", "sectionCta"];
  space.contentTypes = space.contentTypes.filter((each) => !landing.includes(each.id));
  for (const id of landing) delete space.editorInterfaces[id];
  removeFields(space, "newsLink", ["summary"]);
  for (const path of [
    "heroSection.ctaButtonLink",
    "partnerPerk.ctaLink",
    "newsLink.url",
    "programmeCohort.applyUrl",
    "announcement.linkUrl",
  ]) {
    field(space, path).validations = [
      { regexp: { pattern: LOOKAHEAD_LINK }, message: "Use an https:// address or a path such as /perks." },
    ];
  }
  const slug = field(space, "blogArticle.slug").validations as { regexp?: { pattern: string } }[];
  slug.find((rule) => rule.regexp)!.regexp!.pattern = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
  field(space, "faqItem.pageSlug").required = true;
  helpText(
    space,
    "faqItem.pageSlug",
    "The page whose FAQ this belongs to. Aliases (/bootstrapped, /vc-funded, /infinity) are read too; the full path wins.",
  );
  helpText(
    space,
    "heroSection.ctaButtonLink",
    "Leave empty for the sign-up page. A sign-up page address gets the campaign tracking added. Otherwise https://..., a path like /perks, or /#faqs for a section of Home.",
  );
  space.editorInterfaces.pageMeta.controls.find((control) => control.fieldId === "description")!.widgetId =
    "multipleLine";
}

/** 2c90212 (2026-11-23): articles have no address of their own. */
function beforeArticleSlugs(space: SpaceModel) {
  beforeLandingPages(space);
  removeFields(space, "blogArticle", ["slug"]);
  type(space, "blogArticle").description =
    "An article card and its full text. The site's built-in articles show when there are none.";
}

const heroTheTeamWrote = {
  id: "team-hero-home",
  contentType: "heroSection",
  published: true,
  fields: { pageSlug: { "en-US": "/" }, isActive: { "en-US": true }, title: { "en-US": "The team wrote this hero" } },
};
const article = (id: string, blogId: number, title: string, slug?: string) => ({
  id,
  contentType: "blogArticle",
  published: true,
  fields: {
    pageSlug: { "en-US": "/knowledge-hub" },
    isActive: { "en-US": true },
    blogId: { "en-US": blogId },
    title: { "en-US": title },
    summary: { "en-US": "Written by the team before articles had addresses." },
    ...(slug ? { slug: { "en-US": slug } } : {}),
  },
});

const releases = {
  "before-hindi": {
    model: beforeHindi,
    entries: [
      heroTheTeamWrote,
      {
        id: "team-faq-fee",
        contentType: "faqItem",
        published: true,
        fields: {
          pageSlug: { "en-US": "/" },
          isActive: { "en-US": true },
          order: { "en-US": 1 },
          question: { "en-US": "Is there a fee?" },
          answer: { "en-US": "No. The programme is free and takes no equity." },
        },
      },
    ],
  },
  "before-landing-pages": {
    model: beforeLandingPages,
    entries: [
      heroTheTeamWrote,
      article(
        "team-article-1",
        1,
        "Pricing for your first hundred customers",
        "pricing-for-your-first-hundred-customers",
      ),
    ],
  },
  "before-article-slugs": {
    model: beforeArticleSlugs,
    // Two articles of one title: step 1 of `cms:model` gives each its own address.
    entries: [
      heroTheTeamWrote,
      article("team-article-1", 1, "Our first article: GST in a week"),
      article("team-article-2", 2, "Our first article: GST in a week"),
    ],
  },
};

/** A space as an earlier release's model left it, with what the team wrote. */
export function earlierSpace(release: keyof typeof releases): SpaceModel {
  const space = todaysModel();
  releases[release].model(space);
  return { ...space, entries: structuredClone(releases[release].entries) };
}
