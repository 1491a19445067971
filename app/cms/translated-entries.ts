import { fingerprint } from "~/lib/fingerprint";
import type { RawEntry } from "./fields";

/**
 * What a translation's build knows of its built-in copy (docs/decisions/014), made at build time
 * from the seed (scripts/build/built-in-translation.mjs): the fields the content model localises,
 * by content type, and for each entry the seed writes (by its id in the space) and each localised
 * field, the fingerprint of the built-in English and the built-in text in the language.
 */
export interface BuiltInTranslation {
  localized: Readonly<Record<string, readonly string[]>>;
  entries: EntryTable;
}

/** Entry id → field → [the built-in English's fingerprint, the built-in translation]. */
export type EntryTable = Readonly<
  Record<string, Readonly<Record<string, readonly [english: string, translated: unknown]>>>
>;

/**
 * A translation's tables as a build ships them (./built-in-translations.ts): the localised fields,
 * and each content type's entries in a chunk of their own, fetched when a page first reads that type
 * (an article's sections are most of it, and only the Knowledge Hub reads articles).
 */
export interface TranslationTables {
  localized: Readonly<Record<string, readonly string[]>>;
  byType: Readonly<Record<string, () => Promise<{ default: EntryTable }>>>;
}

/** An entry whose texts a page in the language shows in the team's English: they changed, and have no translation yet. */
export interface UntranslatedEntry {
  entryId: string;
  type: string;
  fields: string[];
}

/** Entries that have a page of their own only where their title is in the page's language. */
const OWN_PAGE_TYPES = new Set(["blogArticle", "landingPage"]);

/** How a field's value is fingerprinted, the same at build (from the seed) and in the page. */
export const valueFingerprint = (value: unknown): string => fingerprint(JSON.stringify(value) ?? "");

const typeOf = (entry: RawEntry) => entry.sys?.contentType?.sys?.id ?? "";
const isEntry = (value: unknown): value is RawEntry => (value as RawEntry | null)?.sys?.type === "Entry";
const isMissing = (value: unknown) => value === undefined || value === null || value === "";

/** Every entry of an answer by its id: the items, and the entries they link, however deep. */
function entriesById(entries: RawEntry[]): Map<string, RawEntry> {
  const byId = new Map<string, RawEntry>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isEntry(value) || !value.sys?.id || byId.has(value.sys.id)) return;
    byId.set(value.sys.id, value);
    Object.values(value.fields ?? {}).forEach(visit);
  };
  entries.forEach(visit);
  return byId;
}

/** An own property's value only: an id or a type named "constructor" is not the object's. */
const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** The built-in translation of what these entries are and link, its types' tables fetched as needed. */
export async function builtInTranslationFor(
  tables: TranslationTables | undefined,
  entries: RawEntry[],
): Promise<BuiltInTranslation> {
  if (!tables) return { localized: {}, entries: {} };
  const types = new Set([...entriesById(entries).values()].map(typeOf));
  const parts = await Promise.all(
    [...types].flatMap((type) => {
      const load = own(tables.byType, type);
      return load ? [load().then((table) => table.default)] : [];
    }),
  );
  return { localized: tables.localized, entries: Object.assign({}, ...parts) as EntryTable };
}

/** One field of one entry in a translation: its value (undefined: none), and whether it is the team's English. */
interface TranslatedField {
  value: unknown;
  inEnglish: boolean;
}

/**
 * A page's entries in a translation, from the same query asked in the space's default locale
 * (`english`) and in the translation's locale (`translated`): each localised field is, in order,
 * the team's text in the language; else the team's English when it is not the built-in English
 * (the team changed the message: listed in `untranslated`); else the built-in translation; else
 * nothing (the page's own copy shows). The team's text in the language that is only the built-in
 * translation the seed wrote, beside an English the team has since changed, is a translation of
 * the old message: the changed English beats it, listed likewise. Shared fields, links and
 * pictures are the default locale's. Each entry is said to be in `locale`, the translation's.
 * An article or a landing page whose title is not in the language is left out (`withoutPage`): it
 * has no page in the language, and nothing of it is listed unless a page that is kept shows it.
 */
