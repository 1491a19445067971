// Each content type declared once (docs/decisions/016): the model `npm run cms:model` applies
// (scripts/content-model/types.mjs), the site's validation (app/cms/list-entries.ts), the seed
// (scripts/seed-entries.ts) and the content report all derive from it.
// Relative imports only: Node runs this file as it is (cms:model, the stubs).
import { PAGE_SLUGS } from "./rules.ts";

/** As the Management API stores it; `defaultValue` is unkeyed, keyed by the default locale when sent. */
export interface FieldSpec {
  id: string;
  name: string;
  type: "Symbol" | "Text" | "Integer" | "Boolean" | "Date" | "Object" | "Link" | "Array";
  linkType?: "Asset" | "Entry";
  items?: { type: "Link" | "Symbol"; linkType?: "Asset" | "Entry"; validations?: object[] };
  required?: boolean;
  localized?: boolean;
  validations?: object[];
  defaultValue?: unknown;
  control: { widgetId: string; settings: { helpText: string } & Record<string, unknown> };
}

export interface TypeSpec {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: FieldSpec[];
}

/** The value each way of reading a field gives the site (app/cms/list-entries.ts has the schemas). */
export interface ReadValues {
  text: string;
  /** Text that may be empty (a section's subheading: empty is none). */
  plainText: string;
  link: string;
  profileLink: string;
  picture: import("../../lib/models.ts").Picture;
  date: string;
  order: number;
  number: number;
  articleSlug: string;
  badge: import("../../content/models.ts").ArticleBadge;
  /** As the service sends it: the mapper reads it by its own rule. */
  articleSections: unknown;
  yesOrNo: boolean;
  stages: import("../../lib/perks.ts").PerkStage[];
  perkCategory: import("../../lib/perks.ts").PerkCategory;
  steps: string[];
  videoId: string;
  placement: string;
  cohortName: string;
  /** A page's whole title in search results, short enough to show uncut. */
  metaTitle: string;
  /** A page's description in search results, long enough to say something and short enough to show. */
  metaDescription: string;
  /** A picture large enough for a social card, as the card's address through the image API. */
  socialImage: string;
  /** An announcement's one line. */
  announcementText: string;
  /** A moment, India time unless another zone is given: milliseconds since the epoch. */
  moment: number;
  /** A landing page's address: a slug the site does not have yet. */
  landingSlug: string;
  /** Where a landing page's button or card leads: signup, a path here, or an https: address. */
  sectionLink: import("../../content/models.ts").SectionLink;
  /** One of the icons the site draws. */
  icon: import("../../content/models.ts").IconName;
  /** Text in paragraphs separated by a blank line: at least one. */
  paragraphs: string[];
}

/**
 * `needed`: an entry without it is skipped; `refuses`: so is one with it invalid (where guessing
 * would promise too much).
 */
export interface SiteRead<As extends keyof ReadValues = keyof ReadValues, Needed extends boolean = boolean> {
  as: As;
  needed: Needed;
  refuses?: true;
}

/** A field the site reads: the model's field, and how. */
export type ReadField<As extends keyof ReadValues = keyof ReadValues, Needed extends boolean = boolean> = FieldSpec & {
  site: SiteRead<As, Needed>;
};

/** A field of a declared type: one the site reads, or one only a query reads (isActive, pageSlug). */
export type Field = FieldSpec | ReadField;

/** A field the site cannot do without: an entry without it, valid, is skipped (and reported). */
export const needed = <const As extends keyof ReadValues>(as: As, spec: FieldSpec): ReadField<As, true> => ({
  ...spec,
  site: { as, needed: true },
});

/** A field the site reads when it is there and valid; otherwise the built-in value shows. */
export const optional = <const As extends keyof ReadValues>(as: As, spec: FieldSpec): ReadField<As, false> => ({
  ...spec,
  site: { as, needed: false },
});

/**
 * Present but invalid refuses the entry: an unknown stage or empty step would otherwise say every
 * founder qualifies, or skip a step.
 */
export const refusing = <const As extends keyof ReadValues>(as: As, spec: FieldSpec): ReadField<As, false> => ({
  ...spec,
  site: { as, needed: false, refuses: true },
});

export const control = (widgetId: string, helpText: string, more: Record<string, unknown> = {}) => ({
  widgetId,
  settings: { helpText, ...more },
});

