// @ts-check
// A local stand-in for Contentful's Content Management API (CMA), for tests that run Contentful's
// own libraries against it (`contentful-migration`'s runMigration, `contentful-management`'s plain
// client). It replaces only the remote service and answers as the service documents (resources,
// versions, `sys` fields, error bodies, refusals), so a payload the real service refuses is refused
// here too.
//
//   node tests/stubs/cma-stub.mjs [--port 4500] [--space stub-space] [--environment master]
//                             [--token stub-management-token] [--state state.json]
//
// HTTPS on 127.0.0.1, because runMigration builds every URL as https://<host>/spaces/...; the
// certificate is made for the run (tests/stubs/local-certificate.mjs), trusted through
// NODE_EXTRA_CA_CERTS naming its file, which the command prints.
//
// Under /spaces/{space}/environments/{environment}:
//   GET  /locales, POST /locales                                  (a locale's code is unique)
//   GET  /content_types, PUT /content_types/{id}, PUT /content_types/{id}/published
//   GET|PUT /content_types/{id}/editor_interface
//   GET  /entries, GET|PUT /entries/{id}, PUT /entries/{id}/published
//   GET|PUT /assets/{id}, PUT /assets/{id}/files/{locale}/process, PUT /assets/{id}/published
//   GET  /tags                                                    (always none)
// and the Upload API's POST /spaces/{space}/uploads (or under the environment, as
// contentful-management sends it): what `npm run cms:model` and `npm run cms:seed` send. Anything
// else is 404, so a command that starts sending more fails here until the stand-in answers it.
// Every request needs `Authorization: Bearer <token>` (else 401 AccessTokenInvalid), writes lock
// through X-Contentful-Version (else 409 VersionMismatch), and what the service refuses is 422
// ValidationFailed with `details.errors` (contentTypeErrors, editorInterfaceErrors, entryErrors,
// assetErrors, processErrors, assetPublishErrors and publishErrors below, each rule with where it
// is documented). Every answer has an X-Contentful-Request-Id, and every error body that `requestId`.
//
// The Upload API has a host of its own at Contentful (upload.contentful.com, upload.eu.contentful.com:
// CMA reference, uploads); the stand-in tells an upload by its path, so a client sends uploads to its
// one host (contentful-management's `hostUpload`; `npm run cms:seed` keeps a local host as it is).
//
// Processing an asset's file is asynchronous at Contentful: PUT …/process answers 204 at once and
// the file gets its `url` (and `details`) later ("This request might return before the asset
// processing is finished", CMA reference, assets: asset processing); contentful-management's
// processForLocale reads the asset again every 3 s, up to 10 times. The stand-in has processed the
// file by the time it answers, unless started with `processingReads: n`: then the next n reads still
// see it unprocessed, as a slow service would.
//
// In-process, for tests: startManagementStub() below.
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { listenLocally } from "./listen-locally.mjs";
import { trustedLocalCertificate } from "./local-certificate.mjs";

export const CMA_STUB_SPACE = "stub-space";
export const CMA_STUB_ENVIRONMENT = "master";
export const CMA_STUB_TOKEN = "stub-management-token";

/**
 * The service's documented limits. `fields`: "Content type fields: 50, number of fields per content
 * type" (contentful.com/developers/docs/technical-limits); `inValues`: "currently there is a limit
 * of 50 predefined values you can define" (contentful.com/help/available-validations); `helpText`:
 * a widget's help text is a Symbol parameter (the web app's builtin widget registry) and a Symbol
 * holds at most 255 characters ("Short text field: 255", technical limits).
 */
export const CMA_LIMITS = Object.freeze({ fields: 50, inValues: 50, helpText: 255, pageSize: 1000 });

/** @typedef {{ sys: { type: "Link", linkType: string, id: string } }} Link */
/**
 * @typedef {object} Locale
 * @property {string} code
 * @property {string} name
 * @property {boolean} default
 * @property {string | null} fallbackCode
 * @property {boolean} optional
 * @property {boolean} contentDeliveryApi
 * @property {boolean} contentManagementApi
 * @property {{ id: string, type: "Locale", version: number, createdAt?: string, updatedAt?: string }} sys
 */
/** @typedef {Record<string, any>} Validation one of a field's validations, e.g. { in: [...] } or { regexp: { pattern } } */
/**
 * @typedef {object} Field
 * @property {string} id
 * @property {string} name
 * @property {string} type Symbol, Text, RichText, Integer, Number, Date, Boolean, Object, Location, Link, ResourceLink, Array
 * @property {string} [linkType] Entry or Asset, for a Link
 * @property {{ type: string, linkType?: string, validations?: Validation[] }} [items] for an Array
 * @property {boolean} localized
 * @property {boolean} required
 * @property {Validation[]} validations
 * @property {boolean} disabled
 * @property {boolean} omitted
 * @property {Record<string, unknown>} [defaultValue] by locale code
 * @property {boolean} [deleted]
 */
/**
 * The `sys` the stub keeps (the links to space, environment and user are added when it answers).
 * @typedef {{ id: string, type: string, version: number, createdAt: string, updatedAt: string, publishedVersion?: number, publishedCounter?: number, publishedAt?: string, firstPublishedAt?: string, contentType?: Link }} Sys
 */
/** @typedef {{ sys: Sys, name: string, description?: string, displayField: string | null, fields: Field[] }} ContentType */
/** @typedef {{ fieldId: string, widgetId?: string, widgetNamespace?: string, settings?: Record<string, unknown> }} Control */
/** @typedef {{ sys: Sys & { contentType: Link }, controls: Control[], sidebar?: unknown, editor?: unknown, editors?: unknown, editorLayout?: unknown, groupControls?: unknown }} EditorInterface */
/** @typedef {{ sys: Sys & { contentType: Link }, fields: Record<string, Record<string, unknown>>, metadata: { tags: unknown[] } }} Entry */
/**
 * An asset's file in one locale: what the client gives (contentType, fileName, and the file as
 * uploadFrom, a link to an Upload, or upload, a URL), then what processing makes of it (url, details).
 * @typedef {{ contentType?: string, fileName?: string, upload?: string, uploadFrom?: { sys: { type: "Link", linkType: "Upload", id: string } }, url?: string, details?: { size: number, image?: { width: number, height: number } } }} AssetFile
 */
/** @typedef {{ sys: Sys, fields: { title?: Record<string, string>, description?: Record<string, string>, file?: Record<string, AssetFile> }, metadata: { tags: unknown[] } }} Asset */
/** @typedef {{ sys: { id: string, type: "Upload", createdAt: string, expiresAt: string, environment?: string }, bytes: Buffer }} Upload */
/**
 * Everything an environment holds, JSON-serialisable: what `state()` returns and `state` starts from.
 * `contentTypes`, `entries` and `assets` are the current versions (what GET answers); `published…` the
 * versions last published (what the Delivery API would serve); an editor interface per published type.
 * @typedef {object} StubState
 * @property {Locale[]} locales
 * @property {ContentType[]} contentTypes
 * @property {ContentType[]} publishedContentTypes
 * @property {EditorInterface[]} editorInterfaces
 * @property {Entry[]} entries
 * @property {Entry[]} publishedEntries
 * @property {Asset[]} [assets] absent in a state saved before the stand-in had assets
 * @property {Asset[]} [publishedAssets]
 */
/**
 * What a test makes the stub answer: `status` for the matching requests, the next `times` of them
 * or all while set; 429 with X-Contentful-RateLimit-Reset: `resetSeconds` (default 1).
 * @typedef {{ status: 429 | 500 | 502 | 503, times?: number, resetSeconds?: number, method?: string, path?: string | RegExp }} Fault
 */
/**
 * One request, as received: `version` is X-Contentful-Version, `contentType` X-Contentful-Content-Type,
 * `resource` the path under the environment, `body` the parsed JSON (undefined without one, and
 * for an upload, whose bytes are counted in `bytes`).
 * @typedef {{ method: string, path: string, resource: string, query: Record<string, string>, version: string | undefined, contentType: string | undefined, body: unknown, bytes?: number, status: number }} RecordedRequest
 */
/** @typedef {{ name: string, path?: (string | number)[], details?: string, value?: unknown, [key: string]: unknown }} ErrorDetail */

const FIELD_TYPES = [
  "Symbol",
  "Text",
  "RichText",
  "Integer",
  "Number",
  "Date",
  "Boolean",
  "Object",
  "Location",
  "Link",
  "ResourceLink",
  "Array",
];
const ITEM_TYPES = ["Symbol", "Link", "ResourceLink"];
const LINK_TYPES = ["Entry", "Asset"];
/** Field IDs: a letter, then letters, digits or underscores, at most 64 (contentful-migration's fields schema). */
const FIELD_ID = /^[a-zA-Z][a-zA-Z0-9_]{0,63}$/;
/** Resource IDs: "/^[a-zA-Z0-9-_.]{1,64}$/" (CMA reference, overview: Resource IDs). */
const RESOURCE_ID = /^[a-zA-Z0-9\-_.]{1,64}$/;
/** An asset's fields: a title, a description and a file, each by locale (CMA reference, assets). */
const ASSET_FIELDS = ["title", "description", "file"];
/** How long an upload waits for an asset to be processed from it: "within 24 hours after uploading" (CMA reference, uploads). */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * The hosts a processed file is served from: "(assets|images|downloads|videos).ctfassets.net" (CMA
 * reference, assets: deleting an asset), images.eu.ctfassets.net and the like in the EU region.
 */
