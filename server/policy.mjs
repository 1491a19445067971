// @ts-check
// Serving policy in one place: security headers, CSP, caching, content types, precompression.
// The build writes it into build/serving.json and deploy/nginx.conf and `npm start` applies the
// same values, so both servers send byte-identical headers.

/** HTTP Strict Transport Security: one year, subdomains included. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Powerful features the site never uses: denied to the page and to any frame. */
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
/**
 * Denied features only. The player's four (autoplay, encrypted media, fullscreen, picture-in-picture)
 * keep their default allowlist (self), which its frame gets from its `allow` attribute
 * (video-facade.tsx), and frame-src admits no other frame. Naming them cost 200 bytes of every first
 * response, the room the Trusted Types directives took (docs/decisions/714).
 */
export function permissionsPolicy() {
  return [...DENIED_FEATURES]
    .sort((a, b) => a.localeCompare(b))
    .map((feature) => `${feature}=()`)
    .join(", ");
}

/**
 * Headers of every response. A preview build (`editorOrigins`: Contentful frames it for Live
 * Preview) sends noindex instead of X-Frame-Options, which cannot name an origin (frame-ancestors does).
 * @param {{ editorOrigins?: string[] }} [origins]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ editorOrigins = [] } = {}) {
  const preview = editorOrigins.length > 0;
  return {
    "Strict-Transport-Security": HSTS,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin",
    // No other site may embed our files; social networks fetch the cards server-side, unaffected.
    "Cross-Origin-Resource-Policy": "same-origin",
    // For browsers that predate CSP's frame-ancestors; the CSP below says the same.
    ...(preview ? { "X-Robots-Tag": "noindex" } : { "X-Frame-Options": "DENY" }),
  };
}

/**
 * One prerendered page's policy: deny by default, then each source it uses (docs/decisions/701).
 * Inline scripts and <style> elements are allowed by hash only; no 'unsafe-inline' or
 * 'unsafe-eval', and the build refuses a page with a style attribute. 'wasm-unsafe-eval' lets
 * Pagefind compile its WebAssembly, never eval (docs/decisions/401-site-search-with-pagefind.md).
 * `editorOrigins`: Contentful may frame a preview build (docs/decisions/501). Trusted Types with no
 * policy: the site's code reaches no script-making sink (docs/decisions/714).
 * @param {{ scriptHashes: string[], styleHashes?: string[], connectOrigins: string[], frameOrigins: string[], imageOrigins?: string[], editorOrigins?: string[] }} page
 */
