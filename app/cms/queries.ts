import { programmeCohort } from "~/content/cohort";
import { announcementsToShip } from "~/lib/announcement";
import { buildInstant } from "~/lib/build-date";
import type { Article, Video } from "~/content/models";
import { contentfulLocaleOf, pageLanguage } from "~/languages";
import { contentSlugs, knowledgeHubPaths, paths } from "~/route-paths";
import { landingPagesFrom } from "./landing-entries";
import type { CmsClient } from "./client";
import { cmsConfig, DEFAULT_ASSET_ORIGIN } from "./config";
import type { ContentKind, ContentOf, ContentRequest } from "./content-kinds";
import { toArticle, toFaqEntry, toHeroOverride, toSection, type CmsSection, type RawEntry } from "./entries";
import { isUnknownLocale, MalformedResponseError } from "./errors";
import { entryLabel, skipEntry } from "./fields";
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
import { toAnnouncement, toPageMeta } from "./site-entries";
import type { UntranslatedEntry } from "./translated-entries";

/** Pictures may come from the configured asset host only. */
const configuredAssetOrigin = () => cmsConfig?.assetOrigin ?? DEFAULT_ASSET_ORIGIN;

/** Spec section 9: links are resolved two levels deep. */
export const INCLUDE_DEPTH = 2;

