import { fingerprint } from "~/lib/fingerprint";
import type { RawEntry } from "./fields";

/**
 * A translation's built-in copy (docs/decisions/014), made at build time from the seed
 * (scripts/build/built-in-translation.mjs): localised fields by type, and per seeded entry and field
 * the built-in English's fingerprint and the built-in translation.
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
 * As shipped (./built-in-translations.ts): one chunk per content type, fetched when a page first
 * reads it (articles' sections are most of it, and only the Knowledge Hub reads articles).
 */
export interface TranslationTables {
  localized: Readonly<Record<string, readonly string[]>>;
  byType: Readonly<Record<string, () => Promise<{ default: EntryTable }>>>;
}

/** Shown in the team's English: changed, and not translated yet. */
export interface UntranslatedEntry {
  entryId: string;
  type: string;
  fields: string[];
}

/** Entries that have a page of their own only where their title is in the page's language. */
const OWN_PAGE_TYPES = new Set(["blogArticle", "landingPage"]);

/** The same at build (from the seed) and in the page. */
export const valueFingerprint = (value: unknown): string => fingerprint(JSON.stringify(value) ?? "");

const typeOf = (entry: RawEntry) => entry.sys?.contentType?.sys?.id ?? "";
const isEntry = (value: unknown): value is RawEntry => (value as RawEntry | null)?.sys?.type === "Entry";
const isMissing = (value: unknown) => value === undefined || value === null || value === "";

/** The items and the entries they link, however deep. */
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

/** Fetches only the tables of the types these entries are and link. */
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

/** `value` undefined: none. */
interface TranslatedField {
  value: unknown;
  inEnglish: boolean;
}

/**
 * Each localised field, in order: the team's text in the language; else the team's English if it
 * differs from the built-in English (listed in `untranslated`); else the built-in translation; else
 * none (the page's copy shows). A seeded translation beside English the team has since changed
 * translates the old message, so the changed English wins, listed likewise. Shared fields, links
 * and pictures are the default locale's. An article or landing page whose title is not in the
 * language has no page in it (`withoutPage`).
 */
export function translateEntries(
  english: RawEntry[],
  translated: RawEntry[],
  builtIn: BuiltInTranslation,
  locale: string,
): { entries: RawEntry[]; untranslated: UntranslatedEntry[]; withoutPage: RawEntry[] } {
  const teams = entriesById(translated);
  const merged = new Map<RawEntry, RawEntry>();
  /** Keyed by the entry as the default locale's answer has it. */
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

  /** Theirs and their linked entries', once each. */
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
