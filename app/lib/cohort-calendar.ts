// Relative imports: the build config (react-router.config.ts) loads this module without the ~ alias.
import { calendarEntryText } from "../content/cohort-text";
import type { ProgrammeCohort } from "../content/models";
import { site } from "../site";
import { nextDay } from "./calendar-date";
import { calendarFilePath, cohortEvents, cohortSlug, type CohortEvent } from "./cohort";

/**
 * The cohort's events for machines: schema.org structured data and calendar files. Apart from
 * ./seo.ts, which every page's head uses, since only the pages that show the cohort need this.
 */

/**
 * A schema.org Event for one of a cohort's events: in person, free, in the cohort's city, with the
 * page that describes it. Dates are whole days, as the cohort record gives them.
 */
export function cohortEventJsonLd(cohort: ProgrammeCohort, event: CohortEvent, pageUrl: string) {
  const text = calendarEntryText(cohort, event);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: text.summary,
    description: text.description,
    startDate: event.start,
    endDate: event.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: true,
    location: {
      "@type": "Place",
      name: cohort.city,
      address: { "@type": "PostalAddress", addressLocality: cohort.city, addressCountry: "IN" },
    },
    organizer: { "@type": "Organization", name: site.provider, url: `${new URL(pageUrl).origin}/` },
    url: pageUrl,
  };
}

/** One event as a calendar file (./ics.ts writes it, routes/calendar-file.ts serves it). */
export interface CalendarFileEvent {
  /** Under build/client, and the page's link to it. */
  path: string;
  uid: string;
  /** All-day: the first day, and the day after the last (DTEND is exclusive). */
  start: string;
  endExclusive: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** A window rather than the day itself: shown as free time, so it does not block a week. */
  tentative: boolean;
}

/** Every event of a cohort as a calendar file, with a UID that stays the same across builds. */
export function calendarFileEvents(cohort: ProgrammeCohort, pageUrl: string): CalendarFileEvent[] {
  const host = new URL(pageUrl).host;
  return cohortEvents(cohort).map((event) => {
    return {
      path: calendarFilePath(event.id),
      uid: `${cohortSlug(cohort)}-${event.id}@${host}`,
      start: event.start,
      endExclusive: nextDay(event.end),
      ...calendarEntryText(cohort, event),
      url: pageUrl,
      tentative: event.window,
    };
  });
}
