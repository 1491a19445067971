// @ts-check
// A local stand-in for Contentful's Content Delivery API: answers `entries` from fixtures in the
// real response shape, honours the filters the site uses, and can be told to fail (500, 503, 429
// with X-Contentful-RateLimit-Reset, slow, malformed, zero items).
//
//   node tests/stubs/cms-stub.mjs [--port 4400] [--fixtures tests/stubs/fixtures/demo.json[,more.json]]
//                             [--assets <folder>]
//
// Fixtures (the Fixture typedef): "draft" entries only the preview token sees; assets' "/__assets/<name>"
// served from tests/stubs/fixtures/assets/ or `--assets`, image API parameters ignored. Missing
// "createdAt"/"updatedAt" default to 2026-01-01T00:00:00.000Z (updatedAt to createdAt).
// `locale=<code>` (app/languages.ts) has no fallback, as Contentful: a localised field missing from
// the fixture's "locales" is absent; `locale=*` and unknown locales are refused. Links resolve as
// the Delivery API does: every asset in `includes.Asset`; `includes.Entry` the linked entries the
// token sees, to `include` depth (default 1, at most 10), never an item; others stay bare links.
// Control endpoints, for tests:
//   PUT  /__stub/entries   body: fixture list          replace every entry
//   PUT  /__stub/fault     body: a fault, a list, null   { mode, contentType?, locale?, times?, delayMs?, resetSeconds? }
//                          (a list: each request meets the first fault that matches its type and locale)
//   GET  /__stub/requests                              what the stub was asked, oldest first
//   POST /__stub/reset                                 fixtures back to the start set, no fault, no log
// And a stand-in for Contentful's web app in Live Preview, for a preview build of the site:
//   GET  /__editor/?site=<the site's origin>&path=/perks   (tests/stubs/live-preview-editor/)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, extname, join, resolve } from "node:path";
import { translations } from "../../app/languages.ts";
import { contentModel } from "../../scripts/content-model/types.mjs";
import { listenLocally } from "./listen-locally.mjs";

const require = createRequire(import.meta.url);

export const STUB_SPACE = "stub-space";
export const STUB_TOKEN = "stub-delivery-token";
/** The preview token: drafts too, as Contentful's Preview API answers. */
export const STUB_PREVIEW_TOKEN = "stub-preview-token";
/** Where the fixtures' pictures are, unless the stub is given another folder. */
const ASSET_FILES = join(import.meta.dirname, "fixtures", "assets");
/** The local editor's files, and the one library its page imports (flatted reads the SDK's messages). */
const EDITOR_FILES = /** @type {Record<string, { path: string, type: string }>} */ ({
  "": { path: join(import.meta.dirname, "live-preview-editor", "index.html"), type: "text/html; charset=utf-8" },
  "editor.js": { path: join(import.meta.dirname, "live-preview-editor", "editor.js"), type: "text/javascript" },
  "editor.css": { path: join(import.meta.dirname, "live-preview-editor", "editor.css"), type: "text/css" },
  "flatted.js": {
    path: join(dirname(require.resolve("flatted")), "..", "esm", "index.js"),
    type: "text/javascript",
  },
});
const ASSET_TYPES = /** @type {Record<string, string>} */ ({
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
});

/**
 * An entry or asset; `createdAt` and `updatedAt` (ISO 8601) are served as its `sys` dates as given.
 * `locales`: its fields in the space's other locales ({ "hi-IN": { "title": "…" } }).
 * @typedef {{ contentType: string, id: string, fields: Record<string, unknown>, locales?: Record<string, Record<string, unknown>>, draft?: boolean, createdAt?: string, updatedAt?: string }} Fixture
 */
/** @typedef {{ mode: "500" | "503" | "429" | "slow" | "malformed" | "empty", contentType?: string, locale?: string, times?: number, delayMs?: number, resetSeconds?: number }} Fault */
/** @typedef {{ path: string, query: Record<string, string>, authorization: string | undefined, answered: number }} LoggedRequest */

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, X-Contentful-User-Agent",
  "Access-Control-Allow-Methods": "GET, PUT, POST, OPTIONS",
};

