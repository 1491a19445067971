import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import { programmeCohort } from "~/content/cohort";
import type { Article, FaqEntry, NewsArticle, ProgrammeCohort, Video } from "~/content/models";
import type { PartnerPerk } from "~/content/perks";
import { contentSlugs, paths, type SitePath } from "~/route-paths";
import type { CmsClient } from "./client";
import { cmsConfig, DEFAULT_ASSET_ORIGIN } from "./config";
import {
  toArticle,
  toFaqEntry,
  toHeroOverride,
  toSection,
  type CmsSection,
  type HeroOverride,
  type RawEntry,
} from "./entries";
import { MalformedResponseError } from "./errors";
import {
  inOrder,
  toConsultant,
  toMentor,
  toNewsLink,
  toPartnerPerk,
  toProgrammeCohort,
  toVideo,
  type Ordered,
} from "./list-entries";

/** Pictures may come from the configured asset host only. */
const configuredAssetOrigin = () => cmsConfig?.assetOrigin ?? DEFAULT_ASSET_ORIGIN;

/** Spec section 9: links are resolved two levels deep. */
const INCLUDE_DEPTH = 2;

type Query = Record<string, string | number | boolean>;

/** One slug is an equality filter; a page with aliases asks for all of its slugs. */
function slugFilter(slugs: string[]): Query {
  return slugs.length === 1 ? { "fields.pageSlug": slugs[0] } : { "fields.pageSlug[in]": slugs.join(",") };
}

export const queries = {
  hero: (slugs: string[]): Query => ({
    content_type: "heroSection",
    ...slugFilter(slugs),
    "fields.isActive": true,
    // One hero per slug; with aliases the canonical one is picked below.
    limit: slugs.length,
    include: INCLUDE_DEPTH,
  }),
  faqs: (slugs: string[]): Query => ({
    content_type: "faqItem",
    ...slugFilter(slugs),
    "fields.isActive": true,
    order: "fields.order",
    include: INCLUDE_DEPTH,
  }),
  sections: (slugs: string[]): Query => ({
    content_type: "pageSection",
    ...slugFilter(slugs),
    "fields.isActive": true,
    include: INCLUDE_DEPTH,
  }),
  articles: (slugs: string[]): Query => ({
    content_type: "blogArticle",
    ...slugFilter(slugs),
    "fields.isActive": true,
    order: "fields.blogId",
    include: INCLUDE_DEPTH,
  }),
  /** A list the marketing team edits, ordered by its `order` field; for a page when it has a slug. */
  list: (contentType: string, slugs?: string[]): Query => ({
    content_type: contentType,
    ...(slugs ? slugFilter(slugs) : {}),
    "fields.isActive": true,
    order: "fields.order",
    include: INCLUDE_DEPTH,
  }),
};

async function getEntries(client: CmsClient, query: Query): Promise<RawEntry[]> {
  let response: unknown;
  try {
    response = await client.getEntries(query);
  } catch (error) {
    // The SDK's HTTP errors are Errors with a name; a TypeError means it could not read the body.
    if (error instanceof TypeError) {
      throw new MalformedResponseError(`the ${query.content_type} response could not be read (${error.message})`);
    }
    throw error;
  }
  const items = (response as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) {
    throw new MalformedResponseError(`the ${query.content_type} response has no list of items`);
  }
  return items as RawEntry[];
}

/** With aliases, entries under the canonical slug win; alias entries are used only without them. */
function preferCanonical(entries: RawEntry[], slugs: string[]): RawEntry[] {
  for (const slug of slugs) {
    const bySlug = entries.filter((entry) => entry.fields?.pageSlug === slug);
    if (bySlug.length > 0) return bySlug;
  }
  return entries;
}

function warnNoResults(type: string, slugs: string[]): null {
  console.warn(`[cms] No active ${type} entries for ${slugs.join(" or ")}; keeping the built-in copy.`);
  return null;
}

/** Each fetcher gives the override for a page, or null when the service has none (logged). */
export async function fetchHero(client: CmsClient, path: SitePath): Promise<HeroOverride | null> {
  const slugs = contentSlugs(path);
  const [entry] = preferCanonical(await getEntries(client, queries.hero(slugs)), slugs);
  if (!entry) return warnNoResults("heroSection", slugs);
  return toHeroOverride(entry, configuredAssetOrigin());
}

