import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files.mjs";

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

describe("robots.txt", () => {
  it("lets crawlers in and points at the sitemap only in production", () => {
    expect(robotsTxt({ origin: "https://launchpad.example", indexable: true })).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://launchpad.example/sitemap.xml\n",
    );
    expect(robotsTxt({ origin: "https://staging.example", indexable: false })).toMatch(/Disallow: \/\n$/);
  });
});
