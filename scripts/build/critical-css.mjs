// @ts-check
// One round trip to first paint (docs/decisions/702): each prerendered page carries, in a <style>
// of its own, the rules of the site's stylesheet that match its markup (found by Beasties), and
// asks for the whole sheet only once it has painted: the page's loader adds the sheet's link as it
// starts the app (hydrate-on-intent.browser.mjs), so that nothing but the HTML comes before the
// first paint and whatever the app draws later is styled. Without JavaScript a <noscript> copy of
// the link loads the sheet as it always did. The build then hashes that <style> into the page's
// Content-Security-Policy (harden.mjs); the rest of the page stays byte for byte as React Router
// wrote it.
import Beasties from "beasties";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import postcss from "postcss";
import { elements, isStylesheet, parseHtml, replaceElements, textOf } from "./html.mjs";
import { listFiles } from "./precompress.mjs";

/** @typedef {import("./html.mjs").Element} Element */

/**
 * Rules no prerendered markup matches but the first paint may need, because a before-paint
 * script sets what they select on <html>: the visitor's "Pause animations" choice, restored as
 * <html data-motion="paused"> (app/lib/motion.ts), the announcement live at the visitor's time,
 * named as <html data-announcement="2"> (app/lib/announcement.ts); and the pause switch's checked
 * state without JavaScript. Inter's `<html data-web-font>` is not one: only the app sets it, on a
 * page it draws, and the whole sheet is there by then (app/lib/web-font.ts).
 */
const FIRST_PAINT_STATES = [/data-motion/, /data-announcement/, /#pause-animations/];

/** One @font-face rule of a minified sheet. */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The sheet's @font-face rules. Beasties keeps a face only when a critical rule names its family
 * outright, and ours is named through a custom property (--font-sans): without them the first
 * paint would have neither Inter nor its metric-matched stand-ins (fonts.css). A few hundred
 * bytes; a browser fetches a face's file only for characters the page shows.
 * @param {string} sheet the minified stylesheet
 */
export const fontFaces = (sheet) => (sheet.match(FONT_FACE) ?? []).join("");

/**
 * The whole sheet without its @font-face rules, once every page carries them in its critical
 * rules. Declared twice, a face is two faces, and the later one wins: when the sheet arrived after
 * the first paint, its Inter, a face of its own with its own `font-display: optional` window and
 * the file by then in memory, replaced a stand-in that the page's Inter had kept (its file came too
 * late for its window), and the text reflowed (docs/decisions/708). Written under the name Vite
 * gave it, which is the hash of the source it is made from, so a name still means one content.
 * @param {string} sheet
 */
export const withoutFontFaces = (sheet) => sheet.replace(FONT_FACE, "");

/**
 * The rules without those for a browser that runs no scripts (`@media (scripting: none)`): such a
 * browser loads the whole sheet before it paints, through the page's <noscript> link, and no other
 * browser ever applies them.
 * @param {string} css
 */
export function withoutScriptlessRules(css) {
  const root = postcss.parse(css);
  root.walkAtRules("media", (rule) => {
    if (/^\(\s*scripting\s*:\s*none\s*\)$/i.test(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/** @param {string} value the custom properties a value reads, by name */
const propertiesRead = (value) => [...value.matchAll(/\bvar\(\s*(--[\w-]+)/g)].map(([, name]) => name);

/** An @property rule, whose initial value a variable only falls back on. @param {import("postcss").Container | undefined} node */
const isRegistration = (node) =>
  node?.type === "atrule" && /** @type {import("postcss").AtRule} */ (node).name === "property";

/**
 * The rules without the custom properties nothing in them reads. Beasties keeps whole rules, and
 * Tailwind's are mostly custom properties: the theme declares every colour, size and font on
 * :root, and registers each of its own variables twice (an @property, and a fallback for browsers
 * without it), whether the page uses them or not. What a kept declaration reads, directly or
 * through another property, stays; so do the blocks that are left empty and name a layer, whose
 * order matters. The whole sheet, which the app loads, still has everything. Half a kilobyte of
 * every page's first flight (docs/decisions/707).
 * @param {string} css
 */
export function withoutUnreadCustomProperties(css) {
  const root = postcss.parse(css);
  /** @type {Map<string, string[]>} */
  const declared = new Map();
  /** @type {Set<string>} */
  const read = new Set();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--")) {
      declared.set(declaration.prop, [...(declared.get(declaration.prop) ?? []), declaration.value]);
    } else if (!isRegistration(declaration.parent)) {
      for (const name of propertiesRead(declaration.value)) read.add(name);
    }
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of declared.get(name) ?? []) {
      for (const next of propertiesRead(value)) {
        if (read.has(next)) continue;
        read.add(next);
        pending.push(next);
      }
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && !read.has(declaration.prop)) declaration.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  /** @param {import("postcss").ChildNode} node */
  const isEmptyBlock = (node) =>
    "nodes" in node && node.nodes?.length === 0 && !(node.type === "atrule" && node.name === "layer");
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if (isEmptyBlock(node)) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** @param {string} value */
const escapeAttribute = (value) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * The page with its critical rules inline in place of the sheet's link, which only a visitor
 * without JavaScript still finds in the HTML; the loader adds it for everyone else.
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
    return `<style>${critical}</style><noscript><link ${attributes}/></noscript>`;
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
 * Each page's critical rules start with every @font-face of its sheet (fontFaces), so the sheets
 * then lose theirs (withoutFontFaces).
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
    // The fonts' faces are added whole (fontFaces); no font is preloaded (docs/decisions/705).
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
    const rules = withoutScriptlessRules(criticalRulesOf(await beasties.process(html)));
    const critical = withoutUnreadCustomProperties(faces.get(href) + rules);
    await writeFile(path, withCriticalCss(html, critical));
    pages++;
    bytes += Buffer.byteLength(critical);
  }
  for (const href of faces.keys()) {
    const sheet = join(clientDir, href);
    await writeFile(sheet, withoutFontFaces(await readFile(sheet, "utf8")));
  }
  return { pages, bytes };
}
