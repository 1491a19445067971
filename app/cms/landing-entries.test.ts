import { beforeEach, describe, expect, it, vi } from "vitest";
import { withIssues, type RawEntry } from "./fields";
import { landingPagesFrom, toLandingPage, toLandingSection } from "./landing-entries";

const ASSETS = "https://images.ctfassets.net";

/** An entry of a content type, as the service sends it with its links resolved. */
const entry = (contentType: string, id: string, fields: Record<string, unknown>): RawEntry => ({
  sys: { id, type: "Entry", contentType: { sys: { id: contentType } } },
  fields,
});
/** A link the service could not resolve: the entry is deleted or not published. */
const unresolved = (id: string): RawEntry => ({ sys: { id, type: "Link" } });

const heroFields = { title: "Demo Day 2027", subtitle: "Pitch to 40 investors", ctaText: "Apply", ctaLink: "signup" };
const hero = entry("sectionHero", "hero-1", heroFields);
const text = entry("sectionText", "text-1", { heading: "Why", body: "First paragraph.\n\nSecond\nparagraph.\n\n\n" });
const card = (id: string, fields: Record<string, unknown>) => entry("card", id, fields);
const cards = entry("sectionCards", "cards-1", {
  heading: "What you get",
  cards: [
    card("card-1", { title: "Credits", text: "Cloud credits", icon: "rocket", link: "/perks" }),
    card("card-2", { title: "Mentors", link: "https://mentors.example/list" }),
  ],
});
const faq = entry("sectionFaq", "faq-1", {
  questions: [entry("faqItem", "q-1", { question: "Is it free?", answer: "Yes.", isActive: true })],
});
const cta = entry("sectionCta", "cta-1", { heading: "Ready?", text: "Apply by March", buttonText: "Apply now" });

const page = (fields: Record<string, unknown>, id = "page-1") =>
  entry("landingPage", id, { slug: "demo-day", title: "Demo Day 2027", isActive: true, ...fields });
/** That page as the site maps it. */
const landing = (fields: Record<string, unknown>) => toLandingPage(page(fields), ASSETS);
/** The issue of an entry skipped for lack of these fields. */
const skipped = (entryId: string, ...fields: string[]) =>
  expect.objectContaining({ entryId, problem: "skipped", fields });

