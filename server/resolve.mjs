// @ts-check
// What the server does with a request, decided from its method and target alone: no I/O, so every
// rule is unit-tested (server/resolve.test.ts) and mirrors deploy/nginx.conf rule for rule.
import {
  ALLOWED_METHODS,
  CACHE,
  cacheControlForFile,
  contentTypeFor,
  ENCODINGS,
  HOST_CONFIG_FILES,
  MAX_URL_BYTES,
} from "./policy.mjs";

/** @typedef {import("./manifest.mjs").ServingManifest} ServingManifest */

/**
 * @typedef {{ kind: "error", status: 400 | 405 | 414 }} ErrorAction
 * @typedef {{ kind: "redirect", status: 301, location: string }} RedirectAction
 * @typedef {{
 *   kind: "file",
 *   status: 200 | 404,
 *   file: string,
 *   headers: { "Content-Type": string, "Cache-Control": string, "Content-Security-Policy"?: string },
 *   encodings: string[],
 * }} FileAction
 * @typedef {ErrorAction | RedirectAction | FileAction} Action
 */

/**
 * Splits a request target into its decoded, normalised path and its raw query, the way nginx reads
 * it: absolute-form is reduced to its path, percent-escapes are decoded (%2F included), repeated
 * slashes merge, "." and ".." segments resolve. Null when the target is malformed, holds a NUL, or
 * climbs above the root.
 * @param {string} target
 * @returns {{ path: string, query: string } | null}
 */
export function parseTarget(target) {
  const originForm = target.replace(/^https?:\/\/[^/?#]*/i, "") || "/";
  if (!originForm.startsWith("/")) return null;
  const queryAt = originForm.indexOf("?");
  const rawPath = queryAt === -1 ? originForm : originForm.slice(0, queryAt);
  const query = queryAt === -1 ? "" : originForm.slice(queryAt + 1);

  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;

  const segments = decoded.split("/").slice(1);
  /** @type {string[]} */
  const kept = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === "..") {
      if (kept.length === 0) return null;
      kept.pop();
      if (last) kept.push("");
    } else if (segment === ".") {
      if (last) kept.push("");
    } else if (segment !== "" || last) {
      kept.push(segment);
    }
  }
  return { path: `/${kept.join("/")}`, query };
}

/** @param {string} path @param {string} query */
const withQuery = (path, query) => (query ? `${path}?${query}` : path);

/**
 * @param {{ manifest: ServingManifest, files: ReadonlySet<string> }} site
 *   files: every file under build/client, as posix paths relative to it, precompressed siblings included
 */
export function createResolver({ manifest, files }) {
  /** @param {string} file */
  const encodingsOf = (file) => ENCODINGS.filter(({ suffix }) => files.has(file + suffix)).map(({ name }) => name);

  /** @param {{ file: string, csp: string }} page @returns {FileAction} */
  const notFoundPage = (page) => ({
    kind: "file",
    status: 404,
    file: page.file,
    headers: {
      "Content-Type": contentTypeFor(page.file),
      "Cache-Control": CACHE.revalidate,
      "Content-Security-Policy": page.csp,
    },
    encodings: encodingsOf(page.file),
  });
  const notFoundEverywhere = notFoundPage(manifest.notFound);
  /** Each language's 404 page, for the addresses under its prefix (docs/decisions/013). */
  const notFoundUnder = Object.entries(manifest.notFoundByPrefix).map(([prefix, page]) => ({
    prefix,
    action: notFoundPage(page),
  }));
  /** @param {string} path */
  const notFoundFor = (path) =>
    notFoundUnder.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))?.action ?? notFoundEverywhere;

  /**
   * @param {string} method
   * @param {string} target the request target as received (`req.url`)
   * @returns {Action}
   */
  return function resolve(method, target) {
    if (Buffer.byteLength(target) > MAX_URL_BYTES) return { kind: "error", status: 414 };
    const parsed = parseTarget(target);
    if (!parsed) return { kind: "error", status: 400 };
    if (!ALLOWED_METHODS.includes(method)) return { kind: "error", status: 405 };

    const { path, query } = parsed;
    const bare = path.length > 1 ? path.replace(/\/$/, "") : path;

    const alias = manifest.aliases[bare];
    if (alias) return { kind: "redirect", status: 301, location: withQuery(alias, query) };

    const document = manifest.documents[bare];
    if (document) {
      if (bare !== path) return { kind: "redirect", status: 301, location: withQuery(bare, query) };
      return {
        kind: "file",
        status: 200,
        file: document.file,
        headers: {
          "Content-Type": contentTypeFor(document.file),
          "Cache-Control": CACHE.revalidate,
          "Content-Security-Policy": document.csp,
        },
        encodings: encodingsOf(document.file),
      };
    }

    // Directories are not pages; HTML only at its route; compressed siblings only by negotiation.
    if (path.endsWith("/") || /\.(?:html|br|gz)$/.test(path)) return notFoundFor(path);
    const file = path.slice(1);
    if (!files.has(file) || HOST_CONFIG_FILES.includes(file)) return notFoundFor(path);
    return {
      kind: "file",
      status: 200,
      file,
      headers: {
        "Content-Type": contentTypeFor(file, manifest.contentTypes),
        "Cache-Control": cacheControlForFile(file),
      },
      encodings: encodingsOf(file),
    };
  };
}
