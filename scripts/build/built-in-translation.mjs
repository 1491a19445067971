// @ts-check
// What a translation's build needs to know of its built-in copy to read the team's translation
// (app/cms/translated-entries.ts, docs/decisions/014): the fields the content model localises, and,
// for each entry `npm run cms:seed` writes, each localised field's built-in English (as a
// fingerprint: only whether the team changed it matters) and built-in text in the language. Made
// from the same modules as the seed, so a seeded space and the site agree on every id.
import { join } from "node:path";
import { translations } from "../../app/languages.ts";
import { builtInCopy, counterparts } from "../cms-seed.mjs";
import { contentModel } from "../content-model/types.mjs";
import { fingerprint } from "../../app/lib/fingerprint.ts";

/** @typedef {import("../../app/cms/translated-entries").BuiltInTranslation} BuiltInTranslation */

/** The fields the model localises, by content type. */
export const localizedFields = () =>
  Object.fromEntries(
    contentModel.map((type) => [type.id, type.fields.filter((field) => field.localized).map((field) => field.id)]),
  );

/**
 * The table for one language (its folder of copy, app/languages.ts).
 * @param {string} code @returns {Promise<BuiltInTranslation>}
 */
export async function builtInTranslation(code) {
  const localized = localizedFields();
  const localisedIn = (/** @type {string} */ type) => new Set(localized[type] ?? []);
  // One after the other: each starts a Vite server of its own, which sets NODE_ENV while it runs.
  const { entries } = await builtInCopy();
  const copy = await builtInCopy(code);
  const translated = counterparts(entries, { locale: code, entries: copy.entries }, localisedIn);
  /** @type {Record<string, Record<string, [string, unknown]>>} */
  const table = {};
  for (const [index, entry] of entries.entries()) {
    const fields = Object.entries(entry.fields).filter(([id]) => localisedIn(entry.contentType).has(id));
    if (fields.length === 0) continue;
    table[entry.id] = Object.fromEntries(
      fields.map(([id, value]) => [id, [fingerprint(JSON.stringify(value)), translated[index].fields[id]]]),
    );
  }
  return { localized, entries: table };
}

/** The module a build gets the tables in: app/cms/built-in-translations.ts. */
const TABLES_MODULE = join(import.meta.dirname, "..", "..", "app", "cms", "built-in-translations.ts");

/** Each language's table, made once however many builds and module runners ask. @type {Map<string, Promise<BuiltInTranslation>>} */
const made = new Map();

/**
 * The Vite plugin that writes app/cms/built-in-translations.ts for a build: the tables of the
 * languages given (their codes, app/languages.ts), keyed by their Contentful locale.
 * @param {string[]} codes @returns {import("vite").Plugin}
 */
export function builtInTranslations(codes) {
  return {
    name: "built-in-translations",
    async load(id) {
      if (id !== TABLES_MODULE) return null;
      /** @type {Record<string, BuiltInTranslation>} */
      const tables = {};
      for (const { code, contentfulLocale } of translations.filter((language) => codes.includes(language.code))) {
        if (!made.has(code)) made.set(code, builtInTranslation(code));
        tables[contentfulLocale.code] = await /** @type {Promise<BuiltInTranslation>} */ (made.get(code));
      }
      return `export const builtInTranslations = ${JSON.stringify(tables)};`;
    },
  };
}
