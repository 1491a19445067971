import type { Consultant } from "~/content/consulting";
import type { Announcement } from "~/lib/announcement";
import type { PageMetaOverride } from "~/lib/seo";
import type { Mentor } from "~/content/infinity";
import type { Article, LandingPage, NewsArticle, Video } from "~/content/models";
import type { FaqEntry, ProgrammeCohort } from "~/lib/models";
import type { PartnerPerk } from "~/content/perks";
import type { SitePath } from "~/route-paths";
import type { CmsSection, HeroOverride } from "./entries";

/**
 * Each kind in the shape it reaches the page. Prerendered HTML carries what the build found (null:
 * nothing to override); the live refresh asks again for the same kinds.
 */
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
  /** Every landing page the team published (read at build: which pages exist). */
  landingPages?: LandingPage[] | null;
  /** The landing page at this path (its live refresh; a new draft's preview). */
  landingPage?: LandingPage | null;
  /** The page's head (title, description, social card, noindex): read at build only. */
  meta?: PageMetaOverride | null;
  /** The site-wide announcements live at the build or starting within 60 days: read at build only. */
  announcements?: Announcement[] | null;
}

export type ContentKind = keyof ContentSnapshot;

/** What one kind gives a page when the service has something usable for it. */
export type ContentOf<Kind extends ContentKind> = NonNullable<ContentSnapshot[Kind]>;

/** Kinds that are the same on every page that shows them: asked once per build and cached once per visit. */
const siteWide = new Set<ContentKind>([
  "articles",
  "perks",
  "mentors",
  "consultants",
  "programmeCohort",
  "announcements",
  "landingPages",
]);

/** What is being loaded, in the log's words: "hero for /perks", "partner perks". */
export const kindNames: Record<ContentKind, string> = {
  hero: "hero",
  faqs: "FAQ",
  sections: "page sections",
  articles: "articles",
  perks: "partner perks",
  mentors: "mentors",
  consultants: "consultants",
  news: "news links",
  videos: "videos",
  programmeCohort: "the programme cohort",
  meta: "page meta",
  announcements: "announcements",
  landingPages: "landing pages",
  landingPage: "landing page",
};

/** A site path, or a published landing page's. */
export type ContentPath = SitePath | `/${string}`;

/** One kind of content for one page, as the build and the live refresh ask for it. */
export interface ContentRequest<Kind extends ContentKind = ContentKind> {
  kind: Kind;
  /** Site-wide kinds are the same for every page. */
  path: ContentPath;
}

export const isSiteWide = (kind: ContentKind) => siteWide.has(kind);

/** The cache key of a request: site-wide kinds once per visit, the others once per page. */
export const contentKey = ({ kind, path }: ContentRequest): string[] => (isSiteWide(kind) ? [kind] : [kind, path]);

export const contentLabel = ({ kind, path }: ContentRequest): string =>
  isSiteWide(kind) ? kindNames[kind] : `${kindNames[kind]} for ${path}`;
