// @ts-check
// The "no-JS floor" for `npm run bench`: the pages without scripts or module preloads, compressed
// the same way; the design's limit, which the bench reports each route as a ratio to. It paints with
// each page's inlined rules only (docs/decisions/702): the whole sheet comes with the app.
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
