// The index holds each page at its address (/hi/perks#faqs); the app's links add the prefix themselves.
import { pageLanguage, routePathOf } from "~/languages";
import { dateInIndia, type CalendarDate } from "./calendar-date";
import { parseExcerpt, type ExcerptPart } from "./search-excerpt";

/**
 * Pagefind's bundle and index (scripts/build/search-index.mjs), fetched from our origin on the
 * first search, never with the page.
 */
export const SEARCH_BUNDLE = "/pagefind/";

/** A page, or a section of it. */
export interface SearchHit {
  /** A path on this site, with the section's #id when there is one. */
  url: string;
  /** The section's heading; the page's title when the passage is at the top. */
  title: string;
  /** With the query's terms marked. */
  excerpt: ExcerptPart[];
}

/** One page's matching sections, best first. */
export interface SearchResult {
  /** The page's path, which the caller names (see pageName in app/content/search.ts). */
  path: string;
  /** The page's title as Pagefind read it (its h1). */
  pageTitle: string;
  hits: SearchHit[];
}

/** At most this many pages, and this many places in each, are shown for a query. */
export const MAX_PAGES = 8;
export const MAX_HITS_PER_PAGE = 3;

/** What Pagefind's browser API returns (pagefind.js, documented at pagefind.app/docs/api). */
interface PagefindSubResult {
  url: unknown;
  title: unknown;
  excerpt: unknown;
  locations?: unknown;
}
interface PagefindResultData {
  url: unknown;
  excerpt: unknown;
  meta?: { title?: unknown; offersEnding?: unknown };
  sub_results?: PagefindSubResult[];
}
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> } | null>;
}

/** A path on this site, never another origin (a protocol-relative "//host" included). */
const isSitePath = (url: unknown): url is string =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");

const hitsCount = (sub: PagefindSubResult) => (Array.isArray(sub.locations) ? sub.locations.length : 0);

/** Places ("perk-kinara-crm") of offers ended by `today` (scripts/build/search-index.mjs withOffersAsPlaces). */
function endedOffers(offersEnding: unknown, today: CalendarDate): Set<string> {
  if (typeof offersEnding !== "string") return new Set();
  const ended = offersEnding
    .split(" ")
    .map((offer) => offer.split(":"))
    .filter(([, endsOn]) => endsOn !== undefined && endsOn < today);
  return new Set(ended.map(([place]) => place));
}

/**
 * Null (logged) when Pagefind's data is not as documented: an address off this site, or non-text.
 * Never used as HTML. Offers ended in India since the build are left out (docs/decisions/017).
 */
export function toSearchResult(
  data: PagefindResultData,
  today: CalendarDate = dateInIndia(Date.now()),
): SearchResult | null {
  const pageTitle = data.meta?.title;
  if (!isSitePath(data.url) || typeof pageTitle !== "string") {
    console.warn("Search: a result without a site address or a title was left out.", data.url);
    return null;
  }
  const path = routePathOf(pageLanguage, data.url).replace(/#.*$/, "");
  const ended = endedOffers(data.meta?.offersEnding, today);
  const places = (data.sub_results && data.sub_results.length > 0 ? data.sub_results : [data]).filter(
    (place) => !(typeof place.url === "string" && ended.has(place.url.replace(/^[^#]*#?/, ""))),
  );
  const hits = [...places]
    .sort((a, b) => hitsCount(b as PagefindSubResult) - hitsCount(a as PagefindSubResult))
    .flatMap((place): SearchHit[] => {
      const title = "title" in place ? place.title : pageTitle;
      if (!isSitePath(place.url) || typeof title !== "string" || typeof place.excerpt !== "string") {
        console.warn("Search: a passage without a site address or text was left out.", place.url);
        return [];
      }
      return [{ url: routePathOf(pageLanguage, place.url), title, excerpt: parseExcerpt(place.excerpt) }];
    })
    .slice(0, MAX_HITS_PER_PAGE);
  return hits.length > 0 ? { path, pageTitle, hits } : null;
}

let engine: Promise<PagefindModule> | undefined;

/** Pagefind's script, once: an address the bundler leaves alone, since the build writes it last. */
function loadEngine(): Promise<PagefindModule> {
  engine ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ `${SEARCH_BUNDLE}pagefind.js`)) as PagefindModule;
    // On the page rather than in Pagefind's worker: the index is a few pages, and the worker would
    // need a policy of its own to run WebAssembly (docs/decisions/401-site-search-with-pagefind.md).
    await pagefind.options({ noWorker: true, excerptLength: 24 });
    return pagefind;
  })();
  engine.catch(() => (engine = undefined));
  return engine;
}

/** So that the first query does not wait for the engine. */
export function prepareSearch(): Promise<unknown> {
  return loadEngine();
}

/** Best first; null when a newer query replaced this one (Pagefind debounces). Rejects if loading fails. */
export async function searchSite(query: string): Promise<SearchResult[] | null> {
  const pagefind = await loadEngine();
  const search = await pagefind.debouncedSearch(query, {}, 120);
  if (!search) return null;
  const pages = await Promise.all(search.results.slice(0, MAX_PAGES).map((result) => result.data()));
  return pages.map((page) => toSearchResult(page)).filter((result) => result !== null);
}
