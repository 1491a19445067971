// @ts-check
// sitemap.xml (prerendered canonical routes, less those with pageMeta.noindex) and robots.txt
// (crawlers let in on production builds only).
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PAGE_NOINDEX } from "../../app/lib/robots";

/** @typedef {import("./language-alternates.mjs").SiteMapPage} SiteMapPage */

/**
 * XML 1.0's `Char` production: what it cannot carry even escaped.
 * @param {number} code a code point
 */
const isXmlChar = (code) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/**
 * For text or an attribute in either quote; drops what XML cannot carry. Also used by article-feed.mjs.
 * @param {string} text
 */
export const xmlEscape = (text) =>
  [...text]
    .filter((char) => isXmlChar(/** @type {number} */ (char.codePointAt(0))))
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * Translations as `xhtml:link` alternates, the page itself included, as Google reads them.
 * @param {{ origin: string, pages: Pick<SiteMapPage, "path" | "alternates">[] }} site
 */
export function sitemapXml({ origin, pages }) {
  const url = (/** @type {string} */ path) => xmlEscape(`${origin}${path}`);
  const urls = pages
    .map(({ path, alternates }) => {
      const links =
        alternates.length < 2
          ? ""
          : [...alternates.map(({ language, path }) => [language.tag, path]), ["x-default", alternates[0].path]]
              .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`)
              .join("");
      return `  <url><loc>${url(path)}</loc>${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** @param {{ origin: string, indexable: boolean }} site */
export function robotsTxt({ origin, indexable }) {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
    : `# Not a production build: keep every crawler out.\nUser-agent: *\nDisallow: /\n`;
}

/**
 * @param {{ clientDir: string, origin: string, indexable: boolean, siteMap: SiteMapPage[] }} options
 *   siteMap: every page of every language, with its counterparts (./language-alternates.mjs)
 * @returns {Promise<string[]>} the paths listed in the sitemap
 */
export async function writeSeoFiles({ clientDir, origin, indexable, siteMap }) {
  const keptOut = `<meta name="robots" content="${PAGE_NOINDEX}"/>`;
  const listed = (/** @type {string} */ path) => {
    const page = join(clientDir, path, "index.html");
    return existsSync(page) && !readFileSync(page, "utf8").includes(keptOut);
  };
  // A page kept out of search results is no one's alternate either.
  const pages = siteMap
    .filter(({ path }) => listed(path))
    .map((page) => ({ ...page, alternates: page.alternates.filter(({ path }) => listed(path)) }));
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml({ origin, pages }));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt({ origin, indexable }));
  return pages.map(({ path }) => path);
}
