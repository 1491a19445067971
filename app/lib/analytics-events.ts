import { pageLanguage, pathIn, routePathOf } from "~/languages";
import { cohortEventIds, calendarFilePath } from "~/lib/cohort";
import { answersFromQuery, assessEligibility, isComplete } from "~/lib/eligibility";
import { isSignupUrl } from "~/lib/signup-url";
import { notFoundDocumentPath, paths, servedRedirects } from "~/route-paths";
import { site } from "~/site";

/**
 * Event names and props in Plausible's events API terms (docs/measure.md), and the rules that keep
 * anything personal out. Pure: analytics-sender.ts feeds it what happened and posts what it returns.
 */

/** As the app reports it (analytics-queue.ts) or a click shows it. */
export type SiteEvent =
  /** On load and after every client-side navigation, query changes included; `missing` on the 404 page. */
  | { type: "location"; pathname: string; search: string; missing?: boolean }
  | { type: "link"; href: string }
  | { type: "video-play"; video: string }
  /** Sent on every answer while the visitor types; the sender keeps the one that settles. */
  | { type: "search"; query: string; results: number }
  /** Final value (web-vitals-report.ts); the address is the page view's own. */
  | { type: "vital"; vital: Vital; pathname: string };

/** Value in ms or a layout-shift score, with Google's rating. */
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

/** The sender adds the address, the domain and the referrer. */
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

/** A search with no results reports its words, cut to this length. */
export const SEARCH_QUERY_MAX = 60;

const knownPaths = new Set<string>([...Object.values(paths), ...Object.keys(servedRedirects)]);

/**
 * Pages the team publishes (an article, a further page of hub cards, a landing page); only the page
 * shown knows which exist, and one that says none is reported as /404.
 */
const slug = "[a-z0-9]+(?:-[a-z0-9]+)*";
const publishedPage = new RegExp(`^(?:${paths.knowledgeHub}/(?:page/\\d+|${slug})|/${slug})$`);

/**
 * A known path, else `/404` (also for `missing`), so nothing typed into the address bar is sent;
 * in the page's language (/hi/perks, /hi/404).
 */
export function pagePath(pathname: string, missing = false): string {
  const address = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = routePathOf(pageLanguage, address);
  const known = !missing && (knownPaths.has(path) || publishedPage.test(path));
  return pathIn(pageLanguage, known ? path : notFoundDocumentPath);
}

/** `utm_*`: the only query an address keeps. */
const isCampaignParameter = (name: string) => name.startsWith("utm_");
function campaignQuery(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of new Set(query.keys())) if (!isCampaignParameter(name)) query.delete(name);
  const kept = query.toString();
  return kept ? `?${kept}` : "";
}

/** Origin, path and campaign parameters only: checker answers and search words stay on the visitor's machine. */
export function measuredUrl(origin: string, pathname: string, search: string, missing = false): string {
  return `${origin}${pagePath(pathname, missing)}${campaignQuery(search)}`;
}

/** Origin and path only; nothing for a visitor from this site or from nowhere. */
export function measuredReferrer(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.origin === origin || (url.protocol !== "https:" && url.protocol !== "http:")) return undefined;
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

/** A sign-up link (app/lib/signup-url.ts): the sign-up host, or the site's campaign source and medium. */
function signupPlacement(url: URL): string | null {
  const query = url.searchParams;
  const ours = query.get("utm_source") === site.signup.utmSource && query.get("utm_medium") === site.signup.utmMedium;
  if (!ours && !isSignupUrl(url.href)) return null;
  return query.get("utm_content") ?? "unknown";
}

const calendarFiles = new Map<string, string>(
  cohortEventIds.map((id) => [pathIn(pageLanguage, calendarFilePath(id)), id]),
);

/** A sign-up (its `utm_content` and page), an outbound link, or a calendar file; null for the site's own pages. */
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
 * When the address holds a complete set of answers (the checker reads them from it:
 * app/hooks/use-eligibility-answers.ts): track and InFINity fit only, never the answers.
 */
export function eligibilityEvent(search: string): NamedEvent | null {
  const { answers } = answersFromQuery(new URLSearchParams(search));
  if (!isComplete(answers)) return null;
  const { track, infinityReasons } = assessEligibility(answers);
  return { name: eventNames.eligibility, props: { track, infinity: infinityReasons.length === 0 ? "yes" : "no" } };
}

/** Words only when nothing matched, so the site can answer them. */
export function searchEvent(query: string, results: number): NamedEvent {
  const words = query.trim().replace(/\s+/g, " ").slice(0, SEARCH_QUERY_MAX);
  return { name: eventNames.search, props: results > 0 ? { results } : { results, query: words } };
}

const vitalNames = { LCP: eventNames.lcp, INP: eventNames.inp, CLS: eventNames.cls } as const;

/** Rating in dashboard words, value rounded (CLS to three places) and the page, for per-page shares of good visits. */
export function vitalEvent({ name, value, rating }: Vital, page: string): NamedEvent {
  const rounded = name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
  return { name: vitalNames[name], props: { rating: rating.replace("-", " "), value: rounded, page } };
}