/** An entry's sys.createdAt and sys.updatedAt when its fixture gives none. */
export const STUB_ENTRY_DATE = "2026-01-01T00:00:00.000Z";

let requestCounter = 0;
const nextRequestId = () => `stub-${(++requestCounter).toString(36)}`;

/** The space's default locale, and the locales it has (the model's, app/languages.ts). */
export const STUB_DEFAULT_LOCALE = "en-US";
const STUB_LOCALES = [STUB_DEFAULT_LOCALE, ...translations.map((language) => language.contentfulLocale.code)];
/** The fields the content model localises, by content type. */
const localizedFields = new Map(
  contentModel.map((type) => [
    type.id,
    new Set(type.fields.filter((field) => field.localized).map((field) => field.id)),
  ]),
);

/**
 * A localised field missing from `locales[locale]` is absent: no fallback (docs/decisions/014).
 * An asset's fields are all localised, as Contentful's are.
 * @param {Fixture} fixture @param {string} locale @returns {Fixture}
 */
function inLocale(fixture, locale) {
  if (locale === STUB_DEFAULT_LOCALE) return fixture;
  const own = fixture.locales?.[locale] ?? {};
  const localized = (/** @type {string} */ id) =>
    fixture.contentType === "Asset" || Boolean(localizedFields.get(fixture.contentType)?.has(id));
  const shared = Object.entries(fixture.fields).filter(([id]) => !localized(id));
  const translated = Object.entries(own).filter(([id]) => localized(id));
  return { ...fixture, fields: Object.fromEntries([...shared, ...translated]) };
}

/** @param {string} space @param {string} environment @param {Fixture} fixture @param {string} host @param {string} [locale] */
function toEntry(space, environment, fixture, host, locale = STUB_DEFAULT_LOCALE) {
  const link = (/** @type {string} */ linkType, /** @type {string} */ id) => ({ sys: { type: "Link", linkType, id } });
  return {
    metadata: { tags: [] },
    sys: {
      space: link("Space", space),
      id: fixture.id,
      createdAt: fixture.createdAt ?? STUB_ENTRY_DATE,
      updatedAt: fixture.updatedAt ?? fixture.createdAt ?? STUB_ENTRY_DATE,
      environment: link("Environment", environment),
      revision: 1,
      ...(fixture.contentType === "Asset" ? {} : { contentType: link("ContentType", fixture.contentType) }),
      type: fixture.contentType === "Asset" ? "Asset" : "Entry",
      locale,
    },
    fields: fixture.contentType === "Asset" ? withAssetHost(fixture.fields, host) : fixture.fields,
  };
}

/** An asset's file URL as Contentful writes it, protocol-relative, on this stub's host. @param {Record<string, unknown>} fields @param {string} host */
function withAssetHost(fields, host) {
  const file = /** @type {{ url?: string }} */ (fields.file ?? {});
  if (!file.url?.startsWith("/__assets/")) return fields;
  return { ...fields, file: { ...file, url: `//${host}${file.url}` } };
}

/** @param {unknown} value */
const asText = (value) => (typeof value === "boolean" || typeof value === "number" ? String(value) : value);

/**
 * What `order=<key>` sorts an entry by: one of its fields, or its sys dates as served.
 * @param {string} key e.g. "fields.order" or "sys.createdAt"
 * @returns {(fixture: Fixture) => unknown}
 */
function orderValue(key) {
  if (key === "sys.createdAt") return (fixture) => fixture.createdAt ?? STUB_ENTRY_DATE;
  if (key === "sys.updatedAt") return (fixture) => fixture.updatedAt ?? fixture.createdAt ?? STUB_ENTRY_DATE;
  if (key === "sys.id") return (fixture) => fixture.id;
  const field = key.replace(/^fields\./, "");
  return (fixture) => fixture.fields[field];
}

