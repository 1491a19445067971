import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { aliasRedirects, knowledgeHubPaths, notFoundDocumentPath, paths } from "../../app/route-paths";
import type { ServingManifest } from "../../server/manifest.mjs";
import {
  expectCdnFilesToMatch,
  headersFor,
  metaPolicy,
  parseHeadersFile,
  RESOURCE_CSP,
} from "../../tests/support/cdn-files";
import { cdnHeaderSections, checkHeaderRules, renderHeaders, withMetaPolicy, writeCdnFiles } from "./cdn-files.mjs";
import { documentFile, createServingManifest } from "./harden.mjs";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

const MEDIA = [
  "favicon.svg",
  "robots.txt",
  "img/home/hero.webp",
  "img/people/a.svg",
  "video/clip.mp4",
  "social/home.png",
];
const ASSETS = ["assets/entry.client-abc.js", "assets/app-def.css", "assets/inter-ghi.woff2"];
const DATA = ["_.data", "perks.data", "bootstrapped.data"];
/** The search index as Pagefind writes it: some names hashed, some not. */
const SEARCH_INDEX = [
  "pagefind/pagefind.js",
  "pagefind/pagefind-entry.json",
  "pagefind/wasm.en.pagefind",
  "pagefind/pagefind.en_a548fbc1b2.pf_meta",
  "pagefind/index/en_a52943d.pf_index",
  "pagefind/fragment/en_509d611.pf_fragment",
  "pagefind/fragment/en_9e081f7.pf_fragment",
];
/** Every file the build below serves as itself (no HTML, no compressed copies). */
const SERVED = [...MEDIA, ...ASSETS, ...DATA, ...SEARCH_INDEX];

/**
 * A build/client as React Router leaves it: every page (aliases and 404 included, and any published
 * page), files, copies; and the serving manifest the build makes of it.
 */
async function built(extra: Record<string, string> = {}, publishedPaths: string[] = []) {
  const clientDir = await mkdtemp(join(tmpdir(), "cdn-files-"));
  made.push(clientDir);
  const pages = [...Object.values(paths), ...publishedPaths, notFoundDocumentPath, ...Object.keys(aliasRedirects)];
  const files: Record<string, string> = {
    ...Object.fromEntries(
      pages.map((path) => [
        documentFile(path),
        `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${path}</title></head><body><script>page(${JSON.stringify(path)})</script></body></html>`,
      ]),
    ),
    "__spa-fallback.html": "<!DOCTYPE html><html><head></head><body><script>spa()</script></body></html>",
    ...Object.fromEntries(SERVED.map((file) => [file, "x"])),
    "assets/entry.client-abc.js.br": "compressed",
    "index.html.gz": "compressed",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, file)), { recursive: true });
    await writeFile(join(clientDir, file), text);
  }
  const manifest = await createServingManifest({
    clientDir,
    cms: null,
    videoOrigin: "https://v.example",
    publishedPaths,
  });
  return { clientDir, manifest };
}

/** Every `_headers` rule the manifest and files make, in file order. */
const rulesOf = (manifest: ServingManifest, files: string[]) =>
  cdnHeaderSections({ manifest, files }).flatMap((section) => section.rules);

/** Those rules written out as `_headers` and read back the way the hosts read them. */
const renderedRules = (manifest: ServingManifest, files: string[]) =>
  parseHeadersFile(renderHeaders(cdnHeaderSections({ manifest, files })));

const read = (clientDir: string, name: string) => readFile(join(clientDir, name), "utf8");

/** The three files writeCdnFiles writes into build/client. */
const writtenFiles = async (clientDir: string) => ({
  headers: await read(clientDir, "_headers"),
  redirects: await read(clientDir, "_redirects"),
  notFoundHtml: await read(clientDir, "404.html"),
});

/** The Knowledge Hub as the build publishes it: article pages, a further page of cards, the feed. */
const HUB_PAGES = [knowledgeHubPaths.article("gst-basics"), knowledgeHubPaths.cardsPage(2)];
const FEED = knowledgeHubPaths.feed.slice(1);
const ATOM = "application/atom+xml; charset=utf-8";