/**
 * Symbol (one line, up to 256 characters) or Text. Localised, as visitors read it (docs/editors.md),
 * unless `shared`: a name that is the same in every language, or a key of the site's.
 */
export const text = (
  id: string,
  name: string,
  type: "Symbol" | "Text",
  helpText: string,
  { required, shared }: { required?: boolean; shared?: boolean } = {},
): FieldSpec => ({
  id,
  name,
  type,
  ...(required ? { required } : {}),
  ...(shared ? {} : { localized: true }),
  control: control(type === "Symbol" ? "singleLine" : "multipleLine", helpText),
});

/** A one-line field whose value must match a pattern. */
export const patterned = (
  id: string,
  name: string,
  pattern: string,
  message: string,
  helpText: string,
  { required, widgetId = "singleLine" }: { required?: boolean; widgetId?: string } = {},
): FieldSpec => ({
  id,
  name,
  type: "Symbol",
  ...(required ? { required } : {}),
  validations: [{ regexp: { pattern }, message }],
  control: control(widgetId, helpText),
});

export const SAFE_LINK_MESSAGE = "Use an https:// address or a path such as /perks.";

export const active = (helpText: string): FieldSpec => ({
  id: "isActive",
  name: "Active",
  type: "Boolean",
  required: true,
  defaultValue: true,
  control: control("boolean", helpText, { trueLabel: "Active", falseLabel: "Hidden" }),
});

export const order = (helpText: string, required = false): FieldSpec => ({
  id: "order",
  name: "Order",
  type: "Integer",
  ...(required ? { required } : {}),
  control: control("numberEditor", helpText),
});

export const picture = (id: string, name: string, helpText: string): FieldSpec => ({
  id,
  name,
  type: "Link",
  linkType: "Asset",
  validations: [{ linkMimetypeGroup: ["image"] }],
  control: control("assetLinkEditor", helpText),
});

/** A whole day (no time), picked from a calendar. */
export const date = (
  id: string,
  name: string,
  helpText: string,
  { required }: { required?: boolean } = {},
): FieldSpec => ({
  id,
  name,
  type: "Date",
  ...(required ? { required } : {}),
  control: control("datePicker", helpText, { format: "dateonly" }),
});

export const page = (helpText: string, slugs: readonly string[] = PAGE_SLUGS, required = true): FieldSpec => ({
  id: "pageSlug",
  name: "Page",
  type: "Symbol",
  required,
  validations: [{ in: slugs }],
  control: control("dropdown", helpText),
});

/** A list replaces its built-in one once it has one active entry that validates. */
export const listFields = (what: string) => ({
  isActive: active(`Only active entries show. With no active ${what} left, the site shows its built-in list.`),
  order: optional("order", order("Position in the list, smallest first. Entries without one come last.")),
});

/** Fields keyed by the site's model name (`cta` for the field `ctaText`), in the order editors see them. */
export interface ContentType<Fields extends Record<string, Field> = Record<string, Field>> {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: Fields;
}

export const contentType = <const Fields extends Record<string, Field>>(type: ContentType<Fields>) => type;

/** The type as the Management API stores it: what `npm run cms:model` applies. */
export function modelOf({ id, name, description, displayField, fields }: ContentType): TypeSpec {
  return {
    id,
    name,
    description,
    displayField,
    fields: Object.values(fields).map(specOf),
  };
}

/** A field as the Management API stores it, without how the site reads it. */
export function specOf(field: Field): FieldSpec {
  if (!("site" in field)) return field;
  const { site: _site, ...spec } = field;
  return spec;
}

type ReadKey<Fields> = { [K in keyof Fields]: Fields[K] extends ReadField ? K : never }[keyof Fields];
type ValueOf<F> = F extends ReadField<infer As> ? ReadValues[As] : never;

/** What the site reads of an entry of the type: its needed fields always, the others when valid. */
export type Read<Fields> = {
  [K in ReadKey<Fields> as Fields[K] extends ReadField<keyof ReadValues, true> ? K : never]: ValueOf<Fields[K]>;
} & {
  [K in ReadKey<Fields> as Fields[K] extends ReadField<keyof ReadValues, true> ? never : K]?: ValueOf<Fields[K]>;
};
