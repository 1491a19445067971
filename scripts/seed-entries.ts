import type { ContentType } from "~/cms/content-types/define";
import { blogArticle, faqItem, heroSection, pageSection } from "~/cms/content-types/pages";
import {
  consultant,
  mentor,
  newsLink,
  partnerPerk,
  programmeCohort as programmeCohortType,
  video as videoType,
} from "~/cms/content-types/lists";
import { programmeCohort } from "~/content/cohort";
import { accessBlocks, accessSection, ceoQuoteSection, communityHero } from "~/content/community";
import { consultants, consultingHero, expertsSection, type Consultant } from "~/content/consulting";
import { bootstrappedHero, goLiveFast } from "~/content/bootstrapped";
import { eligibilityHero, questionsSection, resultSection, rulesSection } from "~/content/eligibility";
import { about, accelerator, growthToolkit, homeFaq, homeHero, partnerStrip } from "~/content/home";
import {
  applySection,
  founderStories,
  highlightVideos,
  infinityFaq,
  infinityFaqSection,
  infinityHero,
  infinityHeroVideo,
  infinityIntro,
  infinityNews,
  infinityNewsCards,
  mentors,
  mentorsSection,
  realImpact,
  whyFoundersChoose,
  whyInfinity,
  type Mentor,
} from "~/content/infinity";
import {
  expertVideos,
  fallbackArticles,
  featuredArticlesSection,
  knowledgeHubHero,
  knowledgeHubHeroVideo,
  videoLibrarySection,
} from "~/content/knowledge-hub";
import type { Article, HeroContent, NewsArticle, PageSection, Video } from "~/content/models";
import { howToClaimSection, partnerOffersSection, partnerPerks, perksHero, type PartnerPerk } from "~/content/perks";
import type { VideoPlacement } from "~/content/shared";
import { closingCta, featureSection } from "~/content/startup-features";
import { newsCards, newsSection, signUpSection, startupsSection, toolsSection, toolkitsHero } from "~/content/toolkits";
import { scaleSmarter, vcFundedHero, whyChoose } from "~/content/vc-funded";
import { cohortView } from "~/hooks/cohort-view";
import { dateInIndia, type CalendarDate } from "~/lib/calendar-date";
import { fingerprint } from "~/lib/fingerprint";
import type { FaqEntry, Picture, ProgrammeCohort } from "~/lib/models";
import { paths, type SitePath } from "~/route-paths";

/**
 * The built-in copy as entries of the model (scripts/content-model/, `npm run cms:model`) for
 * `npm run cms:seed` (scripts/cms-seed.mjs): the inverse of how the site reads entries (./queries.ts,
 * ./entries.ts, ./list-entries.ts). Ids derive from what an entry is, never random, so a rerun finds
 * its entries.
 *
 * Not seeded: page meta, announcements and landing pages (no built-in counterpart), and Infinity's
 * `cohortDates` section, generated from the cohort, which an entry would freeze. The Infinity FAQ
 * is seeded whole (a page's FAQ is replaced whole), so its cohort dates, hours and city are frozen
 * as of the seed day.
 */

/** A content type of the model that has built-in copy. */
export type SeedContentType =
  | "heroSection"
  | "faqItem"
  | "pageSection"
  | "blogArticle"
  | "partnerPerk"
  | "mentor"
  | "consultant"
  | "newsLink"
  | "video"
  | "programmeCohort";

/** A link to an asset, as an entry's field holds it. */
export interface AssetLink {
  sys: { type: "Link"; linkType: "Asset"; id: string };
}

export type SeedValue = string | number | boolean | string[] | AssetLink | { title: string; content: string }[];

/** One entry to write: its id, its content type and its fields (not keyed by locale). */
export interface SeedEntry {
  id: string;
  contentType: SeedContentType;
  fields: Record<string, SeedValue>;
  /**
   * RFC 3339. The Management API cannot write them (it sets sys.createdAt itself), so a seeded
   * article says it was published on the seed day. Read only by the seeded copy's fixtures.
   */
  dates?: { published: string; updated: string };
}

