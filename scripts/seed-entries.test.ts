import { describe, expect, it } from "vitest";
import { programmeCohort } from "~/content/cohort";
import { consultants } from "~/content/consulting";
import { mentors } from "~/content/infinity";
import { fallbackArticles } from "~/content/knowledge-hub";
import { partnerPerks } from "~/content/perks";
import type { Picture } from "~/lib/models";
import {
  ARTICLE_BADGES,
  ARTICLE_SLUG_MAX,
  ARTICLE_SLUG_PATTERN,
  HTTPS_LINK_PATTERN,
  NEWS_PAGE_SLUGS,
  PAGE_SLUGS,
  SAFE_LINK_PATTERN,
  VIDEO_ID_PATTERN,
  VIDEO_PLACEMENTS,
} from "../app/cms/content-types/rules.ts";
import { toArticle, toFaqEntry, toHeroOverride, toSection, type RawEntry } from "../app/cms/entries";
import { withIssues } from "../app/cms/fields";
import {
  inOrder,
  toConsultant,
  toMentor,
  toNewsLink,
  toPartnerPerk,
  toProgrammeCohort,
  toVideo,
  type Ordered,
} from "../app/cms/list-entries";
import {
  ENTRY_ID_MAX,
  seedEntries,
  seedId,
  seedPages,
  seedPictures,
  type AssetLink,
  type SeedEntry,
  type SeedValue,
} from "./seed-entries";

const TODAY = "2026-11-20";
const entries = seedEntries(TODAY);
const pictures = seedPictures();
const pages = seedPages(TODAY);
const ids = (list: { id: string }[]) => list.map((item) => item.id);
const ofType = (type: SeedEntry["contentType"]) => entries.filter((entry) => entry.contentType === type);
const text = (entry: SeedEntry, field: string) => entry.fields[field] as string | undefined;
const isAssetLink = (value: SeedValue): value is AssetLink => typeof value === "object" && "sys" in value;

describe("the seed's ids", () => {
  it("are the same on every call: a second run finds what the first wrote", () => {
    expect(seedEntries(TODAY)).toEqual(entries);
    expect(seedPictures()).toEqual(pictures);
  });

  it("do not depend on the day, which only words the cohort's FAQ answers", () => {
    expect(ids(seedEntries("2030-01-01"))).toEqual(ids(entries));
  });

  it("are unique, and Contentful ids: 1 to 64 letters, digits, dots, hyphens or underscores", () => {
    for (const list of [ids(entries), ids(pictures)]) {
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    }
  });

  it("say what the entry is, and cut a long one at a word, with a fingerprint of the whole", () => {
    expect(seedId("hero", "home")).toBe("hero-home");
    expect(seedId("cohort", "InFINity 2025")).toBe("cohort-infinity-2025");
    expect(ids(entries)).toContain("section-vc-funded-startups-why-choose-nimbus");
    const long = seedId("faq", "infinity-program", "How long is the programme, and is it in person at all, ever?");
    const other = seedId("faq", "infinity-program", "How long is the programme, and is it in person at all, really?");
    expect(long.length).toBeLessThanOrEqual(ENTRY_ID_MAX);
    expect(long).toMatch(/^faq-infinity-program-how-long-is-the-programme-[a-z-]*-[0-9a-f]{8}$/);
    expect(long).not.toBe(other);
  });
});

/**
 * The model's validations, from its own rules (app/cms/content-types/rules.ts): the pages a
 * field may name, the shapes of links, ids and slugs, and the lists editors pick from.
 */
