import { createClient } from "contentful";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { landingPagesFrom } from "../../app/cms/landing-entries";
import { queries } from "../../app/cms/queries";
import type { RawEntry } from "../../app/cms/fields";
import { cmsE2e } from "../e2e/cms-settings.mjs";
import {
  createCmsStub,
  loadFixtures,
  STUB_ENTRY_DATE,
  STUB_PREVIEW_TOKEN,
  STUB_SPACE,
  STUB_TOKEN,
} from "./cms-stub.mjs";

/** The stub over real HTTP: what the Delivery API's answers hold, includes resolved as it resolves them. */
const stub = createCmsStub();
let base: string;

type Served = { sys: { id: string; createdAt: string }; fields: Record<string, unknown> };
type Answer = { items: Served[]; includes: { Entry: Served[]; Asset: Served[] } };

const link = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });
const fixture = (contentType: string, id: string, fields: Record<string, unknown>, extra: object = {}) => ({
  contentType,
  id,
  fields,
  ...extra,
});

const ask = (query: Record<string, string>, token = STUB_TOKEN) =>
  fetch(`${base}/spaces/${STUB_SPACE}/environments/master/entries?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
async function entries(query: Record<string, string>, token = STUB_TOKEN): Promise<Answer> {
  const response = await ask(query, token);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}
/** The real Delivery SDK, pointed at the stub. */
const sdk = (accessToken = STUB_TOKEN) =>
  createClient({ space: STUB_SPACE, accessToken, host: new URL(base).host, insecure: true, retryLimit: 0 });
const ids = (list: Served[]) => list.map((served) => served.sys.id);

beforeAll(async () => {
  base = await stub.listen();
});
afterAll(() => stub.close());

describe("includes, as the Delivery API resolves links", () => {
  const page = fixture("landingPage", "page", {
    slug: "demo-day",
    sections: [link("hero"), link("cards"), link("draft-text"), link("gone")],
  });
  const fixtures = [
    page,
    fixture("sectionHero", "hero", { title: "Demo day" }),
    fixture("sectionCards", "cards", { cards: [link("card-1"), link("card-2")], next: link("page") }),
    fixture("card", "card-1", { title: "One", more: link("card-deep") }),
    fixture("card", "card-2", { title: "Two" }),
    fixture("card", "card-deep", { title: "Three levels down" }),
    fixture("card", "unlinked", { title: "Linked by nothing" }),
    fixture("sectionText", "draft-text", { body: "Drafted" }, { draft: true }),
    fixture("Asset", "picture", { title: "picture", file: { url: "/__assets/backdrop.png" } }),
  ];
  beforeEach(() => stub.setEntries(fixtures));

  it("resolves one level by default: the page's sections, not their cards", async () => {
    const answer = await entries({ content_type: "landingPage" });
    expect(ids(answer.items)).toEqual(["page"]);
    expect(ids(answer.includes.Entry)).toEqual(["hero", "cards"]);
    expect(ids(answer.includes.Asset)).toEqual(["picture"]);
    // A link to a missing entry stays as it was: a bare link.
    expect(answer.items[0].fields.sections).toContainEqual(link("gone"));
  });

  it("resolves a cards section's cards at depth 2, and goes no deeper than asked", async () => {
    const answer = await entries({ content_type: "landingPage", include: "2" });
    expect(ids(answer.includes.Entry)).toEqual(["hero", "cards", "card-1", "card-2"]);
    const deeper = await entries({ content_type: "landingPage", include: "3" });
    expect(ids(deeper.includes.Entry)).toEqual(["hero", "cards", "card-1", "card-2", "card-deep"]);
    expect(ids((await entries({ content_type: "landingPage", include: "0" })).includes.Entry)).toEqual([]);
  });

  it("never includes an item of the answer, however it is linked", async () => {
    const answer = await entries({ content_type: "sectionCards", include: "2" });
    // The section links the page, which links the section back: each appears once, the item never.
    expect(ids(answer.items)).toEqual(["cards"]);
    expect(ids(answer.includes.Entry)).toEqual(["card-1", "card-2", "page", "card-deep", "hero"]);
  });

  it("includes a draft only for the preview token", async () => {
    const published = await entries({ content_type: "landingPage" });
    expect(ids(published.includes.Entry)).not.toContain("draft-text");
    const preview = await entries({ content_type: "landingPage" }, STUB_PREVIEW_TOKEN);
    expect(ids(preview.includes.Entry)).toEqual(["hero", "cards", "draft-text"]);
  });

  it("resolves at most 10 levels", async () => {
    const chain = Array.from({ length: 13 }, (_, index) =>
      fixture("sectionText", `level-${index}`, { body: `${index}`, next: link(`level-${index + 1}`) }),
    );
    stub.setEntries(chain);
    const answer = await entries({ "fields.body": "0", include: "25" });
    expect(ids(answer.includes.Entry)).toEqual(Array.from({ length: 10 }, (_, index) => `level-${index + 1}`));
  });

  it("lets the real SDK resolve the links, leaving the missing and the draft ones unresolved", async () => {
    const { items } = await sdk().getEntries({ content_type: "landingPage", include: 2 });
    const sections = items[0].fields.sections as unknown as RawEntry[];
    expect(sections.map((section) => section.sys?.type)).toEqual(["Entry", "Entry", "Link", "Link"]);
    const cards = (sections[1].fields as { cards: RawEntry[] }).cards;
    expect(cards.map((card) => (card.fields as { title: string }).title)).toEqual(["One", "Two"]);
  });
});

describe("order", () => {
  beforeEach(() =>
    stub.setEntries([
      fixture("landingPage", "middle", { slug: "b", rank: 2 }, { createdAt: "2026-05-01T00:00:00.000Z" }),
      fixture("landingPage", "undated", { slug: "c", rank: 3 }),
      fixture("landingPage", "latest", { slug: "a", rank: 1 }, { createdAt: "2026-09-01T00:00:00.000Z" }),
    ]),
  );

  it("sorts by sys.createdAt either way, an undated entry at the stub's date", async () => {
    expect(STUB_ENTRY_DATE < "2026-05-01").toBe(true);
    expect(ids((await entries({ order: "sys.createdAt" })).items)).toEqual(["undated", "middle", "latest"]);
    expect(ids((await entries({ order: "-sys.createdAt" })).items)).toEqual(["latest", "middle", "undated"]);
  });

  it("still sorts by a field", async () => {
    expect(ids((await entries({ order: "fields.rank" })).items)).toEqual(["latest", "middle", "undated"]);
    expect(ids((await entries({ order: "-fields.slug" })).items)).toEqual(["undated", "middle", "latest"]);
  });
});

describe("locales, as a space with an optional Hindi locale without a fallback answers", () => {
  beforeEach(() =>
    stub.setEntries([
      fixture(
        "heroSection",
        "hero-home",
        { pageSlug: "/", title: "Grow faster", subtitle: "Free for founders", isActive: true },
        { locales: { "hi-IN": { title: "तेज़ी से बढ़ें", pageSlug: "/ignored" } } },
      ),
      fixture("landingPage", "page", { slug: "demo-day", title: "Demo day", sections: [link("hero-home")] }),
      fixture("Asset", "picture", { title: "picture", file: { url: "/__assets/backdrop.png" } }),
    ]),
  );

  it("answers the default locale without a locale, and with it", async () => {
    for (const query of [{}, { locale: "en-US" }] as Record<string, string>[]) {
      const [hero] = (await entries({ content_type: "heroSection", ...query })).items;
      expect(hero.fields).toMatchObject({ title: "Grow faster", subtitle: "Free for founders" });
    }
  });

  it("answers a localised field in hi-IN only where it has a value there, and shared fields as they are", async () => {
    const answer = await entries({ content_type: "heroSection", locale: "hi-IN" });
    expect(answer.items[0].fields).toEqual({ pageSlug: "/", title: "तेज़ी से बढ़ें", isActive: true });
    expect((answer.items[0].sys as { locale?: string }).locale).toBe("hi-IN");
  });

  it("resolves links in the same locale, and an asset has nothing in a locale it was not given", async () => {
    const answer = await entries({ content_type: "landingPage", locale: "hi-IN", include: "1" });
    expect(answer.items[0].fields).toEqual({ slug: "demo-day", sections: [link("hero-home")] });
    expect(answer.includes.Entry[0].fields).toMatchObject({ title: "तेज़ी से बढ़ें" });
    expect(answer.includes.Asset[0].fields).toEqual({});
  });

  it("refuses locale=* and a locale the space does not have", async () => {
    for (const locale of ["*", "ta-IN"]) expect((await ask({ locale })).status, locale).toBe(400);
  });
});

describe("the landing page fixtures, as the build reads them", () => {
  const everySection = ["hero", "text", "cards", "faq", "cta"];
  const published = async (files: string, token = STUB_TOKEN) => {
    stub.setEntries(loadFixtures(files));
    const { items } = await sdk(token).getEntries(queries.landingPages() as never);
    return landingPagesFrom(items as unknown as RawEntry[], base);
  };
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("demo.json: one page with every section type", async () => {
    const pages = await published("tests/stubs/fixtures/demo.json");
    expect(pages.map((page) => page.slug)).toEqual(["demo-day"]);
    const [demo] = pages;
    expect(demo.sections.map((section) => section.type)).toEqual(everySection);
    expect(demo.sections[1]).toMatchObject({ paragraphs: [expect.any(String), expect.any(String)] });
    expect(demo.sections[2]).toMatchObject({
      cards: [{ link: "signup" }, { link: "/perks" }, { link: expect.stringMatching(/^https:\/\//) }],
    });
    expect(demo.sections[3]).toMatchObject({ questions: [expect.anything(), expect.anything()] });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("the browser tests' fixtures: the pages published, in order, and why the others are not", async () => {
    const pages = await published(cmsE2e.fixtures);
    expect(pages.map((page) => page.slug)).toEqual([
      "founder-week",
      "long-read",
      "hundred-sections",
      "demo-day-2027",
      "missing-section",
      "search-engines-keep-out",
    ]);
    const bySlug = Object.fromEntries(pages.map((page) => [page.slug, page]));
    expect(bySlug["founder-week"].title).toBe("Founder Week 2026");
    expect(bySlug["founder-week"].sections.map((section) => section.type)).toEqual(everySection);
    expect(bySlug["founder-week"].sections[1]).toMatchObject({
      heading: "<script>window.injected = true</script> Why founder week",
    });
    expect(bySlug["long-read"].sections[0]).toMatchObject({ heading: "paymentsgatewayonboarding".repeat(400) });
    expect(bySlug["hundred-sections"].sections.map((section) => section.type === "text" && section.heading)).toEqual(
      Array.from({ length: 100 }, (_, index) => `Section ${index + 1}`),
    );
    expect(bySlug["missing-section"].sections.map((section) => section.id)).toEqual(["missing-section-text"]);
    expect(bySlug["search-engines-keep-out"]).toMatchObject({ noindex: true });
    const logged = vi.mocked(console.warn).mock.calls.flat().join("\n");
    for (const refused of [
      "landing-taken-slug",
      "landing-bad-slug",
      "landing-no-valid-section",
      "landing-missing-section",
      "landing-founder-week-duplicate",
    ]) {
      expect(logged).toContain(refused);
    }
    expect(logged).not.toContain("landing-switched-off");
    expect(logged).not.toContain("draft-preview");
  });

  it("the browser tests' fixtures: the draft page only with the preview token", async () => {
    const pages = await published(cmsE2e.fixtures, STUB_PREVIEW_TOKEN);
    expect(pages.map((page) => page.slug)).toContain("draft-preview-page");
    const draft = pages.find((page) => page.slug === "draft-preview-page")!;
    expect(draft.sections.map((section) => section.type)).toEqual(["hero", "text"]);
  });
});
