import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { AnalyticsConfig } from "~/lib/analytics-config";
import { deliverMeasuredEvents, measure, visitorDeclinesMeasurement } from "~/lib/analytics-queue";
import { whenIdle } from "~/lib/when-idle";

/**
 * The app, measured (root.tsx renders it only in builds with ANALYTICS_*: docs/measure.md). It
 * reports the page's address on load and after every client-side navigation, and once the page is
 * idle after hydration loads the sender, which posts the events. A visitor who asks not to be
 * tracked never gets the sender at all.
 */
export function Measurement({ config, children }: { config: AnalyticsConfig; children: ReactNode }) {
  const { pathname, search } = useLocation();

  useEffect(() => measure({ type: "location", pathname, search }), [pathname, search]);

  useEffect(() => {
    if (visitorDeclinesMeasurement()) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(() => {
      import("~/lib/analytics-sender").then(
        ({ startMeasuring }) => {
          if (!unmounted) stop = startMeasuring(config);
        },
        (error: unknown) => {
          // Offline, or a deploy in between: nothing is measured, nothing else changes.
          deliverMeasuredEvents(() => {});
          console.warn("Measurement could not load; nothing is measured on this page.", error);
        },
      );
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [config]);

  return children;
}
