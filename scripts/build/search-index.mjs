// @ts-check
// The site's search index (docs/decisions/401-site-search-with-pagefind.md): Pagefind reads every
// prerendered page once it is final and writes a static index under build/client/pagefind/, which
// the browser queries with Pagefind's own script and WebAssembly when search is first opened. No
// server, no third party. Runs in buildEnd after deferHydration and before hardenBuild, so the
// index files are typed, cached and precompressed like every other file.
//
// What is indexed is decided in the markup: only <main data-pagefind-body> (header, navigation and
// footer stay out), text a visitor reaches by opening something included (FAQ answers, in the HTML
// and hidden), and every heading with an id is a place a result can land. Each Knowledge Hub
// article is indexed as its own page (docs/decisions/009).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import * as pagefind from "pagefind";
import { elements, parseHtml, attribute, replaceElements, textOf } from "./html.mjs";

/** Where the index is served from: /pagefind/pagefind.js and its files. */
export const SEARCH_BUNDLE_DIR = "pagefind";

/**
 * The files of Pagefind's bundle the site's own search uses: the search script, its entry, its
 * WebAssembly and the index itself. Pagefind's ready-made interfaces (pagefind-ui, the component
 * and modular UIs, the highlighter), its worker (our search runs it on the page: see the decision
 * record) and the WebAssembly for pages without a language are left out.
 * @param {string} file a path inside the bundle
 */
export const isUsedBundleFile = (file) =>
  file === "pagefind.js" ||
  file === "pagefind-entry.json" ||
  // Each language's WebAssembly (wasm.en-in.pagefind), not the one for pages without a language.
  (/^wasm\.[\w-]+\.pagefind$/.test(file) && file !== "wasm.unknown.pagefind") ||
  /^pagefind\.[\w-]+\.pf_meta$/.test(file) ||
  /^(?:index|fragment|filter)\/[\w-]+\.pf_(?:index|fragment|filter)$/.test(file);

/** @param {string} text */
const attributeValue = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The [path, name] pairs of a page's breadcrumb trail (its BreadcrumbList structured data): its own
 * name, and Home's.
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
 * The page as Pagefind reads it, with its title for results given as Pagefind's metadata (in the
 * copy given to Pagefind only: the page served is unchanged).
 * @param {string} html @param {string} title
 */
export function withPageTitle(html, title) {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error("A page without <head> cannot be indexed.");
  const meta = `<meta data-pagefind-meta="title[content]" content="${attributeValue(title)}">`;
  return `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}`;
}

/**
 * The page with each FAQ question as the place its answer's results land on. An answer carries its
 * own address (`<div id="faqs-is-there-a-fee" data-answer>` inside its <details>), so that the
 * browser opens it on arrival (docs/decisions/012); Pagefind lands results on headings with an id,
 * so in the copy given to Pagefind the id moves to the question's heading: same address, the
 * question's words as the result's title.
 * @param {string} html
 */
export const withQuestionsAsPlaces = (html) =>
  html.replace(
    /<summary([^>]*)><(h[2-6])([^>]*)>([\s\S]*?)<\/\2>([\s\S]*?)<\/summary><div id="([^"]+)" data-answer=""/g,
    (_, summary, heading, attributes, question, rest, id) =>
      `<summary${summary}><${heading} id="${id}"${attributes}>${question}</${heading}>${rest}</summary><div data-answer=""`,
  );

/** The page's metadata naming each offer's place and last day ("perk-kinara-crm:2027-03-31 …"). */
export const OFFERS_ENDING_META = "offersEnding";

/**
 * The page with each offer (`<li id="perk-…">`) as a place of its own: in the copy given to Pagefind,
 * the offer's address moves to its heading, where results land, and the page's metadata names each
 * offer's last day, so that search leaves out a result on an offer that has ended since the build
 * (docs/decisions/017). The page served is unchanged.
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
 * Indexes the given pages of a prerendered site and writes the bundle into clientDir/pagefind.
 * Results name their page as its breadcrumb does ("Perks"; Home for /), not by its h1, which is a
 * sentence; they link to the path itself (/perks, not the /perks/ Pagefind would derive from the file).
 * @param {{ clientDir: string, pages: Record<string, string> }} options
 *   pages: each route path to index and its prerendered file under clientDir
 * @returns {Promise<{ pages: number, files: number, words: number }>}
 */
export async function writeSearchIndex({ clientDir, pages }) {
  // One index per language, by each page's <html lang> (docs/decisions/013): a page searches its own.
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const documents = await Promise.all(
      Object.entries(pages).map(async ([url, file]) => {
        const html = await readFile(join(clientDir, file), "utf8");
        // Without it Pagefind would index the whole page, header, navigation and footer included.
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
