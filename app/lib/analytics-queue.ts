import type { SiteEvent } from "./analytics-events";

/**
 * Where the app reports what happened (the page's address, a link clicked, a video started, a search
 * answered) in builds that measure: every call is guarded by `__ANALYTICS__`, so other builds have none. Events
 * wait here until the sender (analytics-sender.ts), loaded once the page is idle after hydration,
 * takes them.
 */

let deliver: ((event: SiteEvent) => void) | null = null;
const waiting: SiteEvent[] = [];

/** The visitor asks not to be tracked (Global Privacy Control, or Do Not Track): nothing is measured. */
export function visitorDeclinesMeasurement(): boolean {
  const signals = navigator as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || signals.doNotTrack === "1";
}

export function measure(event: SiteEvent): void {
  if (visitorDeclinesMeasurement()) return;
  if (deliver) deliver(event);
  else waiting.push(event);
}

/** Hands every waiting event, then each new one, to the sender; null holds them again. */
export function deliverMeasuredEvents(to: ((event: SiteEvent) => void) | null): void {
  deliver = to;
  if (to) for (const event of waiting.splice(0)) to(event);
}
