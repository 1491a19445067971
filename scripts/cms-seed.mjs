// @ts-check
// `npm run cms:seed`: fills a Contentful space with the site's built-in copy (scripts/seed-entries.ts)
// and its pictures, in English and, in localised fields, the built-in Hindi when the space has that
// locale (docs/decisions/014). Ids derive from what each entry is, so reruns create nothing twice and
// never overwrite an existing entry (the team may have edited it); a rerun finishes a stopped run,
// publishing (with --publish) its untouched drafts.
//
//   CONTENTFUL_SPACE_ID=... CONTENTFUL_MANAGEMENT_TOKEN=... npm run cms:seed [-- --publish]
//
// Without --publish, new entries stay drafts for review. Run npm run cms:model first. Settings:
// scripts/cms-management.mjs; the tests also pass --retry-limit=N (Pacing there).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { withAppModule } from "./build/app-modules.mjs";
import {
  describeManagementError,
  managementClient,
  managementSettings,
  ManagementSettingsError,
  pacingArgs,
  spaceLocales,
} from "./cms-management.mjs";
import { translations } from "../app/languages.ts";

/** @typedef {import("./seed-entries").SeedEntry} SeedEntry */
/** @typedef {import("./seed-entries").SeedPicture} SeedPicture */
/** @typedef {import("./seed-entries").SeedContentType} SeedContentType */
/** @typedef {ReturnType<typeof managementClient>} ManagementClient */
/** @typedef {{ sys: { id: string, version?: number, publishedVersion?: number, archivedVersion?: number }, fields?: Record<string, any> }} Entity */
/**
 * Per content type (pictures as "Asset"); `finished` counts kept ones this run published for a stopped run.
 * @typedef {Map<string, { created: number, kept: number, finished: number }>} Tally
 */

/**
 * The built-in copy, in English or the given language (app/languages.ts).
 * @param {string} [language]
 */
export function builtInCopy(language) {
  return withAppModule(
    "/scripts/seed-entries.ts",
    /** @param {typeof import("./seed-entries")} app */
    (app) => ({ entries: app.seedEntries(), pictures: app.seedPictures(), contentTypes: app.seedContentTypes }),
    // The built-in copy, whatever the environment says of content services.
    { env: {}, language },
  );
}

/** Fields keyed by the given locale, as the Management API takes them. @param {Record<string, unknown>} fields @param {string} locale */
export const localised = (fields, locale) =>
  Object.fromEntries(Object.entries(fields).map(([id, value]) => [id, { [locale]: value }]));

/** @typedef {{ locale: string, entries: SeedEntry[] }} SeedTranslation */

/**
 * Each English entry's counterpart in a translation: same shape, one for one (app/content/translation.ts).
 * Ids may differ (an FAQ's comes from its question); content types and unlocalised fields may not.
 * @param {SeedEntry[]} entries @param {SeedTranslation} translation
 * @param {(contentType: string) => Set<string>} localisedFields
 */
export function counterparts(entries, translation, localisedFields) {
  const stray = (/** @type {SeedEntry} */ entry, /** @type {SeedEntry} */ other) =>
    other.contentType !== entry.contentType ||
    Object.keys(entry.fields).some(
      (id) =>
        !localisedFields(entry.contentType).has(id) &&
        JSON.stringify(other.fields[id]) !== JSON.stringify(entry.fields[id]),
    );
  const lined = translation.entries.length === entries.length;
  const at = lined ? entries.findIndex((entry, index) => stray(entry, translation.entries[index])) : -1;
  if (!lined || at !== -1) {
    const where = lined ? `entry ${entries[at].id}` : `${translation.entries.length} entries for ${entries.length}`;
    throw new Error(`The built-in copy in ${translation.locale} does not line up with the English copy (${where}).`);
  }
  return translation.entries;
}

/**
 * English under the default locale plus, in localised fields, each translation under its locale,
 * so a seeded space starts translated.
 * @param {SeedEntry} entry @param {string} locale the default locale
 * @param {{ locale: string, entry: SeedEntry }[]} translations the entry in each translation
 * @param {Set<string>} localisedFields the ids of the fields the entry's content type localises
 */
export function entryFields(entry, locale, translations, localisedFields) {
  const fields = localised(entry.fields, locale);
  for (const translation of translations) {
    for (const [id, value] of Object.entries(translation.entry.fields)) {
      if (localisedFields.has(id) && id in fields) fields[id] = { ...fields[id], [translation.locale]: value };
    }
  }
  return fields;
}

/** @param {unknown} error */
export function isNotFound(error) {
  const { name, message } = /** @type {{ name?: string, message?: string }} */ (error ?? {});
  if (name === "NotFound") return true;
  try {
    return JSON.parse(message ?? "").status === 404;
  } catch {
    return false;
  }
}

