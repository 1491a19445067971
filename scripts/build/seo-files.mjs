// @ts-check
// sitemap.xml and robots.txt for the built site: the sitemap lists the canonical routes that were
// prerendered; robots.txt lets crawlers in only on a production build.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** @param {string} text */
const xmlEscape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** @param {{ origin: string, paths: string[] }} site */
export function sitemapXml({ origin, paths }) {
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** @param {{ origin: string, indexable: boolean }} site */
export function robotsTxt({ origin, indexable }) {
  return indexable
    ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
    : `# Not a production build: keep every crawler out.\nUser-agent: *\nDisallow: /\n`;
}

/**
 * @param {{ clientDir: string, origin: string, indexable: boolean, canonicalPaths: string[] }} options
 * @returns {Promise<string[]>} the paths listed in the sitemap
 */
export async function writeSeoFiles({ clientDir, origin, indexable, canonicalPaths }) {
  const built = canonicalPaths.filter((path) => existsSync(join(clientDir, path, "index.html")));
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml({ origin, paths: built }));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt({ origin, indexable }));
  return built;
}
