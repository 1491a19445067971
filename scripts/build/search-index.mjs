// @ts-check
// The site's search index (docs/decisions/401-site-search-with-pagefind.md): Pagefind indexes the
// final prerendered pages into build/client/pagefind/, queried in the browser; no server, no third
// party. Runs in buildEnd after deferHydration, before hardenBuild, so its files are typed, cached and
// precompressed like the rest. The markup decides what is indexed: <main data-pagefind-body>, hidden
// FAQ answers, headings with ids as landing places; each Knowledge Hub article is its own page
// (docs/decisions/009).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import * as pagefind from "pagefind";
import { elements, parseHtml, attribute, replaceElements, textOf } from "./html.mjs";

/** Served as /pagefind/pagefind.js and its files. */
export const SEARCH_BUNDLE_DIR = "pagefind";

/**
 * Only what the site's search uses: script, entry, per-language WebAssembly and the index. Left out:
 * Pagefind's UIs and highlighter, its worker (search runs on the page: see the decision record).
 * @param {string} file a path inside the bundle
 */
export const isUsedBundleFile = (file) =>
  file === "pagefind.js" ||
  file === "pagefind-entry.json" ||
  // Not wasm.unknown.pagefind, for pages without a language.
  (/^wasm\.[\w-]+\.pagefind$/.test(file) && file !== "wasm.unknown.pagefind") ||
  /^pagefind\.[\w-]+\.pf_meta$/.test(file) ||
  /^(?:index|fragment|filter)\/[\w-]+\.pf_(?:index|fragment|filter)$/.test(file);

/** @param {string} text */
const attributeValue = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * [path, name] pairs from the page's BreadcrumbList structured data: its own and Home's.
 * @param {string} html
 * @returns {Array<[string, string]>}
 */
export function breadcrumbs(html) {
  /** @type {Array<[string, string]>} */
  const trail = [];
  for (const element of elements(parseHtml(html))) {
    if (element.tagName !== "script" || attribute(element, "type") !== "application/ld+json") continue;
    const data = JSON.parse(textOf(element));
    if (data["@type"] !== "BreadcrumbList" || !Array.isArray(data.itemListElement)) continue;
    for (const crumb of data.itemListElement) {
      if (typeof crumb.name === "string" && typeof crumb.item === "string")
        trail.push([new URL(crumb.item).pathname, crumb.name]);
    }
  }
  return trail;
}

/**
 * Adds the result title as Pagefind metadata, in Pagefind's copy only: the served page is unchanged.
 * @param {string} html @param {string} title
 */
export function withPageTitle(html, title) {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("A page without <head> cannot be indexed.");
  const meta = `<meta data-pagefind-meta="title[content]" content="${attributeValue(title)}">`;
  return `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}`;
}

/**
 * Moves each FAQ answer's id (`<div id="faqs-is-there-a-fee" data-answer>`, which opens it on arrival:
 * docs/decisions/012) onto its question's heading in Pagefind's copy, since Pagefind lands results on
 * headings with an id: same address, the question as the result's title.
 * @param {string} html
 */
export const withQuestionsAsPlaces = (html) =>
  html.replace(
    /<summary([^>]*)><(h[2-6])([^>]*)>([\s\S]*?)<\/\2>([\s\S]*?)<\/summary><div id="([^"]+)" data-answer=""/g,
    (_, summary, heading, attributes, question, rest, id) =>
      `<summary${summary}><${heading} id="${id}"${attributes}>${question}</${heading}>${rest}</summary><div data-answer=""`,
  );

/** Metadata naming each offer's place and last day ("perk-kinara-crm:2027-03-31 …"). */
export const OFFERS_ENDING_META = "offersEnding";

/**
 * In Pagefind's copy, moves each offer's id (`<li id="perk-…">`) to its heading, where results land,
 * and lists each offer's last day so search drops offers that ended after the build
 * (docs/decisions/017). The served page is unchanged.
 * @param {string} html
 */
export function withOffersAsPlaces(html) {
  /** @type {string[]} */
  const ending = [];
  const placed = replaceElements(html, (element) => {
    // An offer's card: <li id="perk-…"><article>…<h3>its name</h3>…
    const article = element.tagName === "h3" ? element.parentNode : null;
    const offer = article && "parentNode" in article ? article.parentNode : null;
    if (!offer || !("tagName" in offer) || offer.tagName !== "li") return undefined;
    const id = attribute(offer, "id");
    if (!id?.startsWith("perk-")) return undefined;
    const endsOn = attribute(offer, "data-ends-on");
    if (endsOn) ending.push(`${id}:${endsOn}`);
    return `<h3 id="${id}">${attributeValue(textOf(element))}</h3>`;
  });
  if (ending.length === 0) return placed;
  const head = /<head(?:\s[^>]*)?>/i.exec(placed);
  if (!head) return placed;
  const meta = `<meta data-pagefind-meta="${OFFERS_ENDING_META}[content]" content="${ending.join(" ")}">`;
  return `${placed.slice(0, head.index + head[0].length)}${meta}${placed.slice(head.index + head[0].length)}`;
}

/**
 * Writes the bundle into clientDir/pagefind. Results are named by breadcrumb ("Perks"; Home for /),
 * not the h1, which is a sentence, and link to /perks, not the /perks/ Pagefind derives from the file.
 * @param {{ clientDir: string, pages: Record<string, string> }} options
 *   pages: each route path to index and its prerendered file under clientDir
 * @returns {Promise<{ pages: number, files: number, words: number }>}
 */
export async function writeSearchIndex({ clientDir, pages }) {
  // One index per <html lang> (docs/decisions/013): a page searches its own language.
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const documents = await Promise.all(
      Object.entries(pages).map(async ([url, file]) => {
        const html = await readFile(join(clientDir, file), "utf8");
        // Else Pagefind indexes header, navigation and footer too.
        if (![...elements(parseHtml(html))].some((element) => attribute(element, "data-pagefind-body") !== undefined)) {
          throw new Error(`${file} marks no content for the search index (data-pagefind-body on <main>).`);
        }
        return { url, file, html };
      }),
    );
    const names = new Map(documents.flatMap(({ html }) => breadcrumbs(html)));
    let words = 0;
    for (const { url, file, html } of documents) {
      const name = names.get(url);
      const page = withOffersAsPlaces(withQuestionsAsPlaces(html));
      const added = await index.addHTMLFile({ url, content: name ? withPageTitle(page, name) : page });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join("; ")}`);
      if (!added.file || added.file.uniqueWords === 0) throw new Error(`Pagefind found nothing to index in ${file}.`);
      words += added.file.uniqueWords;
    }
    const bundle = await index.getFiles();
    if (bundle.errors.length > 0) throw new Error(`Pagefind could not write its index: ${bundle.errors.join("; ")}`);
    const used = bundle.files.filter((file) => isUsedBundleFile(file.path));
    const entry = bundle.files.find((file) => file.path === "pagefind-entry.json");
    const languages = entry ? Object.keys(JSON.parse(Buffer.from(entry.content).toString("utf8")).languages) : [];
    for (const required of [
      "pagefind.js",
      "pagefind-entry.json",
      ...languages.map((code) => `wasm.${code}.pagefind`),
    ]) {
      if (!used.some((file) => file.path === required)) throw new Error(`Pagefind wrote no ${required}.`);
    }
    for (const file of used) {
      const path = join(clientDir, SEARCH_BUNDLE_DIR, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
    }
    return { pages: Object.keys(pages).length, files: used.length, words };
  } finally {
    await pagefind.close();
  }
}