export function documentCsp({
  scriptHashes,
  styleHashes = [],
  connectOrigins,
  frameOrigins,
  imageOrigins = [],
  editorOrigins = [],
}) {
  const quoted = (/** @type {string[]} */ hashes) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'none'",
    ["script-src 'self'", "'wasm-unsafe-eval'", ...quoted(scriptHashes)].join(" "),
    ["style-src 'self'", ...quoted(styleHashes)].join(" "),
    ["img-src 'self'", ...imageOrigins].join(" "),
    "font-src 'self'",
    "media-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    ...(frameOrigins.length > 0 ? [`frame-src ${frameOrigins.join(" ")}`] : []),
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${editorOrigins.length > 0 ? editorOrigins.join(" ") : "'none'"}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

/**
 * Everything that is not a page (scripts, styles, pictures, route data, redirects, errors): if one
 * is ever opened as a document, it may show itself and nothing else.
 */
export const RESOURCE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const CACHE = {
  /** Hashed file names under /assets/ never change content. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: revalidated on every visit so a deploy shows at once. */
  revalidate: "no-cache",
  /**
   * Route data: five minutes, browser only, so data prefetched before a tap is used
   * (docs/decisions/015); no shared cache, so a newly deployed app never reads older data.
   */
  routeData: "private, max-age=300",
  /** Un-hashed media (pictures, logos, favicon, robots.txt): a day, then revalidate. */
  media: "public, max-age=86400",
  /** Alias redirects: an hour, so a changed alias is picked up the same day. */
  redirect: "public, max-age=3600",
  /** Error answers to malformed requests. */
  none: "no-store",
};

/**
 * Search-index files named by a hash of their content (pagefind.en_<hash>.pf_meta, ...). The rest of
 * /pagefind/ (script, the entry naming the current index, WebAssembly) keeps its name across builds.
 */
export const HASHED_SEARCH_FILE = /^pagefind\/(?:[\w-]+\/)?[\w.-]*_[0-9a-f]{6,}\.pf_(?:meta|index|fragment|filter)$/;

/** The Cache-Control of a file served as itself (not a page), by its path under build/client. */
export function cacheControlForFile(/** @type {string} */ relativePath) {
  if (relativePath.endsWith(".data")) return CACHE.routeData;
  if (relativePath.startsWith("assets/")) return CACHE.immutable;
  if (relativePath.startsWith("pagefind/")) {
    // Hashed index files never change; the files that point at them must be checked on each use.
    return HASHED_SEARCH_FILE.test(relativePath) ? CACHE.immutable : CACHE.revalidate;
  }
  return CACHE.media;
}

/**
 * `charset`: sent with `; charset=utf-8`; `compressible`: precompressed at build.
 * @typedef {{ type: string, charset?: true, compressible?: true }} ContentType
 */

/**
 * nginx gets the same table, and the build fails on an extension missing here, so neither server guesses.
 * @type {Record<string, ContentType>}
 */
export const CONTENT_TYPES = {
  html: { type: "text/html", charset: true, compressible: true },
  js: { type: "text/javascript", charset: true, compressible: true },
  mjs: { type: "text/javascript", charset: true, compressible: true },
  css: { type: "text/css", charset: true, compressible: true },
  json: { type: "application/json", charset: true, compressible: true },
  map: { type: "application/json", charset: true, compressible: true },
  webmanifest: { type: "application/manifest+json", charset: true, compressible: true },
  txt: { type: "text/plain", charset: true, compressible: true },
  xml: { type: "application/xml", charset: true, compressible: true },
  // The cohort's calendar files (scripts/build/calendar-files.mjs).
  ics: { type: "text/calendar", charset: true, compressible: true },
  // React Router's route data for client-side navigation (turbo-stream), as its own server types it.
  data: { type: "text/x-script", charset: true, compressible: true },
  svg: { type: "image/svg+xml", compressible: true },
  ico: { type: "image/x-icon", compressible: true },
  png: { type: "image/png" },
  jpg: { type: "image/jpeg" },
  jpeg: { type: "image/jpeg" },
  gif: { type: "image/gif" },
  webp: { type: "image/webp" },
  avif: { type: "image/avif" },
  woff2: { type: "font/woff2" },
  woff: { type: "font/woff" },
  mp4: { type: "video/mp4" },
  webm: { type: "video/webm" },
  // The search index (Pagefind): binary, compressed by Pagefind itself, read by its script only.
  pagefind: { type: "application/octet-stream" },
  pf_meta: { type: "application/octet-stream" },
  pf_index: { type: "application/octet-stream" },
  pf_fragment: { type: "application/octet-stream" },
  pf_filter: { type: "application/octet-stream" },
};

export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** @param {string} path */
const extensionOf = (path) => /\.([a-z0-9_]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";

/**
 * Types by address where the extension says too little: the Knowledge Hub's `.xml` feeds are Atom
 * (RFC 4287). Cache, precompression and CSP still follow extension and folder. The server (plain
 * JavaScript) cannot load app/route-paths.ts, so the build writes this table to build/serving.json
 * (`contentTypes`, scripts/build/harden.mjs), the one source for `npm start`, nginx and `_headers`.
 * @param {string[]} feeds the feed's address in each language ("/knowledge-hub/feed.xml", "/hi/knowledge-hub/feed.xml")
 * @returns {Record<string, { type: string, charset?: true }>} by request path
 */
export function contentTypesByPath(feeds) {
  return Object.fromEntries(feeds.map((feed) => [feed, { type: "application/atom+xml", charset: true }]));
}

/** The Content-Type header of a type. @param {{ type: string, charset?: true }} entry */
export const contentTypeHeader = (entry) => (entry.charset ? `${entry.type}; charset=utf-8` : entry.type);

/**
 * A type by address in `byPath` (the serving manifest's `contentTypes`) wins over the extension's.
 * @param {string} path the file's path under build/client ("knowledge-hub/feed.xml")
 * @param {Record<string, { type: string, charset?: true }>} [byPath] types by request path
 */
export function contentTypeFor(path, byPath = {}) {
  const entry = byPath[`/${path}`] ?? CONTENT_TYPES[extensionOf(path)];
  return entry ? contentTypeHeader(entry) : DEFAULT_CONTENT_TYPE;
}

/** @param {string} path */
export const hasKnownContentType = (path) => extensionOf(path) in CONTENT_TYPES;

/**
 * Compressible files this large get .br and .gz siblings (kept only if smaller): Brotli still halves
 * a few-hundred-byte script, and first loads are made of such chunks.
 */
export const PRECOMPRESS_MIN_BYTES = 256;

/** @param {string} path */
export const isCompressible = (path) => CONTENT_TYPES[extensionOf(path)]?.compressible === true;

/** Precompressed siblings, in the order the server prefers them when the client accepts both. */
export const ENCODINGS = /** @type {const} */ ([
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
]);

/** The longest request target either server accepts (nginx's 8 KB header buffer). */
export const MAX_URL_BYTES = 8 * 1024;

/**
 * CDN host config (Cloudflare Pages, Netlify: scripts/build/cdn-files.mjs), not content: no server
 * serves them (`npm start` and nginx answer 404).
 */
export const HOST_CONFIG_FILES = ["_headers", "_redirects"];

/** Methods a static site answers; anything else gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD"];
