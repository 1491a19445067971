import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CmsClient } from "./client";
import { loadContentReport } from "./content-report";
import { contentSummary } from "./content-tally";
import { valueFingerprint } from "./translated-entries";

const ASSETS = "https://images.ctfassets.net";
const entry = (id: string, fields: Record<string, unknown>) => ({ sys: { id, type: "Entry" }, fields });

/** A client whose every type answers from this table (active and inactive entries alike). */
function client(byType: Record<string, unknown[]>): CmsClient {
  return {
    getEntries: vi.fn(async (query: { content_type: string }) => ({ items: byType[query.content_type] ?? [] })),
  } as unknown as CmsClient;
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const perk = (fields: Record<string, unknown>) => ({
  isActive: true,
  name: "Novapay",
  offer: "10% off",
  description: "An offer.",
  ctaText: "Claim",
  ...fields,
});

describe("the content report", () => {
  it("says of each entry whether it shows, with which field refused and why, or why not", async () => {
    const report = await loadContentReport(
      client({
        partnerPerk: [
          entry("perk-fine", perk({})),
          entry("perk-http", perk({ ctaLink: "http://novapay.example" })),
          entry("perk-no-offer", perk({ offer: "" })),
          entry("perk-off", perk({ isActive: false })),
        ],
        heroSection: [
          entry("hero-alias", { pageSlug: "/infinity", isActive: true, title: "Alias" }),
          entry("hero-canonical", { pageSlug: "/infinity-program", isActive: true, title: "Canonical" }),
        ],
      }),
      Date.parse("2026-11-20T00:00Z"),
      { assetOrigin: ASSETS },
    );
    const perks = report.sections.find((section) => section.contentType === "partnerPerk")!.entries;
    expect(perks.map(({ id, status, problems }) => ({ id, status, problems }))).toEqual([
      { id: "perk-fine", status: "shown", problems: [] },
      { id: "perk-http", status: "partly shown", problems: ["ctaLink must start with https:// or /"] },
      { id: "perk-no-offer", status: "skipped", problems: ["offer must not be empty"] },
      { id: "perk-off", status: "inactive", problems: [] },
    ]);
    expect(perks[0]).toMatchObject({ label: "Novapay", places: ["/perks"] });
    expect(perks[0].editUrl).toMatch(
      /^https:\/\/app\.contentful\.com\/spaces\/[^/]*\/environments\/master\/entries\/perk-fine$/,
    );

    // One hero per page: the one under the page's own path, as the page chooses.
    const heroes = report.sections.find((section) => section.contentType === "heroSection")!.entries;
    expect(heroes.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: "hero-canonical", status: "shown" },
      { id: "hero-alias", status: "not shown" },
    ]);
    expect(heroes[1].note).toBe("Canonical is shown there instead");
  });

  it("says why an offer is refused, which has ended, and which ends within 30 days", async () => {
    const report = await loadContentReport(
      client({
        partnerPerk: [
          entry("perk-stage", perk({ qualifies: ["bootstrapped", "seed"] })),
          entry("perk-empty-step", perk({ claimSteps: ["Open Perks", " "] })),
          entry("perk-backwards", perk({ startsOn: "2026-12-01", endsOn: "2026-11-30" })),
          entry("perk-ended", perk({ endsOn: "2026-11-19" })),
          entry("perk-last-day", perk({ endsOn: "2026-11-20" })),
          entry("perk-soon", perk({ endsOn: "2026-12-19" })),
          entry("perk-later", perk({ endsOn: "2026-12-20" })),
        ],
      }),
      // 20 November in India.
      Date.parse("2026-11-20T12:00+05:30"),
      { assetOrigin: ASSETS },
    );
    const perks = report.sections.find((section) => section.contentType === "partnerPerk")!.entries;
    expect(perks.map(({ id, status, problems, note }) => ({ id, status, problems, note }))).toEqual([
      {
        id: "perk-stage",
        status: "skipped",
        problems: ["qualifies must each be one of bootstrapped, venture-funded, infinity"],
        note: undefined,
      },
      { id: "perk-empty-step", status: "skipped", problems: ["claimSteps must not be empty"], note: undefined },
      { id: "perk-backwards", status: "skipped", problems: ["endsOn before startsOn"], note: undefined },
      {
        id: "perk-ended",
        status: "not shown",
        problems: [],
        note: "Its last day was 19 November 2026: it has left the page",
      },
      {
        id: "perk-last-day",
        status: "shown",
        problems: [],
        note: "Its last day is 20 November 2026, today: renew it with the partner or let it go",
      },
      {
        id: "perk-soon",
        status: "shown",
        problems: [],
        note: "Its last day is 19 December 2026, in 30 days: renew it with the partner or let it go",
      },
      { id: "perk-later", status: "shown", problems: [], note: undefined },
    ]);
  });

  it("names a missing required field as missing, and an announcement out of its time as not shown", async () => {
    const report = await loadContentReport(
      client({
        mentor: [entry("mentor-1", { isActive: true, name: "Asha" })],
        announcement: [
          entry("far", { isActive: true, text: "In June", startsAt: "2027-06-01" }),
          entry("over", { isActive: true, text: "Over", startsAt: "2026-10-01", endsAt: "2026-10-02" }),
        ],
      }),
      Date.parse("2026-11-20T00:00Z"),
      { assetOrigin: ASSETS },
    );
    const [mentor] = report.sections.find((section) => section.contentType === "mentor")!.entries;
    expect(mentor).toMatchObject({ status: "skipped", problems: ["title is missing", "linkedin is missing"] });
    const announcements = report.sections.find((section) => section.contentType === "announcement")!.entries;
    expect(announcements.map(({ status, note }) => ({ status, note }))).toEqual([
      { status: "not shown", note: "it starts more than 60 days after this build: a later build puts it on the site" },
      { status: "not shown", note: "it has ended" },
    ]);
  });
});

