import { describe, expect, it } from "vitest";
import { isArticleSlug, slugFromTitle } from "./article-slug";

describe("slugFromTitle", () => {
  it("lowercases the title's words and joins them with hyphens", () => {
    expect(slugFromTitle("GST and compliance basics for your first year")).toBe(
      "gst-and-compliance-basics-for-your-first-year",
    );
  });

  it("breaks words on punctuation and drops accents, keeping digits", () => {
    expect(slugFromTitle("UPI Autopay: 3 rules, one café & a ₹500 cap")).toBe("upi-autopay-3-rules-one-cafe-a-500-cap");
  });

  it("cuts a long title at a whole word within 80 characters", () => {
    const slug = slugFromTitle("word ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-word")).toBe(true);
    expect(isArticleSlug(slug)).toBe(true);
  });
});

describe("isArticleSlug", () => {
  it.each(["gst-basics", "a", "2026-budget-notes"])("accepts %s", (slug) => {
    expect(isArticleSlug(slug)).toBe(true);
  });

  it.each([
    "",
    "GST-basics",
    "gst basics",
    "gst--basics",
    "-gst",
    "gst-",
    "gst_basics",
    "gst/basics",
    "feed.xml",
    "x".repeat(81),
  ])("refuses %j", (slug) => {
    expect(isArticleSlug(slug)).toBe(false);
  });
});
