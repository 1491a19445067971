// @ts-check
// Build step, before CSP hashing: no JavaScript is requested before a page has painted
// (docs/decisions/001-paint-first-hydrate-on-idle-or-intent.md). Each page's module bootstrap moves
// into an /assets/ file that statically imports everything it preloaded (one round trip for the
// whole first load); an inline script starts it after paint, on idle or on first interaction, and
// holds taps on controls until hydration. Other inline scripts are minified.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "parse5";
import { minifySync } from "vite";
import { HYDRATED_EVENT } from "../../app/lib/hydration";
import { SEARCH_DIALOG_ID, SEARCH_READY_EVENT, SEARCH_SHORTCUT_KEY } from "../../app/lib/search-shortcut";
import { attribute, elements, parseHtml, replaceElements, textOf } from "./html.mjs";
import { inlineCall } from "./inline-call.mjs";
import { readRouteManifest, withUnknownAddressRoutes } from "./not-found-hydration.mjs";
import { listFiles } from "./precompress.mjs";

/** @typedef {import("./html.mjs").Element} Element */

/** React Router's bootstrap: an inline module that ends by importing the client entry. @param {Element} element */
const isModuleBootstrap = (element) =>
  element.tagName === "script" &&
  attribute(element, "type") === "module" &&
  attribute(element, "src") === undefined &&
  /\bimport\(\s*"[^"]+"\s*\)/.test(textOf(element));

