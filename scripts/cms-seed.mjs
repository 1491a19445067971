// @ts-check
// `npm run cms:seed`: starts a Contentful space with every text the site shows. Writes the site's
// built-in copy (scripts/seed-entries.ts) as entries of the content model: each page's hero, named
// sections and FAQ, the Knowledge Hub's articles, the partner perks, mentors, consultants, news
// links, videos and the programme cohort, with the pictures they show (perk logos, portraits) as
// assets; in English, and in each field the model localises, in the built-in Hindi too when the space
// has its locale (docs/decisions/014). Every id is derived from what the entry is, so a second run creates nothing twice, and an
// entry or asset that exists already is never written over (the team may have changed it since):
// it is kept, and counted so. A run that stopped half-way (a 429 the client gave up on, a dropped
// connection) is finished by the next: it creates what is missing and, with --publish, publishes
// what the stopped run created but had not published yet, if nobody has touched it since.
//
//   CONTENTFUL_SPACE_ID=... CONTENTFUL_MANAGEMENT_TOKEN=... npm run cms:seed [-- --publish]
//
// Without --publish, what it creates is left as drafts, for the team to review and publish. Apply
// the content model first (npm run cms:model). Settings: scripts/cms-management.mjs; the tests also
// give --retry-limit=N (Pacing there).
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
 * What a run did with each content type's entries (and the pictures, as "Asset"): `finished`
 * counts those among the kept that this run published for a run that had stopped before it could.
 * @typedef {Map<string, { created: number, kept: number, finished: number }>} Tally
 */

/**
 * The built-in copy's entries and pictures, from the app's own module: English, or the translation
 * into the language given (its folder of copy, app/languages.ts).
 * @param {string} [language]
 */
export function builtInCopy(language) {
  return withAppModule(
    "/scripts/seed-entries.ts",
    /** @param {typeof import("./seed-entries")} app */
    (app) => ({ entries: app.seedEntries(), pictures: app.seedPictures(), contentTypes: app.seedContentTypes }),
    // The built-in copy, whatever the environment says of content services and deployments.
    { env: {}, language },
  );
}

/** An entry's fields keyed by the space's default locale, as the Management API takes them. @param {Record<string, unknown>} fields @param {string} locale */
export const localised = (fields, locale) =>
  Object.fromEntries(Object.entries(fields).map(([id, value]) => [id, { [locale]: value }]));

/**
 * A translation of the built-in copy: its entries, in its locale.
 * @typedef {{ locale: string, entries: SeedEntry[] }} SeedTranslation
 */

/**
 * Each English entry's counterpart in a translation. A translation's copy has the English copy's
 * shape (app/content/translation.ts), so its entries stand where the English ones do, one for one;
 * their ids may differ (an FAQ's is made from its question), their content types may not, nor what
 * every language shares (a page, an order, a section's name, a slug, a link).
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
 * An entry's fields as the Management API takes them: the built-in English keyed by the space's
 * default locale and, for each field the space's model localises, each translation's built-in text
 * keyed by its locale, so that a seeded space starts translated.
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

/** Whether the Management API answered 404 for the entity asked for. @param {unknown} error */
export function isNotFound(error) {
  const { name, message } = /** @type {{ name?: string, message?: string }} */ (error ?? {});
  if (name === "NotFound") return true;
  try {
    return JSON.parse(message ?? "").status === 404;
  } catch {
    return false;
  }
}

/** The entity, or null when the space has none with that id. @param {() => Promise<Entity>} get */
async function existing(get) {
  try {
    return await get();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Created by a run of this command and left unpublished by it, and not changed since: its version
 * is still the one that run left (an entry: 1, created; an asset: 2, created and processed).
 * @param {Entity} entity @param {number} version
 */
const untouchedDraft = ({ sys }, version) =>
  !sys.publishedVersion && !sys.archivedVersion && (sys.version ?? Infinity) <= version;

/**
 * What the space's content model lacks for the entries: a content type not there or not
 * published, a field it does not have, a required field an entry leaves empty. Checked before
 * anything is written, so a space without the model (or with an earlier release's) is told so.
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
 * Writes one entry unless the space has it: created (and published with `publish`), or kept.
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
 * Uploads one picture as an asset unless the space has it: created (processed, and published with
 * `publish`), or kept. An asset a stopped run created but never processed gets its file again.
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
 * The pictures, then the entries (which link them), one after another: the client paces itself
 * by the API's rate limit. Each entry in English and, in the fields its type localises
 * (`localisedFields`), in each translation given.
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
 * One line per content type (the pictures first), then the total.
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

/** The Upload API's host beside a Management API host (upload.eu.contentful.com beside api.eu.contentful.com); a local stand-in answers both. @param {string} host */
export const uploadHost = (host) => host.replace(/^api\./, "upload.");

/**
 * A picture's file from public/, sent to the Upload API of the space's region. (The plain client's
 * own `upload.create` goes to its `hostUpload` setting, not beside `host`: upload.contentful.com,
 * the US region's, unless set.)
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
    // The built-in translation of every language whose locale the space has (npm run cms:model adds it).
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
    // Every content type the copy has, in the order the entries were written, even one with none.
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
