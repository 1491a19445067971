// @ts-check
// `npm run size [buildDir]`: per page, the first response against the first round trip's 14,600
// bytes (docs/decisions/707), the statically imported JavaScript in brotli bytes, and what is
// fetched ahead of a tap when idle (docs/decisions/015). Exact and repeatable, unlike a timing:
// compare before and after a change to what the browser loads.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, get } from "node:http";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { createSiteHandler } from "../server/static-site.mjs";
import { withAppModule } from "./build/app-modules.mjs";
import { attribute, elements, parseHtml } from "./build/html.mjs";
import { listFiles } from "./build/precompress.mjs";
import { listenLocally } from "../tests/stubs/listen-locally.mjs";

/**
 * Ten 1,460-byte TCP segments: the initial congestion window of RFC 6928 and Lighthouse's
 * simulation. A response that fits paints one round trip sooner.
 */
export const FIRST_FLIGHT_BYTES = 14_600;

/**
 * Size on the wire over HTTP/1.1: status line, headers, blank line, body as sent.
 * @param {{ statusCode?: number, statusMessage?: string, rawHeaders: string[] }} head
 * @param {number} bodyBytes
 */
export function responseBytes({ statusCode, statusMessage, rawHeaders }, bodyBytes) {
  let bytes = Buffer.byteLength(`HTTP/1.1 ${statusCode} ${statusMessage}\r\n\r\n`);
  for (let index = 0; index < rawHeaders.length; index += 2)
    bytes += Buffer.byteLength(`${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`);
  return bytes + bodyBytes;
}

/** How a response's size reads against the first round trip. @param {number} bytes */
export const againstFirstFlight = (bytes) =>
  bytes <= FIRST_FLIGHT_BYTES ? `fits, ${FIRST_FLIGHT_BYTES - bytes} to spare` : `${bytes - FIRST_FLIGHT_BYTES} over`;

/**
 * Asked for as a browser does (brotli accepted).
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<number>}
 */
export const firstResponse = (origin, path) =>
  new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let body = 0;
      response.on("data", (/** @type {Buffer} */ chunk) => (body += chunk.length));
      response.on("end", () => resolve(responseBytes(response, body)));
      response.on("error", reject);
    }).on("error", reject);
  });

/**
 * Static imports by path (`import "/x.js"`, `import{a}from"./x.js"`): after the build, bare
 * specifiers appear only inside strings, never as imports.
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
  return { files, brotliBytes: await servedBytes(clientDir, files) };
}

/** The file itself where it has no .br copy. @param {string} clientDir @param {string[]} files */
async function servedBytes(clientDir, files) {
  let bytes = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    bytes += (await stat(existsSync(`${path}.br`) ? `${path}.br` : path)).size;
  }
  return bytes;
}

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, module: string,
 *   imports?: string[] }} ManifestRoute
 */

/**
 * What an idle page fetches ahead of a tap (app/components/layout/pages-ahead.tsx): that module,
 * plus each linked page's route modules and data (app/lib/pages-ahead.ts), less its first load.
 * @param {string} clientDir @param {string} path the page's address @param {string} html the page
 * @param {string[]} firstLoadFiles
 * @param {typeof import("../app/lib/pages-ahead.ts").pagesLinkedFrom} pagesLinkedFrom
 */
export async function fetchedAhead(clientDir, path, html, firstLoadFiles, pagesLinkedFrom) {
  const manifestFile = firstLoadFiles.find((file) => /\/manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) return { pages: 0, brotliBytes: 0 };
  const source = await readFile(join(clientDir, manifestFile), "utf8");
  /** @type {{ routes: Record<string, ManifestRoute> }} */
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));
  const routes = Object.values(manifest.routes);
  /** @param {string | undefined} parentId @returns {any[]} */
  const tree = (parentId) =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) => ({ id, path, index, children: tree(id) }));
  const basename = /basename:`([^`]*)`/.exec(html)?.[1] ?? "/";
  const links = [...elements(parseHtml(html))]
    .filter((element) => element.tagName === "a")
    .map((element) => ({
      getAttribute: (/** @type {string} */ name) => attribute(element, name) ?? null,
      hasAttribute: (/** @type {string} */ name) => attribute(element, name) !== undefined,
    }));
  const pages = pagesLinkedFrom(/** @type {any} */ (links), `http://site${path}`, {
    pathPrefix: basename === "/" ? "" : basename,
  });
  const root = /** @type {ManifestRoute} */ (manifest.routes.root);
  const rootSource = await readFile(join(clientDir, root.module), "utf8");
  const aheadModule = /pages-ahead-[\w-]+\.js/.exec(rootSource)?.[0];
  const files = new Set(aheadModule ? [`/assets/${aheadModule}`] : []);
  for (const page of pages) {
    for (const { route } of matchRoutes(tree(undefined), page, basename) ?? []) {
      const { module, imports = [] } = /** @type {ManifestRoute} */ (manifest.routes[route.id]);
      for (const file of [module, ...imports]) files.add(file);
    }
    const data = `${page === "/" ? "/_" : page}.data`;
    if (existsSync(join(clientDir, data))) files.add(data);
  }
  const ahead = [...files].filter((file) => !firstLoadFiles.includes(file));
  return { pages: pages.length, brotliBytes: await servedBytes(clientDir, ahead) };
}

if (process.argv[1] === import.meta.filename) {
  const buildDir = process.argv[2] ?? "build";
  const clientDir = join(buildDir, "client");
  const server = createServer(createSiteHandler({ buildDir }));
  const origin = await listenLocally(server);
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith("index.html"));
  const rows = [];
  /** @type {typeof import("../app/lib/pages-ahead.ts").pagesLinkedFrom} */
  const pagesLinkedFrom = await withAppModule("/app/lib/pages-ahead.ts", (module) => module.pagesLinkedFrom);
  try {
    for (const page of pages) {
      const html = await readFile(join(clientDir, page), "utf8");
      const load = await firstLoad(clientDir, html);
      if (!load) continue;
      const path = `/${page.replace(/\/?index\.html$/, "")}`;
      const response = await firstResponse(origin, path);
      const ahead = await fetchedAhead(clientDir, path, html, load.files, pagesLinkedFrom);
      rows.push({
        page: path,
        "first response (bytes)": response,
        "first round trip": againstFirstFlight(response),
        "JS files": load.files.length,
        "JS KB (brotli)": +(load.brotliBytes / 1000).toFixed(1),
        "pages ahead": ahead.pages,
        "ahead KB (brotli)": +(ahead.brotliBytes / 1000).toFixed(1),
      });
    }
  } finally {
    server.close();
  }
  console.table(rows);
}