const CONTENTFUL_FILE_URL = /^\/\/(assets|images|downloads|videos)(\.eu)?\.ctfassets\.net\//;
/**
 * Some of the groups a linkMimetypeGroup validation names (the web app's "Accept only specified
 * file types"), as content types; a group not listed here is not checked.
 */
const MIMETYPE_GROUPS = /** @type {Record<string, RegExp>} */ ({
  image: /^image\//,
  audio: /^audio\//,
  video: /^video\//,
  pdfdocument: /^application\/pdf$/,
  plaintext: /^text\/plain$/,
});

/**
 * The builtin widgets and the field kinds each can edit: the table "There are sets of compatible
 * builtin widgets per content type field type" (contentful.com/developers/docs/concepts/editor-interfaces),
 * completed from the web app's builtin widget registry for the rows the table cuts off. There is no
 * `assetCardEditor`: a single asset link has only assetLinkEditor. Kinds as contentful-management's
 * editor interface defaults name them: Entry/Asset a Link, Entries/Assets/Symbols an Array of them.
 */
export const BUILTIN_WIDGETS = Object.freeze(
  /** @type {Record<string, string[]>} */ ({
    singleLine: ["Symbol", "Text"],
    urlEditor: ["Symbol"],
    slugEditor: ["Symbol"],
    multipleLine: ["Text"],
    markdown: ["Text"],
    dropdown: ["Symbol", "Text", "Integer", "Number"],
    radio: ["Symbol", "Text", "Integer", "Number"],
    numberEditor: ["Integer", "Number"],
    rating: ["Integer", "Number"],
    boolean: ["Boolean"],
    datePicker: ["Date"],
    locationEditor: ["Location"],
    objectEditor: ["Object"],
    richTextEditor: ["RichText"],
    entryLinkEditor: ["Entry"],
    entryCardEditor: ["Entry"],
    assetLinkEditor: ["Asset"],
    entryLinksEditor: ["Entries"],
    entryCardsEditor: ["Entries"],
    assetLinksEditor: ["Assets"],
    assetGalleryEditor: ["Assets"],
    tagEditor: ["Symbols"],
    listInput: ["Symbols"],
    checkbox: ["Symbols"],
    resourceLinkEditor: ["Resource"],
    resourceLinksEditor: ["Resources"],
  }),
);

/** The widget a field gets by default (contentful-management's editor interface defaults). */
const DEFAULT_WIDGETS = /** @type {Record<string, string>} */ ({
  Symbol: "singleLine",
  Text: "markdown",
  RichText: "richTextEditor",
  Integer: "numberEditor",
  Number: "numberEditor",
  Boolean: "boolean",
  Date: "datePicker",
  Location: "locationEditor",
  Object: "objectEditor",
  Entry: "entryLinkEditor",
  Asset: "assetLinkEditor",
  Symbols: "tagEditor",
  Entries: "entryLinksEditor",
  Assets: "assetLinksEditor",
  Resource: "resourceLinkEditor",
  Resources: "resourceLinksEditor",
});

const RATE_LIMIT_MESSAGE =
  "You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.";

/** A field's kind, as the widget table names it. @param {Pick<Field, "type" | "linkType" | "items">} field */
export function fieldKind(field) {
  if (field.type === "Link") return field.linkType ?? "Link";
  if (field.type === "ResourceLink") return "Resource";
  if (field.type !== "Array") return field.type;
  const items = field.items;
  if (items?.type === "Symbol") return "Symbols";
  if (items?.type === "ResourceLink") return "Resources";
  if (items?.type === "Link") return items.linkType === "Asset" ? "Assets" : "Entries";
  return "Array";
}

/** The control a field gets when its type is first published: the type's default widget, a dropdown for predefined values. @param {Field} field @returns {Control} */
function defaultControl(field) {
  const kind = fieldKind(field);
  const hasIn = (field.validations ?? []).some((validation) => "in" in validation);
  const widgetId = hasIn && BUILTIN_WIDGETS.dropdown.includes(kind) ? "dropdown" : DEFAULT_WIDGETS[kind];
  return { fieldId: field.id, widgetId, widgetNamespace: "builtin" };
}

/**
 * Why a regexp/prohibitRegexp pattern would be refused, or null. The service refuses lookahead and
 * lookbehind with 422 "The property \"regexp\" is not valid" though JavaScript accepts them
 * (contentful/contentful-migration issue 1285), as engines without backtracking do; backreferences
 * belong to the same family. A pattern JavaScript cannot compile is "Invalid regular expression"
 * (contentful/contentful-migration issue 896).
 * @param {unknown} pattern @param {unknown} flags
 * @returns {"compile" | "unsupported" | null}
 */
export function regexpProblem(pattern, flags) {
  if (typeof pattern !== "string" || (flags != null && typeof flags !== "string")) return "compile";
  try {
    new RegExp(pattern, flags ?? undefined);
  } catch {
    return "compile";
  }
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") {
      const next = pattern[i + 1] ?? "";
      if (!inClass && (/[1-9]/.test(next) || (next === "k" && pattern[i + 2] === "<"))) return "unsupported";
      i++;
    } else if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(" && pattern[i + 1] === "?") {
      const after = pattern.slice(i + 2, i + 4);
      if (after[0] === "=" || after[0] === "!" || after === "<=" || after === "<!") return "unsupported";
    }
  }
  return null;
}

const now = () => new Date().toISOString();
/** The service's ids for what it names itself (a locale, an upload): 22 characters. */
const randomId = () => randomUUID().replaceAll("-", "").slice(0, 22);
/** @param {string} linkType @param {string} id @returns {Link} */
const link = (linkType, id) => ({ sys: { type: "Link", linkType, id } });
/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** @param {unknown} value @param {string} linkType @returns {boolean} */
const isLinkTo = (value, linkType) =>
  isObject(value) &&
  isObject(value.sys) &&
  value.sys.type === "Link" &&
  value.sys.linkType === linkType &&
  typeof value.sys.id === "string";

/** @param {string} type @param {string} id @param {string} [at] @returns {Sys} */
const createdSys = (type, id, at = now()) => ({
  id,
  type,
  version: 1,
  createdAt: at,
  updatedAt: at,
  publishedCounter: 0,
});
/** @template {Sys} S @param {S} sys @param {string} [at] @returns {S} */
const savedSys = (sys, at = now()) => ({ ...sys, version: sys.version + 1, updatedAt: at });
/** @param {string} typeId @param {string} at @returns {EditorInterface["sys"]} */
const editorInterfaceSys = (typeId, at) => ({
  id: "default",
  type: "EditorInterface",
  version: 1,
  createdAt: at,
  updatedAt: at,
  contentType: link("ContentType", typeId),
});
/**
 * Publishing records the version published and is itself a version; `into` keeps the copy the
 * Delivery API would serve.
 * @template {{ sys: Sys }} T @param {T} item @param {Map<string, T>} into @param {string} [at]
 */
function publish(item, into, at = now()) {
  item.sys = {
    ...item.sys,
    version: item.sys.version + 1,
    publishedVersion: item.sys.version,
    publishedCounter: (item.sys.publishedCounter ?? 0) + 1,
    publishedAt: at,
    firstPublishedAt: item.sys.firstPublishedAt ?? at,
    updatedAt: at,
  };
  into.set(item.sys.id, structuredClone(item));
}
/**
 * An entry's or asset's tags: as sent, else as they were.
 * @param {Record<string, any>} body @param {{ metadata: { tags: unknown[] } } | undefined} current
 */
const metadataOf = (body, current) =>
  isObject(body.metadata) && Array.isArray(body.metadata.tags)
    ? { tags: body.metadata.tags }
    : (current?.metadata ?? { tags: [] });

/** A field as the service stores it: the flags it defaults. @param {Record<string, any>} field @returns {Field} */
function normalizeField(field) {
  return {
    ...field,
    id: field.id,
    name: field.name,
    type: field.type,
    localized: field.localized ?? false,
    required: field.required ?? false,
    validations: field.validations ?? [],
    disabled: field.disabled ?? false,
    omitted: field.omitted ?? false,
  };
}

/**
 * A locale as the service answers it. @param {Partial<Locale> & { code: string }} locale
 * @param {boolean} isDefault @returns {Locale}
 */
function makeLocale(locale, isDefault) {
  return {
    code: locale.code,
    name: locale.name ?? locale.code,
    default: isDefault,
    fallbackCode: locale.fallbackCode ?? null,
    optional: locale.optional ?? false,
    contentDeliveryApi: locale.contentDeliveryApi ?? true,
    contentManagementApi: locale.contentManagementApi ?? true,
    sys: { id: locale.sys?.id ?? randomId(), type: "Locale", version: 1 },
  };
}

