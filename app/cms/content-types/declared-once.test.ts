import { describe, expect, it, vi } from "vitest";
import { programmeCohort as builtInCohort } from "~/content/cohort";
import { contentModel } from "../../../scripts/content-model/types.mjs";
import { seedEntries } from "../../../scripts/seed-entries";
import { toArticle, toFaqEntry, toHeroOverride, toSection } from "../entries";
import type { RawEntry } from "../fields";
import { toConsultant, toMentor, toNewsLink, toPartnerPerk, toProgrammeCohort, toVideo } from "../list-entries";
import { toCard, toLandingPage, toLandingSection } from "../landing-entries";
import { toAnnouncement, toPageMeta } from "../site-entries";
import type { ContentType, ReadField, ReadValues } from "./define";
import { landingTypes } from "./landing";
import { listTypes } from "./lists";
import { pageTypes } from "./pages";
import { siteTypes } from "./site";

/**
 * Each type is declared once (./lists.ts, ./pages.ts, ./site.ts, ./landing.ts): each field must reach the model
 * `npm run cms:model` applies, the site's reading of an entry, and the seed. Any that bypasses the declaration fails.
 */
const ASSETS = "https://images.ctfassets.net";
const mappers: Record<string, (entry: RawEntry) => object | null> = {
  heroSection: (entry) => toHeroOverride(entry, ASSETS),
  faqItem: toFaqEntry,
  pageSection: toSection,
  blogArticle: toArticle,
  partnerPerk: (entry) => toPartnerPerk(entry, ASSETS),
  mentor: (entry) => toMentor(entry, ASSETS),
  consultant: (entry) => toConsultant(entry, ASSETS),
  newsLink: toNewsLink,
  video: toVideo,
  programmeCohort: (entry) => toProgrammeCohort(entry, builtInCohort),
  pageMeta: (entry) => toPageMeta(entry, ASSETS),
  announcement: toAnnouncement,
  landingPage: (entry) => toLandingPage(entry, ASSETS),
  ...Object.fromEntries(
    ["sectionHero", "sectionText", "sectionCards", "sectionFaq", "sectionCta"].map((id) => [
      id,
      (entry: RawEntry) => toLandingSection({ ...entry, sys: { ...entry.sys, contentType: { sys: { id } } } }),
    ]),
  ),
  card: toCard,
};

/** An entry another one lists, resolved as the service sends it with its type. */
const listed = (contentType: string, fields: Record<string, unknown>): RawEntry => ({
  sys: { type: "Entry", id: `${contentType}-1`, contentType: { sys: { id: contentType } } },
  fields,
});
/** What an entry lists, which its mapper reads by its own rule: one usable entry each. */
const references: Record<string, Record<string, unknown>> = {
  landingPage: { sections: [listed("sectionText", { body: "A paragraph." })] },
  sectionCards: { cards: [listed("card", { title: "A card" })] },
  sectionFaq: { questions: [listed("faqItem", { question: "Is it free?", answer: "Yes." })] },
};

/** Where the site shows a field it reads together with another (an announcement's link). */
const shownAs: Record<string, Record<string, string>> = {
  announcement: { linkText: "link.text", linkUrl: "link.href" },
};

const asset = (id: string, path: string, contentType: string, width: number, height: number) => ({
  sys: { type: "Asset", id },
  fields: { file: { url: `${ASSETS}${path}`, contentType, details: { image: { width, height } } } },
});
/** A value the model accepts and the site reads, for each way of reading a field. */
const validValues: Record<keyof ReadValues, unknown> = {
  text: "Some words",
  plainText: "A few words",
  link: "https://partners.example/offer",
  profileLink: "https://www.linkedin.com/in/someone",
  picture: asset("asset-1", "/s/a/t/p.png", "image/png", 8, 8),
  date: "2026-11-20",
  order: 3,
  number: 7,
  articleSlug: "an-article",
  badge: "Popular",
  articleSections: [{ title: "A section", content: "Its text." }],
  yesOrNo: true,
  stages: ["bootstrapped", "infinity"],
  perkCategory: "software",
  steps: ["Open Perks in your dashboard", "Copy the code"],
  videoId: "dQw4w9WgXcQ",
  placement: "library",
  cohortName: "InFINity 2027",
  metaTitle: "Perks for founders",
  metaDescription: "Credits and discounts from partners, for every founder in the programme.",
  socialImage: asset("card", "/s/c/a/card.jpg", "image/jpeg", 1200, 630),
  announcementText: "Applications for the next cohort are open",
  moment: "2026-12-01T10:00",
  landingSlug: "demo-day-2027",
  sectionLink: "/perks",
  icon: "gift",
  paragraphs: "A first paragraph.\n\nA second one.",
};
/** A value for a field: its kind's, but an end after its start. */
const valueOf = (field: ReadField) => (field.id === "endsAt" ? "2027-01-01T10:00" : validValues[field.site.as]);