/** The ids of the entries a fixture's fields link, alone or in a list, in field order. @param {Fixture} fixture */
function linkedEntryIds(fixture) {
  /** @param {unknown} value */
  const entryLink = (value) => {
    const sys = /** @type {{ sys?: { type?: unknown, linkType?: unknown, id?: unknown } } | null} */ (value)?.sys;
    return sys?.type === "Link" && sys.linkType === "Entry" && typeof sys.id === "string" ? [sys.id] : [];
  };
  return Object.values(fixture.fields ?? {}).flatMap((value) =>
    Array.isArray(value) ? value.flatMap(entryLink) : entryLink(value),
  );
}

/** How many levels of links a request resolves: its `include`, 1 by default, 0 to 10. @param {URLSearchParams} query */
function includeDepth(query) {
  const asked = Number(query.get("include") ?? 1);
  return Number.isInteger(asked) ? Math.min(Math.max(asked, 0), 10) : 1;
}

/**
 * The entries the items link, level by level up to `depth`, as `includes.Entry`: each once, only
 * those in `visible`, none of the items themselves.
 * @param {Fixture[]} items @param {Fixture[]} visible @param {number} depth
 */
function linkedEntries(items, visible, depth) {
  const byId = new Map(visible.filter((entry) => entry.contentType !== "Asset").map((entry) => [entry.id, entry]));
  const seen = new Set(items.map((item) => item.id));
  /** @type {Fixture[]} */
  const included = [];
  let level = items;
  for (let step = 0; step < depth && level.length > 0; step++) {
    /** @type {Fixture[]} */
    const next = [];
    for (const id of level.flatMap(linkedEntryIds)) {
      const entry = byId.get(id);
      if (!entry || seen.has(id)) continue;
      seen.add(id);
      next.push(entry);
    }
    included.push(...next);
    level = next;
  }
  return included;
}

/** Only the Delivery API filters the site relies on. @param {Fixture[]} fixtures @param {URLSearchParams} query */
function filterEntries(fixtures, query) {
  let result = fixtures.filter(
    (fixture) =>
      (!query.has("content_type") || fixture.contentType === query.get("content_type")) &&
      (!query.has("sys.id") || fixture.id === query.get("sys.id")),
  );
  for (const [key, value] of query) {
    const match = /^fields\.(\w+)(\[in\])?$/.exec(key);
    if (!match) continue;
    const [, field, inList] = match;
    const allowed = inList ? value.split(",") : [value];
    result = result.filter((fixture) => allowed.includes(/** @type {string} */ (asText(fixture.fields[field]))));
  }
  const order = query.get("order");
  if (order) {
    const keys = order
      .split(",")
      .map((key) => ({ desc: key.startsWith("-"), valueOf: orderValue(key.replace(/^-/, "")) }));
    result = [...result].sort((a, b) => {
      for (const { desc, valueOf } of keys) {
        const [x, y] = [valueOf(a), valueOf(b)];
        if (x === y) continue;
        const cmp = /** @type {any} */ (x) < /** @type {any} */ (y) ? -1 : 1;
        return desc ? -cmp : cmp;
      }
      return 0;
    });
  }
  return result;
}

/** A picture file for an asset, whatever image API parameters came with it. @param {import("node:http").ServerResponse} res @param {string} folder @param {string} name */
function serveAsset(res, folder, name) {
  const type = ASSET_TYPES[extname(name)];
  let body;
  try {
    body = type && !name.includes("/") ? readFileSync(join(folder, name)) : undefined;
  } catch {
    body = undefined;
  }
  if (!body || !type) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    return res.end("No such asset");
  }
  res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
}