/**
 * An environment's state to start a stub from: the locales (the first is the default unless one
 * says `default: true`; en-US alone when none are given); each content type saved and published
 * once (version 2, publishedVersion 1), with its editor interface (its `editorInterfaces` controls, else the defaults); the entries
 * and assets (an asset's fields as the service holds them, processed or not), published unless
 * `published: false`. `environmentState()` is an empty environment.
 * @param {{ locales?: (Partial<Locale> & { code: string })[], contentTypes?: (Record<string, any>)[], editorInterfaces?: Record<string, { controls: Record<string, any>[] }>, entries?: { id: string, contentType: string, fields: Record<string, Record<string, unknown>>, published?: boolean }[], assets?: { id: string, fields: Asset["fields"], published?: boolean }[] }} [model]
 * @returns {StubState}
 */
export function environmentState({
  locales,
  contentTypes = [],
  editorInterfaces = {},
  entries = [],
  assets = [],
} = {}) {
  const given = locales?.length ? locales : [{ code: "en-US", name: "English (United States)" }];
  const defaultIndex = Math.max(
    given.findIndex((locale) => locale.default),
    0,
  );
  const at = now();
  /** @param {string} type @param {string} id @param {boolean} published @returns {Sys} */
  const seededSys = (type, id, published) => ({
    id,
    type,
    version: published ? 2 : 1,
    createdAt: at,
    updatedAt: at,
    publishedCounter: published ? 1 : 0,
    ...(published ? { publishedVersion: 1, publishedAt: at, firstPublishedAt: at } : {}),
  });
  /** @type {StubState} */
  const state = {
    locales: given.map((locale, index) => makeLocale(locale, index === defaultIndex)),
    contentTypes: [],
    publishedContentTypes: [],
    editorInterfaces: [],
    entries: [],
    publishedEntries: [],
    assets: [],
    publishedAssets: [],
  };
  for (const input of contentTypes) {
    const id = input.sys?.id ?? input.id;
    /** @type {ContentType} */
    const contentType = {
      sys: seededSys("ContentType", id, true),
      name: input.name,
      ...(input.description !== undefined ? { description: input.description } : {}),
      displayField: input.displayField ?? null,
      fields: (input.fields ?? []).map(normalizeField),
    };
    state.contentTypes.push(contentType);
    state.publishedContentTypes.push(structuredClone(contentType));
    state.editorInterfaces.push({
      sys: editorInterfaceSys(id, at),
      controls:
        /** @type {Control[] | undefined} */ (editorInterfaces[id]?.controls) ?? contentType.fields.map(defaultControl),
    });
  }
  for (const input of entries) {
    const published = input.published !== false;
    /** @type {Entry} */
    const entry = {
      sys: { ...seededSys("Entry", input.id, published), contentType: link("ContentType", input.contentType) },
      fields: input.fields,
      metadata: { tags: [] },
    };
    state.entries.push(entry);
    if (published) state.publishedEntries.push(structuredClone(entry));
  }
  for (const input of assets) {
    const published = input.published !== false;
    /** @type {Asset} */
    const asset = { sys: seededSys("Asset", input.id, published), fields: input.fields, metadata: { tags: [] } };
    state.assets?.push(asset);
    if (published) state.publishedAssets?.push(structuredClone(asset));
  }
  return state;
}

/** @param {(string | number)[]} path @param {string} details @param {Record<string, unknown>} [extra] @returns {ErrorDetail} */
const invalid = (path, details, extra = {}) => ({ name: "invalid", path, details, ...extra });
/** @param {(string | number)[]} path @param {string} property @returns {ErrorDetail} */
const required = (path, property) => ({
  name: "required",
  path,
  details: `The property "${property}" is required here`,
});
/**
 * @param {(string | number)[]} path @param {string} type @param {unknown} value
 * @param {string} [details] else those of the property the path ends in
 * @returns {ErrorDetail}
 */
const mistyped = (path, type, value, details) => ({
  name: "type",
  type,
  path,
  value,
  details: details ?? `The type of "${path.at(-1)}" is incorrect, expected type: ${type}`,
});
/** @param {(string | number)[]} path @param {unknown} value @param {unknown[]} expected @returns {ErrorDetail} */
const notIn = (path, value, expected) => ({
  name: "in",
  path,
  value,
  expected,
  details: "Value must be one of expected values",
});
/** @param {(string | number)[]} path @param {number} max @param {unknown} value @returns {ErrorDetail} */
const tooLarge = (path, max, value) => ({ name: "size", path, max, value, details: `Size must be at most ${max}` });
/** Of the property the path ends in. @param {(string | number)[]} path @param {string} [why] @returns {ErrorDetail} */
const unexpected = (path, why = "") => ({
  name: "unknown",
  path,
  details: `The property "${path.at(-1)}" is not expected${why}`,
});
/** A Link's linkType: given, Entry or Asset. @param {string | undefined} linkType @param {(string | number)[]} path @returns {ErrorDetail[]} */
function linkTypeErrors(linkType, path) {
  if (linkType === undefined) return [required(path, "linkType")];
  return LINK_TYPES.includes(linkType) ? [] : [notIn(path, linkType, LINK_TYPES)];
}

/**
 * What the service refuses in a field's validations (`path` leads to the list).
 * @param {unknown} validations @param {(string | number)[]} path @returns {ErrorDetail[]}
 */
function validationListErrors(validations, path) {
  if (validations === undefined) return [];
  if (!Array.isArray(validations)) return [mistyped(path, "Array", validations)];
  /** @type {ErrorDetail[]} */
  const errors = [];
  validations.forEach((validation, index) => {
    const at = [...path, index];
    if (!isObject(validation)) {
      errors.push(mistyped(at, "Validation", validation, "Invalid validation"));
      return;
    }
    if ("in" in validation) {
      const values = validation.in;
      if (!Array.isArray(values)) errors.push(mistyped([...at, "in"], "Array", values));
      else if (values.length > CMA_LIMITS.inValues)
        errors.push(tooLarge([...at, "in"], CMA_LIMITS.inValues, values.length));
    }
    for (const kind of ["regexp", "prohibitRegexp"]) {
      if (!(kind in validation)) continue;
      const { pattern, flags } = isObject(validation[kind])
        ? validation[kind]
        : { pattern: undefined, flags: undefined };
      const problem = regexpProblem(pattern, flags);
      if (problem === "unsupported") {
        errors.push(invalid([...at, kind], `The property "${kind}" is not valid`, { value: validation[kind] }));
      } else if (problem === "compile") {
        errors.push(mistyped(at, "Validation", validation, "Invalid regular expression"));
      }
    }
  });
  return errors;
}

/**
 * What the service refuses in a content type saved with PUT: the payload alone, and the change from
 * the saved and published versions.
 * - a name, and fields each with an id (unique in the type), a name, a known type; a Link's
 *   linkType Entry or Asset; an Array's items of Symbol, Link or ResourceLink (the shapes
 *   contentful-migration's own fields schema requires before it sends a type);
 * - at most CMA_LIMITS.fields fields (technical limits);
 * - displayField the id of one of the payload's fields (contentful-migration checks the same);
 * - a field keeps its type (and link or item type): Contentful does not retype a field;
 * - a field the published version has is removed from the list, or marked `deleted: true`, only once
 *   it was omitted and published ("the first step is to omit the field you're targeting for deletion
 *   and activate the content type", CMA reference: content types, deleting fields);
 * - `in` lists of at most CMA_LIMITS.inValues values; regexp/prohibitRegexp patterns the validator
 *   accepts (regexpProblem);
 * - defaultValue keyed by the environment's locales only.
 * @param {Record<string, any>} payload @param {ContentType | undefined} saved @param {ContentType | undefined} published
 * @param {string[]} localeCodes @returns {ErrorDetail[]}
 */
