import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { listFiles } from "./precompress.mjs";
import {
  breadcrumbs,
  isUsedBundleFile,
  withOffersAsPlaces,
  withPageTitle,
  withQuestionsAsPlaces,
  writeSearchIndex,
} from "./search-index.mjs";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

const crumbs = (name: string, path: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" },
      { "@type": "ListItem", position: 2, name, item: `https://x.example${path}` },
    ],
  })}</script>`;

/** A page as the site renders it: header, navigation and footer around <main data-pagefind-body>. */
const page = (head: string, main: string, lang = "en-IN") =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>t</title>${head}</head><body>` +
  `<header><nav><a href="/perks">Perks navigationword</a></nav></header>` +
  `<main data-pagefind-body="">${main}</main><footer>footerword</footer></body></html>`;

async function site(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), "search-index-"));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

describe("writeSearchIndex", () => {
  it("indexes each page's main content into /pagefind, one index per language, with only the files the site's search uses", async () => {
    const clientDir = await site({
      "index.html": page(
        "",
        `<h1>Welcome founders</h1><h3 id="faqs-fee"><button>Is there a fee?</button></h3><div hidden>No fee and no equity.</div>`,
      ),
      "perks/index.html": page(crumbs("Perks", "/perks"), `<h1>Partner perks worth a lot</h1><p>GST for 299.</p>`),
      "hi/index.html": page("", `<h1>फ़ाउंडर्स का स्वागत है</h1><p>कोई फ़ीस नहीं।</p>`, "hi-IN"),
    });
    const written = await writeSearchIndex({
      clientDir,
      pages: { "/": "index.html", "/perks": "perks/index.html", "/hi": "hi/index.html" },
    });
    expect(written.pages).toBe(3);

    const bundle = (await listFiles(join(clientDir, "pagefind"))).sort();
    expect(bundle).toEqual(
      expect.arrayContaining(["pagefind.js", "pagefind-entry.json", "wasm.en-in.pagefind", "wasm.hi-in.pagefind"]),
    );
    expect(bundle.every(isUsedBundleFile), bundle.join(", ")).toBe(true);
    expect(bundle).not.toContain("wasm.unknown.pagefind");
    expect(bundle.some((file) => /^index\/en-in_[0-9a-f]+\.pf_index$/.test(file))).toBe(true);
    expect(bundle.some((file) => /^index\/hi-in_[0-9a-f]+\.pf_index$/.test(file))).toBe(true);
    expect(bundle.filter((file) => file.startsWith("fragment/"))).toHaveLength(3);
    const entry = JSON.parse(await readFile(join(clientDir, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(entry.languages["en-in"].page_count).toBe(2);
    expect(entry.languages["hi-in"].page_count).toBe(1);
    // The page the site serves is left as it was.
    expect(await readFile(join(clientDir, "perks/index.html"), "utf8")).not.toContain("data-pagefind-meta");
  });

  it("fails the build on a page it finds nothing to index in, naming it", async () => {
    const clientDir = await site({
      "index.html": page("", "<h1>Home</h1><p>Words.</p>"),
      "perks/index.html": "<!DOCTYPE html><html><head></head><body><p>No main content marked.</p></body></html>",
    });
    await expect(
      writeSearchIndex({ clientDir, pages: { "/": "index.html", "/perks": "perks/index.html" } }),
    ).rejects.toThrow(/perks\/index\.html/);
  });
});

describe("the names results give their pages", () => {
  it("reads each page's name, and Home's, from its breadcrumb trail", () => {
    expect(breadcrumbs(page(crumbs("Startup Toolkit", "/toolkits"), ""))).toEqual([
      ["/", "Home"],
      ["/toolkits", "Startup Toolkit"],
    ]);
    expect(breadcrumbs(page("", ""))).toEqual([]);
  });

  it("gives Pagefind the name as the page's title, escaped, in the copy it reads", () => {
    const html = withPageTitle(page("", ""), `Perks & "more" <b>`);
    expect(html).toContain(
      '<head><meta data-pagefind-meta="title[content]" content="Perks &amp; &quot;more&quot; &lt;b>"><meta charSet',
    );
  });
});

describe("FAQ answers as search results", () => {
  it("lands an answer's results on its question, at the answer's own address, in the copy Pagefind reads", () => {
    const faq =
      `<details name="faqs" class="group"><summary data-accordion-trigger="" class="flex"><h3 class="text-base">Is there a fee?</h3>` +
      `<svg aria-hidden="true"></svg></summary><div id="faqs-is-there-a-fee" data-answer="" class="pb-4"><p>No.</p></div></details>`;
    expect(withQuestionsAsPlaces(`<main>${faq}${faq.replaceAll("is-there-a-fee", "who-can-join")}</main>`)).toBe(
      `<main>` +
        `<details name="faqs" class="group"><summary data-accordion-trigger="" class="flex"><h3 id="faqs-is-there-a-fee" class="text-base">Is there a fee?</h3>` +
        `<svg aria-hidden="true"></svg></summary><div data-answer="" class="pb-4"><p>No.</p></div></details>` +
        `<details name="faqs" class="group"><summary data-accordion-trigger="" class="flex"><h3 id="faqs-who-can-join" class="text-base">Is there a fee?</h3>` +
        `<svg aria-hidden="true"></svg></summary><div data-answer="" class="pb-4"><p>No.</p></div></details>` +
        `</main>`,
    );
  });
});

describe("offers as search results", () => {
  const offer = (id: string, name: string, endsOn?: string) =>
    `<li id="perk-${id}" data-stages="bootstrapped"${endsOn ? ` data-ends-on="${endsOn}"` : ""}>` +
    `<article aria-labelledby="«r1»"><div class="h-10"></div><h3 id="«r1»" class="mt-5">${name}</h3><p>Its offer.</p></article></li>`;

  it("lands an offer's results on its card, and names each offer's last day, in the copy Pagefind reads", () => {
    const html = withOffersAsPlaces(
      page("", `<ul>${offer("kinara-crm", "Kinara & CRM", "2027-03-31")}${offer("kagaz", "Kagaz")}</ul>`),
    );
    expect(html).toContain(
      '<head><meta data-pagefind-meta="offersEnding[content]" content="perk-kinara-crm:2027-03-31"><meta charSet',
    );
    expect(html).toContain('<h3 id="perk-kinara-crm">Kinara &amp; CRM</h3><p>Its offer.</p>');
    expect(html).toContain('<h3 id="perk-kagaz">Kagaz</h3>');
    // A page without offers is given as it is.
    expect(withOffersAsPlaces(page("", "<h1>Home</h1>"))).toBe(page("", "<h1>Home</h1>"));
  });

  it("indexes an offer's words at its card's address, with the offers' last days as the page's metadata", async () => {
    const clientDir = await site({
      "perks/index.html": page(
        crumbs("Perks", "/perks"),
        `<h1>Partner perks</h1><ul>${offer("kinara-crm", "Kinara", "2027-03-31").replace("Its offer.", "Leadcredits for sales.")}</ul>`,
      ),
    });
    await writeSearchIndex({ clientDir, pages: { "/perks": "perks/index.html" } });
    const fragments = (await listFiles(join(clientDir, "pagefind"))).filter((file) => file.startsWith("fragment/"));
    const fragment = JSON.parse(
      gunzipSync(await readFile(join(clientDir, "pagefind", fragments[0])))
        .subarray("pagefind_dcd".length)
        .toString(),
    );
    expect(fragment.meta.offersEnding).toBe("perk-kinara-crm:2027-03-31");
    expect(fragment.anchors).toContainEqual(expect.objectContaining({ id: "perk-kinara-crm", text: "Kinara" }));
  });
});

describe("isUsedBundleFile", () => {
  it("keeps the search script, its entry, the WebAssembly and the index; drops the ready-made interfaces and the worker", () => {
    const used = ["pagefind.js", "pagefind-entry.json", "wasm.en.pagefind", "pagefind.en_0a1b2c3d4e.pf_meta"];
    const index = ["index/en_a1b2c3d.pf_index", "fragment/en_a1b2c3d.pf_fragment"];
    const unused = [
      "pagefind-ui.js",
      "pagefind-ui.css",
      "pagefind-worker.js",
      "wasm.unknown.pagefind",
      "pagefind-highlight.js",
    ];
    // Listing the files judged wrongly names each of them in a failure.
    expect([...used, ...index].filter((file) => !isUsedBundleFile(file))).toEqual([]);
    expect(unused.filter(isUsedBundleFile)).toEqual([]);
  });
});
