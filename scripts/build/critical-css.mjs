// @ts-check
// One round trip to first paint (docs/decisions/702): each prerendered page carries, in a <style>
// of its own, the rules of the site's stylesheet that match its markup (found by Beasties), and
// fetches the whole sheet without waiting for it. The sheet's link starts as `media="print"`,
// which no screen waits for; a small script right after it (the same text on every page, so the
// same hash) switches it to all media once it has loaded. Without JavaScript a <noscript> copy of
// the link loads the sheet as it always did. The build then hashes that <style> and that script
// into the page's Content-Security-Policy (harden.mjs); the rest of the page stays byte for byte
// as React Router wrote it.
import Beasties from "beasties";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { attribute, elements, parseHtml, replaceElements, textOf } from "./html.mjs";
import { listFiles } from "./precompress.mjs";

/** @typedef {import("./html.mjs").Element} Element */

/**
 * Rules no prerendered markup matches but the first paint may need, because a before-paint
 * script sets what they select on <html>: the visitor's "Pause animations" choice, restored as
 * <html data-motion="paused"> (app/lib/motion.ts), and the announcement live at the visitor's
 * time, named as <html data-announcement="2"> (app/lib/announcement.ts); and the pause switch's
 * checked state without JavaScript.
 */
const FIRST_PAINT_STATES = [/data-motion/, /data-announcement/, /#pause-animations/];

/** Switches the stylesheet link just before it to all media once the sheet has arrived. */
export const STYLESHEET_SWITCH_SCRIPT =
  '(l=>{const all=()=>{l.media="all"};l.sheet?all():l.addEventListener("load",all)})(document.currentScript.previousElementSibling)';

/**
 * The sheet's @font-face rules. Beasties keeps a face only when a critical rule names its family
 * outright, and ours is named through a custom property (--font-sans): without them the first
 * paint would have neither Inter nor its metric-matched stand-ins (fonts.css). A few hundred
 * bytes; a browser fetches a face's file only for characters the page shows.
 * @param {string} sheet the minified stylesheet
 */
export const fontFaces = (sheet) => (sheet.match(/@font-face\{[^}]*\}/g) ?? []).join("");

/** @param {Element} element */
const isStylesheet = (element) => element.tagName === "link" && attribute(element, "rel") === "stylesheet";

/** @param {string} value */
const escapeAttribute = (value) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * The page with its critical rules inline and the sheet loaded without blocking paint.
 * @param {string} html the page as React Router wrote it
 * @param {string} critical the rules of the sheet its markup uses
 */
export function withCriticalCss(html, critical) {
  if (critical.includes("</style")) throw new Error("A stylesheet rule contains </style: it cannot be inlined.");
  let links = 0;
  const result = replaceElements(html, (element) => {
    if (!isStylesheet(element)) return undefined;
    links++;
    const attributes = element.attrs
      .filter((attr) => attr.name !== "media")
      .map((attr) => `${attr.name}="${escapeAttribute(attr.value)}"`)
      .join(" ");
    return (
      `<style>${critical}</style>` +
      `<link ${attributes} media="print"/><script>${STYLESHEET_SWITCH_SCRIPT}</script>` +
      `<noscript><link ${attributes}/></noscript>`
    );
  });
  if (links !== 1) throw new Error(`Expected one stylesheet link in the page, found ${links}.`);
  return result;
}

/**
 * The rules Beasties keeps for a page: it writes them into a <style> just before the link.
 * @param {string} processed Beasties' output
 */
function criticalRulesOf(processed) {
  const found = [...elements(parseHtml(processed))];
  const link = found.findIndex(isStylesheet);
  const style = found[link - 1];
  if (link < 1 || style.tagName !== "style") throw new Error("Beasties wrote no critical rules before the stylesheet.");
  return textOf(style);
}

/**
 * @param {string} clientDir the prerendered site (build/client)
 * @returns {Promise<{ pages: number, bytes: number }>} pages changed, and the inlined rules' size over all of them
 */
export async function inlineCriticalCss(clientDir) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // The link is rewritten here (withCriticalCss), byte for byte around it: Beasties leaves it
    // alone when told false, a value its code reads though its types omit it.
    preload: /** @type {"js"} */ (/** @type {unknown} */ (false)),
    // The sheet stays whole: other pages, later states (dialogs, reveals) and repeat visits use it.
    pruneSource: false,
    // Only the linked sheet: the <noscript> rules in the page are for visitors without JavaScript.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    // The fonts' faces are added whole (fontFaces); root.tsx preloads Inter's file.
    inlineFonts: false,
    preloadFonts: false,
    allowRules: FIRST_PAINT_STATES,
    logLevel: "warn",
  });
  let pages = 0;
  let bytes = 0;
  /** @type {Map<string, string>} */
  const faces = new Map();
  for (const file of await listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    if (!href) continue;
    if (!faces.has(href)) faces.set(href, fontFaces(await readFile(join(clientDir, href), "utf8")));
    const critical = faces.get(href) + criticalRulesOf(await beasties.process(html));
    await writeFile(path, withCriticalCss(html, critical));
    pages++;
    bytes += Buffer.byteLength(critical);
  }
  return { pages, bytes };
}