export function contentTypeErrors(payload, saved, published, localeCodes) {
  /** @type {ErrorDetail[]} */
  const errors = [];
  if (typeof payload.name !== "string" || payload.name === "") errors.push(required(["name"], "name"));
  const fields = payload.fields ?? [];
  if (!Array.isArray(fields)) {
    errors.push(mistyped(["fields"], "Array", fields));
    return errors;
  }
  if (fields.length > CMA_LIMITS.fields) errors.push(tooLarge(["fields"], CMA_LIMITS.fields, fields.length));
  /** @type {Set<string>} */
  const seen = new Set();
  fields.forEach((field, index) => {
    const at = ["fields", index];
    if (!isObject(field)) {
      errors.push(mistyped(at, "Object", field, "The type of the field is incorrect, expected type: Object"));
      return;
    }
    if (typeof field.id !== "string") errors.push(required([...at, "id"], "id"));
    else if (!FIELD_ID.test(field.id))
      errors.push({
        name: "regexp",
        path: [...at, "id"],
        value: field.id,
        details: "Field ID must start with a letter and hold only letters, digits and underscores, at most 64",
      });
    else if (seen.has(field.id))
      errors.push({
        name: "taken",
        path: [...at, "id"],
        value: field.id,
        details: `Field ID "${field.id}" is used by another field`,
      });
    else seen.add(field.id);
    if (typeof field.name !== "string" || field.name === "") errors.push(required([...at, "name"], "name"));
    if (!FIELD_TYPES.includes(field.type)) errors.push(notIn([...at, "type"], field.type, FIELD_TYPES));
    if (field.type === "Link") errors.push(...linkTypeErrors(field.linkType, [...at, "linkType"]));
    if (field.type === "Array") {
      const items = field.items;
      if (!isObject(items)) errors.push(required([...at, "items"], "items"));
      else {
        if (!ITEM_TYPES.includes(items.type)) errors.push(notIn([...at, "items", "type"], items.type, ITEM_TYPES));
        if (items.type === "Link") errors.push(...linkTypeErrors(items.linkType, [...at, "items", "linkType"]));
        errors.push(...validationListErrors(items.validations, [...at, "items", "validations"]));
      }
    }
    errors.push(...validationListErrors(field.validations, [...at, "validations"]));
    if (field.defaultValue !== undefined) {
      if (!isObject(field.defaultValue)) errors.push(mistyped([...at, "defaultValue"], "Object", field.defaultValue));
      else {
        for (const code of Object.keys(field.defaultValue)) {
          if (!localeCodes.includes(code))
            errors.push(unexpected([...at, "defaultValue", code], `: no locale "${code}" in this environment`));
        }
      }
    }
    for (const before of [saved, published]) {
      const previous = before?.fields.find((candidate) => candidate.id === field.id);
      if (!previous) continue;
      const kindBefore = fieldKind(previous);
      const kindNow = fieldKind(/** @type {Field} */ (field));
      if (kindBefore !== kindNow) {
        errors.push(
          invalid(
            [...at, "type"],
            `The type of field "${field.id}" cannot be changed (from ${kindBefore} to ${kindNow})`,
            { value: field.type },
          ),
        );
        break;
      }
    }
  });
  for (const field of published?.fields ?? []) {
    const kept = fields.find((candidate) => isObject(candidate) && candidate.id === field.id);
    if ((!kept || kept.deleted === true) && !field.omitted) {
      errors.push(
        invalid(["fields"], `Field "${field.id}" cannot be deleted: omit it and publish the content type first`, {
          value: field.id,
        }),
      );
    }
  }
  const displayField = payload.displayField;
  if (displayField != null) {
    const target = fields.find((field) => isObject(field) && field.id === displayField && field.deleted !== true);
    if (!target)
      errors.push(
        invalid(["displayField"], `The display field "${displayField}" is not a field of this content type`, {
          value: displayField,
        }),
      );
  }
  return errors;
}

/**
 * What the service refuses in an editor interface saved with PUT: a control for a field the content
 * type does not have; a builtin widget that cannot edit the field's type (BUILTIN_WIDGETS); a help
 * text longer than CMA_LIMITS.helpText characters.
 * @param {Record<string, any>} payload @param {ContentType} contentType @returns {ErrorDetail[]}
 */
export function editorInterfaceErrors(payload, contentType) {
  /** @type {ErrorDetail[]} */
  const errors = [];
  const controls = payload.controls ?? [];
  if (!Array.isArray(controls)) return [mistyped(["controls"], "Array", controls)];
  controls.forEach((control, index) => {
    const at = ["controls", index];
    if (!isObject(control)) {
      errors.push(mistyped(at, "Object", control, "The type of the control is incorrect, expected type: Object"));
      return;
    }
    const field = contentType.fields.find((candidate) => candidate.id === control.fieldId);
    if (!field) {
      errors.push({
        name: "unknown",
        path: [...at, "fieldId"],
        value: control.fieldId,
        details: `Content type "${contentType.sys.id}" has no field "${control.fieldId}"`,
      });
      return;
    }
    const namespace = control.widgetNamespace ?? (control.widgetId in BUILTIN_WIDGETS ? "builtin" : undefined);
    if (namespace === "builtin") {
      const kinds = BUILTIN_WIDGETS[control.widgetId];
      if (!kinds) errors.push(notIn([...at, "widgetId"], control.widgetId, Object.keys(BUILTIN_WIDGETS)));
      else if (!kinds.includes(fieldKind(field))) {
        errors.push(
          invalid(
            [...at, "widgetId"],
            `The builtin widget "${control.widgetId}" cannot edit field "${field.id}" of type ${fieldKind(field)}`,
            { value: control.widgetId },
          ),
        );
      }
    }
    const helpText = control.settings?.helpText;
    if (helpText != null && (typeof helpText !== "string" || helpText.length > CMA_LIMITS.helpText))
      errors.push(tooLarge([...at, "settings", "helpText"], CMA_LIMITS.helpText, helpText));
  });
  return errors;
}

/**
 * Whether a value has the field's type, or its items'.
 * @param {{ type: string, linkType?: string, items?: { type: string, linkType?: string } }} field @param {unknown} value
 * @returns {boolean}
 */
function hasType(field, value) {
  switch (field.type) {
    case "Symbol":
    case "Text":
      return typeof value === "string";
    case "Integer":
      return Number.isInteger(value);
    case "Number":
      return typeof value === "number" && Number.isFinite(value);
    case "Boolean":
      return typeof value === "boolean";
    case "Date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case "Object":
      return typeof value === "object" && value !== null;
    case "Location":
      return isObject(value) && typeof value.lat === "number" && typeof value.lon === "number";
    case "RichText":
      return isObject(value) && value.nodeType === "document";
    case "Link":
      return isLinkTo(value, /** @type {string} */ (field.linkType));
    case "ResourceLink":
      return (
        isObject(value) && isObject(value.sys) && value.sys.type === "ResourceLink" && typeof value.sys.urn === "string"
      );
    case "Array":
      return Array.isArray(value) && value.every((item) => hasType(field.items ?? { type: "?" }, item));
    default:
      return false;
  }
}

/**
 * What an entry and an asset refuse alike in the fields saved with PUT: a field the resource does
 * not have, values not by locale, a locale the environment does not have; then `valueErrors` of
 * each value that is not null.
 * @param {Record<string, any>} payload @param {string[]} localeCodes @param {(fieldId: string) => boolean} known
 * @param {(fieldId: string, value: any, path: string[]) => ErrorDetail[]} valueErrors
 * @returns {ErrorDetail[]}
 */
function localizedFieldErrors(payload, localeCodes, known, valueErrors) {
  const fields = payload.fields ?? {};
  if (!isObject(fields)) return [mistyped(["fields"], "Object", fields)];
  /** @type {ErrorDetail[]} */
  const errors = [];
  for (const [fieldId, byLocale] of Object.entries(fields)) {
    if (!known(fieldId)) {
      errors.push(unexpected(["fields", fieldId]));
      continue;
    }
    if (!isObject(byLocale)) {
      const details = `The type of "${fieldId}" is incorrect, expected type: Object (values by locale)`;
      errors.push(mistyped(["fields", fieldId], "Object", byLocale, details));
      continue;
    }
    for (const [code, value] of Object.entries(byLocale)) {
      const path = ["fields", fieldId, code];
      if (!localeCodes.includes(code)) errors.push(unexpected(path));
      else if (value !== null) errors.push(...valueErrors(fieldId, value, path));
    }
  }
  return errors;
}

/**
 * What the service refuses in an entry saved with PUT: a field the (published) content type does
 * not have, a locale the environment does not have, a value of the wrong type.
 * @param {Record<string, any>} payload @param {ContentType} contentType @param {string[]} localeCodes
 * @returns {ErrorDetail[]}
 */
export function entryErrors(payload, contentType, localeCodes) {
  const fieldOf = (/** @type {string} */ id) => contentType.fields.find((candidate) => candidate.id === id);
  return localizedFieldErrors(
    payload,
    localeCodes,
    (fieldId) => fieldOf(fieldId) !== undefined,
    (fieldId, value, path) => {
      const field = /** @type {Field} */ (fieldOf(fieldId));
      const details = `The type of "value" is incorrect, expected type: ${field.type}`;
      return hasType(field, value) ? [] : [mistyped(path, field.type, value, details)];
    },
  );
}

/**
 * What the service refuses in an asset saved with PUT: a field other than its title, description
 * and file (CMA reference, assets); a locale the environment does not have (as for an entry); a
 * title or description that is not text; a file without its contentType or fileName (every file the
 * reference shows has both, and contentful-management's AssetProps requires them), with an
 * uploadFrom that is not a link to an Upload, or an upload that is not a URL.
 * @param {Record<string, any>} payload @param {string[]} localeCodes @returns {ErrorDetail[]}
 */
export function assetErrors(payload, localeCodes) {
  return localizedFieldErrors(
    payload,
    localeCodes,
    (fieldId) => ASSET_FIELDS.includes(fieldId),
    (fieldId, value, path) => {
      if (fieldId !== "file")
        return typeof value === "string"
          ? []
          : [mistyped(path, "Symbol", value, 'The type of "value" is incorrect, expected type: Symbol')];
      if (!isObject(value))
        return [mistyped(path, "Object", value, 'The type of "file" is incorrect, expected type: Object')];
      /** @type {ErrorDetail[]} */
      const errors = [];
      for (const property of ["contentType", "fileName"]) {
        if (typeof value[property] !== "string" || value[property] === "")
          errors.push(required([...path, property], property));
      }
      if (value.uploadFrom !== undefined && !isLinkTo(value.uploadFrom, "Upload")) {
        const details = 'The type of "uploadFrom" is incorrect, expected type: Link to an Upload';
        errors.push(mistyped([...path, "uploadFrom"], "Link", value.uploadFrom, details));
      }
      if (value.upload !== undefined && typeof value.upload !== "string") {
        const details = 'The type of "upload" is incorrect, expected type: Symbol (a URL)';
        errors.push(mistyped([...path, "upload"], "Symbol", value.upload, details));
      }
      return errors;
    },
  );
}

