import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteLanguages } from "../../app/languages";
import { languageSiteMap } from "./language-alternates.mjs";
import { robotsTxt, sitemapXml, writeSeoFiles } from "./seo-files.mjs";

const origin = "https://launchpad.example";
const [english, hindi] = siteLanguages;
/** The site map of routes in English and Hindi, and one article published in English only. */
const siteMap = languageSiteMap(
  ["/", "/perks", "/community"],
  [
    { language: english, published: ["/knowledge-hub/only-english"], searched: [] },
    { language: hindi, published: [], searched: [] },
  ],
);

describe("sitemap.xml", () => {
  it("lists each page on the site origin, with its counterparts in every language and English as the default", () => {
    const xml = sitemapXml({ origin, pages: siteMap.filter(({ path }) => ["/", "/hi/perks"].includes(path)) });
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      "<url><loc>https://launchpad.example/</loc>" +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://launchpad.example/"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://launchpad.example/hi"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://launchpad.example/"/></url>',
    );
    expect(xml).toContain(
      "<url><loc>https://launchpad.example/hi/perks</loc>" +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://launchpad.example/perks"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://launchpad.example/hi/perks"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://launchpad.example/perks"/></url>',
    );
  });

  it("gives a page in one language no alternates", () => {
    const xml = sitemapXml({ origin, pages: siteMap.filter(({ path }) => path === "/knowledge-hub/only-english") });
    expect(xml).toContain("<url><loc>https://launchpad.example/knowledge-hub/only-english</loc></url>");
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
    page("/hi", "noindex, nofollow");
    page("/hi/perks", "noindex, nofollow");
    page("/hi/community", "noindex, nofollow");
    const listed = await writeSeoFiles({ clientDir, origin, indexable: false, siteMap });
    // /knowledge-hub/only-english was never built; /community is kept out, and so is it as an alternate.
    expect(listed).toEqual(["/", "/perks", "/hi", "/hi/perks", "/hi/community"]);
    const xml = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    expect(xml).not.toContain("launchpad.example/community");
    expect(xml).toContain("<url><loc>https://launchpad.example/hi/community</loc></url>");
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