export function translateEntries(
  english: RawEntry[],
  translated: RawEntry[],
  builtIn: BuiltInTranslation,
  locale: string,
): { entries: RawEntry[]; untranslated: UntranslatedEntry[]; withoutPage: RawEntry[] } {
  const teams = entriesById(translated);
  const merged = new Map<RawEntry, RawEntry>();
  /** The fields each entry shows in English, by the entry as the default locale's answer has it. */
  const inEnglish = new Map<RawEntry, string[]>();

  function translateField(entry: RawEntry, name: string): TranslatedField {
    const id = entry.sys?.id ?? "";
    const value = entry.fields?.[name];
    const team = own(teams.get(id)?.fields, name);
    const seeded = own(own(builtIn.entries, id), name);
    const englishChanged = seeded ? seeded[0] !== valueFingerprint(value) : true;
    const onlySeeded = seeded !== undefined && JSON.stringify(team) === JSON.stringify(seeded[1]);
    if (!isMissing(team) && !(onlySeeded && englishChanged && !isMissing(value))) {
      return { value: team, inEnglish: false };
    }
    if (seeded && !englishChanged) return { value: isMissing(seeded[1]) ? undefined : seeded[1], inEnglish: false };
    return isMissing(value) ? { value: undefined, inEnglish: false } : { value, inEnglish: true };
  }

  const translateValue = (value: unknown): unknown =>
    isEntry(value) ? translateEntry(value) : Array.isArray(value) ? value.map(translateValue) : value;

  function translateEntry(entry: RawEntry): RawEntry {
    const done = merged.get(entry);
    if (done) return done;
    const id = entry.sys?.id ?? "";
    const type = typeOf(entry);
    const localized = new Set(own(builtIn.localized, type) ?? []);
    const fields: Record<string, unknown> = {};
    // In the translation's locale: the live preview's edits and inspector tags are the team's Hindi.
    const result: RawEntry = { ...entry, sys: { ...entry.sys, locale }, fields };
    merged.set(entry, result);
    const english: string[] = [];
    inEnglish.set(entry, english);
    // A localised field the team filled in the language only is theirs too (an optional subheading).
    const teamOnly = Object.keys(teams.get(id)?.fields ?? {}).filter(
      (name) => localized.has(name) && !Object.hasOwn(entry.fields ?? {}, name),
    );
    for (const name of [...Object.keys(entry.fields ?? {}), ...teamOnly]) {
      if (!localized.has(name)) {
        fields[name] = translateValue(entry.fields?.[name]);
        continue;
      }
      const field = translateField(entry, name);
      if (field.value !== undefined) fields[name] = field.value;
      if (field.inEnglish) english.push(name);
    }
    return result;
  }

  /** What the kept entries show in English: theirs, and that of every entry they link, once each. */
  function untranslatedIn(kept: RawEntry[]): UntranslatedEntry[] {
    const seen = new Set<RawEntry>();
    const found: UntranslatedEntry[] = [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!isEntry(value) || seen.has(value)) return;
      seen.add(value);
      const fields = inEnglish.get(value) ?? [];
      if (fields.length > 0) found.push({ entryId: value.sys?.id ?? "", type: typeOf(value), fields });
      Object.values(value.fields ?? {}).forEach(visit);
    };
    kept.forEach(visit);
    return found;
  }

  const kept: RawEntry[] = [];
  const withoutPage: RawEntry[] = [];
  for (const entry of english) {
    const title = OWN_PAGE_TYPES.has(typeOf(entry)) ? translateField(entry, "title") : null;
    if (title && (title.inEnglish || isMissing(title.value))) withoutPage.push(entry);
    else kept.push(entry);
  }
  const entries = kept.map(translateEntry);
  return { entries, untranslated: untranslatedIn(kept), withoutPage };
}