/**
 * What the service refuses when an asset's file is processed for a locale: a locale the asset has
 * no file in, which a locale the environment lacks is too ("No file specified for locale: …",
 * contentful/contentful-management.rb issue 104); a file with neither upload nor uploadFrom, a file
 * processed already among them (both "required", contentful/contentful-management.rb issue 209); a
 * link to an upload that does not exist or has expired (after 24 hours: CMA reference, uploads); a
 * file of type text/html or text/javascript ("we forbid users to upload and process files with mime
 * type text/html or text/javascript", CMA reference, assets: asset processing). An `upload` URL is
 * refused too, as the stand-in's own limit: it fetches nothing from anywhere.
 * @param {Asset} asset @param {string} locale @param {(id: string) => Upload | undefined} findUpload
 * @returns {ErrorDetail[]}
 */
export function processErrors(asset, locale, findUpload) {
  const file = asset.fields.file?.[locale];
  const path = ["fields", "file", locale];
  if (!isObject(file)) return [{ ...required(path, "file"), details: `No file specified for locale: ${locale}` }];
  if (file.uploadFrom === undefined && file.upload === undefined)
    return [required([...path, "upload"], "upload"), required([...path, "uploadFrom"], "uploadFrom")];
  /** @type {ErrorDetail[]} */
  const errors = [];
  if (file.contentType === "text/html" || file.contentType === "text/javascript")
    errors.push(
      invalid([...path, "contentType"], `Files of type ${file.contentType} are not processed`, {
        value: file.contentType,
      }),
    );
  if (file.uploadFrom) {
    const upload = findUpload(file.uploadFrom.sys.id);
    if (!upload || Date.parse(upload.sys.expiresAt) <= Date.now())
      errors.push({
        name: "notResolvable",
        link: { type: "Link", linkType: "Upload", id: file.uploadFrom.sys.id },
        path: [...path, "uploadFrom"],
        details: "The upload does not exist or has expired",
      });
  } else {
    errors.push(
      invalid([...path, "upload"], "The stand-in fetches no file from a URL: upload it, and link it with uploadFrom", {
        value: file.upload,
      }),
    );
  }
  return errors;
}

/**
 * An image's width and height from its own bytes, as processing records them in the file's
 * details.image (the asset shown in the Images API reference): a PNG, GIF or JPEG from its header;
 * an SVG from its root element's width and height in pixels, else its viewBox. Contentful documents
 * no rule for an SVG; one recorded answer of its Delivery API (2014) gives an SVG `details.size`
 * alone, while an SVG is served from images.ctfassets.net as images are today. Anything else: none.
 * @param {Buffer} bytes @param {string} contentType
 * @returns {{ width: number, height: number } | undefined}
 */