/** A built-in picture to upload (a perk's logo, a portrait), without which an entry draws less. */
export interface SeedPicture {
  id: string;
  /** The asset's title in the space's media library. */
  title: string;
  /** The file, as the site serves it from public/ ("/img/people/meera-krishnan.svg"). */
  src: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
}

/** The order in which the command writes them, and reports them. */
export const seedContentTypes: readonly SeedContentType[] = [
  "heroSection",
  "pageSection",
  "faqItem",
  "blogArticle",
  "partnerPerk",
  "mentor",
  "consultant",
  "newsLink",
  "video",
  "programmeCohort",
];

/** Contentful's ids: 1 to 64 letters, digits, dots, hyphens and underscores. */
export const ENTRY_ID_MAX = 64;

/** Words as an id's: lowercase letters and digits, accents dropped. */
const idWords = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

/**
 * "faq-home-who-can-join"; past 64 characters, cut at a word and ended with a fingerprint of the
 * whole, so two long ids never meet.
 */
export function seedId(...parts: string[]): string {
  const id = parts.flatMap(idWords).join("-");
  if (id.length <= ENTRY_ID_MAX) return id;
  const tail = `-${fingerprint(id)}`;
  const head = id.slice(0, ENTRY_ID_MAX - tail.length + 1);
  return `${head.slice(0, head.lastIndexOf("-"))}${tail}`;
}

/** A page in ids: "home" for /, else its path's words ("knowledge-hub"). */
const pageKey = (path: SitePath) => (path === paths.home ? "home" : path.slice(1));

/** The fields that have a value: the site reads an absent field and an empty one alike. */
function present(fields: Record<string, SeedValue | undefined>): Record<string, SeedValue> {
  return Object.fromEntries(
    Object.entries(fields).filter((pair): pair is [string, SeedValue] => pair[1] !== undefined && pair[1] !== ""),
  );
}

const MIME_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/** A picture of ours as an asset to upload; one asset per file, however many entries show it. */
function seedPicture(picture: Picture, title: string): SeedPicture {
  const fileName = picture.src.split("/").pop()!;
  const extension = fileName.split(".").pop()!.toLowerCase();
  const contentType = MIME_TYPES[extension];
  if (!contentType) throw new Error(`No picture type known for ${picture.src}.`);
  return {
    id: seedId("picture", picture.src.replace(/\.[^.]+$/, "").replaceAll("/", " ")),
    title,
    src: picture.src,
    fileName,
    contentType,
    width: picture.width,
    height: picture.height,
  };
}

const assetLink = (id: string): AssetLink => ({ sys: { type: "Link", linkType: "Asset", id } });

/**
 * Fields from the type's one definition (app/cms/content-types/); pictures become links to their
 * uploaded asset. What the type does not declare (a video's poster) is not written.
 */
function entryFields(
  type: ContentType,
  item: object,
  { order, pageSlug, picture }: { order?: number; pageSlug?: string; picture?: SeedPicture },
): Record<string, SeedValue> {
  const values = item as Record<string, unknown>;
  return present(
    Object.fromEntries(
      Object.entries(type.fields).map(([key, field]) => {
        if (field.id === "isActive") return [field.id, true];
        if (field.id === "pageSlug") return [field.id, pageSlug];
        if (key === "order") return [field.id, order];
        if ("site" in field && field.site.as === "picture") return [field.id, picture && assetLink(picture.id)];
        return [field.id, values[key] as SeedValue | undefined];
      }),
    ),
  );
}

/** What a page reads from the content service, with the built-in copy each kind falls back to. */
interface SeedPage {
  path: SitePath;
  hero: HeroContent;
  sections: PageSection[];
  faqs?: FaqEntry[];
  news?: NewsArticle[];
  videos?: Partial<Record<VideoPlacement, Video[]>>;
}