describe("what needs translation", () => {
  const typed = (type: string, id: string, fields: Record<string, unknown>) => ({
    sys: { id, type: "Entry", createdAt: "2026-03-02T04:30:00.000Z", contentType: { sys: { id: type } } },
    fields,
  });
  /** The seeded hero's built-in English and Hindi, as a build's table has them. */
  const tables = {
    "hi-IN": {
      localized: { heroSection: ["title", "subtitle"], blogArticle: ["title", "summary"] },
      byType: {
        heroSection: async () => ({
          default: { "hero-home": { title: [valueFingerprint("Grow faster"), "तेज़ी से बढ़ें"] as const } },
        }),
      },
    },
  };
  /** Each locale's answer: the default one without `locale`, Hindi with `locale: "hi-IN"`. */
  const bilingual = (byLocale: Record<string, Record<string, unknown[]>>): CmsClient =>
    ({
      getEntries: vi.fn(async (query: { content_type: string; locale?: string }) => ({
        items: byLocale[query.locale ?? "en-US"][query.content_type] ?? [],
      })),
    }) as unknown as CmsClient;

  it("names each field a Hindi page shows in English, and each article with no Hindi page yet", async () => {
    const hero = { pageSlug: "/", isActive: true, title: "Grow faster", subtitle: "Now with UPI AutoPay" };
    const article = { pageSlug: "/knowledge-hub", isActive: true, blogId: 1, slug: "new", title: "New" };
    const report = await loadContentReport(
      bilingual({
        "en-US": {
          heroSection: [typed("heroSection", "hero-home", hero)],
          blogArticle: [
            typed("blogArticle", "article-new", article),
            typed("blogArticle", "article-done", { ...article, blogId: 2, slug: "done" }),
          ],
        },
        "hi-IN": {
          heroSection: [typed("heroSection", "hero-home", { pageSlug: "/", isActive: true })],
          blogArticle: [typed("blogArticle", "article-done", { slug: "done", title: "पूरा" })],
        },
      }),
      Date.parse("2026-11-20T00:00Z"),
      { assetOrigin: ASSETS, tables },
    );
    const entries = report.sections.flatMap((section) => section.entries);
    const toTranslate = Object.fromEntries(entries.map((entry) => [entry.id, entry.toTranslate]));
    expect(toTranslate).toEqual({
      "hero-home": [
        "Needs translation into Hindi (India): subtitle changed in English, and its Hindi (India) page shows the English until then",
      ],
      "article-new": ["No Hindi (India) page until its title is translated"],
      "article-done": undefined,
    });
    expect(entries.find((entry) => entry.id === "hero-home")?.status).toBe("shown");
  });
});

describe("a type the service cannot give", () => {
  it("is reported unread with the service's error, the other types as read; one the build failed is not asked", async () => {
    const failing = client({ mentor: [entry("mentor-1", { isActive: true, name: "Asha", role: "Mentor" })] });
    const answer = vi.mocked(failing.getEntries).getMockImplementation()!;
    vi.mocked(failing.getEntries).mockImplementation(async (query) => {
      if ((query as { content_type: string }).content_type === "partnerPerk") {
        throw new Error(JSON.stringify({ status: 500, statusText: "Internal Server Error" }));
      }
      return answer(query);
    });
    const report = await loadContentReport(failing, Date.parse("2026-11-20T00:00Z"), {
      assetOrigin: ASSETS,
      unread: { faqItem: "RateLimitExceeded: status 429" },
    });
    const byType = Object.fromEntries(report.sections.map((section) => [section.contentType, section]));
    expect(byType.partnerPerk).toMatchObject({ entries: [], unread: "Error: status 500 Internal Server Error" });
    expect(byType.faqItem).toMatchObject({ entries: [], unread: "RateLimitExceeded: status 429" });
    expect(byType.mentor.unread).toBeUndefined();
    expect(byType.mentor.entries.map(({ id }) => id)).toEqual(["mentor-1"]);
    const asked = vi
      .mocked(failing.getEntries)
      .mock.calls.map(([query]) => (query as { content_type: string }).content_type);
    expect(asked).not.toContain("faqItem");
  });
});

describe("the build's one-line summary", () => {
  it("counts the entries shown and skipped, and points at the report", () => {
    const tally = new Map([
      ["a", "shown"],
      ["b", "shown"],
      ["c", "skipped"],
    ] as const);
    expect(contentSummary(new Map(tally), "/content-report")).toBe(
      "content: 2 entries shown, 1 skipped, see /content-report in a preview build",
    );
    expect(contentSummary(new Map(), "/content-report")).toBeNull();
  });

  it("after a fault, counts the queries answered with the built-in copy without asking, and says why", () => {
    const outage = "InternalServerError: status 500";
    expect(contentSummary(new Map(), "/content-report", { skipped: 57, outage })).toBe(
      "content: none read; 57 more queries answered with the built-in copy without asking, the service being down",
    );
    expect(contentSummary(new Map([["a", "shown"]]), "/content-report", { skipped: 1, outage })).toBe(
      "content: 1 entry shown, 0 skipped, see /content-report in a preview build; " +
        "1 more query answered with the built-in copy without asking, the service being down",
    );
    expect(contentSummary(new Map([["a", "shown"]]), "/content-report", { skipped: 3, outage: null })).toBe(
      "content: 1 entry shown, 0 skipped, see /content-report in a preview build; " +
        "3 more queries answered with the built-in copy without asking, their content type having failed",
    );
  });
});
