// @ts-check
// Pages for the aliases (/bootstrapped, /vc-funded, /infinity), for hosts where a file shadows a
// redirect rule (Netlify); our servers answer 301 first. Rewrites React Router's, whose refresh
// (`0;url=`) HTML does not allow and which has no language. No script, so no hash for harden.mjs.
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
 * Titled like its target.
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
