// @ts-check
// A build step over the prerendered pages, before their CSP hashes are computed: no JavaScript is
// requested before a page has painted (docs/decisions/001-paint-first-hydrate-on-idle-or-intent.md).
// React Router writes, per page, two dozen <link rel="modulepreload"> and an inline module that
// imports the app at once; here each page's module bootstrap moves, verbatim, into a file of its
// own under /assets/, the preloads are dropped, and an inline classic script takes the
// bootstrap's place: it starts both (the file and its preloads, in parallel) after `load` on idle,
// or on the visitor's first interaction, and holds taps on controls until hydration has finished.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { minifySync } from "vite";
import { HYDRATED_EVENT } from "../../app/lib/hydration";
import { attribute, elements, parseHtml, replaceElements, textOf } from "./html.mjs";
import { hydrateOnIdleOrIntent } from "./hydrate-on-intent.browser.mjs";
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

/** The file a bootstrap is written to: named by its content, so identical pages share one. @param {string} source */
export const bootFileOf = (source) =>
  `assets/boot-${createHash("sha256").update(source).digest("base64url").slice(0, 10)}.js`;

/**
 * The inline script that replaces the bootstrap, minified (it is in every page's HTML).
 * @param {import("./hydrate-on-intent.browser.mjs").HydrationPlan} plan
 */
export function loaderScript(plan) {
  const source = `(${hydrateOnIdleOrIntent.toString()})(${JSON.stringify(plan).replaceAll("<", "\\u003c")});`;
  const { code, errors } = minifySync("hydrate-on-intent.js", source);
  if (errors.length > 0) throw new Error(`The hydration loader does not minify: ${errors[0].message}`);
  return code.trim();
}

/**
 * One page: its HTML without module preloads and with the loader in place of the bootstrap, and
 * the bootstrap to write as a file; null for a page without scripts (the aliases' redirect
 * documents). A page with module preloads but not exactly one bootstrap is an error: the build
 * would otherwise ship a page that never hydrates, or one that loads everything at once.
 * @param {string} html
 * @param {string} page its file name, for the error
 * @returns {{ html: string, boot: { file: string, source: string } } | null}
 */
export function deferPageHydration(html, page) {
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
  const source = textOf(bootstraps[0]);
  const file = bootFileOf(source);
  const preload = found.filter(isModulePreload).map((link) => attribute(link, "href") ?? "");
  const loader = loaderScript({ boot: `/${file}`, preload, hydratedEvent: HYDRATED_EVENT });
  const deferred = replaceElements(html, (element) => {
    if (isModulePreload(element)) return "";
    if (isModuleBootstrap(element)) return `<script>${loader}</script>`;
    return undefined;
  });
  return { html: deferred, boot: { file, source } };
}

/**
 * Every prerendered page of a build's client directory, rewritten in place; the bootstraps
 * written beside the other hashed assets.
 * @param {string} clientDir
 * @returns {Promise<{ pages: number, bootFiles: number }>}
 */
export async function deferHydration(clientDir) {
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  /** @type {Map<string, string>} */
  const bootFiles = new Map();
  let rewritten = 0;
  for (const page of pages) {
    const path = join(clientDir, page);
    const deferred = deferPageHydration(await readFile(path, "utf8"), page);
    if (!deferred) continue;
    await writeFile(path, deferred.html);
    bootFiles.set(deferred.boot.file, deferred.boot.source);
    rewritten++;
  }
  for (const [file, source] of bootFiles) await writeFile(join(clientDir, file), source);
  return { pages: rewritten, bootFiles: bootFiles.size };
}
