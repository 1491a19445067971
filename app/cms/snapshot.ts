import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import type { Article, FaqEntry, NewsArticle, ProgrammeCohort, Video } from "~/content/models";
import type { PartnerPerk } from "~/content/perks";
import type { SitePath } from "~/route-paths";
import { getCmsClient, type CmsClient } from "./client";
import type { CmsSection, HeroOverride } from "./entries";
import { formatCmsError, isServiceUnavailable } from "./errors";

/** What a page's prerendered HTML carries from the content service; null: nothing to override. */
export interface ContentSnapshot {
  hero?: HeroOverride | null;
  faqs?: FaqEntry[] | null;
  sections?: CmsSection[] | null;
  articles?: Article[] | null;
  perks?: PartnerPerk[] | null;
  mentors?: Mentor[] | null;
  consultants?: Consultant[] | null;
  news?: NewsArticle[] | null;
  /** The page's videos by the slot they fill. */
  videos?: Record<string, Video[]> | null;
  programmeCohort?: ProgrammeCohort | null;
}

// Loaded on demand like in the browser, where these queries are a chunk of their own.
const queries = () => import("./queries");
const fetchers = {
  hero: async (client: CmsClient, path: SitePath) => (await queries()).fetchHero(client, path),
  faqs: async (client: CmsClient, path: SitePath) => (await queries()).fetchFaqs(client, path),
  sections: async (client: CmsClient, path: SitePath) => (await queries()).fetchSections(client, path),
  articles: async (client: CmsClient) => (await queries()).fetchArticles(client),
  perks: async (client: CmsClient) => (await queries()).fetchPerks(client),
  mentors: async (client: CmsClient) => (await queries()).fetchMentors(client),
  consultants: async (client: CmsClient) => (await queries()).fetchConsultants(client),
  news: async (client: CmsClient, path: SitePath) => (await queries()).fetchNews(client, path),
  videos: async (client: CmsClient, path: SitePath) => (await queries()).fetchVideos(client, path),
  programmeCohort: async (client: CmsClient) => (await queries()).fetchProgrammeCohort(client),
} satisfies Record<keyof ContentSnapshot, (client: CmsClient, path: SitePath) => Promise<unknown>>;

/**
 * Set once a query has found the service down or unreachable during this build, so
 * later queries skip at once (each still warned about) instead of each waiting out every retry.
 */
let unavailable: string | null = null;

/** Kinds that are the same on every page that shows them: asked once per build, not once per page. */
const siteWide = new Set<keyof ContentSnapshot>(["articles", "perks", "mentors", "consultants", "programmeCohort"]);

/**
 * One answer per query for the whole build: prerendering asks twice per page (its data file, then
 * its HTML), and site-wide kinds (the cohort, the people, the perks) serve every page and the
 * calendar files that show them.
 */
const answers = new Map<string, Promise<unknown>>();

/**
 * Build time (a route's loader, run while prerendering): the page's entries, so the HTML carries
 * them. A failure never fails the build: it prints one warning for that query and the page is
 * built on its built-in copy.
 */
export async function loadContentSnapshot(
  path: SitePath,
  wanted: Array<keyof ContentSnapshot>,
  pending: Promise<CmsClient> | null = getCmsClient(),
): Promise<ContentSnapshot> {
  if (!pending) return {};
  const snapshot: ContentSnapshot = {};
  // One after another, so that a service found down is skipped by the queries that follow.
  for (const kind of wanted) {
    const key = siteWide.has(kind) ? kind : `${kind} ${path}`;
    if (!answers.has(key)) answers.set(key, fetchKind(kind, path, pending));
    Object.assign(snapshot, { [kind]: await answers.get(key) });
  }
  return snapshot;
}

async function fetchKind(kind: keyof ContentSnapshot, path: SitePath, pending: Promise<CmsClient>) {
  if (unavailable) {
    console.warn(`[cms] Build: skipped ${kind} for ${path} (${unavailable}); built with the built-in copy.`);
    return null;
  }
  try {
    return await fetchers[kind](await pending, path);
  } catch (error) {
    if (isServiceUnavailable(error)) unavailable = `the content service failed earlier: ${formatCmsError(error)}`;
    console.warn(
      `[cms] Build: could not load ${kind} for ${path}: ${formatCmsError(error)}; built with the built-in copy.`,
    );
    return null;
  }
}
