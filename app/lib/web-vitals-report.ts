import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import type { Vital } from "./analytics-events";
import { measure } from "./analytics-queue";

/**
 * Founders' own speed (docs/measure.md): each page view's LCP, INP and CLS, measured by Google's
 * `web-vitals` in the visitor's browser and reported once each, as web-vitals finalises it (LCP at
 * the first input, CLS and INP when the page is hidden; INP only after an interaction). Loaded by
 * the sender (analytics-sender.ts), never in a first load. The browser buffers the entries, so
 * what happened before this loaded counts. Where the browser tells client-side navigations apart
 * (soft navigations), each is a page view of its own; elsewhere the vitals are the loaded page's.
 */
export function reportWebVitals(): void {
  const reported = new Set<string>();
  const report = (metric: Metric) => {
    // A metric is called again when the page is hidden a second time: its first final value stands.
    if (reported.has(metric.id)) return;
    reported.add(metric.id);
    const { pathname } = new URL(metric.navigationURL ?? window.location.href, window.location.href);
    const vital: Vital = { name: metric.name as Vital["name"], value: metric.value, rating: metric.rating };
    measure({ type: "vital", vital, pathname });
  };
  const options = { reportSoftNavs: true };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
}
