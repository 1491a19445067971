// @ts-check
// The "no-JS floor" of a build, for `npm run bench`: the same pages with every <script> and module
// preload removed, compressed the same way. Its timings are the limit of the design (the HTML, CSS,
// fonts and pictures alone), so the bench reports each route's figures as a ratio to its floor. It
// paints with the rules inlined in each page (docs/decisions/702): the whole sheet comes with the
// app, which the floor never starts.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { attribute, replaceElements } from "./build/html.mjs";
import { listFiles, precompressDirectory } from "./build/precompress.mjs";

/** @param {string} html a whole document @returns {string} it without scripts or module preloads */
export function stripScripts(html) {
  return replaceElements(html, (element) => {
    if (element.tagName === "script") return "";
    if (element.tagName === "link" && attribute(element, "rel") === "modulepreload") return "";
    return undefined;
  });
}

/**
 * Copies a build (client files and serving manifest) and strips every page of the copy.
 * @param {string} buildDir e.g. build-bench
 * @param {string} floorDir e.g. build-bench-floor
 */
export async function writeNoJsFloor(buildDir, floorDir) {
  await rm(floorDir, { recursive: true, force: true });
  await cp(buildDir, floorDir, { recursive: true });
  const clientDir = join(floorDir, "client");
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const path = join(clientDir, page);
    await writeFile(path, stripScripts(await readFile(path, "utf8")));
  }
  await precompressDirectory(clientDir, (file) => file.endsWith(".html"));
  return pages;
}
