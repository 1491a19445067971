import type { AnalyticsConfig } from "./analytics-config";
import {
  eligibilityEvent,
  eventNames,
  linkEvent,
  measuredReferrer,
  measuredUrl,
  pagePath,
  searchEvent,
  vitalEvent,
  type CollectorEvent,
  type NamedEvent,
  type SiteEvent,
} from "./analytics-events";
import { deliverMeasuredEvents } from "./analytics-queue";
import { pageLanguage, pathIn } from "~/languages";
import { paths } from "~/route-paths";

/**
 * Measurement kept out of the first load: loaded when idle after hydration or at a first click
 * (components/layout/measurement.tsx), it posts the collector's events (analytics-events.ts).
 * A collector that fails is not asked again by this page.
 */

/** A search counts once the visitor has stopped typing for this long, or leaves the page. */
export const SEARCH_SETTLE_MS = 1500;

export interface Sender {
  handle: (event: SiteEvent) => void;
  /** Counts the search still settling, now (the page is being left). */
  settle: () => void;
}

export function createSender({ endpoint, domain }: AnalyticsConfig): Sender {
  const origin = window.location.origin;
  const referrer = measuredReferrer(document.referrer, origin);
  let failed = false;
  /** The page being shown (its reported path) and its event `url`. */
  let page: string | null = null;
  let url = "";
  let shownResult: string | null = null;
  let searching: { query: string; results: number } | null = null;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  let countedQuery: string | null = null;
  /** Each page view of this document, by the path it was at: how it was reported. */
  const views = new Map<string, { page: string; url: string }>();

  const fail = (reason: string) => {
    if (failed) return;
    failed = true;
    console.warn(`Measurement stopped on this page: the collector ${reason}. The site works as before.`);
  };

  /** Posts an event for the page shown (`url`), or for an earlier page view of this visit (`at`). */
  const post = ({ name, props }: NamedEvent, at = url) => {
    if (failed) return;
    const event: CollectorEvent = { name, url: at, domain, ...(referrer && { referrer }), ...(props && { props }) };
    // text/plain avoids a CORS preflight (as Plausible's script does); keepalive survives leaving
    // the page. No cookies or Referer: the address (with the checker's answers) stays on the device.
    fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(event),
      keepalive: true,
      credentials: "omit",
      referrerPolicy: "no-referrer",
    }).then(
      (response) => {
        if (!response.ok) fail(`answered ${response.status}`);
      },
      () => fail("could not be reached"),
    );
  };

  const settle = () => {
    clearTimeout(searchTimer);
    if (searching && searching.query.toLowerCase() !== countedQuery) {
      countedQuery = searching.query.toLowerCase();
      post(searchEvent(searching.query, searching.results));
    }
    searching = null;
  };

  const onLocation = (pathname: string, search: string, missing?: boolean) => {
    const path = pagePath(pathname, missing);
    const newPage = path !== page;
    // A search that led here belongs to the page it was made on.
    if (newPage) settle();
    url = measuredUrl(origin, pathname, search, missing);
    views.set(pathname, { page: path, url });
    if (newPage) {
      page = path;
      shownResult = null;
      countedQuery = null;
      post({ name: eventNames.pageview });
    }
    const result = path === pathIn(pageLanguage, paths.eligibility) ? eligibilityEvent(search) : null;
    const shown = result ? JSON.stringify(result.props) : null;
    if (result && shown !== shownResult) post(result);
    shownResult = shown;
  };

  const handle = (event: SiteEvent) => {
    switch (event.type) {
      case "location":
        return onLocation(event.pathname, event.search, event.missing);
      case "link": {
        const clicked = page && linkEvent(event.href, origin, page);
        if (clicked) post(clicked);
        return;
      }
      case "video-play":
        return post({ name: eventNames.video, props: { video: event.video } });
      case "search":
        clearTimeout(searchTimer);
        searching = { query: event.query.trim(), results: event.results };
        searchTimer = setTimeout(settle, SEARCH_SETTLE_MS);
        return;
      case "vital": {
        // Reported as its page view was (the 404 page's vitals as /404): a view not seen is not sent.
        const view = views.get(event.pathname);
        if (view) post(vitalEvent(event.vital, view.page), view.url);
        return;
      }
    }
  };

  return { handle, settle };
}

/**
 * Takes the app's events (analytics-queue.ts), queued ones first, and counts a settling search
 * when the page is hidden. Returns a stop.
 */
export function startMeasuring(config: AnalyticsConfig): () => void {
  const sender = createSender(config);
  // Its own file, fetched now: the page is idle, or being left. Offline, the vitals go unreported.
  import("./web-vitals-report").then(
    ({ reportWebVitals }) => reportWebVitals(),
    (error: unknown) => console.warn("Web Vitals could not load; they are not reported from this page.", error),
  );
  const onHidden = () => {
    if (document.visibilityState === "hidden") sender.settle();
  };
  document.addEventListener("visibilitychange", onHidden);
  deliverMeasuredEvents(sender.handle);
  return () => {
    deliverMeasuredEvents(null);
    document.removeEventListener("visibilitychange", onHidden);
  };
}
