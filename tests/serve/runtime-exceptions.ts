// Where a server's runtime cannot answer as the policy says: the serving tests check what it does
// instead, by name, and docs/serving.md's table lists each. Never a silently skipped assertion.

export type ServerName = "node" | "nginx" | "pages";

export const EXCEPTIONS = {
  "compresses-per-request": {
    servers: ["pages"],
    what:
      "The runtime compresses text itself on each request (the first of gzip and br the client lists), " +
      "ignores the build's .br/.gz files, sends no Vary: Accept-Encoding, and streams bodies without " +
      "Content-Length. Cloudflare's edge compresses on its own as well. Only the types on Cloudflare's list: " +
      "not application/atom+xml (the Knowledge Hub's feed), which it sends uncompressed.",
  },
  "etag-only-revalidation": {
    servers: ["pages"],
    what: "No Last-Modified: If-Modified-Since answers 200; If-None-Match answers 304, without an ETag.",
  },
  "no-byte-ranges": {
    servers: ["pages"],
    what: "Range is ignored: 200 with the whole file, never 206 or 416 (Pages documents this).",
  },
  "host-content-types": {
    servers: ["pages"],
    what:
      "Types from the host's own table: .js as application/javascript, .xml and .json (the search " +
      "index's entry) without a charset, route data (.data) as application/octet-stream. Browsers, " +
      "Pagefind and React Router read them alike. A file typed by its address (the Knowledge Hub's feed) " +
      "gets the policy's type from its _headers rule, as on the other servers.",
  },
  "not-found-policy-in-meta": {
    servers: ["pages"],
    what:
      "An unknown path gets 404.html with status 404, its policy in a <meta> (header rules match by " +
      "request path, so none can target it), Cache-Control: no-store (Pages' own) and no ETag; under a " +
      "folder with a file rule (/assets/, /img/...) it also carries that rule's headers.",
  },
  "published-pages-policy-in-page": {
    servers: ["pages"],
    what:
      "A page the team published (an article, a further page of the hub's cards, a landing page) has no " +
      "_headers rule, so their number can grow past Pages' 100 rules: its policy is in a <meta> of the page " +
      "(without frame-ancestors, which a <meta> cannot carry: a public build's X-Frame-Options: DENY on /* " +
      "still forbids framing, while a preview copy's published pages may be framed by any site there), and " +
      "Cache-Control is Pages' own for " +
      "HTML, public, max-age=0, must-revalidate (revalidated on every visit, as no-cache is).",
  },
  "pretty-urls": {
    servers: ["pages"],
    what:
      "Pages serves x.html at /x and x/index.html at /x/ (so /404, /404/ and /__spa-fallback answer 200, " +
      "with their own policies), and moves .html addresses there with 308.",
  },
  "repeated-slashes": {
    servers: ["pages"],
    what: "//perks is not merged into /perks: it answers 308 to /perks/, which answers 301 to /perks.",
  },
  "slash-redirect-headers": {
    servers: ["pages"],
    what:
      "A page's trailing-slash 301 carries only the security headers: a rule for /perks/ could reach " +
      "/perks on a host that matches either form (docs/decisions/101-cdn-headers-and-redirects.md).",
  },
  "methods-after-redirects": {
    servers: ["pages"],
    what:
      "Redirects answer any method with 301; other methods get 405 without Allow, with the address's own " +
      "CSP and Cache-Control; TRACE gets no answer from the local runtime.",
  },
  "precompressed-copies-uploaded": {
    servers: ["pages"],
    what:
      "Pages (wrangler pages deploy) and Netlify have no ignore file for the published folder, so the " +
      ".br/.gz copies are uploaded and answer at their own addresses as application/octet-stream.",
  },
  "malformed-requests": {
    servers: ["pages"],
    what:
      "The local runtime's HTTP layer resolves .. and escapes before the site sees them (404, not 400), " +
      "answers a URL over 8 KiB with 431, CONNECT with 500, an unknown method with 501 and a control " +
      "character with 400 (all without the site's headers), and reads a target that is no path as one " +
      "(GET perks serves /perks).",
  },
  "local-asset-lookup-errors": {
    servers: ["pages"],
    what:
      "Wrangler 4's local asset server answers 502 with its own plain-text error where its file look-up " +
      "throws: the host's config files /_headers and /_redirects (it looks for _headers/index.html under " +
      "a file) and a path with an encoded NUL. Cloudflare's edge serves neither config file; nothing from " +
      "outside the build is sent.",
  },
  "dev-only-header": {
    servers: ["pages"],
    what: "X-Server-Env: dev on the local runtime's answers (not sent in production).",
  },
} as const satisfies Record<string, { servers: readonly ServerName[]; what: string }>;

export type ExceptionName = keyof typeof EXCEPTIONS;

/** Whether the named exception applies to this server. */
export function excepted(server: string, name: ExceptionName): boolean {
  return (EXCEPTIONS[name].servers as readonly string[]).includes(server);
}

/** "published-pages-policy-in-page": what Pages sends for HTML no rule gives a Cache-Control. */
export const PAGES_HTML_CACHE = "public, max-age=0, must-revalidate";

/** Parity compares these only where no exception applies to them. */
export const HOST_CONTENT_TYPES: Record<string, string> = {
  "text/javascript; charset=utf-8": "application/javascript",
  "application/xml; charset=utf-8": "application/xml",
  "application/json; charset=utf-8": "application/json",
  "text/x-script; charset=utf-8": "application/octet-stream",
};

/** "pretty-urls": what Pages answers at addresses where the other servers send the 404 page. */
export const PRETTY_URL_ANSWERS: Record<string, { status: 200 } | { status: 308; location: string }> = {
  "/index.html": { status: 308, location: "/" },
  "/perks/index.html": { status: 308, location: "/perks/" },
  "/__spa-fallback.html": { status: 308, location: "/__spa-fallback" },
  "/404/index.html": { status: 308, location: "/404/" },
  "/404": { status: 200 },
};
