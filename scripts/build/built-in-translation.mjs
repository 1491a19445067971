// @ts-check
// The built-in copy a translation's build reads the team's translation by (app/cms/translated-entries.ts,
// docs/decisions/014): per seeded entry, each localised field's English as a fingerprint (only
// whether it changed matters) and its built-in translation. Made from the seed's modules, so ids agree.
import { join } from "node:path";
import { normalizePath } from "vite";
import { translations } from "../../app/languages.ts";
import { builtInCopy, counterparts } from "../cms-seed.mjs";
import { contentModel } from "../content-model/types.mjs";
import { fingerprint } from "../../app/lib/fingerprint.ts";

/** @typedef {import("../../app/cms/translated-entries").BuiltInTranslation} BuiltInTranslation */

/** By content type. */
export const localizedFields = () =>
  Object.fromEntries(
    contentModel.map((type) => [type.id, type.fields.filter((field) => field.localized).map((field) => field.id)]),
  );

/**
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

const TABLES_MODULE = normalizePath(join(import.meta.dirname, "..", "..", "app", "cms", "built-in-translations.ts"));
/** One content type's table in one locale, a chunk of its own: `${TYPE_TABLE}hi-IN/heroSection`. */
const TYPE_TABLE = "virtual:built-in-translation/";

/** Made once however many builds and module runners ask. @type {Map<string, ReturnType<typeof builtInTranslation>>} */
const made = new Map();
/** @param {string} code */
const tableOf = (code) => {
  if (!made.has(code)) made.set(code, builtInTranslation(code));
  return /** @type {ReturnType<typeof builtInTranslation>} */ (made.get(code));
};

/**
 * Writes app/cms/built-in-translations.ts, keyed by Contentful locale, with each content type's
 * table as a lazily imported module of its own.
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