/**
 * Per page, as the pages read it (app/routes/*.tsx); the Infinity FAQ's dates and hours as told on
 * `today`.
 */
export function seedPages(today: CalendarDate = dateInIndia(Date.now())): SeedPage[] {
  const cohort: ProgrammeCohort = programmeCohort;
  return [
    {
      path: paths.home,
      hero: homeHero,
      sections: [partnerStrip.section, about.section, growthToolkit.section, accelerator.section, homeFaq.section],
      faqs: homeFaq.items,
      news: accelerator.news,
    },
    { path: paths.bootstrapped, hero: bootstrappedHero, sections: [goLiveFast, featureSection, closingCta] },
    { path: paths.vcFunded, hero: vcFundedHero, sections: [whyChoose, scaleSmarter, featureSection, closingCta] },
    { path: paths.perks, hero: perksHero, sections: [partnerOffersSection, howToClaimSection] },
    {
      path: paths.community,
      hero: communityHero,
      sections: [ceoQuoteSection, accessSection],
      videos: Object.fromEntries(accessBlocks.map((block) => [block.id, [block.video]])),
    },
    { path: paths.consulting, hero: consultingHero, sections: [expertsSection] },
    {
      path: paths.knowledgeHub,
      hero: knowledgeHubHero,
      sections: [videoLibrarySection, featuredArticlesSection],
      videos: { hero: [knowledgeHubHeroVideo], library: expertVideos },
    },
    {
      path: paths.toolkits,
      hero: toolkitsHero,
      sections: [toolsSection, newsSection, startupsSection, signUpSection],
      news: newsCards,
    },
    {
      path: paths.infinity,
      hero: infinityHero,
      sections: [
        infinityIntro,
        whyInfinity,
        founderStories,
        realImpact,
        whyFoundersChoose,
        infinityNews,
        mentorsSection,
        infinityFaqSection,
        applySection,
      ],
      faqs: infinityFaq(cohort, cohortView(cohort, today).answers),
      news: infinityNewsCards,
      videos: { hero: [infinityHeroVideo], highlights: highlightVideos },
    },
    {
      path: paths.eligibility,
      hero: eligibilityHero,
      sections: [questionsSection, resultSection, rulesSection],
    },
  ];
}

const heroEntry = (path: SitePath, hero: HeroContent): SeedEntry => ({
  id: seedId("hero", pageKey(path)),
  contentType: "heroSection",
  fields: entryFields(heroSection, hero, { pageSlug: path }),
});

const sectionEntry = (path: SitePath, section: PageSection): SeedEntry => ({
  // A section's name in words: growthToolkit, section-home-growth-toolkit.
  id: seedId("section", pageKey(path), section.sectionName.replace(/([a-z0-9])([A-Z])/g, "$1 $2")),
  contentType: "pageSection",
  fields: entryFields(pageSection, section, { pageSlug: path }),
});

const faqEntry = (path: SitePath, faq: FaqEntry, index: number): SeedEntry => ({
  id: seedId("faq", pageKey(path), faq.question),
  contentType: "faqItem",
  fields: entryFields(faqItem, faq, { pageSlug: path, order: index + 1 }),
});

const newsEntry = (path: SitePath, news: NewsArticle, index: number): SeedEntry => ({
  id: seedId("news", pageKey(path), new URL(news.href).pathname.replaceAll("/", " ")),
  contentType: "newsLink",
  fields: entryFields(newsLink, news, { pageSlug: path, order: index + 1 }),
});

const videoEntry = (path: SitePath, placement: string, video: Video, index: number): SeedEntry => ({
  id: seedId("video", pageKey(path), placement, video.id),
  contentType: "video",
  fields: entryFields(videoType, { ...video, placement }, { pageSlug: path, order: index + 1 }),
});

