import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CmsClient } from "./client";
import { loadContentReport } from "./content-report";
import { contentSummary } from "./content-tally";
import { valueFingerprint } from "./translated-entries";

const entry = (id: string, fields: Record<string, unknown>) => ({ sys: { id, type: "Entry" }, fields });

const ASSETS = "https://images.ctfassets.net";
type Answers = Record<string, unknown[] | Error>;

/**
 * A client whose every type answers from this table (active and inactive entries alike) or fails with
 * its error; a locale in `byLocale` from its own table.
 */
function client(byType: Answers, byLocale: Record<string, Answers> = {}): CmsClient {
  return {
    getEntries: vi.fn(async ({ content_type, locale = "" }: { content_type: string; locale?: string }) => {
      const answer = (byLocale[locale] ?? byType)[content_type] ?? [];
      if (answer instanceof Error) throw answer;
      return { items: answer };
    }),
  } as unknown as CmsClient;
}

type Options = Partial<Parameters<typeof loadContentReport>[2]> & { at?: string };
/** The report on what this client answers (on 20 November 2026 unless `at`), its sections by content type. */
async function report(from: CmsClient, { at = "2026-11-20T00:00Z", ...options }: Options = {}) {
  const made = await loadContentReport(from, Date.parse(at), { assetOrigin: ASSETS, ...options });
  return Object.fromEntries(made.sections.map((section) => [section.contentType, section]));
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const usablePerk = { isActive: true, name: "Novapay", offer: "10% off", description: "An offer.", ctaText: "Claim" };
const perk = (fields: Record<string, unknown>) => ({ ...usablePerk, ...fields });

describe("the content report", () => {
  it("says of each entry whether it shows, with which field refused and why, or why not", async () => {
    const { partnerPerk, heroSection } = await report(
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
    );
    const perks = partnerPerk.entries;
    expect(perks.map(({ id, status, problems }) => [id, status, problems])).toEqual([
      ["perk-fine", "shown", []],
      ["perk-http", "partly shown", ["ctaLink must start with https:// or /"]],
      ["perk-no-offer", "skipped", ["offer must not be empty"]],
      ["perk-off", "inactive", []],
    ]);
    expect(perks[0]).toMatchObject({ label: "Novapay", places: ["/perks"] });
    expect(perks[0].editUrl).toMatch(
      /^https:\/\/app\.contentful\.com\/spaces\/[^/]*\/environments\/master\/entries\/perk-fine$/,
    );

    // One hero per page: the one under the page's own path, as the page chooses.
    const heroes = heroSection.entries;
    expect(heroes.map(({ id, status }) => [id, status])).toEqual([
      ["hero-canonical", "shown"],
      ["hero-alias", "not shown"],
    ]);
    expect(heroes[1].note).toBe("Canonical is shown there instead");
  });

  it("says why an offer is refused, which has ended, and which ends within 30 days", async () => {
    const { partnerPerk } = await report(
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
      { at: "2026-11-20T12:00+05:30" }, // 20 November in India.
    );
    const renew = "renew it with the partner or let it go";
    expect(partnerPerk.entries.map(({ id, status, problems, note }) => [id, status, problems, note])).toEqual([
      ["perk-stage", "skipped", ["qualifies must each be one of bootstrapped, venture-funded, infinity"], undefined],
      ["perk-empty-step", "skipped", ["claimSteps must not be empty"], undefined],
      ["perk-backwards", "skipped", ["endsOn before startsOn"], undefined],
      ["perk-ended", "not shown", [], "Its last day was 19 November 2026: it has left the page"],
      ["perk-last-day", "shown", [], `Its last day is 20 November 2026, today: ${renew}`],
      ["perk-soon", "shown", [], `Its last day is 19 December 2026, in 30 days: ${renew}`],
      ["perk-later", "shown", [], undefined],
    ]);
  });

  it("names a missing required field as missing, and an announcement out of its time as not shown", async () => {
    const { mentor, announcement } = await report(
      client({
        mentor: [entry("mentor-1", { isActive: true, name: "Asha" })],
        announcement: [
          entry("far", { isActive: true, text: "In June", startsAt: "2027-06-01" }),
          entry("over", { isActive: true, text: "Over", startsAt: "2026-10-01", endsAt: "2026-10-02" }),
        ],
      }),
    );
    const [asha] = mentor.entries;
    expect(asha).toMatchObject({ status: "skipped", problems: ["title is missing", "linkedin is missing"] });
    expect(announcement.entries.map(({ status, note }) => [status, note])).toEqual([
      ["not shown", "it starts more than 60 days after this build: a later build puts it on the site"],
      ["not shown", "it has ended"],
    ]);
  });
});

describe("what needs translation", () => {
  const typed = (type: string, id: string, fields: Record<string, unknown>) => ({
    sys: { id, type: "Entry", createdAt: "2026-03-02T04:30:00.000Z", contentType: { sys: { id: type } } },
    fields,
  });
  /** The seeded hero's built-in English and Hindi, as a build's table has them. */
  const heroTable = { "hero-home": { title: [valueFingerprint("Grow faster"), "तेज़ी से बढ़ें"] as const } };
  const localized = { heroSection: ["title", "subtitle"], blogArticle: ["title", "summary"] };
  const tables = { "hi-IN": { localized, byType: { heroSection: async () => ({ default: heroTable }) } } };

  it("names each field a Hindi page shows in English, and each article with no Hindi page yet", async () => {
    const hero = { pageSlug: "/", isActive: true, title: "Grow faster", subtitle: "Now with UPI AutoPay" };
    const article = { pageSlug: "/knowledge-hub", isActive: true, blogId: 1, slug: "new", title: "New" };
    const done = { ...article, blogId: 2, slug: "done" };
    const english = {
      heroSection: [typed("heroSection", "hero-home", hero)],
      blogArticle: [typed("blogArticle", "article-new", article), typed("blogArticle", "article-done", done)],
    };
    const hindi = {
      heroSection: [typed("heroSection", "hero-home", { pageSlug: "/", isActive: true })],
      blogArticle: [typed("blogArticle", "article-done", { slug: "done", title: "पूरा" })],
    };
    const sections = await report(client(english, { "hi-IN": hindi }), { tables });
    const entries = Object.values(sections).flatMap((section) => section.entries);
    expect(Object.fromEntries(entries.map((entry) => [entry.id, entry.toTranslate]))).toEqual({
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
    const failing = client({
      mentor: [entry("mentor-1", { isActive: true, name: "Asha", role: "Mentor" })],
      partnerPerk: new Error(JSON.stringify({ status: 500, statusText: "Internal Server Error" })),
    });
    const byType = await report(failing, { unread: { faqItem: "RateLimitExceeded: status 429" } });
    expect(byType.partnerPerk).toMatchObject({ entries: [], unread: "Error: status 500 Internal Server Error" });
    expect(byType.faqItem).toMatchObject({ entries: [], unread: "RateLimitExceeded: status 429" });
    expect(byType.mentor.unread).toBeUndefined();
    expect(byType.mentor.entries.map(({ id }) => id)).toEqual(["mentor-1"]);
    const asked = vi.mocked(failing.getEntries).mock.calls.flat();
    expect(asked).not.toContainEqual(expect.objectContaining({ content_type: "faqItem" }));
  });
});

describe("the build's one-line summary", () => {
  it("counts the entries shown and skipped, and points at the report", () => {
    const tally = new Map(Object.entries({ a: "shown", b: "shown", c: "skipped" } as const));
    expect(contentSummary(tally, "/content-report")).toBe(
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
