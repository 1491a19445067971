// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { aliasRedirects, notFoundDocumentPath, paths } from "../../app/route-paths";
import type { ServingManifest } from "../../server/manifest.mjs";
import { expectCdnFilesToMatch, headersFor, metaPolicy, parseHeadersFile } from "../../tests/support/cdn-files";
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

/** A build/client as React Router leaves it: every page (aliases and 404 included), files, copies. */
async function fakeBuild(extra: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), "cdn-files-"));
  made.push(dir);
  const pages = [...Object.values(paths), notFoundDocumentPath, ...Object.keys(aliasRedirects)];
  const files: Record<string, string> = {
    ...Object.fromEntries(
      pages.map((path) => [
        documentFile(path),
        `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${path}</title></head><body><script>page(${JSON.stringify(path)})</script></body></html>`,
      ]),
    ),
    "__spa-fallback.html": "<!DOCTYPE html><html><head></head><body><script>spa()</script></body></html>",
    ...Object.fromEntries([...MEDIA, ...ASSETS, ...DATA, ...SEARCH_INDEX].map((file) => [file, "x"])),
    "assets/entry.client-abc.js.br": "compressed",
    "index.html.gz": "compressed",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

async function built(extra: Record<string, string> = {}) {
  const clientDir = await fakeBuild(extra);
  const manifest = await createServingManifest({ clientDir, cms: null, videoOrigin: "https://v.example" });
  return { clientDir, manifest };
}

describe("writeCdnFiles", () => {
  it("writes _headers, _redirects and 404.html that say, rule for rule, what serving.json says", async () => {
    const { clientDir, manifest } = await built();
    const counts = await writeCdnFiles({ clientDir, manifest });
    const read = (name: string) => readFile(join(clientDir, name), "utf8");
    expectCdnFilesToMatch(
      { headers: await read("_headers"), redirects: await read("_redirects"), notFoundHtml: await read("404.html") },
      manifest,
      [...MEDIA, ...ASSETS, ...DATA, ...SEARCH_INDEX],
    );
    // Two rules for each page but Home (its trailing-slash forms) and for each alias.
    const pagesButHome = Object.values(paths).filter((path) => path !== paths.home).length;
    expect(counts.redirects).toBe(pagesButHome * 2 + Object.keys(aliasRedirects).length * 2);
    expect(counts.headerRules).toBeLessThan(40);
  });

  it("covers folders with one rule each, so the rule count grows with pages and aliases, not files", async () => {
    const { clientDir, manifest } = await built();
    const files = [...MEDIA, ...ASSETS, ...DATA, ...Array.from({ length: 200 }, (_, i) => `img/gallery/${i}.webp`)];
    const rules = cdnHeaderSections({ manifest, files }).flatMap((section) => section.rules);
    expect(rules.map((rule) => rule.path)).toEqual(
      expect.arrayContaining(["/*", "/assets/*", "/img/*", "/video/*", "/social/*", "/*.data", "/favicon.svg"]),
    );
    expect(rules.filter((rule) => rule.path.startsWith("/img"))).toHaveLength(1);
    expect(
      headersFor(parseHeadersFile(renderHeaders(cdnHeaderSections({ manifest, files }))), "/img/gallery/7.webp"),
    ).toMatchObject({ "Cache-Control": "public, max-age=86400" });
    await rm(clientDir, { recursive: true, force: true });
  });

  it("splits the search index's folder: hashed files a year, the files naming them revalidated", async () => {
    const { manifest } = await built();
    const rules = cdnHeaderSections({ manifest, files: [...MEDIA, ...SEARCH_INDEX] }).flatMap(
      (section) => section.rules,
    );
    const searchRules = rules.filter((rule) => rule.path.startsWith("/pagefind"));
    expect(searchRules.map((rule) => [rule.path, rule.headers["Cache-Control"]])).toEqual([
      ["/pagefind/fragment/*", "public, max-age=31536000, immutable"],
      ["/pagefind/index/*", "public, max-age=31536000, immutable"],
      ["/pagefind/pagefind-entry.json", "no-cache"],
      ["/pagefind/pagefind.en_a548fbc1b2.pf_meta", "public, max-age=31536000, immutable"],
      ["/pagefind/pagefind.js", "no-cache"],
      ["/pagefind/wasm.en.pagefind", "no-cache"],
    ]);
    expect(() => checkHeaderRules(rules, { manifest, files: [...MEDIA, ...SEARCH_INDEX] })).not.toThrow();
  });

  it("gives React Router's SPA fallback, which Pages would serve at /__spa-fallback, the policy of what is no page", async () => {
    const { manifest } = await built();
    const rules = parseHeadersFile(
      renderHeaders(cdnHeaderSections({ manifest, files: ["__spa-fallback.html", ...MEDIA] })),
    );
    expect(headersFor(rules, "/__spa-fallback")["Content-Security-Policy"]).toMatch(/^default-src 'none'/);
  });

  it("refuses a build where a file rule would reach a page's address or two rules one file", async () => {
    const { clientDir, manifest } = await built({ "perks/photo.png": "x" });
    await expect(writeCdnFiles({ clientDir, manifest })).rejects.toThrow(
      /\/perks\/: Content-Security-Policy from \/perks\/\*/,
    );

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
    const manyRules = cdnHeaderSections({ manifest: many, files: MEDIA }).flatMap((section) => section.rules);
    expect(() => checkHeaderRules(manyRules, { manifest: many, files: MEDIA })).toThrow(
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
