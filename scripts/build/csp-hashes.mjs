// @ts-check
// SHA-256 hashes of a page's inline scripts and styles for its CSP. Data blocks (JSON-LD) never
// run, so CSP never checks them: hashing one would add 54 bytes to every first flight. <style> in
// <noscript> is hashed too: CSP holds where scripting is off.
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { attribute, elements, parseHtml, textOf } from "./html.mjs";

/** @param {string} source @returns {string} e.g. "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=" */
export const sha256Source = (source) => `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;

/** JavaScript MIME types as HTML lists them: such a script is classic. */
const JAVASCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/**
 * Per HTML's "prepare the script element": neither JavaScript nor module, importmap, speculationrules.
 * @param {string | undefined} type its type attribute
 */
export function isDataBlock(type) {
  const value = type?.trim() ?? "";
  if (value === "" || JAVASCRIPT_TYPE.test(value)) return false;
  return !["module", "importmap", "speculationrules"].includes(value.toLowerCase());
}

/**
 * @param {string} html a whole document
 * @returns {string[]} one hash per distinct inline script the browser runs, in document order
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const element of elements(parseHtml(html))) {
    // An SVG <script> inside the page runs too; with src (HTML) or href (SVG) it is a file, not inline.
    if (element.tagName !== "script") continue;
    if (attribute(element, "src") !== undefined || attribute(element, "href") !== undefined) continue;
    if (isDataBlock(attribute(element, "type"))) continue;
    // An empty script runs nothing: a browser returns from it before its policy check
    // (defer-hydration.mjs leaves such placeholders for React to hydrate).
    if (textOf(element) === "") continue;
    hashes.add(sha256Source(textOf(element)));
  }
  return [...hashes];
}

/**
 * @param {string} html a whole document
 * @returns {string[]} one hash per distinct <style> element, in document order, including those a
 *   browser without scripting reads inside <noscript> (parsed here as that browser parses them)
 */
export function inlineStyleHashes(html) {
  const hashes = new Set();
  for (const element of elements(parse(html, { scriptingEnabled: false }))) {
    if (element.tagName === "style") hashes.add(sha256Source(textOf(element)));
  }
  return [...hashes];
}

/**
 * The strict style-src (no 'unsafe-inline' or 'unsafe-hashes') refuses these, so the build stops
 * rather than ship styles that do not apply.
 * @param {string} html a whole document
 * @returns {string[]} each as `<tag style="…">`
 */
export function styleAttributes(html) {
  return [...elements(parse(html, { scriptingEnabled: false }))]
    .filter((element) => attribute(element, "style") !== undefined)
    .map((element) => `<${element.tagName} style="${attribute(element, "style")}">`);
}
