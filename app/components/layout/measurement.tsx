import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { pageLanguage, pathIn } from "~/languages";
import type { AnalyticsConfig } from "~/lib/analytics-config";
import { deliverMeasuredEvents, measure, visitorDeclinesMeasurement } from "~/lib/analytics-queue";
import { whenIdle } from "~/lib/when-idle";
import { NOT_FOUND_MARK } from "~/lib/not-found-mark";

/** A middle click opens a link too. */
function clickedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.type === "auxclick" && event.button !== 1) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Rendered by root.tsx only in builds with ANALYTICS_* (docs/measure.md). Reports the address on load
 * and each client navigation, and every link click (one document listener; the sender tells the kinds
 * apart). The sender loads when idle after hydration, or at a first click, which may be leaving the
 * page. A visitor who asks not to be tracked gets neither listener nor sender.
 */
export function Measurement({ config, children }: { config: AnalyticsConfig; children: ReactNode }) {
  // React Router's location leaves out the language prefix (/hi).
  const { pathname: routePath, search } = useLocation();
  const pathname = pathIn(pageLanguage, routePath);
  // By value: the build writes the settings as a new object on every render.
  const { endpoint, domain } = config;

  // After the page is drawn, so the 404 mark (an unknown address of a published page's shape) is there.
  useEffect(
    () =>
      measure({ type: "location", pathname, search, missing: document.querySelector(`[${NOT_FOUND_MARK}]`) !== null }),
    [pathname, search],
  );

  useEffect(() => {
    if (visitorDeclinesMeasurement()) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import("~/lib/analytics-sender").then(
        ({ startMeasuring }) => {
          if (!unmounted) stop = startMeasuring({ endpoint, domain });
        },
        (error: unknown) => {
          // Offline, or a deploy in between: nothing is measured, nothing else changes.
          deliverMeasuredEvents(() => {});
          console.warn("Measurement could not load; nothing is measured on this page.", error);
        },
      );
    };
    const cancelIdle = whenIdle(load);
    // Capture: a handler that stops propagation does not hide the click.
    const onClick = (event: MouseEvent) => {
      const link = clickedLink(event);
      if (!link) return;
      measure({ type: "link", href: link.href });
      load();
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("auxclick", onClick, true);
    return () => {
      unmounted = true;
      cancelIdle();
      stop?.();
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("auxclick", onClick, true);
    };
  }, [endpoint, domain]);

  return children;
}
