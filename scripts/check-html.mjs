// @ts-check
// `npm run check:html [build-dir...]` (default: build): the W3C's Nu Html Checker (pinned vnu-jar,
// system Java) over every page. Fails on any error, warning or note not explained below
// (docs/decisions/902-every-page-checked-by-the-w3c-validator.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "parse5";
import { elements, isStylesheet } from "./build/html.mjs";
import { CDN_NOT_FOUND_FILE, cdnNotFoundFile } from "./build/cdn-files.mjs";
import { listFiles } from "./build/precompress.mjs";
import { readServingManifest } from "../server/manifest.mjs";
import { ensureJava } from "../tests/support/find-java.mjs";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * React Router's SPA fallback: never served, since unknown paths get the 404 page (docs/serving.md,
 * `pretty-urls`); it has no title.
 */
export const NOT_PAGES = ["__spa-fallback.html"];

/**
 * Blanks the critical rules (scripts/build/critical-css.mjs) to spaces, keeping lines and columns:
 * they copy the stylesheet in CSS the checker predates (cascade layers, @property, color-mix()).
 * Hand-written <style>s are still checked.
 * @param {string} html
 */
export function withoutCriticalCss(html) {
  // Read as a browser without scripts would, so the <noscript> link after the rules is an element.
  const found = [...elements(parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true }))];
  const critical = found.filter(
    (element, index) =>
      element.tagName === "style" &&
      (isStylesheet(found[index + 1]) || (found[index + 1]?.tagName === "noscript" && isStylesheet(found[index + 2]))),
  );
  let result = html;
  for (const style of critical) {
    const text = style.childNodes[0]?.sourceCodeLocation;
    if (!text) continue;
    result =
      result.slice(0, text.startOffset) + " ".repeat(text.endOffset - text.startOffset) + result.slice(text.endOffset);
  }
  return result;
}

/**
 * Accepted findings; everything else fails. An error only where the checker lags the standard,
 * matched by extract. `metaPolicyPages`: pages with a <meta> policy (CDN 404, docs/decisions/010).
 * @type {Array<{ kind: Finding["kind"], file?: RegExp, metaPolicyPages?: true, message: RegExp, extract?: RegExp, why: string }>}
 */
export const EXPLAINED = [
  {
    kind: "note",
    message: /^Trailing slash on void elements has no effect/,
    why: "React writes void elements as <img/>: harmless, and React's serialisation, not ours",
  },
  {
    kind: "warning",
    metaPolicyPages: true,
    message: /^Resource violates Content Security Policy \(meta tag\)/,
    why:
      "the CDN copy of the 404 page and each published page carry their policy in a <meta>; read " +
      "from disk, 'self' matches nothing, served it matches the page's own stylesheet",
  },
  {
    kind: "warning",
    metaPolicyPages: true,
    message: /^Inline script violates Content Security Policy \(meta tag\)/,
    extract: /<script type="application\/ld\+json">/,
    why:
      "structured data (application/ld+json) is a data block, which no policy governs and no browser " +
      "runs; the checker takes it for a script in pages whose policy is in a <meta>",
  },
  {
    kind: "warning",
    file: /(^|\/)build-(cms|preview)\/client\/long-read\/index\.html$/,
    message: /^This document appears to be written in /,
    why:
      "the test fixtures' hostile landing page, a heading of one 10,000-character word, reads to the " +
      "checker's language guess as anything but English (tests/stubs/fixtures/e2e.json)",
  },
  {
    kind: "error",
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#first-screen-end" blocking="render"\/>/,
    why:
      "the checker predates `blocking` on `<link rel=expect>`, which the HTML standard allows and " +
      "Chromium obeys: each page's first paint waits for its opening section (decision 708)",
  },
];

/**
 * @typedef {{ type: string, subType?: string, url?: string, firstLine?: number, lastLine?: number,
 *   firstColumn?: number, lastColumn?: number, message: string, extract?: string }} VnuMessage
 * @typedef {{ kind: "error" | "warning" | "note", where: string, message: string, extract?: string }} Finding
 */

/** @param {VnuMessage} message @returns {Finding["kind"]} */
const kindOf = (message) => (message.type === "info" ? (message.subType === "warning" ? "warning" : "note") : "error");

