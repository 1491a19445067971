import { pageLanguage, pathIn, routePathOf } from "~/languages";
import { cohortEventIds, calendarFilePath } from "~/lib/cohort";
import { answersFromQuery, assessEligibility, isComplete } from "~/lib/eligibility";
import { isSignupUrl } from "~/lib/signup-url";
import { notFoundDocumentPath, paths, servedRedirects } from "~/route-paths";
import { site } from "~/site";

/**
 * What is measured, in the terms of Plausible's events API (docs/measure.md): each event's name and
 * props, and the rules that keep anything personal out of them. Pure: the sender
 * (analytics-sender.ts) feeds it what happened and posts what it returns.
 */

/** Something that happened on the page, as the app reports it (analytics-queue.ts) or a click shows it. */
export type SiteEvent =
  /**
   * The page's address, on load and after every client-side navigation (query changes included);
   * `missing` when the page shown says there is no page there (the 404 page).
   */
  | { type: "location"; pathname: string; search: string; missing?: boolean }
  /** A click on a link, wherever it goes. */
  | { type: "link"; href: string }
  /** A video facade was started. */
  | { type: "video-play"; video: string }
  /** A search answered (every answer while the visitor types: the sender keeps the one that settles). */
  | { type: "search"; query: string; results: number }
  /** One of a page view's Core Web Vitals, final (web-vitals-report.ts); the address is the page view's own. */
  | { type: "vital"; vital: Vital; pathname: string };

/** A Core Web Vital as web-vitals reports it: its value (ms, or a layout-shift score) and Google's rating. */
export interface Vital {
  name: "LCP" | "INP" | "CLS";
  value: number;
  rating: "good" | "needs-improvement" | "poor";
}

export const eventNames = {
  pageview: "pageview",
  signup: "Signup Click",
  outbound: "Outbound Link: Click",
  eligibility: "Eligibility Result",
  calendar: "Calendar Download",
  search: "Site Search",
  video: "Video Play",
  lcp: "Web Vital: LCP",
  inp: "Web Vital: INP",
  cls: "Web Vital: CLS",
} as const;

export type EventName = (typeof eventNames)[keyof typeof eventNames];
export type EventProps = Record<string, string | number>;

/** An event as the site names it; the sender adds the address, the domain and the referrer. */
export interface NamedEvent {
  name: EventName;
  props?: EventProps;
}

/** The body of `POST /api/event`. */
export interface CollectorEvent extends NamedEvent {
  url: string;
  domain: string;
  referrer?: string;
}

/** A search with no results reports its words, cut to this many characters. */
export const SEARCH_QUERY_MAX = 60;

const knownPaths = new Set<string>([...Object.values(paths), ...Object.keys(servedRedirects)]);

/**
 * The addresses of the pages the team publishes: an article's, a further page of the hub's cards,
 * a landing page's. Which exist only the page shown knows: one that says there is none is /404.
 */
const slug = "[a-z0-9]+(?:-[a-z0-9]+)*";
const publishedPage = new RegExp(`^(?:${paths.knowledgeHub}/(?:page/\\d+|${slug})|/${slug})$`);

/**
 * The page as reported: one of the site's own paths, or `/404` for any other address and for a
 * page that says there is nothing there (`missing`), so that nothing a visitor typed into the
 * address bar is ever sent; each at its address in the page's language (/hi/perks, /hi/404).
 */
export function pagePath(pathname: string, missing = false): string {
  const address = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = routePathOf(pageLanguage, address);
  const known = !missing && (knownPaths.has(path) || publishedPage.test(path));
  return pathIn(pageLanguage, known ? path : notFoundDocumentPath);
}

/** Campaign parameters (`utm_source`, `utm_campaign`, ...): the only query an address keeps. */
const isCampaignParameter = (name: string) => name.startsWith("utm_");

/** Keeps only the campaign parameters of a query. */
function campaignQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of new Set(query.keys())) if (!isCampaignParameter(name)) query.delete(name);
  const kept = query.toString();
  return kept ? `?${kept}` : "";
}

/**
 * The event's `url`: the site's origin, the page's path and its campaign parameters only. The
 * checker's answers, search words and anything else in the address stay on the visitor's machine.
 */
export function measuredUrl(origin: string, pathname: string, search: string, missing = false): string {
  return `${origin}${pagePath(pathname, missing)}${campaignQuery(search)}`;
}

/**
 * The referrer as the collector uses it (the site a visitor came from, and its page): origin and
 * path, no query or fragment; nothing for a visitor who came from this site or from nowhere.
 */
export function measuredReferrer(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.origin === origin || (url.protocol !== "https:" && url.protocol !== "http:")) return undefined;
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

/** A sign-up call to action (app/lib/signup-url.ts): the sign-up host, or our campaign's source and medium. */
function signupPlacement(url: URL): string | null {
  const query = url.searchParams;
  const ours = query.get("utm_source") === site.signup.utmSource && query.get("utm_medium") === site.signup.utmMedium;
  if (!ours && !isSignupUrl(url.href)) return null;
  return query.get("utm_content") ?? "unknown";
}

const calendarFiles = new Map<string, string>(
  cohortEventIds.map((id) => [pathIn(pageLanguage, calendarFilePath(id)), id]),
);

/**
 * What a click on a link means: a sign-up (with the button's `utm_content` and the page it is on),
 * a link to another site, or a calendar file taken; null for the site's own pages.
 */
export function linkEvent(href: string, origin: string, page: string): NamedEvent | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const placement = signupPlacement(url);
  if (placement !== null) return { name: eventNames.signup, props: { placement, page } };
  if (url.origin !== origin) {
    return { name: eventNames.outbound, props: { url: `${url.origin}${url.pathname}${campaignQuery(url.search)}` } };
  }
  const calendarEvent = calendarFiles.get(url.pathname);
  return calendarEvent ? { name: eventNames.calendar, props: { event: calendarEvent } } : null;
}

/**
 * The eligibility checker's result, when the address holds a complete set of answers (the checker
 * shows its result from the address: app/hooks/use-eligibility-answers.ts): the founder's track and
 * whether InFINity would take them. Never the answers themselves.
 */
export function eligibilityEvent(search: string): NamedEvent | null {
  const { answers } = answersFromQuery(new URLSearchParams(search));
  if (!isComplete(answers)) return null;
  const { track, infinityReasons } = assessEligibility(answers);
  return { name: eventNames.eligibility, props: { track, infinity: infinityReasons.length === 0 ? "yes" : "no" } };
}

/** A settled search: how many pages matched; its words only when none did, so the site can answer them. */
export function searchEvent(query: string, results: number): NamedEvent {
  const words = query.trim().replace(/\s+/g, " ").slice(0, SEARCH_QUERY_MAX);
  return { name: eventNames.search, props: results > 0 ? { results } : { results, query: words } };
}

const vitalNames = { LCP: eventNames.lcp, INP: eventNames.inp, CLS: eventNames.cls } as const;

/**
 * A page view's vital: its rating in the words a dashboard shows (good, needs improvement, poor),
 * its value (milliseconds, whole; CLS to three places) and the page, so the team can see per page
 * the share of visits that were good.
 */
export function vitalEvent({ name, value, rating }: Vital, page: string): NamedEvent {
  const rounded = name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
  return { name: vitalNames[name], props: { rating: rating.replace("-", " "), value: rounded, page } };
}
