// @ts-check
// `npm run size`: what each page's first load fetches, from the last build (build/, or the build
// directory given as argument). Its first response: the page's HTML and headers, as the Node
// server sends them, against the first round trip's 14,600 bytes (docs/decisions/707). Its
// JavaScript: the page's bootstrap and every module it imports, followed through their static
// imports (code loaded on demand, by dynamic import, is not part of it), brotli bytes as served.
// Exact and repeatable, unlike a timing: compare it before and after a change that touches what
// the browser loads.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, get } from "node:http";
import { join } from "node:path";
import { createSiteHandler } from "../server/static-site.mjs";
import { listFiles } from "./build/precompress.mjs";
import { listenLocally } from "./listen-locally.mjs";

/**
 * What a server sends in its first round trip: ten TCP segments of 1,460 bytes, the initial
 * congestion window of RFC 6928 and of Lighthouse's simulation. A page whose response fits paints
 * one round trip sooner than one that does not.
 */
export const FIRST_FLIGHT_BYTES = 14_600;

/**
 * A response's size on the wire, over HTTP/1.1: its status line, its headers as sent, the blank
 * line, and its body as sent (compressed, where it is).
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
 * The size on the wire of a page's response, asked for as a browser does (brotli accepted).
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
  const buildDir = process.argv[2] ?? "build";
  const clientDir = join(buildDir, "client");
  const server = createServer(createSiteHandler({ buildDir }));
  const origin = await listenLocally(server);
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith("index.html"));
  const rows = [];
  try {
    for (const page of pages) {
      const load = await firstLoad(clientDir, await readFile(join(clientDir, page), "utf8"));
      if (!load) continue;
      const path = `/${page.replace(/\/?index\.html$/, "")}`;
      const response = await firstResponse(origin, path);
      rows.push({
        page: path,
        "first response (bytes)": response,
        "first round trip": againstFirstFlight(response),
        "JS files": load.files.length,
        "JS KB (brotli)": +(load.brotliBytes / 1000).toFixed(1),
      });
    }
  } finally {
    server.close();
  }
  console.table(rows);
}
