// @ts-check
// What a translation's build needs to know of its built-in copy to read the team's translation
// (app/cms/translated-entries.ts, docs/decisions/014): the fields the content model localises, and,
// for each entry `npm run cms:seed` writes, each localised field's built-in English (as a
// fingerprint: only whether the team changed it matters) and built-in text in the language. Made
// from the same modules as the seed, so a seeded space and the site agree on every id.
import { join } from "node:path";
import { normalizePath } from "vite";
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
 * The table for one language (its folder of copy, app/languages.ts), with each entry's content type.
 * @param {string} code
 * @returns {Promise<BuiltInTranslation & { types: Record<string, string> }>}
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
  /** @type {Record<string, string>} */
  const types = {};
  for (const [index, entry] of entries.entries()) {
    const fields = Object.entries(entry.fields).filter(([id]) => localisedIn(entry.contentType).has(id));
    if (fields.length === 0) continue;
    table[entry.id] = Object.fromEntries(
      fields.map(([id, value]) => [id, [fingerprint(JSON.stringify(value)), translated[index].fields[id]]]),
    );
    types[entry.id] = entry.contentType;
  }
  return { localized, entries: table, types };
}

/** The module a build gets the tables in: app/cms/built-in-translations.ts. */
const TABLES_MODULE = normalizePath(join(import.meta.dirname, "..", "..", "app", "cms", "built-in-translations.ts"));
/** One content type's table in one locale, a chunk of its own: `${TYPE_TABLE}hi-IN/heroSection`. */
const TYPE_TABLE = "virtual:built-in-translation/";

/** Each language's table, made once however many builds and module runners ask. @type {Map<string, ReturnType<typeof builtInTranslation>>} */
const made = new Map();
/** @param {string} code */
const tableOf = (code) => {
  if (!made.has(code)) made.set(code, builtInTranslation(code));
  return /** @type {ReturnType<typeof builtInTranslation>} */ (made.get(code));
};

/**
 * The Vite plugin that writes app/cms/built-in-translations.ts for a build: for the languages given
 * (their codes, app/languages.ts), keyed by their Contentful locale, the localised fields and an
 * import of each content type's table, which it writes as a module of its own.
 * @param {string[]} codes @returns {import("vite").Plugin}
 */
export function builtInTranslations(codes) {
  const languages = translations.filter((language) => codes.includes(language.code));
  const codeOf = (/** @type {string} */ locale) =>
    languages.find((language) => language.contentfulLocale.code === locale)?.code;
  return {
    name: "built-in-translations",
    resolveId(source) {
      return source.startsWith(TYPE_TABLE) ? `\0${source}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${TYPE_TABLE}`)) {
        const [locale, type] = id.slice(TYPE_TABLE.length + 1).split("/");
        const code = codeOf(locale);
        if (!code) return null;
        const { entries, types } = await tableOf(code);
        const ofType = Object.fromEntries(Object.entries(entries).filter(([entryId]) => types[entryId] === type));
        return `export default ${JSON.stringify(ofType)};`;
      }
      if (id !== TABLES_MODULE) return null;
      const tables = [];
      for (const { code, contentfulLocale } of languages) {
        const { localized, types } = await tableOf(code);
        const imports = [...new Set(Object.values(types))].map(
          (type) =>
            `${JSON.stringify(type)}: () => import(${JSON.stringify(`${TYPE_TABLE}${contentfulLocale.code}/${type}`)})`,
        );
        tables.push(
          `${JSON.stringify(contentfulLocale.code)}: { localized: ${JSON.stringify(localized)}, byType: { ${imports.join(", ")} } }`,
        );
      }
      return `export const builtInTranslations = { ${tables.join(", ")} };`;
    },
  };
}
