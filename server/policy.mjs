// @ts-check
// The serving policy, in one place: security headers, Content-Security-Policy, caching, content
// types and which files are precompressed. The build resolves it into build/serving.json and
// deploy/nginx.conf; the Node server (`npm start`) applies the same values, so both servers send
// byte-identical headers.

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
 * Every denied feature, and nothing else: the four the video player uses (autoplay, encrypted
 * media, fullscreen, picture-in-picture) keep their default allowlist, the page itself, which the
 * player's frame gets from its `allow` attribute alone (video-facade.tsx); no other frame can have
 * them, since the page's CSP frames the video host only (frame-src). Naming them here with the host
 * repeated four times said nothing more, in 200 bytes of every page's first response, the room
 * the Trusted Types directives took (docs/decisions/714).
 */
export function permissionsPolicy() {
  return [...DENIED_FEATURES]
    .sort((a, b) => a.localeCompare(b))
    .map((feature) => `${feature}=()`)
    .join(", ");
}

/**
 * Headers every response carries, whatever it is. A preview build (`editorOrigins`: Contentful's
 * web app, which frames it for Live Preview) sends no X-Frame-Options, which cannot name an
 * origin (the pages' frame-ancestors does), and tells search engines to keep out of it.
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
    // No other site may embed our files (scripts, pictures, fonts, route data) in its pages; the
    // social networks fetch the cards from their servers, which this does not touch.
    "Cross-Origin-Resource-Policy": "same-origin",
    // For browsers that predate CSP's frame-ancestors; the CSP below says the same.
    ...(preview ? { "X-Robots-Tag": "noindex" } : { "X-Frame-Options": "DENY" }),
  };
}

/**
 * The policy of one prerendered page: nothing by default, then each kind of thing the page uses,
 * from where (docs/decisions/701). Scripts: our own files and exactly the inline scripts the build
 * found in that page, by hash; no 'unsafe-inline', no 'unsafe-eval'. 'wasm-unsafe-eval' lets the
 * site search (Pagefind, from /pagefind/) compile its WebAssembly, which every page can open from
 * its header; it allows WebAssembly only, never eval or new Function
 * (docs/decisions/401-site-search-with-pagefind.md). Styles: our stylesheet and exactly the
 * page's own <style> elements (its critical rules, its <noscript> rules), by hash; no style
 * attribute applies, and the build refuses a page that has one. Pictures, fonts and clips come
 * from the site; pictures also from the content service's image host, only in builds that have a
 * content service (`imageOrigins`). Connections: the site (search index, route data), plus the
 * content service and the measurement collector where a build is configured for them. Frames: the
 * video host's player, once a visitor presses play. No one may frame a page but Contentful's web
 * app a preview build's (`editorOrigins`, for Live Preview: docs/decisions/501). Trusted Types: the
 * browser refuses a string given to any DOM sink that makes script (innerHTML, a script's src or
 * text, document.write, eval), and the page may create no policy to bless one: the site's code
 * reaches no sink (docs/decisions/714).
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
   * Route data, which only a running app asks for: five minutes in the visitor's browser alone, so
   * that what the app fetched ahead of a tap is used by it (docs/decisions/015). A shared cache
   * keeps none: an app the deploy brought never reads data from before it there.
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
 * The search index's files whose names carry a hash of their content (pagefind.en_<hash>.pf_meta,
 * index/en_<hash>.pf_index, fragment/en_<hash>.pf_fragment, filter/...). The rest of /pagefind/
 * keeps its name from build to build: the script, its entry (which names the current index) and
 * the WebAssembly.
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
 * A content type: `charset` marks text types sent with `; charset=utf-8`, `compressible` the kinds
 * of file precompressed at build.
 * @typedef {{ type: string, charset?: true, compressible?: true }} ContentType
 */

/**
 * Content types by extension, for every kind of file the build emits. nginx gets the same table,
 * and the build fails on a file whose extension is missing here, so neither server guesses.
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
 * Content types given by a file's address rather than its extension, for the few files whose
 * extension says too little: the Knowledge Hub's feeds (one per language) are `.xml`, but feed
 * readers and browsers know an Atom feed by its own type (RFC 4287). All else about such a file (cache rule,
 * precompression, its CSP) is what its extension and folder give it, as for any file.
 *
 * The addresses are the site's (app/route-paths.ts), which the production server does not load
 * (it runs as plain JavaScript, and checks its Node before anything else): the build calls this
 * with them and writes the table into build/serving.json (`contentTypes`, scripts/build/harden.mjs).
 * `npm start` reads it there, and deploy/nginx.conf and `_headers` are written from it, so the
 * three servers cannot disagree.
 * @param {string[]} feeds the feed's address in each language ("/knowledge-hub/feed.xml", "/hi/knowledge-hub/feed.xml")
 * @returns {Record<string, { type: string, charset?: true }>} by request path
 */
export function contentTypesByPath(feeds) {
  return Object.fromEntries(feeds.map((feed) => [feed, { type: "application/atom+xml", charset: true }]));
}

/** The Content-Type header of a type. @param {{ type: string, charset?: true }} entry */
export const contentTypeHeader = (entry) => (entry.charset ? `${entry.type}; charset=utf-8` : entry.type);

/**
 * The Content-Type header for a file: its address's own type when `byPath` has one (the serving
 * manifest's `contentTypes`), else its extension's.
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
 * Files at least this large, of a compressible type, get .br and .gz siblings at build (each kept
 * only when smaller than the file). Brotli still halves a script of a few hundred bytes, and the
 * pages' first loads are made of such chunks.
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
 * Files the build writes into build/client for CDN hosts (Cloudflare Pages, Netlify: see
 * scripts/build/cdn-files.mjs). They configure the host and are not content: the hosts never serve
 * them, and neither do `npm start` and nginx (the 404 page instead).
 */
export const HOST_CONFIG_FILES = ["_headers", "_redirects"];

/** Methods a static site answers; anything else gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD"];
