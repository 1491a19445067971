// @ts-check
// `npm run size`: the JavaScript each page's first load fetches, from the last build (build/, or
// the build directory given as argument): the page's bootstrap and every module it imports,
// followed through their static imports (code loaded on demand, by dynamic import, is not part of
// it). Brotli bytes, as served. Exact and repeatable, unlike a timing: compare it before and after
// a change that touches what the browser loads.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { listFiles } from "./build/precompress.mjs";

/**
 * Static imports of a built module (`import "/x.js"`, `import{a}from"./x.js"`, `import * as b from "/x.js"`),
 * by path: bare specifiers only appear inside strings (messages), never as imports, after the build.
 */
const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["'](\.{0,2}\/[^"']+\.js)["']/g;

/**
 * @param {string} clientDir
 * @param {string} html a page
 * @returns {Promise<{ files: string[], brotliBytes: number } | null>} null for a page without a bootstrap
 */
export async function firstLoad(clientDir, html) {
  const boot = /\/assets\/boot-[\w-]+\.js/.exec(html)?.[0];
  if (!boot) return null;
  const seen = new Set();
  const queue = [boot];
  for (let path = queue.shift(); path; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const source = await readFile(join(clientDir, path), "utf8");
    for (const [, specifier] of source.matchAll(STATIC_IMPORT))
      queue.push(new URL(specifier, `http://site${path}`).pathname);
  }
  const files = [...seen];
  let brotliBytes = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    brotliBytes += (await stat(existsSync(`${path}.br`) ? `${path}.br` : path)).size;
  }
  return { files, brotliBytes };
}

if (process.argv[1] === import.meta.filename) {
  const clientDir = join(process.argv[2] ?? "build", "client");
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith("index.html"));
  const rows = [];
  for (const page of pages) {
    const load = await firstLoad(clientDir, await readFile(join(clientDir, page), "utf8"));
    if (load)
      rows.push({
        page: `/${page.replace(/\/?index\.html$/, "")}`,
        files: load.files.length,
        "KB (brotli)": +(load.brotliBytes / 1000).toFixed(1),
      });
  }
  console.table(rows);
}