const articleEntry = (article: Article): SeedEntry => ({
  id: seedId("article", article.slug),
  contentType: "blogArticle",
  fields: entryFields(
    blogArticle,
    { ...article, sections: article.sections.map(({ title, content }) => ({ title, content })) },
    { pageSlug: paths.knowledgeHub },
  ),
  dates: { published: article.published, updated: article.updated },
});

/** A perk's entry id is its built-in id: the card's sign-up placement (perks_card_<id>) stays the same. */
const perkEntry = (perk: PartnerPerk, index: number, logo?: SeedPicture): SeedEntry => ({
  id: perk.id,
  contentType: "partnerPerk",
  fields: entryFields(partnerPerk, perk, { order: index + 1, picture: logo }),
});

const personEntry = (
  type: "mentor" | "consultant",
  person: Mentor | Consultant,
  index: number,
  photo?: SeedPicture,
): SeedEntry => ({
  id: seedId(type, person.name),
  contentType: type,
  fields: entryFields(type === "mentor" ? mentor : consultant, person, { order: index + 1, picture: photo }),
});

/** The cohort's record; its hours are not edited in the service, and an empty link is the sign-up page. */
const cohortEntry = (cohort: ProgrammeCohort): SeedEntry => ({
  id: seedId("cohort", cohort.name),
  contentType: "programmeCohort",
  fields: entryFields(
    programmeCohortType,
    { ...cohort, applyUrl: cohort.applyUrl === programmeCohort.applyUrl ? undefined : cohort.applyUrl },
    { order: 1 },
  ),
});

/** The pictures the entries link, each once, with the title its first entry gives it. */
export function seedPictures(): SeedPicture[] {
  const pictures = new Map<string, SeedPicture>();
  const add = (picture: Picture | undefined, title: string) => {
    if (!picture) return undefined;
    const seeded = seedPicture(picture, title);
    if (!pictures.has(seeded.id)) pictures.set(seeded.id, seeded);
    return pictures.get(seeded.id);
  };
  for (const perk of partnerPerks) add(perk.logo, `${perk.name} logo`);
  for (const mentor of mentors) add(mentor.photo, mentor.name);
  for (const consultant of consultants) add(consultant.photo, consultant.name);
  return [...pictures.values()];
}

/**
 * Every entry the built-in copy makes, in the order they are written (./seedContentTypes); the
 * FAQ answers about the cohort's dates as told on `today`.
 */
export function seedEntries(today?: CalendarDate): SeedEntry[] {
  const picture = (found: Picture | undefined, title: string) => (found ? seedPicture(found, title) : undefined);
  const entries: SeedEntry[] = [];
  for (const page of seedPages(today)) {
    entries.push(heroEntry(page.path, page.hero));
    entries.push(...page.sections.map((section) => sectionEntry(page.path, section)));
    entries.push(...(page.faqs ?? []).map((faq, index) => faqEntry(page.path, faq, index)));
    entries.push(...(page.news ?? []).map((news, index) => newsEntry(page.path, news, index)));
    for (const [placement, videos] of Object.entries(page.videos ?? {})) {
      entries.push(...videos.map((video, index) => videoEntry(page.path, placement, video, index)));
    }
  }
  entries.push(...fallbackArticles.map(articleEntry));
  entries.push(...partnerPerks.map((perk, index) => perkEntry(perk, index, picture(perk.logo, perk.name))));
  entries.push(
    ...mentors.map((mentor, index) => personEntry("mentor", mentor, index, picture(mentor.photo, mentor.name))),
  );
  entries.push(
    ...consultants.map((person, index) => personEntry("consultant", person, index, picture(person.photo, person.name))),
  );
  entries.push(cohortEntry(programmeCohort));
  const rank = (entry: SeedEntry) => seedContentTypes.indexOf(entry.contentType);
  return entries.sort((a, b) => rank(a) - rank(b));
}
