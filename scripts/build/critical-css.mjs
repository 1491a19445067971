// @ts-check
// One round trip to first paint (docs/decisions/702): each prerendered page inlines the rules its
// first screen uses (found by Beasties) and loads the whole sheet after painting
// (stylesheet-after-paint.browser.mjs); a <noscript> link serves visitors without JavaScript.
// harden.mjs hashes the <style> and script into the CSP; the rest stays as React Router wrote it.
import Beasties from "beasties";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "parse5";
import postcss from "postcss";
import { FIRST_SCREEN_END_ID } from "../../app/lib/first-screen";
import { MOTION_ATTRIBUTE, MOTION_PAUSED } from "../../app/lib/motion";
import { attribute, elements, isStylesheet, parseHtml, replaceElements, textOf } from "./html.mjs";
import { inlineCall } from "./inline-call.mjs";
import { listFiles } from "./precompress.mjs";

/** @typedef {import("./html.mjs").Element} Element */

/**
 * Rules a before-paint script makes match by setting <html data-announcement="2">
 * (app/lib/announcement.ts). Not `data-web-font`: only the app sets it, once the whole sheet is
 * there (app/lib/web-font.ts).
 */
const FIRST_PAINT_STATES = [/data-announcement/];

/**
 * The page with animations paused, as restored before paint (app/lib/motion.ts), so the rules that
 * stop first-screen motion are kept; the pause only adds rules, so moving ones still match.
 * @param {string} html
 */
const withMotionPaused = (html) => html.replace(/<html\b/, `<html ${MOTION_ATTRIBUTE}="${MOTION_PAUSED}"`);

/** One @font-face rule of a minified sheet. */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * Inter's metric-matched stand-ins (fonts.css) use `src: local(...)`, never a file.
 * @param {string} face one @font-face rule
 */
const isStandIn = (face) => !face.includes("url(");

/**
 * The stand-in faces every first paint uses (docs/decisions/709). Beasties drops them because the
 * family is named through --font-sans, not outright. Inter's own faces come with the whole sheet (715).
 * @param {string} sheet the minified stylesheet
 */
export const standInFaces = (sheet) => (sheet.match(FONT_FACE) ?? []).filter(isStandIn).join("");

/**
 * The sheet minus the stand-in faces the pages now inline: a face declared twice is replaced by the
 * later copy and text can reflow (docs/decisions/708). Kept under Vite's name, the hash of its source.
 * @param {string} sheet
 */
export const withoutStandInFaces = (sheet) => sheet.replace(FONT_FACE, (face) => (isStandIn(face) ? "" : face));

/**
 * Drops `@media (scripting: none)`: only a scriptless browser applies it, and it loads the whole
 * sheet through the <noscript> link anyway.
 * @param {string} css
 */
