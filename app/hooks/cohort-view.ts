import {
  calendarEntryText,
  cohortOutlook,
  cohortText,
  eventAnswer,
  eventSentence,
  mandatoryHoursSentence,
  nextCohortLine,
  type CohortAnswers,
} from "~/content/cohort-text";
import { eventDatesLabel } from "~/content/dates";
import { deployment } from "~/deployment";
import { pageLanguage, pathIn } from "~/languages";
import { nextDay } from "~/lib/calendar-date";
import {
  calendarFilePath,
  cohortEvents,
  cohortSlug,
  eventStatus,
  type CalendarDate,
  type CohortEvent,
  type CohortEventId,
  type EventStatus,
} from "~/lib/cohort";
import type { CalendarFileEvent } from "~/lib/ics";
import type { ProgrammeCohort } from "~/lib/models";
import { paths } from "~/route-paths";
import { site } from "~/site";

/** On a given day. */
export interface CohortEventView {
  id: CohortEventId;
  name: string;
  datesLabel: string;
  city: string;
  status: EventStatus;
  statusLabel: string;
  sentence: string;
  /** While upcoming: its calendar file and the link's full name. */
  calendar: { href: string; label: string } | null;
  /** While upcoming. */
  jsonLd: object | null;
}

/**
 * Everything day-dependent, as plain data: the loader computes it for the prerendered page, and the
 * browser recomputes it, loading this module on demand, only when the visitor's day differs
 * (hooks/use-cohort-view.ts), so no page's first load carries date logic.
 */
export interface CohortView {
  /** In India. */
  today: CalendarDate;
  events: CohortEventView[];
  /** Once the cohort is over: where the next dates will be announced. */
  closing: string | null;
  /** The Infinity FAQ's answers about dates and hours. */
  answers: CohortAnswers;
  /** For a founder about to apply, on the eligibility page. */
  outlook: string;
}

export function cohortView(cohort: ProgrammeCohort, today: CalendarDate): CohortView {
  const pageUrl = `${deployment.origin}${pathIn(pageLanguage, paths.infinity)}`;
  return {
    today,
    events: cohortEvents(cohort).map((event) => {
      const status = eventStatus(event, today);
      const upcoming = status === "upcoming";
      const { summary } = calendarEntryText(cohort, event);
      return {
        id: event.id,
        name: cohortText.eventNames[event.id],
        datesLabel: eventDatesLabel(event),
        city: cohort.city,
        status,
        statusLabel: cohortText.statusLabels[status],
        sentence: eventSentence(cohort, event.id, today),
        // In the page's language (/hi/calendar/…): same event and UID, its words.
        calendar: upcoming ? { href: pathIn(pageLanguage, calendarFilePath(event.id)), label: summary } : null,
        jsonLd: upcoming ? cohortEventJsonLd(cohort, event, pageUrl) : null,
      };
    }),
    closing: nextCohortLine(cohort, today, cohortText.onThisPage),
    answers: {
      bootcamp: eventAnswer(cohort, "bootcamp", today),
      demoDay: eventAnswer(cohort, "demo-day", today),
      hours: mandatoryHoursSentence(cohort),
    },
    outlook: cohortOutlook(cohort, today, cohortText.onInfinityPage),
  };
}

/** In person, free, in the cohort's city; dates are whole days, as the cohort record gives them. */
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

/** The UID stays the same across builds. */
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
