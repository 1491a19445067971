import {
  calendarEntryText,
  cohortOutlook,
  cohortText,
  eventAnswer,
  eventSentence,
  mandatoryHoursSentence,
  nextCohortLine,
} from "~/content/cohort-text";
import type { ProgrammeCohort } from "~/content/models";
import { deployment } from "~/deployment";
import { paths } from "~/route-paths";
import { cohortEventJsonLd } from "./cohort-calendar";
import {
  calendarFilePath,
  cohortEvents,
  eventDatesLabel,
  eventStatus,
  type CalendarDate,
  type CohortEventId,
  type EventStatus,
} from "./cohort";

/** One event as the page shows it on a given day. */
export interface CohortEventView {
  id: CohortEventId;
  name: string;
  datesLabel: string;
  city: string;
  status: EventStatus;
  statusLabel: string;
  sentence: string;
  /** While the event is upcoming: its calendar file and the link's full name. */
  calendar: { href: string; label: string } | null;
  /** While the event is upcoming: its schema.org Event. */
  jsonLd: object | null;
}

/**
 * Everything the site says about a cohort that depends on the day, as plain data: the build
 * computes it for the prerendered page (the route's loader), and the browser computes it again,
 * loading this module on demand, only when the visitor's day is another
 * (hooks/use-cohort-view.ts). Pages carry no date logic in their first load.
 */
export interface CohortView {
  /** The day this view describes, in India. */
  today: CalendarDate;
  events: CohortEventView[];
  /** Once the cohort is over: where the next cohort's dates will be announced. */
  closing: string | null;
  /** The Infinity FAQ's answers about dates and hours. */
  answers: { bootcamp: string; demoDay: string; hours: string };
  /** For a founder about to apply, on the eligibility page. */
  outlook: string;
}

export function cohortView(cohort: ProgrammeCohort, today: CalendarDate): CohortView {
  const pageUrl = `${deployment.origin}${paths.infinity}`;
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
        calendar: upcoming ? { href: calendarFilePath(event.id), label: summary } : null,
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
