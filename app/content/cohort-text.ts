// Relative imports: the build config (react-router.config.ts) loads this module without the ~ alias.
import { daysIncluded, type CalendarDate } from "../lib/calendar-date";
import {
  cohortEvents,
  cohortStatus,
  datesPhrase,
  eventStatus,
  windowPhrase,
  type CohortEvent,
  type CohortEventId,
  type EventStatus,
} from "../lib/cohort";
import { site } from "../site";
import type { ProgrammeCohort } from "../lib/models";
import { totalMandatoryHours } from "./cohort";

/*
 * Everything the site says about a cohort's dates, generated from its record (./cohort.ts). Loaded
 * by the build and, in the browser, on demand (hooks/cohort-view.ts): never in a page's first load.
 */

/** The Infinity FAQ's answers about the cohort's dates and hours, on a given day. */
export interface CohortAnswers {
  bootcamp: string;
  demoDay: string;
  hours: string;
}

/** The cohort's copy, generated from the record: names, status words and the date sentences. */
export const cohortText = {
  eventNames: { bootcamp: "Bootcamp", "demo-day": "Demo day" } satisfies Record<CohortEventId, string>,
  statusLabels: { upcoming: "Upcoming", "in-progress": "Happening now", past: "Finished" } satisfies Record<
    EventStatus,
    string
  >,
  /** Said of a cohort whose last event is past, with where the next dates will appear. */
  nextCohort: (where: string) => `The next cohort's dates will be announced ${where}.`,
  onThisPage: "on this page",
  onInfinityPage: "on the Infinity Program page",
};

/** "The 3-day bootcamp will take place in Bengaluru from 6 to 8 March 2025." in the event's tense. */
function bootcampSentence(cohort: ProgrammeCohort, status: EventStatus): string {
  const bootcamp = `The ${daysIncluded(cohort.bootcampStart, cohort.bootcampEnd)}-day bootcamp`;
  const when = datesPhrase(cohort.bootcampStart, cohort.bootcampEnd);
  if (status === "upcoming") return `${bootcamp} will take place in ${cohort.city} ${when}.`;
  if (status === "in-progress") return `${bootcamp} is taking place in ${cohort.city} now, ${when}.`;
  return `${bootcamp} took place in ${cohort.city} ${when}.`;
}

/** "Demo day will be in the last week of May 2025, …" in the event's tense. */
function demoDaySentence(cohort: ProgrammeCohort, status: EventStatus): string {
  const when = windowPhrase(cohort.demoDayStart, cohort.demoDayEnd);
  const what = `at the end of the programme, in front of investors, in ${cohort.city}`;
  if (status === "upcoming") return `Demo day will be ${when}, ${what}.`;
  if (status === "in-progress") return `Demo day is taking place ${when}, ${what}.`;
  return `Demo day took place ${when}, ${what}.`;
}

/** The sentence that gives an event's dates, in the tense the day calls for. */
export function eventSentence(cohort: ProgrammeCohort, event: CohortEventId, today: CalendarDate): string {
  const status = eventStatus(
    cohortEvents(cohort).find((candidate) => candidate.id === event)!,
    today,
  );
  return event === "bootcamp" ? bootcampSentence(cohort, status) : demoDaySentence(cohort, status);
}

/** Once the whole cohort is over, where the next cohort's dates will be announced; else nothing. */
export function nextCohortLine(cohort: ProgrammeCohort, today: CalendarDate, where: string): string | null {
  return cohortStatus(cohort, today) === "past" ? cohortText.nextCohort(where) : null;
}

/** An FAQ answer about an event: its sentence, then the next-cohort line once the cohort is over. */
export const eventAnswer = (cohort: ProgrammeCohort, event: CohortEventId, today: CalendarDate) =>
  [eventSentence(cohort, event, today), nextCohortLine(cohort, today, cohortText.onThisPage)].filter(Boolean).join(" ");

/** "36 hours are mandatory: 30 hours at the bootcamp and 6 hours at demo day." */
export function mandatoryHoursSentence(cohort: ProgrammeCohort): string {
  const { bootcamp, demoDay } = cohort.mandatoryHours;
  return `${totalMandatoryHours(cohort)} hours are mandatory: ${bootcamp} hours at the bootcamp and ${demoDay} hours at demo day.`;
}

/** What a calendar entry (the .ics file, the structured data) says about an event. */
export function calendarEntryText(cohort: ProgrammeCohort, event: CohortEvent) {
  const name = `${cohort.name} ${cohortText.eventNames[event.id].toLowerCase()}`;
  const dayToConfirm = event.window
    ? ` The day itself is confirmed to the cohort; this entry covers the whole window.`
    : "";
  const what =
    event.id === "bootcamp"
      ? `In-person bootcamp of the ${site.provider} InFINity accelerator: product, compliance, risk and fundraising.`
      : `Demo day of the ${site.provider} InFINity accelerator: the cohort pitches to investors.`;
  return {
    summary: name,
    description: `${what} ${event.hours} mandatory hours.${dayToConfirm}`,
    location: `${cohort.city}, India`,
  };
}

/**
 * For a founder about to apply, on another page: the cohort's next event, or once it is over,
 * where the next cohort's dates will be announced.
 */
export function cohortOutlook(cohort: ProgrammeCohort, today: CalendarDate, where: string): string {
  const next = cohortEvents(cohort).find((event) => eventStatus(event, today) !== "past");
  return next ? eventSentence(cohort, next.id, today) : cohortText.nextCohort(where);
}
