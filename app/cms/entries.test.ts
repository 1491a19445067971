import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseArticleSections, toArticle, toFaqEntry, toHeroOverride, toSection } from "./entries";

const entry = (fields: Record<string, unknown>, id = "entry-1") => ({ sys: { id }, fields });

describe("content entries", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  describe("heroSection", () => {
    it("maps every field the spec names", () => {
      expect(
        toHeroOverride(entry({ title: "T", subtitle: "S", ctaButtonText: "Go", ctaButtonLink: "https://x.example/a" })),
      ).toEqual({ title: "T", subtitle: "S", ctaText: "Go", ctaLink: "https://x.example/a" });
    });

    it("drops a wrong field with a warning naming it, and keeps the rest", () => {
      expect(toHeroOverride(entry({ title: 42, subtitle: "Still here" }, "hero-9"))).toEqual({
        subtitle: "Still here",
      });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/heroSection hero-9: field "title" is invalid/));
    });

    it("ignores a link that is not https: or a path on this site", () => {
      for (const link of ["javascript:alert(1)", "http://plain.example", "//evil.example"]) {
        expect(toHeroOverride(entry({ ctaButtonLink: link }))).toEqual({});
      }
      expect(toHeroOverride(entry({ ctaButtonLink: "/perks" }))).toEqual({ ctaLink: "/perks" });
    });

    it("reads the background picture from the asset host, decorative, and drops one from elsewhere", () => {
      const picture = (url: string) => ({
        sys: { type: "Asset", id: "a" },
        fields: { file: { url, contentType: "image/jpeg", details: { image: { width: 1600, height: 900 } } } },
      });
      const assets = "https://images.ctfassets.net";
      const read = (url: string) => toHeroOverride(entry({ backgroundImage: picture(url) }), assets);
      expect(read("//images.ctfassets.net/s/a/t/bg.jpg")).toEqual({
        backgroundImage: { src: `${assets}/s/a/t/bg.jpg`, alt: "", width: 1600, height: 900, resizable: true },
      });
      expect(read("https://elsewhere.example/bg.jpg")).toEqual({});
    });

    it("treats blank text as missing, so the built-in text shows", () => {
      expect(toHeroOverride(entry({ title: "   " }))).toEqual({});
    });

    it("keeps hostile text as plain text (React renders it inert)", () => {
      const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
      expect(toHeroOverride(entry({ title: hostile })).title).toBe(hostile);
    });
  });

  describe("faqItem", () => {
    it("needs a question and an answer", () => {
      const faq = { question: "Q", answer: "A", order: 2 };
      expect(toFaqEntry(entry(faq))).toEqual(faq);
      expect(toFaqEntry(entry({ question: "Q" }))).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/faqItem \S+ has no usable answer; skipped/));
    });

    it("puts an entry without a valid order last", () => {
      expect(toFaqEntry(entry({ question: "Q", answer: "A", order: "first" }))?.order).toBe(Number.MAX_SAFE_INTEGER);
    });
  });

  describe("pageSection", () => {
    it("reads the section by name, with an empty subheading by default", () => {
      const named = { sectionName: "about", heading: "H" };
      expect(toSection(entry(named))).toEqual({ ...named, subheading: "" });
    });

    it("skips a section without a name", () => {
      expect(toSection(entry({ heading: "H" }))).toBeNull();
    });
  });

  describe("blogArticle", () => {
    const sections = [{ title: "One", content: "Text." }];

    const dated = (fields: Record<string, unknown>, id = "a-1") => ({
      sys: { id, createdAt: "2026-01-05T10:00:00.000Z", updatedAt: "2026-02-01T08:30:00.000Z" },
      fields,
    });

    it("reads sections from a JSON string or a list, its address and the service's dates", () => {
      expect(
        toArticle(dated({ blogId: 3, title: "T", slug: "t", badge: "Popular", sections: JSON.stringify(sections) })),
      ).toEqual({
        id: 3,
        slug: "t",
        title: "T",
        summary: "",
        badge: "Popular",
        icon: "trending-up",
        published: "2026-01-05T10:00:00.000Z",
        updated: "2026-02-01T08:30:00.000Z",
        sections,
      });
      expect(toArticle(dated({ blogId: 3, title: "T", slug: "t", sections }))?.sections).toEqual(sections);
    });

    it("refuses an article without a slug, or with one an address cannot carry, saying why", () => {
      expect(toArticle(dated({ blogId: 4, title: "No address" }, "a-4"))).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/blogArticle a-4 has no usable slug; skipped/));
      for (const bad of ["Has Capitals", "two--hyphens", "feed.xml", "a/b", 7]) {
        expect(toArticle(dated({ blogId: 5, title: "Bad address", slug: bad }, "a-5")), String(bad)).toBeNull();
      }
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/blogArticle a-5: field "slug" is invalid \(must be lowercase letters and digits/),
      );
    });

    it("dates an article by its creation when the service gives no change, and refuses one with no date", () => {
      const fields = { blogId: 6, title: "T", slug: "t" };
      const created = { sys: { id: "a-6", createdAt: "2026-03-01T00:00:00Z" }, fields };
      expect(toArticle(created)).toMatchObject({ published: "2026-03-01T00:00:00Z", updated: "2026-03-01T00:00:00Z" });
      expect(toArticle(entry(fields, "a-7"))).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/blogArticle a-7 has no usable sys.createdAt/));
    });

    it.each([
      ["invalid sections JSON", "[{oops", /blogArticle a-1: sections is not valid JSON/],
      ["sections of the wrong shape", [{ heading: "x" }], /not a list of \{title, content\}/],
    ])("logs %s and shows no sections", (_, sections, logged) => {
      expect(parseArticleSections(sections, "blogArticle a-1")).toEqual([]);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(logged));
    });

    it("falls back to the New badge for an unknown badge, and skips an article without id or title", () => {
      expect(toArticle(dated({ blogId: 1, title: "T", slug: "t", badge: "Hot" }))?.badge).toBe("New");
      expect(toArticle(dated({ title: "No id", slug: "t" }))).toBeNull();
    });
  });
});
