import { describe, expect, it } from "vitest";
import { splitArticleContent } from "~/lib/article-content";
import { isArticleSlug } from "~/lib/article-slug";
import { fallbackArticles } from "./knowledge-hub";
import { articleBadges } from "./models";

/**
 * Authoring checks on the built-in articles: the label rule shows what the writer meant, and no
 * abbreviation's ". " breaks a sentence in two.
 */
describe("built-in Knowledge Hub articles", () => {
  it("are at least six, with unique ids and every badge used", () => {
    expect(fallbackArticles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(fallbackArticles.map((article) => article.id)).size).toBe(fallbackArticles.length);
    expect(new Set(fallbackArticles.map((article) => article.badge))).toEqual(new Set(articleBadges));
  });

  it("each has an address made from its title, unique among them", () => {
    expect(fallbackArticles.map((article) => article.slug)).toContain("gst-and-compliance-basics-for-your-first-year");
    for (const article of fallbackArticles) expect(isArticleSlug(article.slug), article.slug).toBe(true);
    expect(new Set(fallbackArticles.map((article) => article.slug)).size).toBe(fallbackArticles.length);
  });

  it("each has a publishing date and a last change no earlier", () => {
    for (const { title, published, updated } of fallbackArticles) {
      expect(Date.parse(published), title).not.toBeNaN();
      expect(Date.parse(updated), title).toBeGreaterThanOrEqual(Date.parse(published));
    }
  });

  it.each(fallbackArticles)("$title has several substantial sections", (article) => {
    expect(article.summary.length).toBeGreaterThan(60);
    expect(article.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of article.sections) {
      expect(splitArticleContent(section.content).length, section.title).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(fallbackArticles)("$title uses labels where it means to and only there", (article) => {
    const pieces = article.sections.flatMap((section) => splitArticleContent(section.content));
    expect(pieces.some((piece) => piece.label)).toBe(true);
    for (const piece of pieces) {
      if (piece.label) {
        expect(piece.label.length, piece.label).toBeLessThanOrEqual(40);
      } else {
        expect(piece.text, "a colon in a sentence that will not show as a label").not.toContain(":");
      }
      // A piece starting in lower case means an abbreviation such as "e.g. " split a sentence.
      expect(piece.label ?? piece.text, "starts like a sentence").toMatch(/^[A-Z0-9₹]/);
    }
  });
});
