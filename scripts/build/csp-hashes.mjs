// @ts-check
// The SHA-256 source expressions of a page's inline scripts and styles, for its
// Content-Security-Policy. Every inline <script> a browser runs is hashed: classic, module, import
// map, speculation rules. A data block (JSON-LD) is never run, so CSP never checks it; its hash
// would only add 54 bytes to the header, which is in every page's first flight. Every <style>
// element is hashed, those inside <noscript> included: they apply where scripting is off, and CSP
// holds there too.
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { attribute, elements, parseHtml, textOf } from "./html.mjs";

/** @param {string} source @returns {string} e.g. "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=" */
export const sha256Source = (source) => `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;

/** JavaScript's MIME types, as HTML lists them: a script of one of these types is classic. */
const JAVASCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/**
 * Whether a script is a data block, which the browser never runs (HTML's "prepare the script
 * element"): a type that is neither JavaScript's nor module, importmap or speculationrules.
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
 * Elements with a `style` attribute: a strict style-src refuses them (no 'unsafe-inline', no
 * 'unsafe-hashes'), so the build stops rather than ship a page whose styles do not apply.
 * @param {string} html a whole document
 * @returns {string[]} each as `<tag style="…">`
 */
export function styleAttributes(html) {
  return [...elements(parse(html, { scriptingEnabled: false }))]
    .filter((element) => attribute(element, "style") !== undefined)
    .map((element) => `<${element.tagName} style="${attribute(element, "style")}">`);
}