export function withoutScriptlessRules(css) {
  const root = postcss.parse(css);
  root.walkAtRules("media", (rule) => {
    if (/^\(\s*scripting\s*:\s*none\s*\)$/i.test(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

/**
 * Drops Tailwind's `@property` fallback (`@layer properties { @supports (…) {…} }`), read only by
 * Safari < 16.4 and Firefox < 128, which get the defaults with the whole sheet a moment later.
 * Saves about 220 bytes per page (docs/decisions/707).
 * @param {string} css
 */
export function withoutPropertyFallbacks(css) {
  const root = postcss.parse(css);
  root.walkAtRules("layer", (layer) => {
    if (layer.params.trim() !== "properties") return;
    layer.walkAtRules("supports", (rule) => {
      rule.remove();
    });
  });
  return root.toString();
}

/**
 * Drops transitions: until the whole sheet arrives (about 0.7 s on a slow phone network) only a
 * hover, focus or tap changes the first screen, and it may change at once. Their variables and
 * emptied rules go later (withoutUnreadCustomProperties). About 130 bytes per page (docs/decisions/715).
 * @param {string} css
 */
export function withoutTransitions(css) {
  const root = postcss.parse(css);
  root.walkDecls(/^transition(-|$)/, (declaration) => {
    declaration.remove();
  });
  return root.toString();
}

/** @param {string} value the custom properties a value reads, by name */
const propertiesRead = (value) => [...value.matchAll(/\bvar\(\s*(--[\w-]+)/g)].map(([, name]) => name);

/** An @property rule: its initial value is only a fallback. @param {import("postcss").Container | undefined} node */
const isRegistration = (node) =>
  node?.type === "atrule" && /** @type {import("postcss").AtRule} */ (node).name === "property";

/**
 * Drops custom properties nothing reads, directly or through another property: Tailwind declares
 * its whole theme on :root and registers its variables twice. Empty `@layer` blocks stay, since
 * layer order matters. Half a kilobyte per page (docs/decisions/707).
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

/**
 * The page cut after the section holding FIRST_SCREEN_END_ID and the one after it (a tall screen
 * shows it); the rest is styled by the whole sheet well before a visitor scrolls there. Returned
 * whole without the marker or when nothing follows (the footer may be in view).
 * tests/e2e/first-load.spec.ts checks nothing in view changes when the sheet arrives.
 * @param {string} html
 */
export function firstScreenOf(html) {
  const document = parse(html, { scriptingEnabled: true, sourceCodeLocationInfo: true });
  const found = [...elements(document)];
  const marker = found.find((element) => attribute(element, "id") === FIRST_SCREEN_END_ID);
  const main = found.find((element) => element.tagName === "main");
  const body = found.find((element) => element.tagName === "body");
  const mainEnd = main?.sourceCodeLocation?.endTag;
  const bodyEnd = body?.sourceCodeLocation?.endTag;
  if (!marker || !main || !mainEnd || !bodyEnd) return html;
  const sections = main.childNodes.filter((node) => "tagName" in node);
  const opening = sections.findIndex((section) => [...elements(section)].includes(marker));
  if (opening < 0) return html;
  const last = sections[opening + 1];
  if (!last || sections.length === opening + 2) return html;
  const lastEnd = last.sourceCodeLocation?.endOffset;
  if (lastEnd === undefined) return html;
  return html.slice(0, lastEnd) + html.slice(mainEnd.startOffset, mainEnd.endOffset) + html.slice(bodyEnd.startOffset);
}

/**
 * Selectors wrapped whole in `:where()`/`:is()` (Tailwind's `:where(.space-y-2>:not(:last-child))`),
 * with their classes: Beasties strips the pseudo-class and its contents, leaving nothing to match.
 * @param {string} sheet
 */
export function wrappedSelectors(sheet) {
  /** @type {Array<{ selector: string, classes: string[] }>} */
  const found = [];
  postcss.parse(sheet).walkRules((rule) => {
    for (const selector of rule.selectors) {
      if (!/^:(where|is)\(/.test(selector)) continue;
      const classes = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name.replaceAll(/\\(.)/g, "$1"));
      if (classes.length > 0) found.push({ selector, classes });
    }
  });
  return found;
}

/**
 * Wrapped selectors whose classes all occur in the page, for Beasties' `allowRules`.
 * @param {Array<{ selector: string, classes: string[] }>} selectors
 * @param {string} html
 */
export function usedWrappedSelectors(selectors, html) {
  const used = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names.split(/\s+/).filter(Boolean)),
  );
  return selectors.filter(({ classes }) => classes.every((name) => used.has(name))).map(({ selector }) => selector);
}

/**
 * `:root:lang(hi) …` selectors (app/styles/app.css), with their language: Beasties strips `:lang()`.
 * @param {string} sheet
 */
export function languageSelectors(sheet) {
  /** @type {Array<{ selector: string, language: string }>} */
  const found = [];
  postcss.parse(sheet).walkRules((rule) => {
    for (const selector of rule.selectors) {
      const language = /^:root:lang\(([\w-]+)\)/.exec(selector)?.[1];
      if (language) found.push({ selector, language: language.toLowerCase() });
    }
  });
  return found;
}

/**
 * Those for the page's <html lang> ("hi-IN" takes "hi").
 * @param {Array<{ selector: string, language: string }>} selectors
 * @param {string} html
 */
export function usedLanguageSelectors(selectors, html) {
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1].toLowerCase() ?? "";
  return selectors
    .filter(({ language }) => lang === language || lang.startsWith(`${language}-`))
    .map(({ selector }) => selector);
}

/** @param {string} value */
const escapeAttribute = (value) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** A classic script written in the page's head. @param {Element} element */
const isHeadScript = (element) =>
  element.tagName === "script" &&
  attribute(element, "src") === undefined &&
  attribute(element, "type") === undefined &&
  element.parentNode !== null &&
  "tagName" in element.parentNode &&
  element.parentNode.tagName === "head";

/**
 * Replaces the sheet's link with the critical rules, a <noscript> link and the loader script
 * (stylesheet-after-paint.browser.mjs), merged into the head's script if any: one CSP hash, not two (707).
 * @param {string} html the page as React Router wrote it
 * @param {string} critical the rules of the sheet its first screen uses
 */
export function withCriticalCss(html, critical) {
  if (critical.includes("</style")) throw new Error("A stylesheet rule contains </style: it cannot be inlined.");
  const found = [...elements(parseHtml(html))];
  const links = found.filter(isStylesheet);
  if (links.length !== 1) throw new Error(`Expected one stylesheet link in the page, found ${links.length}.`);
  const sheet = inlineCall("stylesheet-after-paint.browser.mjs", attribute(links[0], "href") ?? "");
  const headScript = found.find(isHeadScript);
  return replaceElements(html, (element) => {
    if (headScript && isHeadScript(element) && textOf(element) === textOf(headScript)) {
      return `<script>${textOf(element).replace(/;?\s*$/, ";")}${sheet}</script>`;
    }
    if (!isStylesheet(element)) return undefined;
    const attributes = element.attrs
      .filter((attr) => attr.name !== "media")
      .map((attr) => `${attr.name}="${escapeAttribute(attr.value)}"`)
      .join(" ");
    const script = headScript ? "" : `<script>${sheet}</script>`;
    return `<style>${critical}</style>${script}<noscript><link ${attributes}/></noscript>`;
  });
}

/**
 * Beasties writes the kept rules into a <style> just before the link.
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
 * Each page's critical rules start with the stand-in faces of its sheet (standInFaces), so the
 * sheets then lose theirs (withoutStandInFaces).
 * @param {string} clientDir the prerendered site (build/client)
 * @returns {Promise<{ pages: number, bytes: number }>} pages changed, and the inlined rules' size over all of them
 */
export async function inlineCriticalCss(clientDir) {
  /** @param {Array<string | RegExp>} allowRules */
  const beasties = (allowRules) =>
    new Beasties({
      path: clientDir,
      publicPath: "/",
      // withCriticalCss rewrites the link; `false` (read by Beasties, missing from its types) leaves it.
      preload: /** @type {"js"} */ (/** @type {unknown} */ (false)),
      // The sheet stays whole: other pages, later states (dialogs, reveals) and repeat visits use it.
      pruneSource: false,
      // Only the linked sheet: the <noscript> rules in the page are for visitors without JavaScript.
      reduceInlineStyles: false,
      mergeStylesheets: false,
      // The stand-in faces are added whole (standInFaces); no font is preloaded (docs/decisions/705).
      inlineFonts: false,
      preloadFonts: false,
      allowRules,
      logLevel: "warn",
    });
  let pages = 0;
  let bytes = 0;
  /** @type {Map<string, string>} */
  const faces = new Map();
  /** @type {Map<string, Array<{ selector: string, classes: string[] }>>} */
  const wrapped = new Map();
  /** @type {Map<string, Array<{ selector: string, language: string }>>} */
  const languageRules = new Map();
  for (const file of await listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const path = join(clientDir, file);
    const html = await readFile(path, "utf8");
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    if (!href) continue;
    if (!faces.has(href)) {
      const sheet = await readFile(join(clientDir, href), "utf8");
      faces.set(href, standInFaces(sheet));
      wrapped.set(href, wrappedSelectors(sheet));
      languageRules.set(href, languageSelectors(sheet));
    }
    const firstScreen = withMotionPaused(firstScreenOf(html));
    const allowRules = [
      ...FIRST_PAINT_STATES,
      ...usedWrappedSelectors(wrapped.get(href) ?? [], firstScreen),
      ...usedLanguageSelectors(languageRules.get(href) ?? [], html),
    ];
    const rules = withoutTransitions(
      withoutPropertyFallbacks(
        withoutScriptlessRules(criticalRulesOf(await beasties(allowRules).process(firstScreen))),
      ),
    );
    const critical = withoutUnreadCustomProperties(faces.get(href) + rules);
    await writeFile(path, withCriticalCss(html, critical));
    pages++;
    bytes += Buffer.byteLength(critical);
  }
  for (const href of faces.keys()) {
    const sheet = join(clientDir, href);
    await writeFile(sheet, withoutStandInFaces(await readFile(sheet, "utf8")));
  }
  return { pages, bytes };
}
