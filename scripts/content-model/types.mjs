// @ts-check
// The content model as data: every entry type the site reads, with validations, editor controls and
// help text. plan.mjs compares it with a space; scripts/cms-model.mjs applies the difference with
// contentful-migration (docs/decisions/011).
import { modelOf } from "../../app/cms/content-types/define.ts";
import { CARD_ICONS, landingTypes as landings } from "../../app/cms/content-types/landing.ts";
import { listTypes as lists } from "../../app/cms/content-types/lists.ts";
import { pageTypes as pages } from "../../app/cms/content-types/pages.ts";
import { LANDING_SLUG_PATTERN } from "../../app/cms/content-types/rules.ts";
import { siteTypes as sites } from "../../app/cms/content-types/site.ts";
import { previewPaths, reservedSlugs } from "../../app/route-paths.ts";

export { CARD_ICONS };

/** @typedef {import("../../app/cms/content-types/define.ts").FieldSpec} FieldSpec */
/** @typedef {import("../../app/cms/content-types/define.ts").TypeSpec} TypeSpec */

/** Addresses a landing page cannot take (app/route-paths.ts reservedSlugs), where a slug can spell them. */
export const RESERVED_LANDING_SLUGS = [
  ...reservedSlugs(),
  ...Object.values(previewPaths).map((path) => path.slice(1)),
].filter((slug) => new RegExp(LANDING_SLUG_PATTERN).test(slug));

/** @type {TypeSpec[]} Spec section 3's four types. */
const pageTypes = pages.map(modelOf);

/** @type {TypeSpec[]} The lists the marketing team edits. */
const listTypes = lists.map(modelOf);

/** @type {TypeSpec[]} Page meta and announcements. */
const siteTypes = sites.map(modelOf);

/** @type {TypeSpec[]} Landing pages (docs/decisions/010), their sections and cards. */
const landingTypes = landings(RESERVED_LANDING_SLUGS).map(modelOf);

/** The whole model, in the order a space shows it. */
export const contentModel = [...pageTypes, ...listTypes, ...siteTypes, ...landingTypes];