const fieldsOf = (type: ContentType) => Object.entries(type.fields);
/** A valid value for every field the site reads, but the one left out. */
const readValues = (type: ContentType, leftOut?: ReadField) =>
  Object.fromEntries(
    fieldsOf(type).flatMap(([, field]) => ("site" in field && field !== leftOut ? [[field.id, valueOf(field)]] : [])),
  );

/** An entry as the service sends it: dated, as every published entry is. */
const delivered = (fields: Record<string, unknown>): RawEntry => ({
  sys: { id: "entry-1", createdAt: "2026-11-20T00:00:00.000Z", updatedAt: "2026-11-20T00:00:00.000Z" },
  fields,
});

describe.each([...pageTypes, ...listTypes, ...siteTypes, ...landingTypes()].map((type) => [type.id, type] as const))(
  "%s, declared once",
  (id, type) => {
    it("has every declared field in the model, in the declared order", () => {
      const model = contentModel.find((candidate) => candidate.id === id);
      expect(model?.fields.map((field) => field.id)).toEqual(fieldsOf(type).map(([, field]) => field.id));
    });

    const readEntry = (fields: Record<string, unknown>) => mappers[id](delivered({ ...fields, ...references[id] }));

    it("is read by the site field by field: every field it reads shows under its key", () => {
      const read = readEntry(readValues(type));
      const readKeys = fieldsOf(type).flatMap(([key, field]) => ("site" in field ? [shownAs[id]?.[key] ?? key] : []));
      expect(read).not.toBeNull();
      for (const key of readKeys) expect(read, key).toHaveProperty(key);
    });

    it("skips an entry without a field it cannot do without, naming that field", () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      for (const [, field] of fieldsOf(type)) {
        if (!("site" in field) || !field.site.needed) continue;
        expect(readEntry(readValues(type, field)), field.id).toBeNull();
        expect(warn).toHaveBeenLastCalledWith(`[cms] ${id} entry-1 has no usable ${field.id}; skipped.`);
      }
      warn.mockRestore();
    });

    // Page meta, announcements and landing pages have no built-in entries: a page's head is its own, and the site
    // has no announcement or landing page of its own.
    if (![...siteTypes, ...landingTypes()].some((unseeded) => unseeded.id === id))
      it("is seeded with every field the built-in copy fills", () => {
        const seeded = new Set(
          seedEntries("2026-11-20")
            .filter((entry) => entry.contentType === id)
            .flatMap((entry) => Object.keys(entry.fields)),
        );
        // What no built-in item of the type has: an entry leaves the field empty, as the built-in copy does.
        const emptyInTheBuiltInCopy: Record<string, string[]> = {
          // A hero's background picture comes from the service only; an empty button link means the sign-up page.
          heroSection: ["backgroundImage", "ctaButtonLink"],
          // No built-in offer has a partner's own link, fine print or a first day still to come.
          partnerPerk: ["ctaLink", "terms", "startsOn"],
          // Its link is the sign-up page's, which an empty field means.
          programmeCohort: ["applyUrl"],
        };
        const declared = fieldsOf(type)
          .map(([, field]) => field.id)
          .filter((field) => !(emptyInTheBuiltInCopy[id] ?? []).includes(field));
        expect([...seeded].sort()).toEqual(declared.sort());
      });
  },
);
