// @ts-check
// One round trip to first paint (docs/decisions/702): each prerendered page carries, in a <style>
// of its own, the rules of the site's stylesheet that its first screen's markup uses (found by
// Beasties), and asks for the whole sheet only once it has painted (stylesheet-after-paint.browser.mjs),
// so that nothing but the HTML comes before the first paint, and what lies further down and
// whatever the app draws later is styled. Without JavaScript a <noscript> copy of the link loads
// the sheet as it always did. The build then hashes that <style> and script into the page's
// Content-Security-Policy (harden.mjs); the rest of the page stays byte for byte as React Router
// wrote it.
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
 * Rules no prerendered markup matches but the first paint may need, because a before-paint
 * script sets what they select on <html>: the announcement live at the visitor's time, named as
 * <html data-announcement="2"> (app/lib/announcement.ts). Inter's `<html data-web-font>` is not
 * one: only the app sets it, on a page it draws, and the whole sheet is there by then
 * (app/lib/web-font.ts).
 */
const FIRST_PAINT_STATES = [/data-announcement/];

/**
 * The page as a visitor who paused animations sees it: `<html data-motion="paused">`, restored
 * before the first paint (app/lib/motion.ts). Matched in this state, a rule that stops something
 * moving is kept when what it stops is on the page's first screen, and not for every page (the
 * switch itself, in the footer, is below it). What moves is matched as well (the pause only adds
 * rules), but for the scroll reveals, which only the app starts, once the whole sheet is there.
 * @param {string} html
 */
const withMotionPaused = (html) => html.replace(/<html\b/, `<html ${MOTION_ATTRIBUTE}="${MOTION_PAUSED}"`);

/** One @font-face rule of a minified sheet. */
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * Whether a face is one of Inter's metric-matched stand-ins (fonts.css): drawn from a font the
 * device has (`src: local(...)`), never from a file.
 * @param {string} face one @font-face rule
 */
const isStandIn = (face) => !face.includes("url(");

/**
 * The sheet's stand-in faces, which every first paint draws its text in (docs/decisions/709).
 * Beasties keeps a face only when a critical rule names its family outright, and ours is named
 * through a custom property (--font-sans): without them the first paint would have no
 * metric-matched stand-in. Inter's own faces are not among them: no page load names Inter, only
 * the pages the app draws, once the whole sheet, which declares them, is there (715).
 * @param {string} sheet the minified stylesheet
 */
export const standInFaces = (sheet) => (sheet.match(FONT_FACE) ?? []).filter(isStandIn).join("");

/**
 * The whole sheet without the stand-in faces, once every page carries them in its critical rules.
 * Declared twice, a face is two faces, and the later one wins: when the sheet arrived after the
 * first paint, its copy of a face replaced the page's, and the text could reflow
 * (docs/decisions/708). Inter's faces stay here, their one declaration. Written under the name Vite
 * gave it, which is the hash of the source it is made from, so a name still means one content.
 * @param {string} sheet
 */
export const withoutStandInFaces = (sheet) => sheet.replace(FONT_FACE, (face) => (isStandIn(face) ? "" : face));

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

/**
 * The rules without Tailwind's stand-in for `@property` (`@layer properties { @supports (…) { *,
 * ::before… { --tw-…: initial } } }`), which only a browser without registered properties applies:
 * Safari before 16.4 and Firefox before 128, which its condition names. Such a browser paints the
 * first screen without the variables' defaults (a shadow or a shift less) and gets them with the
 * whole sheet, a moment later; every other browser never reads the block. About 220 bytes of every
 * page's first response (docs/decisions/707).
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
 * The rules without transitions. A transition eases a change of value, and before the whole sheet
 * arrives (about 0.7 s after the first paint on a slow phone network) the first screen changes
 * only under a visitor's hover, focus or tap: such a change is then made at once, and eased from
 * the sheet on. The easing's own variables (--tw-ease, --tw-duration) go with it
 * (withoutUnreadCustomProperties), and a rule left empty, such as `motion-reduce:transition-none`,
 * too. About 130 bytes of every page's first response (docs/decisions/715).
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

/**
 * The page as far as its first screen: its head, everything before <main>, and main's opening
 * section (the one that ends with the first-screen marker, FIRST_SCREEN_END_ID) and the section
 * after it, which a tall screen shows below the first; what follows, and the footer, are cut. The
 * page's own rules are those this part uses: the rest come with the whole sheet, which the page
 * asks for as it paints, long before a visitor has scrolled there (about 0.7 s on a slow phone
 * network). A page without the marker, or whose main ends with those sections (its footer may be
 * in view), is whole. `tests/e2e/first-load.spec.ts` checks, on every route, that nothing in view
 * changes when the sheet arrives, on a phone and on a desktop's screen.
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
 * The sheet's selectors that are wrapped whole in `:where()` or `:is()`, as Tailwind writes its
 * spacing between children (`:where(.space-y-2>:not(:last-child))`), with the classes each names.
 * Beasties cannot match them: it strips a pseudo-class with everything in its parentheses before
 * matching, which leaves nothing (usedWrappedSelectors does it instead).
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
 * Those of the wrapped selectors whose every class is on an element of the page: Beasties keeps
 * them as rules it is told to (its `allowRules`, compared selector by selector).
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
 * The sheet's selectors that hold on the pages of one language only (`:root:lang(hi) …`, the
 * Devanagari rules of app/styles/app.css), with that language. Beasties cannot match them either:
 * it strips `:lang(hi)` before matching.
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
 * Those of them for the page's language, by its <html lang> ("hi-IN" takes the rules for "hi").
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
 * The page with its critical rules inline in place of the sheet's link, which only a visitor
 * without JavaScript still finds in the HTML; a script adds it for everyone else
 * (stylesheet-after-paint.browser.mjs). That script joins the head's own script where it has one
 * (the "Pause animations" choice, restored before paint): one hash in the page's policy, not two (707).
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
      // The link is rewritten here (withCriticalCss), byte for byte around it: Beasties leaves it
      // alone when told false, a value its code reads though its types omit it.
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