export function imageDimensions(bytes, contentType) {
  const size = (/** @type {number} */ width, /** @type {number} */ height) =>
    width > 0 && height > 0 ? { width, height } : undefined;
  if (contentType === "image/png" && bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return size(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  if (contentType === "image/gif" && bytes.length >= 10 && bytes.toString("latin1", 0, 4) === "GIF8")
    return size(bytes.readUInt16LE(6), bytes.readUInt16LE(8));
  if (contentType === "image/jpeg" && bytes.length >= 4 && bytes.readUInt16BE(0) === 0xffd8) {
    let at = 2;
    while (at + 9 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1];
      // Start of frame (baseline, progressive...): not DHT (C4), JPG (C8) or DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return size(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    return undefined;
  }
  if (contentType === "image/svg+xml") {
    const root = /<svg\b([^>]*)>/i.exec(bytes.toString("utf8", 0, Math.min(bytes.length, 65536)))?.[1] ?? "";
    const attribute = (/** @type {string} */ name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(root)?.[1];
    const pixels = (/** @type {string | undefined} */ value) =>
      value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Math.round(parseFloat(value)) : undefined;
    const [width, height] = [pixels(attribute("width")), pixels(attribute("height"))];
    if (width && height) return size(width, height);
    const box = attribute("viewBox")
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
    if (box?.length === 4 && box.every(Number.isFinite)) return size(Math.round(box[2]), Math.round(box[3]));
  }
  return undefined;
}

/**
 * What the service refuses when an asset is published: an asset without a file ("The asset has no
 * files", contentful/contentful-import issue 598); a file not processed yet, without its url ("The
 * property \"url\" is required here", contentful/contentful.net issue 256: "the asset has not yet
 * had time to get processed"); a url not on Contentful's own hosts (hasHostname,
 * contentful/contentful-management.py issue 69).
 * @param {Asset} asset @returns {ErrorDetail[]}
 */
export function assetPublishErrors(asset) {
  const files = Object.entries(asset.fields.file ?? {}).filter(([, file]) => isObject(file));
  if (files.length === 0) return [{ ...required(["fields", "file"], "file"), details: "The asset has no files" }];
  /** @type {ErrorDetail[]} */
  const errors = [];
  for (const [code, file] of files) {
    const path = ["fields", "file", code, "url"];
    if (typeof file.url !== "string") errors.push(required(path, "url"));
    else if (!CONTENTFUL_FILE_URL.test(file.url))
      errors.push({ name: "hasHostname", path, value: file.url, details: "The url is not a Contentful file's" });
  }
  return errors;
}

/** @param {Validation} validation @param {string} fallback */
const messageOf = (validation, fallback) =>
  typeof validation.message === "string" && validation.message ? validation.message : fallback;

/** @param {{ min?: number, max?: number }} range @param {string} what */
function rangeText(range, what) {
  if (range.min != null && range.max != null) return `${what} must be between ${range.min} and ${range.max}`;
  if (range.max != null) return `${what} must be at most ${range.max}`;
  return `${what} must be at least ${range.min}`;
}

/** The bounds a value is held to (`size` a text's or list's length, `range` a number), and how a message names what is bounded. */
const BOUNDS = /** @type {const} */ ([
  ["size", "Size"],
  ["range", "Value"],
]);
/** The patterns a text is held to: whether a match is what fails, and the message when none is given. */
const PATTERNS = /** @type {const} */ ([
  ["regexp", false, "Value does not match the expected format"],
  ["prohibitRegexp", true, "Value matches a prohibited format"],
]);

/**
 * The validations of a field (or its items) applied to one value.
 * @param {Validation[]} validations @param {unknown} value @param {(string | number)[]} path
 * @returns {ErrorDetail[]}
 */
function valueValidationErrors(validations, value, path) {
  /** @type {ErrorDetail[]} */
  const errors = [];
  const measured = {
    size: typeof value === "string" || Array.isArray(value) ? value.length : undefined,
    range: typeof value === "number" ? value : undefined,
  };
  for (const validation of validations) {
    for (const [name, what] of BOUNDS) {
      const bounds = validation[name];
      const measure = measured[name];
      if (!isObject(bounds) || measure === undefined) continue;
      const { min, max } = bounds;
      if ((min != null && measure < min) || (max != null && measure > max)) {
        errors.push({
          name,
          path,
          value,
          ...(min != null ? { min } : {}),
          ...(max != null ? { max } : {}),
          details: messageOf(validation, rangeText(bounds, what)),
        });
      }
    }
    if (Array.isArray(validation.in) && !validation.in.includes(value)) {
      const details = messageOf(validation, "Value must be one of expected values");
      errors.push({ ...notIn(path, value, validation.in), details });
    }
    for (const [name, failsOnMatch, fallback] of PATTERNS) {
      const rule = validation[name];
      if (!isObject(rule) || typeof value !== "string") continue;
      if (new RegExp(rule.pattern, rule.flags ?? undefined).test(value) === failsOnMatch)
        errors.push({ name, path, value, details: messageOf(validation, fallback) });
    }
  }
  return errors;
}

/**
 * What the service refuses when an entry is published: a required field without a value in the
 * default locale (or, for a localized field, in a locale that does not allow empty fields); a value
 * outside its field's size, range, in, regexp or prohibitRegexp; a unique field's value that another
 * published entry of the type holds; a link to an entry that does not exist, or of a content type
 * linkContentType leaves out (CMA reference, content types: validations; help: available validations);
 * a link to an asset that does not exist or is not published, or whose file is not of a group
 * linkMimetypeGroup names. A link that does not resolve is `notResolvable`, with the link and the
 * path to it, an array's index included, as the service answered in contentful/contentful-space-sync
 * issue 77 (the route answers UnresolvedLinks when nothing else is wrong).
 * @param {Entry} entry @param {ContentType} contentType @param {Locale[]} locales @param {Entry[]} publishedOfType
 * @param {{ entry: (id: string) => Entry | undefined, publishedAsset: (id: string) => Asset | undefined }} find
 * @returns {ErrorDetail[]}
 */
export function publishErrors(entry, contentType, locales, publishedOfType, find) {
  /** @type {ErrorDetail[]} */
  const errors = [];
  const defaultCode = locales.find((locale) => locale.default)?.code ?? locales[0]?.code;
  for (const field of contentType.fields) {
    const byLocale = entry.fields[field.id] ?? {};
    const present = (/** @type {string} */ code) =>
      byLocale[code] != null && !(Array.isArray(byLocale[code]) && byLocale[code].length === 0);
    if (field.required) {
      if (!present(defaultCode)) errors.push(required(["fields", field.id], field.id));
      if (field.localized) {
        for (const locale of locales) {
          if (locale.code !== defaultCode && !locale.optional && !present(locale.code))
            errors.push(required(["fields", field.id, locale.code], field.id));
        }
      }
    }
    for (const [code, value] of Object.entries(byLocale)) {
      if (value == null) continue;
      const path = ["fields", field.id, code];
      errors.push(...valueValidationErrors(field.validations, value, path));
      if (Array.isArray(value) && field.items?.validations) {
        value.forEach((item, index) =>
          errors.push(...valueValidationErrors(field.items?.validations ?? [], item, [...path, index])),
        );
      }
      if (field.validations.some((validation) => validation.unique === true)) {
        const conflicting = publishedOfType.filter(
          (other) =>
            other.sys.id !== entry.sys.id && JSON.stringify(other.fields[field.id]?.[code]) === JSON.stringify(value),
        );
        if (conflicting.length) {
          errors.push({
            name: "unique",
            path,
            value,
            conflicting: conflicting.map((other) => link("Entry", other.sys.id)),
            details: messageOf(
              field.validations.find((validation) => validation.unique === true) ?? {},
              "Same field value present in other entry",
            ),
          });
        }
      }
      /** @type {[unknown, (string | number)[]][]} */
      const links =
        field.type === "Link"
          ? [[value, path]]
          : field.type === "Array" && field.items?.type === "Link" && Array.isArray(value)
            ? value.map((item, index) => [item, [...path, index]])
            : [];
      const validations = [...field.validations, ...(field.items?.validations ?? [])];
      const allowed = validations.find((validation) => Array.isArray(validation.linkContentType));
      const groups = validations.find((validation) => Array.isArray(validation.linkMimetypeGroup));
      for (const [target, at] of links) {
        if (!isLinkTo(target, "Entry") && !isLinkTo(target, "Asset")) continue;
        const { linkType, id } = /** @type {Link} */ (target).sys;
        const notResolvable = { name: "notResolvable", link: { type: "Link", linkType, id }, path: at };
        if (linkType === "Entry") {
          const linked = find.entry(id);
          if (!linked) errors.push(notResolvable);
          else if (allowed && !allowed.linkContentType.includes(linked.sys.contentType.sys.id)) {
            errors.push({
              name: "linkContentType",
              path: at,
              contentTypeId: allowed.linkContentType,
              details: messageOf(
                allowed,
                `Link must point to an entry of content type ${allowed.linkContentType.join(", ")}`,
              ),
            });
          }
          continue;
        }
        const linked = find.publishedAsset(id);
        if (!linked) {
          errors.push(notResolvable);
          continue;
        }
        const files = linked.fields.file ?? {};
        const type = (files[code] ?? files[defaultCode] ?? Object.values(files)[0])?.contentType ?? "";
        /** @type {(RegExp | undefined)[]} */
        const patterns = (groups?.linkMimetypeGroup ?? []).map((/** @type {string} */ group) => MIMETYPE_GROUPS[group]);
        if (groups && patterns.every(Boolean) && !patterns.some((pattern) => pattern?.test(type))) {
          errors.push({
            name: "linkMimetypeGroup",
            path: at,
            mimetypeGroupName: groups.linkMimetypeGroup,
            value: type,
            details: messageOf(groups, `Link must point to a file of type ${groups.linkMimetypeGroup.join(", ")}`),
          });
        }
      }
    }
  }
  return errors;
}

/** Sorts a list as `order=` asks: comma-separated keys, `-` for descending. @template T @param {T[]} list @param {string | null} order */
function sortBy(list, order) {
  if (!order) return list;
  const keys = order.split(",").map((key) => ({ desc: key.startsWith("-"), path: key.replace(/^-/, "").split(".") }));
  const valueAt = (/** @type {any} */ item, /** @type {string[]} */ path) =>
    path.reduce((value, key) => value?.[key], item);
  return [...list].sort((a, b) => {
    for (const { desc, path } of keys) {
      const [x, y] = [valueAt(a, path), valueAt(b, path)];
      if (x === y || x === undefined || y === undefined) continue;
      return (x < y ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  });
}

/**
 * Starts the stand-in on 127.0.0.1 over HTTPS.
 * @param {object} [options]
 * @param {string} [options.space] the space it serves (CMA_STUB_SPACE)
 * @param {string} [options.environment] the environment it serves (master)
 * @param {string} [options.token] the one access token it accepts (CMA_STUB_TOKEN)
 * @param {StubState} [options.state] what the environment holds at the start (environmentState(): empty, en-US)
 * @param {{ key: string, cert: string }} [options.tls] key and certificate (PEM) for 127.0.0.1; without
 *   them the stub makes its own (tests/stubs/local-certificate.mjs) and removes it on close
 * @param {number} [options.port] 0 (any free port) unless given
 * @param {number} [options.processingReads] how many reads of an asset still find a file
 *   unprocessed after PUT …/process answered (0: processed by the time it answers)
 */
export async function startManagementStub({
  space = CMA_STUB_SPACE,
  environment = CMA_STUB_ENVIRONMENT,
  token = CMA_STUB_TOKEN,
  state = environmentState(),
  tls,
  port = 0,
  processingReads = 0,
} = {}) {
  const certificate = tls ? undefined : trustedLocalCertificate({ trust: false });
  const keyPair = tls ?? /** @type {NonNullable<typeof certificate>} */ (certificate).tls;
  const start = structuredClone(state);
  const locales = start.locales;
  /** @template {{ sys: { id: string } }} T @param {T[]} items @returns {Map<string, T>} */
  const byId = (items) => new Map(items.map((item) => [item.sys.id, item]));
  /** @type {Map<string, ContentType>} */
  const contentTypes = byId(start.contentTypes);
  /** @type {Map<string, ContentType>} */
  const publishedTypes = byId(start.publishedContentTypes);
  /** @type {Map<string, EditorInterface>} */
  const editorInterfaces = new Map(start.editorInterfaces.map((ei) => [ei.sys.contentType.sys.id, ei]));
  /** @type {Map<string, Entry>} */
  const entries = byId(start.entries);
  /** @type {Map<string, Entry>} */
  const publishedEntries = byId(start.publishedEntries);
  /** @type {Map<string, Asset>} */
  const assets = byId(start.assets ?? []);
  /** @type {Map<string, Asset>} */
  const publishedAssets = byId(start.publishedAssets ?? []);
  /** The space's uploads (the Upload API's are the space's, whichever environment's path took them). @type {Map<string, Upload>} */
  const uploads = new Map();
  /** Files being processed: by asset id, the locales and how many reads still see each unprocessed. @type {Map<string, Map<string, number>>} */
  const processing = new Map();
  /** @type {RecordedRequest[]} */
  const log = [];
  /** @type {(Fault & { left?: number }) | null} */
  let activeFault = null;

  const localeCodes = () => locales.map((locale) => locale.code);
  const user = link("User", "stub-user");
  const inSpace = { space: link("Space", space), environment: link("Environment", environment) };
  /** The `sys` as the service answers it, with its links. @param {Sys} sys */
  const served = (sys) => ({
    ...sys,
    ...inSpace,
    createdBy: user,
    updatedBy: user,
    ...(sys.publishedVersion ? { publishedBy: user } : {}),
  });
  /** @template {{ sys: Sys }} T @param {T} item @returns {T} */
  const view = (item) => ({ ...structuredClone(item), sys: served(item.sys) });
  /**
   * Processing done: the file as its upload made it, on the Contentful host for its kind
   * ("(assets|images|downloads|videos).ctfassets.net"), with its size and an image's dimensions, and
   * the upload's link gone ("After the asset is processed this field is gone", contentful-management's
   * AssetProps); a version further.
   * @param {Asset} asset @param {string} locale
   */
  const finishProcessing = (asset, locale) => {
    const file = asset.fields.file?.[locale];
    const upload = file?.uploadFrom && uploads.get(file.uploadFrom.sys.id);
    if (!file || !upload) return;
    const contentType = file.contentType ?? "application/octet-stream";
    const fileName = file.fileName ?? "file";
    const host = contentType.startsWith("image/") ? "images" : contentType.startsWith("video/") ? "videos" : "assets";
    const token = createHash("md5").update(upload.bytes).digest("hex");
    const image = imageDimensions(upload.bytes, contentType);
    asset.fields.file = {
      ...asset.fields.file,
      [locale]: {
        contentType,
        fileName,
        url: `//${host}.ctfassets.net/${space}/${asset.sys.id}/${token}/${encodeURIComponent(fileName)}`,
        details: { size: upload.bytes.length, ...(image ? { image } : {}) },
      },
    };
    asset.sys = savedSys(asset.sys);
  };
  /** A read of an asset being processed: one read fewer to see it unfinished, or it is done. @param {string} id */
  const settle = (id) => {
    const pending = processing.get(id);
    const asset = assets.get(id);
    if (!pending || !asset) return;
    for (const [locale, left] of pending) {
      if (left > 0) pending.set(locale, left - 1);
      else {
        finishProcessing(asset, locale);
        pending.delete(locale);
      }
    }
    if (pending.size === 0) processing.delete(id);
  };
  /** An upload as the Upload API answers it: its `sys` alone. @param {Upload} upload */
  const uploadView = ({ sys: { environment: at, ...sys } }) => ({
    sys: {
      ...sys,
      space: inSpace.space,
      ...(at ? { environment: link("Environment", at) } : {}),
      createdBy: user,
    },
  });
  /** @param {Locale} locale */
  const localeView = (locale) => ({ ...structuredClone(locale), sys: { ...locale.sys, ...inSpace } });

  /**
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   */
  async function handle(req, res) {
    const requestId = randomUUID();
    const url = new URL(req.url ?? "/", "https://stub.invalid");
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const header = (/** @type {string} */ name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    // An upload's body is the file itself (Content-Type: application/octet-stream), not JSON.
    const binary = /^application\/octet-stream\b/i.test(header("content-type") ?? "");
    const raw = binary ? "" : bytes.toString("utf8");
    const base = `/spaces/${space}/environments/${environment}`;
    /** @type {RecordedRequest} */
    const record = {
      method: req.method ?? "GET",
      path: url.pathname,
      resource: url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname,
      query: Object.fromEntries(url.searchParams),
      version: header("x-contentful-version"),
      contentType: header("x-contentful-content-type"),
      body: undefined,
      ...(binary ? { bytes: bytes.length } : {}),
      status: 0,
    };
    try {
      record.body = raw.trim() ? JSON.parse(raw) : undefined;
    } catch {
      // Answered with 400 once the request is known to be the account's.
    }
    log.push(record);

    /** @param {number} status @param {unknown} [body] @param {Record<string, string>} [headers] @returns {true} */
    const answer = (status, body, headers = {}) => {
      record.status = status;
      res.writeHead(status, {
        "Content-Type": "application/vnd.contentful.management.v1+json",
        "X-Contentful-Request-Id": requestId,
        ...headers,
      });
      res.end(body === undefined ? undefined : JSON.stringify(body));
      return true;
    };
    /** @param {number} status @param {string} id @param {string} message @param {unknown} [details] @param {Record<string, string>} [headers] */
    const fail = (status, id, message, details, headers) =>
      answer(status, { sys: { type: "Error", id }, message, ...(details ? { details } : {}), requestId }, headers);
    /** @param {Record<string, unknown>} details */
    const nothingAt = (details) => fail(404, "NotFound", "The resource could not be found.", details);
    /** @param {string} type @param {string} id */
    const notFound = (type, id) => nothingAt({ type, id, environment, space });
    /** @param {ErrorDetail[]} errors */
    const validationFailed = (errors) => fail(422, "ValidationFailed", "Validation error", { errors });
    const versionMismatch = () =>
      fail(
        409,
        "VersionMismatch",
        "Version mismatch error. The version you specified was incorrect. This may be due to someone else editing the content.",
      );

    if (
      activeFault &&
      (!activeFault.method || activeFault.method === record.method) &&
      (!activeFault.path ||
        (typeof activeFault.path === "string"
          ? url.pathname.includes(activeFault.path)
          : activeFault.path.test(url.pathname)))
    ) {
      const current = activeFault;
      if (current.left !== undefined && --current.left <= 0) activeFault = null;
      if (current.status === 429) {
        return fail(429, "RateLimitExceeded", RATE_LIMIT_MESSAGE, undefined, {
          "X-Contentful-RateLimit-Reset": String(current.resetSeconds ?? 1),
        });
      }
      return fail(
        current.status,
        current.status === 500 ? "ServerError" : "ServiceUnavailable",
        current.status === 500 ? "Internal Server Error" : "Service Unavailable",
      );
    }
    if (header("authorization") !== `Bearer ${token}`) {
      return fail(401, "AccessTokenInvalid", "The access token you sent could not be found or is invalid.");
    }
    if (record.body === undefined && raw.trim()) return fail(400, "BadRequest", "The body you sent is not valid JSON.");
    const scope = /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(\/.*)?$/.exec(url.pathname);
    if (!scope) return nothingAt({ type: "Route" });
    if (scope[1] !== space) return nothingAt({ type: "Space", id: scope[1] });

    // The Upload API (its own host at Contentful), under the space or the environment.
    if (scope[3] === "/uploads" && (scope[2] === undefined || scope[2] === environment)) {
      if (record.method === "POST") {
        if (!binary)
          return fail(400, "BadRequest", "Send the file as the body, with Content-Type: application/octet-stream.");
        const at = new Date();
        /** @type {Upload} */
        const upload = {
          sys: {
            id: randomId(),
            type: "Upload",
            createdAt: at.toISOString(),
            expiresAt: new Date(at.getTime() + UPLOAD_LIFETIME_MS).toISOString(),
            ...(scope[2] ? { environment } : {}),
          },
          bytes,
        };
        uploads.set(upload.sys.id, upload);
        return answer(201, uploadView(upload));
      }
    }
    if (scope[2] !== environment) return nothingAt({ type: "Environment", space, id: scope[2] });

    const body = isObject(record.body) ? record.body : {};
    const resource = scope[3] ?? "/";
    const method = record.method;
    const givenVersion = record.version === undefined ? undefined : Number(record.version);
    /** @template T @param {T[]} items filtered already */
    const list = (items) => {
      const skip = Number(url.searchParams.get("skip") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 100);
      if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(limit) || limit < 1 || limit > CMA_LIMITS.pageSize) {
        return fail(
          400,
          "BadRequest",
          `limit must be an integer from 1 to ${CMA_LIMITS.pageSize}, skip a non-negative integer`,
        );
      }
      const ordered = sortBy(items, url.searchParams.get("order"));
      return answer(200, {
        sys: { type: "Array" },
        total: ordered.length,
        skip,
        limit,
        items: ordered.slice(skip, skip + limit),
      });
    };
    /** Ids from `sys.id` or `sys.id[in]`, or null when neither is asked. */
    const idFilter = (/** @type {string} */ key) => {
      const single = url.searchParams.get(key);
      const many = url.searchParams.get(`${key}[in]`);
      if (single === null && many === null) return null;
      return [...(single !== null ? [single] : []), ...(many !== null ? many.split(",") : [])];
    };
    /**
     * Refuses a PUT that saves a content type, entry or asset: an id the service would not take, or
     * a version other than the saved one (none, or 0, to create). True when it answered.
     * @param {string} type @param {string} id @param {{ sys: Sys } | undefined} current
     */
    const refusedSave = (type, id, current) => {
      if (!RESOURCE_ID.test(id))
        return validationFailed([
          invalid(["sys", "id"], "An ID has 1 to 64 letters, digits, dots, hyphens or underscores", { value: id }),
        ]);
      if (current ? givenVersion !== current.sys.version : givenVersion !== undefined && givenVersion !== 0)
        return current ? versionMismatch() : notFound(type, id);
      return false;
    };

    if (resource === "/locales") {
      if (method === "GET") return list(locales.map(localeView));
      if (method === "POST") {
        if (typeof body.code !== "string" || body.code === "") return validationFailed([required(["code"], "code")]);
        if (localeCodes().includes(body.code))
          return validationFailed([
            {
              name: "taken",
              path: ["code"],
              value: body.code,
              details: `A locale with code "${body.code}" exists already`,
            },
          ]);
        if (body.fallbackCode != null && !localeCodes().includes(body.fallbackCode))
          return validationFailed([notIn(["fallbackCode"], body.fallbackCode, localeCodes())]);
        const locale = makeLocale({ ...body, code: body.code, sys: undefined }, false);
        locales.push(locale);
        return answer(201, localeView(locale));
      }
    }

    if (resource === "/content_types" && method === "GET") {
      const ids = idFilter("sys.id");
      return list([...contentTypes.values()].filter((type) => !ids || ids.includes(type.sys.id)).map(view));
    }
    // None here: contentful-migration reads the environment's tags before transforming entries.
    if (resource === "/tags" && method === "GET") return list([]);
    const typeRoute = /^\/content_types\/([^/]+)(\/published|\/editor_interface)?$/.exec(resource);
    if (typeRoute) {
      const [, id, sub] = typeRoute;
      const current = contentTypes.get(id);
      if (!sub && method === "PUT") {
        if (refusedSave("ContentType", id, current)) return;
        const errors = contentTypeErrors(body, current, publishedTypes.get(id), localeCodes());
        if (errors.length) return validationFailed(errors);
        /** @type {ContentType} */
        const saved = {
          sys: current ? savedSys(current.sys) : createdSys("ContentType", id),
          name: body.name,
          ...(body.description !== undefined ? { description: body.description } : {}),
          displayField: body.displayField ?? null,
          fields: (body.fields ?? [])
            .filter((/** @type {Field} */ field) => field.deleted !== true)
            .map(normalizeField),
        };
        contentTypes.set(id, saved);
        return answer(current ? 200 : 201, view(saved));
      }
      if (!current) return notFound(sub === "/editor_interface" ? "EditorInterface" : "ContentType", id);
      if (sub === "/published" && method === "PUT") {
        if (givenVersion !== current.sys.version) return versionMismatch();
        const at = now();
        publish(current, publishedTypes, at);
        // Each publication makes or updates the editor interface: default controls for new fields,
        // none for removed ones.
        const previous = editorInterfaces.get(id);
        const controls = current.fields.map(
          (field) => previous?.controls.find((control) => control.fieldId === field.id) ?? defaultControl(field),
        );
        editorInterfaces.set(id, {
          ...(previous ?? {}),
          sys: previous ? savedSys(previous.sys, at) : editorInterfaceSys(id, at),
          controls,
        });
        return answer(200, view(current));
      }
      if (sub === "/editor_interface") {
        const editorInterface = editorInterfaces.get(id);
        if (!editorInterface) return notFound("EditorInterface", id);
        if (method === "GET") return answer(200, view(editorInterface));
        if (method === "PUT") {
          if (givenVersion !== editorInterface.sys.version) return versionMismatch();
          const errors = editorInterfaceErrors(body, current);
          if (errors.length) return validationFailed(errors);
          // Controls the payload leaves out are kept, and all follow the type's field order.
          const sent = /** @type {Control[]} */ (body.controls ?? []);
          const position = (/** @type {Control} */ control) =>
            current.fields.findIndex((field) => field.id === control.fieldId);
          const controls = [
            ...sent,
            ...editorInterface.controls.filter((control) => !sent.some((given) => given.fieldId === control.fieldId)),
          ].sort((a, b) => position(a) - position(b));
          const { sys: _sys, ...rest } = body;
          /** @type {EditorInterface} */
          const saved = { ...rest, sys: savedSys(editorInterface.sys), controls };
          editorInterfaces.set(id, saved);
          return answer(200, view(saved));
        }
      }
    }

    if (resource === "/entries" && method === "GET") {
      const ids = idFilter("sys.id");
      const types =
        idFilter("sys.contentType.sys.id") ??
        (url.searchParams.has("content_type") ? [url.searchParams.get("content_type") ?? ""] : null);
      const archived = url.searchParams.get("sys.archivedAt[exists]");
      return list(
        [...entries.values()]
          .filter(
            (entry) =>
              (!ids || ids.includes(entry.sys.id)) &&
              (!types || types.includes(entry.sys.contentType.sys.id)) &&
              archived !== "true",
          )
          .map(view),
      );
    }
    const entryRoute = /^\/entries\/([^/]+)(\/published)?$/.exec(resource);
    if (entryRoute) {
      const [, id, sub] = entryRoute;
      const current = entries.get(id);
      if (!sub && method === "GET") return current ? answer(200, view(current)) : notFound("Entry", id);
      if (!sub && method === "PUT") {
        if (refusedSave("Entry", id, current)) return;
        const typeId = current ? current.sys.contentType.sys.id : record.contentType;
        const contentType = typeId ? publishedTypes.get(typeId) : undefined;
        if (!contentType)
          return validationFailed([
            {
              name: "unknownContentType",
              value: typeId ?? null,
              details: `No published content type "${typeId ?? ""}" (X-Contentful-Content-Type)`,
            },
          ]);
        const errors = entryErrors(body, contentType, localeCodes());
        if (errors.length) return validationFailed(errors);
        /** @type {Entry} */
        const saved = {
          sys: current
            ? savedSys(current.sys)
            : { ...createdSys("Entry", id), contentType: link("ContentType", contentType.sys.id) },
          fields: body.fields ?? {},
          metadata: metadataOf(body, current),
        };
        entries.set(id, saved);
        return answer(current ? 200 : 201, view(saved));
      }
      if (!current) return notFound("Entry", id);
      if (sub === "/published" && method === "PUT") {
        if (givenVersion !== current.sys.version) return versionMismatch();
        const typeId = current.sys.contentType.sys.id;
        const contentType = publishedTypes.get(typeId);
        if (!contentType)
          return validationFailed([
            { name: "unknownContentType", value: typeId, details: `Content type "${typeId}" is not published` },
          ]);
        const publishedOfType = [...publishedEntries.values()].filter(
          (entry) => entry.sys.contentType.sys.id === typeId,
        );
        const errors = publishErrors(current, contentType, locales, publishedOfType, {
          entry: (linked) => entries.get(linked),
          publishedAsset: (linked) => publishedAssets.get(linked),
        });
        if (errors.length > 0 && errors.every((error) => error.name === "notResolvable"))
          return fail(422, "UnresolvedLinks", "Validation error", { errors });
        if (errors.length) return validationFailed(errors);
        publish(current, publishedEntries);
        return answer(200, view(current));
      }
    }

    const assetRoute = /^\/assets\/([^/]+)(\/published|\/files\/([^/]+)\/process)?$/.exec(resource);
    if (assetRoute) {
      const [, id, sub, localeSegment] = assetRoute;
      if (!sub && method === "GET") settle(id);
      const current = assets.get(id);
      if (!sub && method === "GET") return current ? answer(200, view(current)) : notFound("Asset", id);
      if (!sub && method === "PUT") {
        if (refusedSave("Asset", id, current)) return;
        const errors = assetErrors(body, localeCodes());
        if (errors.length) return validationFailed(errors);
        // Saved again while a file was being processed: the stand-in forgets that processing.
        processing.delete(id);
        /** @type {Asset} */
        const saved = {
          sys: current ? savedSys(current.sys) : createdSys("Asset", id),
          fields: body.fields ?? {},
          metadata: metadataOf(body, current),
        };
        assets.set(id, saved);
        return answer(current ? 200 : 201, view(saved));
      }
      if (!current) return notFound("Asset", id);
      if (localeSegment !== undefined && method === "PUT") {
        // X-Contentful-Version is optional here (CMA reference, assets: process an asset); a wrong one is refused.
        if (givenVersion !== undefined && givenVersion !== current.sys.version) return versionMismatch();
        const locale = decodeURIComponent(localeSegment);
        const errors = processErrors(current, locale, (upload) => uploads.get(upload));
        if (errors.length) return validationFailed(errors);
        if (processingReads > 0) processing.set(id, (processing.get(id) ?? new Map()).set(locale, processingReads));
        else finishProcessing(current, locale);
        // "204 No Content" (CMA reference, assets: process an asset), done or not.
        return answer(204);
      }
      if (sub === "/published" && method === "PUT") {
        if (givenVersion !== current.sys.version) return versionMismatch();
        const errors = assetPublishErrors(current);
        if (errors.length) return validationFailed(errors);
        publish(current, publishedAssets);
        return answer(200, view(current));
      }
    }
    return nothingAt({ type: "Route", path: resource, method });
  }

  const server = createServer({ key: keyPair.key, cert: keyPair.cert }, (req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ sys: { type: "Error", id: "ServerError" }, message: String(error), requestId: "stub" }));
    });
  });
  const origin = (await listenLocally(server, port)).replace(/^http:/, "https:");

  return {
    /** "127.0.0.1:PORT": what runMigration's and contentful-management's `host` option take (and `hostUpload`: the stub answers uploads too) */
    host: new URL(origin).host,
    /** https://127.0.0.1:PORT */
    origin,
    space,
    environment,
    token,
    /** the certificate (PEM) to trust: `new https.Agent({ ca })` */
    ca: keyPair.cert,
    /** the certificate's file when the stub made it (for NODE_EXTRA_CA_CERTS), else undefined */
    certFile: certificate?.certFile,
    /** What the environment holds now (a copy, JSON-serialisable; a stub can start from it). @returns {StubState} */
    state: () =>
      structuredClone({
        locales,
        contentTypes: [...contentTypes.values()],
        publishedContentTypes: [...publishedTypes.values()],
        editorInterfaces: [...editorInterfaces.values()],
        entries: [...entries.values()],
        publishedEntries: [...publishedEntries.values()],
        assets: [...assets.values()],
        publishedAssets: [...publishedAssets.values()],
      }),
    /** What was uploaded to the space, oldest first: each upload's id and its size in bytes. @returns {{ id: string, size: number }[]} */
    uploads: () => [...uploads.values()].map((upload) => ({ id: upload.sys.id, size: upload.bytes.length })),
    /** Every request, oldest first. @returns {RecordedRequest[]} */
    requests: () => structuredClone(log),
    /** The requests that would change something (PUT, POST, DELETE, PATCH), oldest first, with how each was answered. @returns {RecordedRequest[]} */
    writes: () => structuredClone(log.filter((request) => !["GET", "HEAD", "OPTIONS"].includes(request.method))),
    /** Answer the next `times` matching requests (all, without `times`) with a fault; null stops. @param {Fault | null} next */
    fault: (next) => {
      activeFault = next && { ...next, left: next.times };
    },
    /** Stops listening (dropping kept-alive connections) and removes a certificate it made. @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          certificate?.remove();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argument = (/** @type {string} */ name) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const statePath = argument("--state");
  const stub = await startManagementStub({
    port: Number(argument("--port") ?? 4500),
    space: argument("--space"),
    environment: argument("--environment"),
    token: argument("--token"),
    state: statePath ? JSON.parse(readFileSync(statePath, "utf8")) : undefined,
  });
  console.info(
    [
      `Management API stub on ${stub.origin} (space ${stub.space}, environment ${stub.environment}, token ${stub.token})`,
      `  host: "${stub.host}" for runMigration and contentful-management's createClient (hostUpload too)`,
      `  trust its certificate: NODE_EXTRA_CA_CERTS=${stub.certFile}`,
    ].join("\n"),
  );
  const stop = () => stub.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
