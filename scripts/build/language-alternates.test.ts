import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteLanguages } from "../../app/languages";
import { alternateLinks, languageSiteMap, writeLanguageAlternates } from "./language-alternates.mjs";

const origin = "https://launchpad.example";
const [english, hindi] = siteLanguages;
const siteMap = languageSiteMap(
  ["/", "/perks"],
  [
    { language: english, published: ["/knowledge-hub/both", "/only-english"], searched: [] },
    { language: hindi, published: ["/knowledge-hub/both"], searched: [] },
  ],
);
const pageAt = (path: string) => siteMap.find((page) => page.path === path)!;
const hrefsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]));

describe("language alternates", () => {
  it("pairs each page with itself in every language that has it, reciprocally", () => {
    expect(siteMap.map(({ path }) => path)).toEqual([
      "/",
      "/perks",
      "/knowledge-hub/both",
      "/only-english",
      "/hi",
      "/hi/perks",
      "/hi/knowledge-hub/both",
    ]);
    for (const page of siteMap) {
      for (const alternate of page.alternates) {
        expect(pageAt(alternate.path).alternates, `${alternate.path} names ${page.path}`).toContainEqual({
          language: page.language,
          path: page.path,
        });
      }
    }
  });

  it("names en-IN, hi-IN and English as x-default in the head, and the other locale for Open Graph", () => {
    const links = alternateLinks(pageAt("/hi/knowledge-hub/both"), origin);
    expect(hrefsOf(links)).toEqual({
      "en-IN": `${origin}/knowledge-hub/both`,
      "hi-IN": `${origin}/hi/knowledge-hub/both`,
      "x-default": `${origin}/knowledge-hub/both`,
    });
    expect(links).toContain('<meta property="og:locale:alternate" content="en_IN"/>');
    expect(hrefsOf(alternateLinks(pageAt("/"), origin))["hi-IN"]).toBe(`${origin}/hi`);
  });

  it("gives a page published in one language no alternate, and writes none into it", async () => {
    expect(alternateLinks(pageAt("/only-english"), origin)).toBe("");
    const clientDir = mkdtempSync(join(tmpdir(), "alternates-"));
    for (const path of ["only-english", "hi/perks"]) {
      mkdirSync(join(clientDir, path), { recursive: true });
      writeFileSync(join(clientDir, path, "index.html"), "<html><head><title>t</title></head><body></body></html>");
    }
    expect(await writeLanguageAlternates({ clientDir, origin, siteMap })).toBe(1);
    expect(readFileSync(join(clientDir, "only-english/index.html"), "utf8")).not.toContain("hreflang");
    expect(hrefsOf(readFileSync(join(clientDir, "hi/perks/index.html"), "utf8"))).toEqual({
      "en-IN": `${origin}/perks`,
      "hi-IN": `${origin}/hi/perks`,
      "x-default": `${origin}/perks`,
    });
  });
});