export type Query = Record<string, string | number | boolean>;

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
    // Every article is a page of its own: all of them (the most one answer holds), not the first 100.
    limit: 1000,
    include: INCLUDE_DEPTH,
  }),
  /** One per slug, like the hero; with aliases the canonical one is picked. */
  meta: (slugs: string[]): Query => ({
    content_type: "pageMeta",
    ...slugFilter(slugs),
    "fields.isActive": true,
    limit: slugs.length,
    include: INCLUDE_DEPTH,
  }),
  /** Every active one, latest start first; the build keeps those live or due within 60 days. */
  announcements: (): Query => ({
    content_type: "announcement",
    "fields.isActive": true,
    order: "-fields.startsAt",
    include: INCLUDE_DEPTH,
  }),
  /**
   * Oldest first, so the first created keeps an address two ask for. A slug asks for one page only
   * (the live refresh).
   */
  landingPages: (slug?: string): Query => ({
    content_type: "landingPage",
    ...(slug ? { "fields.slug": slug } : {}),
    "fields.isActive": true,
    order: "sys.createdAt",
    limit: 1000,
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

/** The entries a query finds, as the service sends them (links resolved), or a MalformedResponse. */
export async function getEntries(client: CmsClient, query: Query): Promise<RawEntry[]> {
  let response: unknown;
  try {
    response = await client.getEntries(query);
  } catch (error) {
    // The SDK's HTTP errors are Errors with a name; a TypeError means it could not read the body.
    if (error instanceof TypeError) {
      throw new MalformedResponseError(
        `the ${query.content_type ?? "entries"} response could not be read (${error.message})`,
      );
    }
    throw error;
  }
  const items = (response as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) {
    throw new MalformedResponseError(`the ${query.content_type ?? "entries"} response has no list of items`);
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

/** A whole list in the editors' order; null (warned) when no entry is usable. */
function listFrom<T>(
  entries: RawEntry[],
  contentType: string,
  map: (entry: RawEntry) => Ordered<T> | null,
  slugs?: string[],
): T[] | null {
  const items = inOrder(slugs ? preferCanonical(entries, slugs) : entries, map);
  if (items.length > 0) return items;
  console.warn(
    `[cms] No usable active ${contentType} entries${slugs ? ` for ${slugs.join(" or ")}` : ""}; keeping the built-in list.`,
  );
  return null;
}

interface KindContext {
  slugs: string[];
  /** Pictures may come from this origin only. */
  assetOrigin: string;
}

/**
 * Query and mapping are apart because a preview build passes the entries through the live preview
 * first and maps each keystroke's result by the same rules as a published entry.
 */
const kinds: {
  [Kind in ContentKind]: {
    query: (slugs: string[]) => Query;
    fromEntries: (entries: RawEntry[], context: KindContext) => ContentOf<Kind> | null;
  };
} = {
  hero: {
    query: queries.hero,
    fromEntries: (entries, { slugs, assetOrigin }) => {
      const [entry] = preferCanonical(entries, slugs);
      return entry ? toHeroOverride(entry, assetOrigin) : warnNoResults("heroSection", slugs);
    },
  },
  faqs: {
    query: queries.faqs,
    fromEntries: (entries, { slugs }) => {
      const faqs = preferCanonical(entries, slugs)
        .map(toFaqEntry)
        .filter((faq) => faq !== null)
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...faq }) => faq);
      return faqs.length > 0 ? faqs : warnNoResults("faqItem", slugs);
    },
  },
  sections: {
    query: queries.sections,
    fromEntries: (entries, { slugs }) => {
      const byName = new Map<string, CmsSection>();
      // Canonical slug first, so its section of a given name wins over an alias's.
      for (const slug of slugs) {
        for (const entry of entries.filter((candidate) => candidate.fields?.pageSlug === slug)) {
          const section = toSection(entry);
          if (section && !byName.has(section.sectionName)) byName.set(section.sectionName, section);
        }
      }
      return byName.size > 0 ? [...byName.values()] : warnNoResults("pageSection", slugs);
    },
  },
  articles: {
    query: queries.articles,
    fromEntries: (entries, { slugs }) => {
      const articles = articlesFrom(entries);
      if (articles.length > 0) return articles;
      console.warn(`[cms] No active blogArticle entries for ${slugs.join(" or ")}; showing the built-in articles.`);
      return null;
    },
  },
  perks: {
    query: () => queries.list("partnerPerk"),
    fromEntries: (entries, { assetOrigin }) =>
      listFrom(entries, "partnerPerk", (entry) => toPartnerPerk(entry, assetOrigin)),
  },
  mentors: {
    query: () => queries.list("mentor"),
    fromEntries: (entries, { assetOrigin }) => listFrom(entries, "mentor", (entry) => toMentor(entry, assetOrigin)),
  },
  consultants: {
    query: () => queries.list("consultant"),
    fromEntries: (entries, { assetOrigin }) =>
      listFrom(entries, "consultant", (entry) => toConsultant(entry, assetOrigin)),
  },
  news: {
    query: (slugs) => queries.list("newsLink", slugs),
    fromEntries: (entries, { slugs }) => listFrom(entries, "newsLink", toNewsLink, slugs),
  },
  /** A page's videos by the slot they fill ("library", "highlights"...). */
  videos: {
    query: (slugs) => queries.list("video", slugs),
    fromEntries: (entries, { slugs }) => {
      const videos = listFrom(entries, "video", toVideo, slugs);
      if (!videos) return null;
      const byPlacement: Record<string, Video[]> = {};
      for (const { placement, ...video } of videos) (byPlacement[placement] ??= []).push(video);
      return byPlacement;
    },
  },
  meta: {
    query: queries.meta,
    fromEntries: (entries, { slugs, assetOrigin }) => {
      const [entry] = preferCanonical(entries, slugs);
      return entry ? toPageMeta(entry, assetOrigin) : warnNoResults("pageMeta", slugs);
    },
  },
  /** Read at build: those live at the build's time or starting within the next 60 days. */
  announcements: {
    query: queries.announcements,
    fromEntries: (entries) => {
      const usable = entries.map(toAnnouncement).filter((announcement) => announcement !== null);
      const shipped = announcementsToShip(usable, buildInstant());
      return shipped.length > 0 ? shipped : null;
    },
  },
  /** Every landing page the build publishes (docs/decisions/010). */
  landingPages: {
    query: () => queries.landingPages(),
    fromEntries: (entries, { assetOrigin }) => landingPagesFrom(entries, assetOrigin),
  },
  /** One landing page, by its address: the live refresh of that page, and a preview of a new draft. */
  landingPage: {
    query: ([path]) => queries.landingPages(path.slice(1)),
    fromEntries: (entries, { assetOrigin }) => landingPagesFrom(entries, assetOrigin)[0] ?? null,
  },
  /** The accelerator's cohort: the first usable active entry in the editors' order. */
  programmeCohort: {
    query: () => queries.list("programmeCohort"),
    fromEntries: (entries) =>
      listFrom(entries, "programmeCohort", (entry) => toProgrammeCohort(entry, programmeCohort))?.[0] ?? null,
  },
};

/** One article per address: the first in the team's order keeps it; later ones are skipped, logged. */
function articlesFrom(entries: RawEntry[]): Article[] {
  const owners = new Map<string, Article>();
  for (const entry of entries) {
    const article = toArticle(entry);
    if (!article) continue;
    const owner = owners.get(article.slug);
    if (owner)
      skipEntry(entry, "blogArticle", [`slug (${knowledgeHubPaths.article(article.slug)} is "${owner.title}")`]);
    else owners.set(article.slug, article);
  }
  return [...owners.values()];
}

/** Articles live under the Knowledge Hub's slug (spec section 7); other kinds under the page's. */
const slugsOf = ({ kind, path }: ContentRequest) => (kind === "articles" ? [paths.knowledgeHub] : contentSlugs(path));

/** Logs texts still in English (changed, not yet translated) and entries with no title in the locale. */
function reportTranslation(locale: string, untranslated: UntranslatedEntry[], withoutPage: RawEntry[]): void {
  for (const { type, entryId, fields } of untranslated) {
    console.info(
      `[cms] ${type} ${entryId} needs translation into ${locale}: ${fields.join(", ")} changed in English, and its page in that language shows the English until then.`,
    );
  }
  for (const entry of withoutPage) {
    const label = entryLabel(entry, entry.sys?.contentType?.sys?.id ?? "entry");
    console.info(`[cms] ${label} has no title in ${locale}: it has no page in that language until it has one.`);
  }
}

let warnedNoLocale = false;

/** Warns once; the pages fall back on the built-in translation. */
function warnNoLocale(locale: string): void {
  if (warnedNoLocale) return;
  warnedNoLocale = true;
  console.warn(
    `[cms] The space has no ${locale} locale (npm run cms:model adds it): its pages show the built-in translation, and the team's English where the team changed it.`,
  );
}

/** In a translation's build, entries are read in its locale by the rules of ./translated-entries.ts. */
export async function loadEntries(client: CmsClient, request: ContentRequest): Promise<RawEntry[]> {
  const query = kinds[request.kind].query(slugsOf(request));
  const locale = contentfulLocaleOf(pageLanguage);
  if (!locale) return getEntries(client, query);
  // Two answers, never locale=*: the spec forbids it, and one locale at a time is all a page needs.
  const [english, translated, { builtInTranslations }, { builtInTranslationFor, translateEntries }] = await Promise.all(
    [
      getEntries(client, query),
      getEntries(client, { ...query, locale }).catch((error: unknown) => {
        if (!isUnknownLocale(error)) throw error;
        warnNoLocale(locale);
        return [];
      }),
      import("./built-in-translations"),
      import("./translated-entries"),
    ],
  );
  const tables = builtInTranslations[locale];
  // Without them every text would pass for translated: a build that lost them must not ship.
  if (!tables) throw new Error(`[cms] This ${locale} build has no built-in translation to read the team's by.`);
  const builtIn = await builtInTranslationFor(tables, english);
  const { entries, untranslated, withoutPage } = translateEntries(english, translated, builtIn, locale);
  reportTranslation(locale, untranslated, withoutPage);
  return entries;
}

/** The locale a translation's build reads its pages' texts in ("hi-IN"), beside the default; none in English's. */
export const translationLocale = (): string | null => contentfulLocaleOf(pageLanguage);

/** The content type a kind's queries ask for ("partnerPerk" for perks). */
export const contentTypeOf = (kind: ContentKind): string => String(kinds[kind].query([paths.home]).content_type);

/** One small request per locale the build reads, meant for a client that does not retry; throws the service's error. */
export async function probeService(client: CmsClient): Promise<void> {
  const locale = translationLocale();
  const probe: Query = { limit: 1 };
  await Promise.all([
    getEntries(client, probe),
    ...(locale
      ? [
          getEntries(client, { ...probe, locale }).catch((error: unknown) => {
            // A space without the locale answers, and its pages show the built-in translation.
            if (!isUnknownLocale(error)) throw error;
          }),
        ]
      : []),
  ]);
}

/** What a page shows of those entries; null (logged) when none is usable. */
export function contentFromEntries<Kind extends ContentKind>(
  request: ContentRequest<Kind>,
  entries: RawEntry[],
  assetOrigin = configuredAssetOrigin(),
): ContentOf<Kind> | null {
  return kinds[request.kind].fromEntries(entries, { slugs: slugsOf(request), assetOrigin });
}

/** One kind of content for a page, from the service; null (logged) when it has nothing usable. */
export async function fetchContent<Kind extends ContentKind>(
  client: CmsClient,
  request: ContentRequest<Kind>,
  assetOrigin = configuredAssetOrigin(),
): Promise<ContentOf<Kind> | null> {
  return contentFromEntries(request, await loadEntries(client, request), assetOrigin);
}
