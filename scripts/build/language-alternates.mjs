// @ts-check
// Each page's counterparts in the other languages (docs/decisions/013), as reciprocal `hreflang`
// links (English `x-default`), `og:locale:alternate` and the sitemap's `xhtml:link`s (./seo-files.mjs).
// Written once every language is built and merged, the only moment both sides of a pair are known.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathIn } from "../../app/languages";
import { documentFile } from "./harden.mjs";
import { xmlEscape } from "./seo-files.mjs";

/** @typedef {import("../../app/languages").SiteLanguage} SiteLanguage */
/**
 * `published`: English paths of the pages published in the language; `searched`: those indexed.
 * @typedef {{ language: SiteLanguage, published: string[], searched: string[] }} LanguagePages
 */
/**
 * `alternates`: every language that has the page, itself included, English first.
 * @typedef {{ path: string, language: SiteLanguage, alternates: { language: SiteLanguage, path: string }[] }} SiteMapPage
 */

/**
 * @param {string[]} routePaths the routes every language has (app/route-paths.ts)
 * @param {LanguagePages[]} languages English first
 * @returns {SiteMapPage[]}
 */
export function languageSiteMap(routePaths, languages) {
  const has = (/** @type {LanguagePages} */ pages, /** @type {string} */ path) =>
    routePaths.includes(path) || pages.published.includes(path);
  return languages.flatMap((own) =>
    [...routePaths, ...own.published].map((path) => ({
      path: pathIn(own.language, path),
      language: own.language,
      alternates: languages
        .filter((other) => has(other, path))
        .map((other) => ({ language: other.language, path: pathIn(other.language, path) })),
    })),
  );
}

/**
 * None for a page in one language only.
 * @param {SiteMapPage} page
 * @param {string} origin
 */
export function alternateLinks(page, origin) {
  if (page.alternates.length < 2) return "";
  const link = (/** @type {string} */ hreflang, /** @type {string} */ path) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(`${origin}${path}`)}"/>`;
  const english = page.alternates[0];
  return [
    ...page.alternates.map(({ language, path }) => link(language.tag, path)),
    link("x-default", english.path),
    ...page.alternates
      .filter(({ language }) => language !== page.language)
      .map(({ language }) => `<meta property="og:locale:alternate" content="${language.ogLocale}"/>`),
  ].join("");
}

/**
 * Writes each built page's counterparts into its head, before `</head>`.
 * @param {{ clientDir: string, origin: string, siteMap: SiteMapPage[] }} options
 * @returns {Promise<number>} how many pages name a counterpart
 */
export async function writeLanguageAlternates({ clientDir, origin, siteMap }) {
  let linked = 0;
  for (const page of siteMap) {
    const links = alternateLinks(page, origin);
    const file = join(clientDir, documentFile(page.path));
    if (!links || !existsSync(file)) continue;
    const html = await readFile(file, "utf8");
    if (!html.includes("</head>"))
      throw new Error(`${documentFile(page.path)} has no </head> to write its alternates before.`);
    await writeFile(file, html.replace("</head>", `${links}</head>`));
    linked++;
  }
  return linked;
}