/** The local editor's page and scripts. @param {import("node:http").ServerResponse} res @param {string} name */
function serveEditor(res, name) {
  const file = EDITOR_FILES[name];
  if (!file) {
    res.writeHead(404, { "Content-Type": "text/plain" });
    return res.end("No such file");
  }
  res.writeHead(200, { "Content-Type": file.type, "Cache-Control": "no-store" });
  res.end(readFileSync(file.path));
}

/**
 * @param {{ fixtures?: Fixture[], space?: string, environment?: string, token?: string, assetFolder?: string }} [options]
 *   `assetFolder`: the folder the fixtures' pictures are served from
 */
export function createCmsStub({
  fixtures = [],
  space = STUB_SPACE,
  environment = "master",
  token = STUB_TOKEN,
  assetFolder = ASSET_FILES,
} = {}) {
  const startFixtures = structuredClone(fixtures);
  let entries = structuredClone(fixtures);
  /** @type {Fault[]} */
  let faults = [];
  /** @param {Fault | Fault[] | null} next */
  const setFaults = (next) => {
    faults = (Array.isArray(next) ? next : next ? [next] : []).map((fault) => ({ ...fault }));
  };
  /** @type {LoggedRequest[]} */
  const requests = [];

  /** @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { "Content-Type": "application/vnd.contentful.delivery.v1+json", ...CORS, ...headers });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  /** @param {string} id @param {string} message @param {object} [details] */
  const errorBody = (id, message, details) => ({
    sys: { type: "Error", id },
    message,
    ...(details ? { details } : {}),
    requestId: nextRequestId(),
  });

  /** @param {import("node:http").IncomingMessage} req */
  const readJson = async (req) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    return body ? JSON.parse(body) : null;
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {URL} url */
  async function control(req, res, url) {
    if (req.method === "PUT" && url.pathname === "/__stub/entries") entries = await readJson(req);
    else if (req.method === "PUT" && url.pathname === "/__stub/fault") setFaults(await readJson(req));
    else if (req.method === "GET" && url.pathname === "/__stub/requests") return send(res, 200, requests);
    else if (req.method === "POST" && url.pathname === "/__stub/reset") {
      entries = structuredClone(startFixtures);
      faults = [];
      requests.length = 0;
    } else return send(res, 404, errorBody("NotFound", "No such stub control."));
    send(res, 200, { ok: true });
  }

  /** @param {string | undefined} contentType @param {string} locale */
  const takeFault = (contentType, locale) => {
    const current = faults.find(
      (fault) =>
        (!fault.contentType || fault.contentType === contentType) && (!fault.locale || fault.locale === locale),
    );
    if (current?.times !== undefined && --current.times <= 0) faults = faults.filter((fault) => fault !== current);
    return current ?? null;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub.invalid");
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (url.pathname.startsWith("/__stub/")) return control(req, res, url);
    if (url.pathname.startsWith("/__assets/"))
      return serveAsset(res, assetFolder, url.pathname.slice("/__assets/".length));
    if (url.pathname.startsWith("/__editor/")) return serveEditor(res, url.pathname.slice("/__editor/".length));

    const route = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries(?:\/([^/]+))?\/?$/.exec(url.pathname);
    const logged = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      answered: 0,
    };
    requests.push(logged);
    const answer = (
      /** @type {number} */ status,
      /** @type {unknown} */ body,
      /** @type {Record<string,string>} */ headers = {},
    ) => {
      logged.answered = status;
      send(res, status, body, headers);
    };

    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? url.searchParams.get("access_token");
    if (bearer !== token && bearer !== STUB_PREVIEW_TOKEN) {
      return answer(
        401,
        errorBody("AccessTokenInvalid", "The access token you sent could not be found or is invalid."),
      );
    }
    if (!route || route[1] !== space || route[2] !== environment) {
      return answer(
        404,
        errorBody("NotFound", "The resource could not be found.", { type: "Environment", space: route?.[1] }),
      );
    }
    if (url.searchParams.get("locale") === "*") {
      return answer(400, errorBody("BadRequest", "locale=* is served only with all-locale responses."));
    }
    const locale = url.searchParams.get("locale") ?? STUB_DEFAULT_LOCALE;
    if (!STUB_LOCALES.includes(locale)) {
      return answer(400, errorBody("BadRequest", `Unknown locale: ${locale}`));
    }

    const contentType = url.searchParams.get("content_type") ?? undefined;
    const active = takeFault(contentType, locale);
    if (active?.mode === "500") return answer(500, errorBody("InternalServerError", "Internal server error."));
    if (active?.mode === "503") return answer(503, errorBody("ServiceUnavailable", "Service unavailable."));
    if (active?.mode === "429") {
      const reset = String(active.resetSeconds ?? 1);
      return answer(
        429,
        errorBody(
          "RateLimitExceeded",
          "You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.",
        ),
        {
          "X-Contentful-RateLimit-Reset": reset,
        },
      );
    }
    if (active?.mode === "slow") await new Promise((resolve) => setTimeout(resolve, active.delayMs ?? 35_000));
    if (active?.mode === "malformed") return answer(200, '{"sys":{"type":"Array"},"total":1,"items":[{"sys":');

    const host = req.headers.host ?? "127.0.0.1";
    const visible = entries
      .filter((entry) => !entry.draft || bearer === STUB_PREVIEW_TOKEN)
      .map((entry) => inLocale(entry, locale));
    if (route[3]) {
      const fixture = visible.find((entry) => entry.id === route[3] && entry.contentType !== "Asset");
      if (!fixture) {
        return answer(
          404,
          errorBody("NotFound", "The resource could not be found.", {
            type: "Entry",
            id: route[3],
            environment,
            space,
          }),
        );
      }
      return answer(200, toEntry(space, environment, fixture, host, locale));
    }

    const assets = visible.filter((entry) => entry.contentType === "Asset");
    const matching =
      active?.mode === "empty"
        ? []
        : filterEntries(
            visible.filter((entry) => entry.contentType !== "Asset"),
            url.searchParams,
          );
    const skip = Number(url.searchParams.get("skip") ?? 0);
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 100), 1000);
    const items = matching.slice(skip, skip + limit);
    const included = linkedEntries(items, visible, includeDepth(url.searchParams));
    const served = (/** @type {Fixture[]} */ list) =>
      list.map((fixture) => toEntry(space, environment, fixture, host, locale));
    answer(200, {
      sys: { type: "Array" },
      total: matching.length,
      skip,
      limit,
      items: served(items),
      includes: { Entry: served(included), Asset: served(assets) },
    });
  });

  return {
    server,
    /** @param {number} [port] @param {string} [host] @returns {Promise<string>} the stub's base URL */
    listen: (port = 0, host = "127.0.0.1") => listenLocally(server, port, host),
    close: () => new Promise((resolve) => server.close(resolve)),
    /** @param {Fixture[]} next */
    setEntries: (next) => {
      entries = structuredClone(next);
    },
    setFault: setFaults,
    requests,
  };
}

/**
 * One fixtures file, or several separated by commas, in that order: a JSON list, or a module whose
 * default export is one (for entries a rule writes, such as a hundred alike).
 * @param {string} path @returns {Fixture[]}
 */
export function loadFixtures(path) {
  return path
    .split(",")
    .flatMap((file) =>
      file.endsWith(".mjs") ? require(resolve(file)).default : JSON.parse(readFileSync(file, "utf8")),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argument = (/** @type {string} */ name) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const fixturesPath = argument("--fixtures");
  const assets = argument("--assets");
  const stub = createCmsStub({
    fixtures: fixturesPath ? loadFixtures(fixturesPath) : [],
    ...(assets ? { assetFolder: assets } : {}),
  });
  const url = await stub.listen(Number(argument("--port") ?? 4400));
  console.info(`Content stub on ${url} (space ${STUB_SPACE}, token ${STUB_TOKEN})`);
}