export async function fetchFaqs(client: CmsClient, path: SitePath): Promise<FaqEntry[] | null> {
  const slugs = contentSlugs(path);
  const entries = preferCanonical(await getEntries(client, queries.faqs(slugs)), slugs);
  const faqs = entries
    .map(toFaqEntry)
    .filter((faq) => faq !== null)
    .sort((a, b) => a.order - b.order)
    .map(({ question, answer }) => ({ question, answer }));
  return faqs.length > 0 ? faqs : warnNoResults("faqItem", slugs);
}

export async function fetchSections(client: CmsClient, path: SitePath): Promise<CmsSection[] | null> {
  const slugs = contentSlugs(path);
  const entries = await getEntries(client, queries.sections(slugs));
  const byName = new Map<string, CmsSection>();
  // Canonical slug first, so its section of a given name wins over an alias's.
  for (const slug of slugs) {
    for (const entry of entries.filter((candidate) => candidate.fields?.pageSlug === slug)) {
      const section = toSection(entry);
      if (section && !byName.has(section.sectionName)) byName.set(section.sectionName, section);
    }
  }
  return byName.size > 0 ? [...byName.values()] : warnNoResults("pageSection", slugs);
}

export async function fetchArticles(client: CmsClient, slug: string = paths.knowledgeHub): Promise<Article[] | null> {
  const entries = await getEntries(client, queries.articles([slug]));
  const articles = entries.map(toArticle).filter((article) => article !== null);
  if (articles.length === 0) {
    console.warn(`[cms] No active blogArticle entries for ${slug}; showing the built-in articles.`);
    return null;
  }
  return articles;
}

/** A whole list from the service, in the editors' order; null (warned) when no entry is usable. */
async function fetchList<T>(
  client: CmsClient,
  contentType: string,
  map: (entry: RawEntry) => Ordered<T> | null,
  slugs?: string[],
): Promise<T[] | null> {
  const entries = await getEntries(client, queries.list(contentType, slugs));
  const items = inOrder(slugs ? preferCanonical(entries, slugs) : entries, map);
  if (items.length > 0) return items;
  console.warn(
    `[cms] No usable active ${contentType} entries${slugs ? ` for ${slugs.join(" or ")}` : ""}; keeping the built-in list.`,
  );
  return null;
}

export const fetchPerks = (client: CmsClient, assetOrigin = configuredAssetOrigin()): Promise<PartnerPerk[] | null> =>
  fetchList(client, "partnerPerk", (entry) => toPartnerPerk(entry, assetOrigin));

export const fetchMentors = (client: CmsClient, assetOrigin = configuredAssetOrigin()): Promise<Mentor[] | null> =>
  fetchList(client, "mentor", (entry) => toMentor(entry, assetOrigin));

export const fetchConsultants = (
  client: CmsClient,
  assetOrigin = configuredAssetOrigin(),
): Promise<Consultant[] | null> => fetchList(client, "consultant", (entry) => toConsultant(entry, assetOrigin));

export const fetchNews = (client: CmsClient, path: SitePath): Promise<NewsArticle[] | null> =>
  fetchList(client, "newsLink", toNewsLink, contentSlugs(path));

/** A page's videos by the slot they fill ("library", "highlights"...); null when it has none. */
export async function fetchVideos(client: CmsClient, path: SitePath): Promise<Record<string, Video[]> | null> {
  const videos = await fetchList(client, "video", toVideo, contentSlugs(path));
  if (!videos) return null;
  const byPlacement: Record<string, Video[]> = {};
  for (const { placement, ...video } of videos) (byPlacement[placement] ??= []).push(video);
  return byPlacement;
}

/** The accelerator's cohort: the first usable active entry in the editors' order; null when none. */
export async function fetchProgrammeCohort(client: CmsClient): Promise<ProgrammeCohort | null> {
  const cohorts = await fetchList(client, "programmeCohort", (entry) => toProgrammeCohort(entry, programmeCohort));
  return cohorts?.[0] ?? null;
}