describe("every entry passes the content model's validations", () => {
  const matches = (pattern: string, value: string | undefined) =>
    value === undefined || new RegExp(pattern).test(value);

  it("names a page the model lists: any page for texts, the news pages for news links, a video's page and slot", () => {
    for (const entry of entries) {
      const page = text(entry, "pageSlug");
      if (entry.contentType === "newsLink") expect(NEWS_PAGE_SLUGS).toContain(page);
      else if (entry.contentType === "video") {
        expect(VIDEO_PLACEMENTS[page as keyof typeof VIDEO_PLACEMENTS], entry.id).toContain(text(entry, "placement"));
      } else if (page !== undefined) expect(PAGE_SLUGS, entry.id).toContain(page);
    }
  });

  it("has links of the shapes the model accepts", () => {
    const linkFields = ["ctaButtonLink", "ctaLink", "url", "applyUrl"];
    for (const entry of entries) {
      for (const field of linkFields)
        expect(matches(SAFE_LINK_PATTERN, text(entry, field)), `${entry.id} ${field}`).toBe(true);
      expect(matches(HTTPS_LINK_PATTERN, text(entry, "linkedin")), entry.id).toBe(true);
    }
    expect(ofType("newsLink").every((entry) => text(entry, "url"))).toBe(true);
    expect([...ofType("mentor"), ...ofType("consultant")].every((entry) => text(entry, "linkedin"))).toBe(true);
  });

  it("has video ids of a video host's shape", () => {
    for (const entry of ofType("video")) expect(text(entry, "videoId")).toMatch(new RegExp(VIDEO_ID_PATTERN));
  });

  it("gives each article a badge from the list, a unique number and a unique slug in the address's shape", () => {
    const articles = ofType("blogArticle");
    for (const entry of articles) {
      expect(ARTICLE_BADGES).toContain(text(entry, "badge"));
      expect(text(entry, "slug")).toMatch(new RegExp(ARTICLE_SLUG_PATTERN));
      expect(text(entry, "slug")!.length).toBeLessThanOrEqual(ARTICLE_SLUG_MAX);
    }
    expect(new Set(articles.map((entry) => entry.fields.blogId)).size).toBe(articles.length);
    expect(new Set(articles.map((entry) => entry.fields.slug)).size).toBe(articles.length);
  });

  it("is active, and ordered where its type has an order", () => {
    for (const entry of entries) {
      expect(entry.fields.isActive, entry.id).toBe(true);
      if (!["heroSection", "pageSection", "blogArticle"].includes(entry.contentType)) {
        expect(entry.fields.order, entry.id).toEqual(expect.any(Number));
      }
    }
  });

  it("writes no empty text: an empty field is left out, which the site reads alike", () => {
    for (const entry of entries) {
      for (const [field, value] of Object.entries(entry.fields)) expect(value, `${entry.id} ${field}`).not.toBe("");
    }
  });

  it("links only the pictures the seed uploads", () => {
    const uploaded = new Set(ids(pictures));
    const links = entries.flatMap((entry) => Object.values(entry.fields).filter(isAssetLink));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(uploaded).toContain(link.sys.id);
  });
});

/** The asset the service would send for a seeded picture, on the configured asset host. */
const ASSET_ORIGIN = "https://images.ctfassets.net";
const assetUrl = (id: string) => `${ASSET_ORIGIN}/space/${id}/file.svg`;
const assets = new Map(
  pictures.map(({ id, contentType, width, height }) => [
    id,
    {
      sys: { type: "Asset", id },
      fields: { file: { url: assetUrl(id), contentType, details: { image: { width, height } } } },
    },
  ]),
);

/** A seeded entry as the Delivery API sends it once published: links resolved, dated. */
function delivered({ id, contentType, fields, dates }: SeedEntry): RawEntry {
  const day = "2026-11-20T00:00:00.000Z";
  const { published: createdAt, updated: updatedAt } = dates ?? { published: day, updated: day };
  return {
    sys: { id, type: "Entry", contentType: { sys: { id: contentType } }, createdAt, updatedAt },
    fields: Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, isAssetLink(value) ? assets.get(value.sys.id) : value]),
    ),
  };
}

/** A built-in picture as the seeded asset shows it: the same picture, from the asset host. */
const fromAssetHost = (picture: Picture | undefined, alt: string) => {
  if (!picture) return {};
  const seeded = pictures.find((candidate) => candidate.src === picture.src)!;
  return { src: assetUrl(seeded.id), alt, width: picture.width, height: picture.height, resizable: false };
};

/** Maps the entries as the site does, and fails on any field it refuses or entry it skips. */
function readBack<T>(map: () => T): T {
  const { result, issues } = withIssues(map);
  expect(issues).toEqual([]);
  return result;
}

/** The entries of a list, mapped and ordered as the site does, failing on any it refuses or skips. */
const readList = <T>(list: RawEntry[], map: (entry: RawEntry) => Ordered<T> | null) =>
  readBack(() => inOrder(list, map));
