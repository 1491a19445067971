// @ts-check
// The aliases' pages (/bootstrapped, /vc-funded, /infinity). Every server of ours answers an alias
// with a 301 before any file is read; a host that cannot (Netlify, where a file shadows a redirect
// rule) serves this page instead. React Router prerenders one for the alias route's redirect, but
// with a refresh HTML does not allow (`0;url=`) and no language: this writes it again, valid, with
// a canonical link to the page it stands for, kept out of search results. No script, so no hash
// for harden.mjs to add.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { documentFile } from "./harden.mjs";
import { elements, parseHtml, textOf } from "./html.mjs";

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * @param {{ target: string, title: string, origin: string, lang: string, movedText: string }} page
 *   target: the canonical path; title: that page's title
 */
export function aliasPage({ target, title, origin, lang, movedText }) {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(`${origin}${target}`)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>${escapeHtml(movedText)} <a href="${href}">${escapeHtml(title)}</a></p>
</body>
</html>
`;
}

/** The text of a built page's `<title>`. @param {string} html */
export function pageTitle(html) {
  const title = [...elements(parseHtml(html))].find((element) => element.tagName === "title");
  if (!title) throw new Error("The page has no <title>.");
  return textOf(title);
}

/**
 * Writes each alias's page over the one React Router prerendered, titled like its target.
 * @param {{ clientDir: string, aliases: Record<string, string>, origin: string, lang: string, movedText: string }} options
 * @returns {Promise<number>} how many were written
 */
export async function writeAliasPages({ clientDir, aliases, origin, lang, movedText }) {
  for (const [alias, target] of Object.entries(aliases)) {
    const title = pageTitle(await readFile(join(clientDir, documentFile(target)), "utf8"));
    await writeFile(join(clientDir, documentFile(alias)), aliasPage({ target, title, origin, lang, movedText }));
  }
  return Object.keys(aliases).length;
}