/**
 * @param {VnuMessage[]} messages from `--format json`
 * @param {string} root the folder the files are named relative to
 * @param {string[]} metaPolicyFiles the pages (relative to root, as the files are named) that carry their policy in a <meta>
 * @returns {{ failures: Finding[], explained: Array<{ why: string, count: number }> }}
 */
export function judge(messages, root, metaPolicyFiles = []) {
  /** @type {Finding[]} */
  const failures = [];
  const counts = new Map(EXPLAINED.map((entry) => [entry, 0]));
  for (const message of messages) {
    const kind = kindOf(message);
    const file = message.url ? relative(root, fileURLToPath(message.url)) : "(no file)";
    const explanation = EXPLAINED.find(
      (entry) =>
        entry.kind === kind &&
        entry.message.test(message.message) &&
        (!entry.file || entry.file.test(file)) &&
        (!entry.metaPolicyPages || metaPolicyFiles.includes(file)) &&
        (!entry.extract || entry.extract.test(message.extract ?? "")),
    );
    if (explanation) {
      counts.set(explanation, (counts.get(explanation) ?? 0) + 1);
      continue;
    }
    const line = message.firstLine ?? message.lastLine;
    const column = message.firstColumn ?? message.lastColumn;
    const where = line === undefined ? file : `${file}:${line}${column === undefined ? "" : `.${column}`}`;
    failures.push({ kind, where, message: message.message, extract: message.extract });
  }
  return {
    failures,
    explained: [...counts].filter(([, count]) => count > 0).map(([entry, count]) => ({ why: entry.why, count })),
  };
}

/** @param {Finding} finding */
export const formatFinding = ({ kind, where, message, extract }) =>
  `${where}: ${kind}: ${message}${extract ? `\n    ${extract.replace(/\s+/g, " ").trim()}` : ""}`;

/**
 * @param {string} java
 * @param {string} buildDir
 * @returns {Promise<{ pages: number, failures: Finding[], explained: Array<{ why: string, count: number }> }>}
 */
export async function checkBuild(java, buildDir) {
  const clientDir = join(buildDir, "client");
  if (!existsSync(clientDir)) throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const files = (await listFiles(clientDir)).filter((file) => file.endsWith(".html") && !NOT_PAGES.includes(file));
  // A copy under the same relative names, so findings name the real files.
  const copy = await mkdtemp(join(tmpdir(), "check-html-"));
  const pages = [];
  for (const file of files) {
    const page = join(copy, relative(process.cwd(), join(clientDir, file)));
    await mkdir(dirname(page), { recursive: true });
    await writeFile(page, withoutCriticalCss(await readFile(join(clientDir, file), "utf8")));
    pages.push(page);
  }
  const result = spawnSync(java, ["-jar", VNU_JAR, "--format", "json", "--stdout", ...pages], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  await rm(copy, { recursive: true, force: true });
  if (result.error) throw result.error;
  /** @type {{ messages: VnuMessage[] }} */
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`The checker gave no report (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  const { documents, notFoundByPrefix } = readServingManifest(buildDir);
  const metaPolicyFiles = [
    ...Object.values(documents)
      .filter((document) => document.policyInPage)
      .map((document) => document.file),
    CDN_NOT_FOUND_FILE,
    // Each translation's copy of it, the nearest 404.html under its prefix (hi/404.html).
    ...Object.keys(notFoundByPrefix).map(cdnNotFoundFile),
  ].map((file) => relative(process.cwd(), join(clientDir, file)));
  return { pages: pages.length, ...judge(report.messages, copy, metaPolicyFiles) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["build"];
  const java = ensureJava();
  let failed = 0;
  for (const buildDir of buildDirs) {
    const { pages, failures, explained } = await checkBuild(java, buildDir);
    for (const finding of failures) console.error(formatFinding(finding));
    const accepted = explained.map(({ why, count }) => `\n  ${count} accepted: ${why}`).join("");
    console.info(`Nu Html Checker, ${buildDir}: ${pages} pages, ${failures.length} findings.${accepted}`);
    failed += failures.length;
  }
  if (failed > 0) {
    console.error(`\n✖ ${failed} findings: fix them, or explain them in scripts/check-html.mjs and decision 902.`);
    process.exit(1);
  }
}