describe("landing pages from entries", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("maps a page and every section type, in the team's order", () => {
    const about = {
      description: "Forty investors, one day, and the founders of our spring cohort on stage.",
      noindex: true,
    };
    expect(landing({ ...about, sections: [hero, text, cards, faq, cta] })).toEqual({
      slug: "demo-day",
      title: "Demo Day 2027",
      ...about,
      sections: [
        { type: "hero", id: "hero-1", ...heroFields },
        { type: "text", id: "text-1", heading: "Why", paragraphs: ["First paragraph.", "Second\nparagraph."] },
        {
          type: "cards",
          id: "cards-1",
          heading: "What you get",
          cards: [
            { id: "card-1", title: "Credits", description: "Cloud credits", icon: "rocket", link: "/perks" },
            { id: "card-2", title: "Mentors", link: "https://mentors.example/list" },
          ],
        },
        { type: "faq", id: "faq-1", questions: [{ question: "Is it free?", answer: "Yes." }] },
        { type: "cta", id: "cta-1", heading: "Ready?", description: "Apply by March", buttonText: "Apply now" },
      ],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps hostile text as text, and refuses links that are not signup, a path or https", () => {
    const [script, img] = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>"];
    const section = toLandingSection(entry("sectionText", "t", { heading: script, body: img }));
    expect(section).toMatchObject({ heading: script, paragraphs: [img] });
    const refused = ["javascript:alert(1)", "http://plain.example", "data:text/html,x", "//evil.example", "Signup"];
    for (const link of refused) {
      const button = entry("sectionCta", "c", { heading: "Go", buttonLink: link });
      expect(withIssues(() => toLandingSection(button))).toEqual({
        result: { type: "cta", id: "c", heading: "Go" },
        issues: [expect.objectContaining({ field: "buttonLink", reason: expect.stringMatching(/signup/) })],
      });
    }
  });

  it("skips a section without what it cannot do without, with the field named", () => {
    const { result, issues } = withIssues(() => [
      toLandingSection(entry("sectionHero", "h", { subtitle: "No title" })),
      toLandingSection(entry("sectionText", "t", { heading: "No body", body: "\n\n  \n" })),
      toLandingSection(entry("sectionCta", "c", { text: "No heading" })),
      toLandingSection(entry("sectionCards", "k", { cards: [card("x", { text: "no title" })] })),
    ]);
    expect(result).toEqual([null, null, null, null]);
    expect(issues.filter((issue) => issue.problem === "skipped")).toEqual([
      skipped("h", "title"),
      skipped("t", "body"),
      skipped("c", "heading"),
      skipped("x", "title"),
      skipped("k", "cards (none can be shown)"),
    ]);
  });

  it("leaves out a section that is deleted, of another type, or a second hero, and says which on the page", () => {
    const sections = [unresolved("section-deleted"), text, entry("card", "stray", { title: "A card" }), hero];
    const { result, issues } = withIssues(() => landing({ sections }));
    expect(result?.sections.map((section) => section.id)).toEqual(["text-1"]);
    expect(issues.map((issue) => issue.problem === "invalid" && issue.reason)).toEqual([
      "sections item 1 links an entry that is deleted or not published",
      "sections item 3 is a card, not sectionHero or sectionText or sectionCards or sectionFaq or sectionCta",
      'sections "hero-1" is a hero: only the first section can be one',
    ]);
  });

  it("refuses a page whose address the site has, a malformed one, and one with no section to show", () => {
    for (const slug of ["perks", "knowledge-hub", "search", "404", "assets", "bootstrapped", "calendar"]) {
      const { result, issues } = withIssues(() => landing({ slug, sections: [text] }));
      expect(result, slug).toBeNull();
      expect(issues[0]).toMatchObject({ field: "slug", reason: expect.stringMatching(/is taken/) });
    }
    // A preview page's address, in the preview build that has one.
    vi.stubGlobal("__LIVE_PREVIEW__", true);
    expect(landing({ slug: "content-report", sections: [text] })).toBeNull();
    vi.stubGlobal("__LIVE_PREVIEW__", false);
    for (const slug of ["Bad Slug", "-edge", "a--b", "x".repeat(81)]) {
      expect(landing({ slug, sections: [text] }), slug).toBeNull();
    }
    const headless = entry("sectionCta", "c", { text: "no heading" });
    const { result, issues } = withIssues(() => landing({ sections: [headless] }));
    expect(result).toBeNull();
    expect(issues.at(-1)).toEqual(skipped("page-1", "sections (none can be shown)"));
  });

  it("gives an address to the first page that asks for it and refuses the later one", () => {
    const pages = [page({ sections: [text] }, "first"), page({ title: "Copy", sections: [cta] }, "second")];
    const { result, issues } = withIssues(() => landingPagesFrom(pages, ASSETS));
    expect(result.map((mapped) => mapped.title)).toEqual(["Demo Day 2027"]);
    expect(issues).toEqual([skipped("second", 'slug (/demo-day is "Demo Day 2027")')]);
  });

  it("draws a hundred sections, and a heading of ten thousand characters as it is", () => {
    const many = Array.from({ length: 100 }, (_, index) =>
      entry("sectionText", `t${index}`, { heading: `Section ${index + 1}`, body: "Words." }),
    );
    expect(landing({ sections: many })?.sections).toHaveLength(100);
    const long = "Supercalifragilistic".repeat(500);
    expect(toLandingSection(entry("sectionText", "t", { heading: long, body: "x" }))).toMatchObject({ heading: long });
  });
});