const listed = (type: SeedEntry["contentType"]) => ofType(type).map(delivered);
const pageEntries = (type: SeedEntry["contentType"], path: string) =>
  listed(type).filter((entry) => entry.fields!.pageSlug === path);

describe("read back by the site, every entry shows what the built-in copy shows", () => {
  it("every page's hero", () => {
    for (const page of pages) {
      const heroes = pageEntries("heroSection", page.path);
      expect(heroes, page.path).toHaveLength(1);
      const override = readBack(() => toHeroOverride(heroes[0], ASSET_ORIGIN));
      expect(Object.keys(override).length, page.path).toBeGreaterThan(0);
      expect({ ...page.hero, ...override }).toEqual(page.hero);
    }
  });

  it("every page's named sections, each found by its name", () => {
    for (const page of pages) {
      const sections = readBack(() => pageEntries("pageSection", page.path).map(toSection));
      const names = (list: typeof sections) => list.map((section) => section?.sectionName).sort();
      expect(names(sections)).toEqual(names(page.sections));
      for (const builtIn of page.sections) {
        const override = sections.find((section) => section?.sectionName === builtIn.sectionName);
        expect({ ...builtIn, ...override }).toEqual(builtIn);
      }
    }
  });

  it("every page's FAQ, in its order", () => {
    for (const page of pages) {
      expect(readList(pageEntries("faqItem", page.path), toFaqEntry), page.path).toEqual(page.faqs ?? []);
    }
  });

  it("every page's news cards, summaries included", () => {
    for (const page of pages) {
      expect(readList(pageEntries("newsLink", page.path), toNewsLink), page.path).toEqual(page.news ?? []);
    }
  });

  it("every page's videos, slot by slot, but for their posters: a video has no poster field", () => {
    const byPlacement = (a: { placement: string }, b: { placement: string }) => a.placement.localeCompare(b.placement);
    for (const page of pages) {
      const expected = Object.entries(page.videos ?? {}).flatMap(([placement, list]) =>
        list.map(({ poster: _poster, ...video }) => ({ ...video, placement })),
      );
      expect(readList(pageEntries("video", page.path), toVideo).sort(byPlacement)).toEqual(expected.sort(byPlacement));
    }
  });

  it("every article, with its dates (the seeded copy's, which a real space sets itself); its card's icon is its badge's", () => {
    const articles = readBack(() => listed("blogArticle").map(toArticle));
    expect(articles.map((article) => article && { ...article, icon: "(badge)" })).toEqual(
      fallbackArticles.map((article) => ({ ...article, icon: "(badge)" })),
    );
  });

  it("every partner perk, with its logo, under its built-in id (the card's sign-up placement)", () => {
    expect(readList(listed("partnerPerk"), (entry) => toPartnerPerk(entry, ASSET_ORIGIN))).toEqual(
      partnerPerks.map((perk) => ({ ...perk, logo: fromAssetHost(perk.logo, `${perk.name} logo`) })),
    );
  });

  it("every mentor and consultant, with the portraits they have (none: their initials, as built in)", () => {
    const expected = <T extends { photo?: Picture }>(list: T[]) =>
      list.map((person) => (person.photo ? { ...person, photo: fromAssetHost(person.photo, "") } : person));
    expect(readList(listed("mentor"), (entry) => toMentor(entry, ASSET_ORIGIN))).toEqual(expected(mentors));
    expect(readList(listed("consultant"), (entry) => toConsultant(entry, ASSET_ORIGIN))).toEqual(expected(consultants));
  });

  it("the programme cohort", () => {
    const cohorts = readList(listed("programmeCohort"), (entry) => toProgrammeCohort(entry, programmeCohort));
    expect(cohorts).toEqual([programmeCohort]);
  });
});
describe("the pictures", () => {
  it("are each file the entries show once, with its type and size", () => {
    const shown = [
      ...partnerPerks.map((perk) => perk.logo),
      ...mentors.map((mentor) => mentor.photo),
      ...consultants.map((consultant) => consultant.photo),
    ].filter((picture) => picture !== undefined);
    expect(pictures.map((picture) => picture.src).sort()).toEqual(
      [...new Set(shown.map((picture) => picture.src))].sort(),
    );
    for (const picture of pictures) {
      expect(picture.contentType).toBe("image/svg+xml");
      expect(picture.fileName).toBe(picture.src.split("/").pop());
    }
  });
});
