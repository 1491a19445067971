import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, writeSeoFiles } from "./seo-files.mjs";

describe("sitemap.xml", () => {
  it("lists each canonical URL on the site origin", () => {
    const xml = sitemapXml({ origin: "https://launchpad.example", paths: ["/", "/perks"] });
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      "https://launchpad.example/",
      "https://launchpad.example/perks",
    ]);
  });
});

describe("writeSeoFiles", () => {
  it("leaves out of the sitemap a page the team keeps out of search results, and a page not built", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "seo-files-"));
    const page = (path: string, robots: string) => {
      mkdirSync(join(clientDir, path), { recursive: true });
      writeFileSync(join(clientDir, path, "index.html"), `<head><meta name="robots" content="${robots}"/></head>`);
    };
    page("/", "noindex, nofollow");
    page("/perks", "noindex, nofollow");
    page("/community", "noindex, follow");
    const listed = await writeSeoFiles({
      clientDir,
      origin: "https://launchpad.example",
      indexable: false,
      canonicalPaths: ["/", "/perks", "/community", "/never-built"],
    });
    expect(listed).toEqual(["/", "/perks"]);
    expect(readFileSync(join(clientDir, "sitemap.xml"), "utf8")).not.toContain("/community");
  });
});

describe("robots.txt", () => {
  it("lets crawlers in and points at the sitemap only in production", () => {
    expect(robotsTxt({ origin: "https://launchpad.example", indexable: true })).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://launchpad.example/sitemap.xml\n",
    );
    expect(robotsTxt({ origin: "https://staging.example", indexable: false })).toMatch(/Disallow: \/\n$/);
  });
});
