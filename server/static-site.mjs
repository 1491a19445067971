// @ts-check
// The production request handler: the prerendered build served by sirv (precompressed files,
// ETag, Last-Modified), alias redirects, and the 404 page with a real 404 status.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

/** Hashed file names under /assets/ never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and route data must be revalidated on every visit so a deploy shows at once. */
const REVALIDATE = "no-cache";
/** Un-hashed media (pictures, logos, favicon): a day, then revalidate. */
const MEDIA = "public, max-age=86400";

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/")) return IMMUTABLE;
  if (pathname.endsWith(".html") || pathname.endsWith(".data") || !/\.[a-z0-9]+$/i.test(pathname)) return REVALIDATE;
  return MEDIA;
}

/**
 * @param {{ buildDir: string }} options
 * @returns {import("node:http").RequestListener}
 */
export function createSiteHandler({ buildDir }) {
  const clientDir = join(buildDir, "client");
  /** @type {{ aliases: Record<string, string>, notFoundDocument: string }} */
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8"));
  const notFoundHtml = readFileSync(join(clientDir, manifest.notFoundDocument));

  /** @type {import("node:http").RequestListener} */
  const sendNotFound = (_req, res) => {
    res.writeHead(404, {
      "Content-Type": "text/html;charset=utf-8",
      "Content-Length": notFoundHtml.length,
      "Cache-Control": REVALIDATE,
    });
    res.end(notFoundHtml);
  };

  const serveFile = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => res.setHeader("Cache-Control", cacheControlFor(pathname)),
    onNoMatch: sendNotFound,
  });

  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? "/", "http://site.invalid");
    const target = manifest.aliases[pathname.replace(/\/+$/, "")];
    if (target) {
      res.writeHead(301, { Location: `${target}${search}`, "Cache-Control": "public, max-age=3600" });
      res.end();
      return;
    }
    // The SPA fallback shell and the 404 document's own address are not pages.
    if (pathname === "/__spa-fallback.html" || pathname.startsWith("/404")) {
      sendNotFound(req, res);
      return;
    }
    serveFile(req, res);
  };
}