describe("writeCdnFiles", () => {
  it("writes _headers, _redirects and 404.html that say, rule for rule, what serving.json says", async () => {
    const { clientDir, manifest } = await built();
    const counts = await writeCdnFiles({ clientDir, manifest });
    expectCdnFilesToMatch(await writtenFiles(clientDir), manifest, SERVED);
    // Two rules for each page but Home (its trailing-slash forms) and for each redirect the manifest holds.
    const pagesButHome = Object.values(paths).filter((path) => path !== paths.home).length;
    expect(counts.redirects).toBe(pagesButHome * 2 + Object.keys(manifest.aliases).length * 2);
    expect(counts.headerRules).toBeLessThan(40);
  });

  it("covers folders with one rule each, so the rule count grows with pages and aliases, not files", async () => {
    const { manifest } = await built();
    const files = [...MEDIA, ...ASSETS, ...DATA, ...Array.from({ length: 200 }, (_, i) => `img/gallery/${i}.webp`)];
    const rules = rulesOf(manifest, files);
    expect(rules.map((rule) => rule.path)).toEqual(
      expect.arrayContaining(["/*", "/assets/*", "/img/*", "/video/*", "/social/*", "/*.data", "/favicon.svg"]),
    );
    expect(rules.filter((rule) => rule.path.startsWith("/img"))).toHaveLength(1);
    expect(headersFor(renderedRules(manifest, files), "/img/gallery/7.webp")).toMatchObject({
      "Cache-Control": "public, max-age=86400",
    });
  });

  it("splits the search index's folder: hashed files a year, the files naming them revalidated", async () => {
    const { manifest } = await built();
    const files = [...MEDIA, ...SEARCH_INDEX];
    const rules = rulesOf(manifest, files);
    const searchRules = rules.filter((rule) => rule.path.startsWith("/pagefind"));
    expect(searchRules.map((rule) => [rule.path, rule.headers["Cache-Control"]])).toEqual([
      ["/pagefind/fragment/*", "public, max-age=31536000, immutable"],
      ["/pagefind/index/*", "public, max-age=31536000, immutable"],
      ["/pagefind/pagefind-entry.json", "no-cache"],
      ["/pagefind/pagefind.en_a548fbc1b2.pf_meta", "public, max-age=31536000, immutable"],
      ["/pagefind/pagefind.js", "no-cache"],
      ["/pagefind/wasm.en.pagefind", "no-cache"],
    ]);
    expect(() => checkHeaderRules(rules, { manifest, files })).not.toThrow();
  });

  it("gives React Router's SPA fallback, which Pages would serve at /__spa-fallback, the policy of what is no page", async () => {
    const { manifest } = await built();
    const rules = renderedRules(manifest, ["__spa-fallback.html", ...MEDIA]);
    expect(headersFor(rules, "/__spa-fallback")["Content-Security-Policy"]).toMatch(/^default-src 'none'/);
  });

  it("gives the pages the team publishes no rule of their own, so eight hundred of them stay within Pages' limits", async () => {
    const published = [
      ...Array.from({ length: 400 }, (_, index) => knowledgeHubPaths.article(`article-${index}`)),
      ...Array.from({ length: 400 }, (_, index) => `/landing-${index}`),
    ];
    const { clientDir, manifest } = await built({}, published);
    const counts = await writeCdnFiles({ clientDir, manifest });
    expect(counts.headerRules).toBeLessThan(40);
    const rules = parseHeadersFile(await read(clientDir, "_headers"));
    for (const path of [published[0], published[799]]) {
      expect(manifest.documents[path].policyInPage).toBe(true);
      expect(headersFor(rules, path), path).toEqual(manifest.headers);
    }
    // The site's own pages keep theirs.
    expect(headersFor(rules, paths.perks)["Content-Security-Policy"]).toBe(manifest.documents[paths.perks].csp);
  });

  it("gives the Knowledge Hub's feed, beside its articles' pages, a rule of its own with its Atom type", async () => {
    const { clientDir, manifest } = await built({ [FEED]: "<feed/>", "knowledge-hub/gst-basics.data": "x" }, HUB_PAGES);
    // The build typed it by its address (scripts/build/harden.mjs, from server/policy.mjs).
    expect(manifest.contentTypes[knowledgeHubPaths.feed]).toEqual({ type: "application/atom+xml", charset: true });
    await writeCdnFiles({ clientDir, manifest });
    const written = await writtenFiles(clientDir);
    expectCdnFilesToMatch(written, manifest, [...SERVED, FEED, "knowledge-hub/gst-basics.data"]);
    const rules = parseHeadersFile(written.headers);
    // No splat over the hub's folder: it would reach the articles' pages.
    expect(rules.map((rule) => rule.path)).not.toContain("/knowledge-hub/*");
    expect(rules.find((rule) => rule.path === knowledgeHubPaths.feed)?.headers).toEqual({
      "Content-Security-Policy": RESOURCE_CSP,
      "Cache-Control": "public, max-age=86400",
      "Content-Type": ATOM,
    });
    for (const page of [paths.knowledgeHub, ...HUB_PAGES, "/sitemap.xml", "/favicon.svg"]) {
      expect(headersFor(rules, page), page).not.toHaveProperty("Content-Type");
    }
  });

  it("types a file inside a folder of one splat with a rule that sets its type alone", async () => {
    const { manifest } = await built();
    const typed = {
      ...manifest,
      contentTypes: { "/img/feed.xml": { type: "application/atom+xml", charset: true as const } },
    };
    const files = [...MEDIA, "img/feed.xml"];
    const rules = rulesOf(typed, files);
    expect(rules.filter((rule) => rule.path.startsWith("/img"))).toEqual([
      {
        path: "/img/*",
        headers: { "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": "public, max-age=86400" },
      },
      { path: "/img/feed.xml", headers: { "Content-Type": ATOM } },
    ]);
    expect(() => checkHeaderRules(rules, { manifest: typed, files })).not.toThrow();
    expect(headersFor(renderedRules(typed, files), "/img/feed.xml")).toMatchObject({
      "Content-Type": ATOM,
      "Cache-Control": "public, max-age=86400",
    });
    // A typed address the build has no file for gets no rule: Pages would put its type on the 404 page.
    expect(rulesOf(typed, MEDIA)).not.toContainEqual(expect.objectContaining({ path: "/img/feed.xml" }));
  });

  it("refuses a Content-Type the manifest does not give, and a typed file without its one", async () => {
    const { manifest } = await built({}, HUB_PAGES);
    const files = [...MEDIA, FEED];
    const rules = rulesOf(manifest, files);
    expect(() => checkHeaderRules(rules, { manifest, files })).not.toThrow();

    const onSplat = rules.map((rule) =>
      rule.path === "/img/*" ? { ...rule, headers: { ...rule.headers, "Content-Type": "text/plain" } } : rule,
    );
    expect(() => checkHeaderRules(onSplat, { manifest, files })).toThrow(
      /\/img\/home\/hero\.webp: Content-Type from \/img\/\* \(text\/plain\), where none may/,
    );
    const untyped = rules.map((rule) =>
      rule.path === knowledgeHubPaths.feed
        ? { ...rule, headers: { "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": "public, max-age=86400" } }
        : rule,
    );
    expect(() => checkHeaderRules(untyped, { manifest, files })).toThrow(
      /\/knowledge-hub\/feed\.xml: Content-Type from no rule, where one rule says application\/atom\+xml; charset=utf-8/,
    );
  });

  it("covers a file in a page's folder by a rule of its own, never by a splat that would reach the page", async () => {
    const { clientDir, manifest } = await built({ "perks/photo.png": "x" });
    await writeCdnFiles({ clientDir, manifest });
    const rules = parseHeadersFile(await read(clientDir, "_headers"));
    expect(rules.map((rule) => rule.path)).toContain("/perks/photo.png");
    expect(rules.map((rule) => rule.path)).not.toContain("/perks/*");
    expect(headersFor(rules, "/perks/")).toEqual(manifest.headers);
  });

  it("refuses a build where two rules would reach one file", async () => {
    const nested = await built({ "assets/old.data": "x" });
    await expect(writeCdnFiles(nested)).rejects.toThrow(
      /assets\/old\.data: Content-Security-Policy from \/\*\.data and \/assets\/\*/,
    );
  });

  it("refuses to exceed Cloudflare Pages' limits: 100 rules, 2,000 characters a line", async () => {
    const { manifest } = await built();
    const many: ServingManifest = {
      ...manifest,
      documents: Object.fromEntries(
        Array.from({ length: 100 }, (_, i) => [
          `/page-${i}`,
          { file: `page-${i}/index.html`, csp: "default-src 'self'" },
        ]),
      ),
    };
    expect(() => checkHeaderRules(rulesOf(many, MEDIA), { manifest: many, files: MEDIA })).toThrow(
      /over Cloudflare Pages' limit of 100/,
    );

    const hashes = Array.from({ length: 40 }, (_, i) => `'sha256-${String(i).padStart(44, "A")}'`).join(" ");
    const long: ServingManifest = {
      ...manifest,
      documents: { "/": { file: "index.html", csp: `default-src 'self'; script-src 'self' ${hashes}` } },
    };
    expect(() => renderHeaders(cdnHeaderSections({ manifest: long, files: MEDIA }))).toThrow(/2000 characters/);
  });
});

describe("withMetaPolicy", () => {
  it("puts the policy, without frame-ancestors, in a <meta> right after the charset, ahead of every script", () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script></head></html>';
    const out = withMetaPolicy(html, "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'");
    expect(metaPolicy(out)).toBe("default-src 'self'; script-src 'self' 'sha256-x'");
    expect(out).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(() => withMetaPolicy("<p>no head</p>", "default-src 'self'")).toThrow(/no <head>/);
  });
});