/** @param {Element} element */
const isModulePreload = (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload";

/** Named by content, so identical pages share one file. @param {string} source */
export const bootFileOf = (source) =>
  `assets/boot-${createHash("sha256").update(source).digest("base64url").slice(0, 10)}.js`;

/**
 * React Router's text plus static imports of the other preloaded modules. The client entry stays a
 * dynamic import: it must run last, after the route modules. The rest are dependencies of what it
 * imports anyway, so their run order does not change.
 * @param {string} bootstrap
 * @param {string[]} preloaded
 */
export function bootModule(bootstrap, preloaded) {
  const imported = new Set([...bootstrap.matchAll(/\bimport\b[^"()]*?"([^"]+)"/g)].map(([, href]) => href));
  const entry = /\bimport\(\s*"([^"]+)"\s*\)/.exec(bootstrap)?.[1];
  const rest = [...new Set(preloaded)].filter((href) => !imported.has(href) && href !== entry);
  if (rest.length === 0) return bootstrap;
  const fetchedAtOnce = rest.map((href) => `import ${JSON.stringify(href)};`).join("\n");
  return `${bootstrap}\n// Every other module of the first load, fetched at once rather than level by level.\n${fetchedAtOnce}\n`;
}

/**
 * Replaces the bootstrap; minified, as it is in every page's HTML.
 * @param {import("./hydrate-on-intent.browser.mjs").HydrationPlan} plan
 */
export const loaderScript = (plan) => inlineCall("hydrate-on-intent.browser.mjs", plan);

/**
 * Minified as a classic script, so top-level names (page globals) keep their names. React Router's
 * scroll restoration and context are a fifth whitespace and quotes. Kept as is if the minifier fails
 * or emits `</script` or `<!--` (a \u003c escape written back as "<" would end the element).
 * @param {string} source
 */
export function minifiedScript(source) {
  const { code, errors } = minifySync("inline.js", source, { module: false });
  const minified = code.trim();
  if (errors.length > 0 || /<\/script|<!--/i.test(minified) || minified.length >= source.length) return source;
  return minified;
}

/** A classic script written in the page, not loaded from a file. @param {Element} element */
const isInlineClassicScript = (element) =>
  element.tagName === "script" && attribute(element, "src") === undefined && attribute(element, "type") === undefined;

/**
 * Null for a page without scripts (the aliases' redirects). Preloads without exactly one bootstrap
 * throw: the page would never hydrate, or load everything at once.
 * @param {string} html
 * @param {string} page its file name, for the error
 * @param {(bootstrap: string) => string} [extendBootstrap] what the page's bootstrap must also do (the 404 document's)
 * @returns {{ html: string, boot: { file: string, source: string } } | null}
 */
export function deferPageHydration(html, page, extendBootstrap = (bootstrap) => bootstrap) {
  const found = [...elements(parseHtml(html))];
  const bootstraps = found.filter(isModuleBootstrap);
  if (bootstraps.length === 0 && !found.some((element) => element.tagName === "script" || isModulePreload(element))) {
    return null;
  }
  if (bootstraps.length !== 1) {
    throw new Error(
      `${page}: expected React Router's one inline module bootstrap, found ${bootstraps.length}. ` +
        "Has <Scripts /> changed? See scripts/build/defer-hydration.mjs.",
    );
  }
  const preloaded = found.filter(isModulePreload).map((link) => attribute(link, "href") ?? "");
  const source = bootModule(extendBootstrap(textOf(bootstraps[0])), preloaded);
  const file = bootFileOf(source);
  const loader = loaderScript({
    boot: `/${file}`,
    hydratedEvent: HYDRATED_EVENT,
    shortcutKeys: [SEARCH_SHORTCUT_KEY],
    searchDialog: SEARCH_DIALOG_ID,
    searchReadyEvent: SEARCH_READY_EVENT,
  });
  /** @param {Element} element */
  const inline = (element) => (isModuleBootstrap(element) ? loader : minifiedScript(textOf(element)));
  // The body's closing scripts run as one: one CSP hash instead of four, a quarter kilobyte of
  // every first response (707). React hydrates each as a body element, so the others stay as empty
  // <script></script>, which a browser skips before its policy check.
  const closing = closingScripts(html);
  const joined = closing.map((element) => inline(element).replace(/;?\s*$/, ";")).join("");
  const at = (/** @type {Element} */ element) => element.sourceCodeLocation?.startOffset;
  const deferred = replaceElements(html, (element) => {
    if (isModulePreload(element)) return "";
    const place = closing.findIndex((script) => at(script) === at(element));
    if (place >= 0) return place === 0 ? `<script>${joined}</script>` : "<script></script>";
    if (isModuleBootstrap(element) || isInlineClassicScript(element)) return `<script>${inline(element)}</script>`;
    return undefined;
  });
  return { html: deferred, boot: { file, source } };
}

/**
 * The body's trailing inline scripts, bootstrap included, with only white space or comments
 * between them: each runs where the last left off, so one script can do what they do.
 * @param {string} html
 * @returns {Element[]}
 */
function closingScripts(html) {
  const body = [...elements(parse(html, { scriptingEnabled: true, sourceCodeLocationInfo: true }))].find(
    (element) => element.tagName === "body",
  );
  const scripts = [];
  for (const node of [...(body?.childNodes ?? [])].reverse()) {
    // White space, and React's markers around what it streamed (<!--/$-->), stand between them.
    if (node.nodeName === "#comment" || (node.nodeName === "#text" && "value" in node && node.value.trim() === "")) {
      continue;
    }
    const element = /** @type {Element} */ (node);
    if (!("tagName" in node) || !(isModuleBootstrap(element) || isInlineClassicScript(element))) break;
    scripts.unshift(element);
  }
  return scripts.some(isModuleBootstrap) ? scripts : [];
}

/**
 * Rewrites every prerendered page in place. The 404 document's bootstrap also loads every route
 * an unknown address can match (./not-found-hydration.mjs).
 * @param {string} clientDir
 * @param {string} notFoundPage the 404 document's file
 * @returns {Promise<{ pages: number, bootFiles: number }>}
 */
export async function deferHydration(clientDir, notFoundPage) {
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  /** @type {Map<string, string>} */
  const bootFiles = new Map();
  let rewritten = 0;
  const manifest = await readRouteManifest(clientDir, await readFile(join(clientDir, notFoundPage), "utf8"));
  for (const page of pages) {
    const path = join(clientDir, page);
    const html = await readFile(path, "utf8");
    const deferred =
      page === notFoundPage
        ? deferPageHydration(html, page, (bootstrap) => withUnknownAddressRoutes(bootstrap, manifest))
        : deferPageHydration(html, page);
    if (!deferred) continue;
    await writeFile(path, deferred.html);
    bootFiles.set(deferred.boot.file, deferred.boot.source);
    rewritten++;
  }
  for (const [file, source] of bootFiles) await writeFile(join(clientDir, file), source);
  return { pages: rewritten, bootFiles: bootFiles.size };
}
