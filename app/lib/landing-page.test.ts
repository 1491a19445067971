import { describe, expect, it } from "vitest";
import { isLandingSlug, isSectionLink, paragraphsOf, sectionPlacement, SIGNUP_LINK } from "./landing-page";

describe("a landing page's rules", () => {
  it("takes lowercase words joined by single hyphens as an address, at most 80 characters", () => {
    for (const slug of ["demo-day", "founder-week-2027", "a", "x".repeat(80)])
      expect(isLandingSlug(slug), slug).toBe(true);
    for (const slug of [
      "Demo-Day",
      "demo day",
      "-demo",
      "demo-",
      "demo--day",
      "démo",
      "demo/day",
      "x".repeat(81),
      "",
    ]) {
      expect(isLandingSlug(slug), slug).toBe(false);
    }
  });

  it("lets a section link to the sign-up page, a page of the site or an https address, and nothing else", () => {
    for (const link of [SIGNUP_LINK, "/perks", "/#faqs", "https://partner.example/offer"]) {
      expect(isSectionLink(link), link).toBe(true);
    }
    for (const link of [
      "javascript:alert(1)",
      "http://plain.example",
      "data:text/html,hi",
      "//evil.example",
      "SIGNUP",
      "perks",
    ]) {
      expect(isSectionLink(link), link).toBe(false);
    }
  });

  it("splits a body into paragraphs at blank lines, keeping single line breaks", () => {
    expect(paragraphsOf("One.\n\nTwo,\nstill two.\r\n  \r\nThree.\n\n\n")).toEqual([
      "One.",
      "Two,\nstill two.",
      "Three.",
    ]);
    expect(paragraphsOf("  \n\n ")).toEqual([]);
  });

  it("names a sign-up link by its page, its place and its section", () => {
    expect(sectionPlacement("demo-day", 5, "cta")).toBe("demo-day_5_cta");
  });
});