/** Null when the space has no such entity. @param {() => Promise<Entity>} get */
async function existing(get) {
  try {
    return await get();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Left unpublished by an earlier run and unchanged since (version 1 for an entry, 2 for an asset: created, processed).
 * @param {Entity} entity @param {number} version
 */
const untouchedDraft = ({ sys }, version) =>
  !sys.publishedVersion && !sys.archivedVersion && (sys.version ?? Infinity) <= version;

/**
 * What the space's model lacks for the entries, checked before any write so a space without the
 * model (or with an older one) is told so.
 * @param {SeedEntry[]} entries
 * @param {{ sys: { id: string, publishedVersion?: number }, fields: { id: string, required?: boolean, omitted?: boolean, disabled?: boolean, deleted?: boolean }[] }[]} contentTypes the space's
 * @returns {string[]}
 */
export function modelGaps(entries, contentTypes) {
  const byId = new Map(contentTypes.map((type) => [type.sys.id, type]));
  const gaps = new Set();
  for (const entry of entries) {
    const type = byId.get(entry.contentType);
    if (!type || !type.sys.publishedVersion) {
      gaps.add(`content type ${entry.contentType} is ${type ? "not published" : "missing"}`);
      continue;
    }
    const fields = new Map(type.fields.filter((field) => !field.deleted).map((field) => [field.id, field]));
    for (const id of Object.keys(entry.fields)) {
      if (!fields.has(id)) gaps.add(`${entry.contentType} has no field ${id}`);
    }
    for (const field of fields.values()) {
      if (field.required && !field.omitted && !field.disabled && !(field.id in entry.fields)) {
        gaps.add(`${entry.contentType} requires ${field.id}, which the built-in copy has no value for`);
      }
    }
  }
  return [...gaps];
}

/**
 * Never overwrites an existing entry.
 * @param {ManagementClient} client @param {SeedEntry} entry
 * @param {{ fields: Record<string, Record<string, unknown>>, publish: boolean }} options its fields by locale
 * @returns {Promise<"created" | "kept" | "finished">}
 */
export async function seedEntry(client, entry, { fields, publish }) {
  const found = await existing(() => client.entry.get({ entryId: entry.id }));
  if (found) {
    if (!publish || !untouchedDraft(found, 1)) return "kept";
    await client.entry.publish({ entryId: entry.id }, /** @type {any} */ (found));
    return "finished";
  }
  const created = await client.entry.createWithId({ entryId: entry.id, contentTypeId: entry.contentType }, { fields });
  if (publish) await client.entry.publish({ entryId: entry.id }, created);
  return "created";
}

/**
 * Never overwrites an existing asset; one a stopped run created but never processed gets its file again.
 * @param {ManagementClient} client @param {SeedPicture} picture
 * @param {{ locale: string, publish: boolean, upload: (picture: SeedPicture) => Promise<{ sys: { id: string } }> }} options
 * @returns {Promise<"created" | "kept" | "finished">}
 */
export async function seedPicture(client, picture, { locale, publish, upload }) {
  const found = await existing(() => client.asset.get({ assetId: picture.id }));
  const processed = found && Object.values(found.fields?.file ?? {}).some((file) => file?.url);
  if (found && (processed || !untouchedDraft(found, 1))) {
    if (!publish || !processed || !untouchedDraft(found, 2)) return "kept";
    await client.asset.publish({ assetId: picture.id }, /** @type {any} */ (found));
    return "finished";
  }
  const uploaded = await upload(picture);
  const file = {
    [locale]: {
      contentType: picture.contentType,
      fileName: picture.fileName,
      uploadFrom: { sys: { type: "Link", linkType: "Upload", id: uploaded.sys.id } },
    },
  };
  const asset = found
    ? await client.asset.update(
        { assetId: picture.id },
        /** @type {any} */ ({ ...found, fields: { ...found.fields, file } }),
      )
    : await client.asset.createWithId(
        { assetId: picture.id },
        { fields: { title: { [locale]: picture.title }, file } },
      );
  const ready = await client.asset.processForAllLocales({}, asset);
  if (publish) await client.asset.publish({ assetId: picture.id }, ready);
  return found ? "finished" : "created";
}

/**
 * Pictures before the entries that link them, one at a time: the client paces itself by the rate limit.
 * @param {{ client: ManagementClient, entries: SeedEntry[], pictures: SeedPicture[], locale: string, publish: boolean,
 *   upload: (picture: SeedPicture) => Promise<{ sys: { id: string } }>,
 *   translations?: SeedTranslation[], localisedFields?: (contentType: string) => Set<string> }} run
 * @returns {Promise<Tally>}
 */
export async function seedSpace({
  client,
  entries,
  pictures,
  locale,
  publish,
  upload,
  translations = [],
  localisedFields = () => new Set(),
}) {
  /** @type {Tally} */
  const tally = new Map();
  const count = (/** @type {string} */ type, /** @type {"created" | "kept" | "finished"} */ outcome) => {
    const counts = tally.get(type) ?? { created: 0, kept: 0, finished: 0 };
    if (outcome === "created") counts.created += 1;
    else counts.kept += 1;
    if (outcome === "finished") counts.finished += 1;
    tally.set(type, counts);
  };
  for (const picture of pictures) count("Asset", await seedPicture(client, picture, { locale, publish, upload }));
  const translated = translations.map((translation) => ({
    locale: translation.locale,
    entries: counterparts(entries, translation, localisedFields),
  }));
  for (const [index, entry] of entries.entries()) {
    const inTranslations = translated.map((translation) => ({
      locale: translation.locale,
      entry: translation.entries[index],
    }));
    const fields = entryFields(entry, locale, inTranslations, localisedFields(entry.contentType));
    count(entry.contentType, await seedEntry(client, entry, { fields, publish }));
  }
  return tally;
}

/**
 * @param {Tally} tally @param {boolean} publish
 * @returns {string[]}
 */
export function tallyLines(tally, publish) {
  const state = publish ? "published" : "as drafts";
  const line = (/** @type {string} */ name, /** @type {{ created: number, kept: number, finished: number }} */ c) =>
    `${name}: created ${c.created}${c.created > 0 ? ` (${state})` : ""}, kept ${c.kept}` +
    (c.finished > 0 ? ` (${c.finished} of them published now: an earlier run had stopped before publishing them)` : "");
  const total = { created: 0, kept: 0, finished: 0 };
  const lines = [];
  for (const [type, counts] of tally) {
    lines.push(line(type === "Asset" ? "pictures (assets)" : type, counts));
    total.created += counts.created;
    total.kept += counts.kept;
    total.finished += counts.finished;
  }
  lines.push(line("Total", total));
  return lines;
}

/** upload.eu.contentful.com beside api.eu.contentful.com; a local stand-in answers both. @param {string} host */
export const uploadHost = (host) => host.replace(/^api\./, "upload.");

/**
 * Posts to the Upload API of the space's region: the client's own `upload.create` uses `hostUpload`
 * (the US region's by default), not the host beside `host`.
 * @param {ManagementClient} client @param {import("./cms-management.mjs").ManagementSettings} settings
 */
const uploader =
  (client, { spaceId, environmentId, host }) =>
  /** @param {SeedPicture} picture */
  async (picture) => {
    const bytes = await readFile(join(import.meta.dirname, "..", "public", picture.src));
    /** @type {{ sys: { id: string } }} */
    const upload = await client.raw.post(`/spaces/${spaceId}/environments/${environmentId}/uploads`, bytes, {
      baseURL: `https://${uploadHost(host)}`,
      headers: { "Content-Type": "application/octet-stream" },
    });
    return upload;
  };

/** @param {string[]} argv */
async function main(argv) {
  const publish = argv.includes("--publish");
  /** @type {import("./cms-management.mjs").ManagementSettings | undefined} */
  let settings;
  try {
    settings = managementSettings();
    const client = managementClient(settings, pacingArgs(argv));
    const { defaultLocale, codes } = await spaceLocales(client);
    const { entries, pictures, contentTypes } = await builtInCopy();
    // Each language whose locale the space has (npm run cms:model adds it).
    /** @type {SeedTranslation[]} */
    const copies = [];
    for (const { code, contentfulLocale } of translations) {
      if (codes.includes(contentfulLocale.code))
        copies.push({ locale: contentfulLocale.code, entries: (await builtInCopy(code)).entries });
    }
    const model = await client.contentType.getMany({ query: { limit: 1000 } });
    const gaps = modelGaps(entries, /** @type {any} */ (model.items));
    if (gaps.length > 0) {
      console.error(
        `The space's content model is not the site's (${gaps.slice(0, 3).join("; ")}${gaps.length > 3 ? `; and ${gaps.length - 3} more` : ""}): apply it first with npm run cms:model. Nothing was written.`,
      );
      return 1;
    }
    console.info(
      `Seeding space ${settings.spaceId}, environment ${settings.environmentId} (locale ${[defaultLocale, ...copies.map((copy) => copy.locale)].join(", ")}) with the built-in copy: ${pictures.length} pictures, ${entries.length} entries${publish ? ", published" : ", as drafts"}.`,
    );
    const localisedIn = new Map(
      model.items.map((type) => [
        type.sys.id,
        new Set(type.fields.filter((field) => field.localized).map((field) => field.id)),
      ]),
    );
    const tally = await seedSpace({
      client,
      entries,
      pictures,
      locale: defaultLocale,
      publish,
      upload: uploader(client, settings),
      translations: copies,
      localisedFields: (contentType) => localisedIn.get(contentType) ?? new Set(),
    });
    // Every content type in write order, even one with no entries.
    const ordered = new Map([["Asset", tally.get("Asset") ?? { created: 0, kept: 0, finished: 0 }]]);
    for (const type of contentTypes) ordered.set(type, tally.get(type) ?? { created: 0, kept: 0, finished: 0 });
    for (const line of tallyLines(ordered, publish)) console.info(line);
    return 0;
  } catch (error) {
    console.error(
      error instanceof ManagementSettingsError || !settings
        ? /** @type {Error} */ (error).message
        : describeManagementError(error, settings),
    );
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
