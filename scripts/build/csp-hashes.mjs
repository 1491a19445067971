// @ts-check
// The SHA-256 source expressions of a page's inline scripts, for its Content-Security-Policy.
// Every inline <script> is hashed, whatever its type: executable ones (classic, module) need it,
// and hashing a data block (JSON-LD) as well costs a few bytes and cannot break anything.
import { createHash } from "node:crypto";
import { attribute, elements, parseHtml, textOf } from "./html.mjs";

/** @param {string} source @returns {string} e.g. "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=" */
export const sha256Source = (source) => `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;

/**
 * @param {string} html a whole document
 * @returns {string[]} one hash per distinct inline script, in document order
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const element of elements(parseHtml(html))) {
    // An SVG <script> inside the page runs too; with src (HTML) or href (SVG) it is a file, not inline.
    if (element.tagName !== "script") continue;
    if (attribute(element, "src") !== undefined || attribute(element, "href") !== undefined) continue;
    hashes.add(sha256Source(textOf(element)));
  }
  return [...hashes];
}
