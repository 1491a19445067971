// Relative imports: the build config (react-router.config.ts) loads this module without the ~ alias.
import type { ProgrammeCohort } from "./models";
import type { CalendarDate } from "./calendar-date";
import { formatDate, MONTHS } from "./format-date";

export type { CalendarDate };

/**
 * Pure functions of a cohort and a date, so the build, the browser and the tests agree
 * (docs/decisions/201-cohort-dates-as-data.md).
 */

export type EventStatus = "upcoming" | "in-progress" | "past";

/** The cohort's in-person events, in their order. */
export const cohortEventIds = ["bootcamp", "demo-day"] as const;
export type CohortEventId = (typeof cohortEventIds)[number];

export interface CohortEvent {
  id: CohortEventId;
  start: CalendarDate;
  /** The last day, included. */
  end: CalendarDate;
  /** Only the window is known, not the day itself (demo day before it is fixed). */
  window: boolean;
  hours: number;
}

export function eventStatus(event: Pick<CohortEvent, "start" | "end">, today: CalendarDate): EventStatus {
  if (today < event.start) return "upcoming";
  if (today > event.end) return "past";
  return "in-progress";
}

export function cohortEvents(cohort: ProgrammeCohort): CohortEvent[] {
  return [
    {
      id: "bootcamp",
      start: cohort.bootcampStart,
      end: cohort.bootcampEnd,
      window: false,
      hours: cohort.mandatoryHours.bootcamp,
    },
    {
      id: "demo-day",
      start: cohort.demoDayStart,
      end: cohort.demoDayEnd,
      window: cohort.demoDayStart !== cohort.demoDayEnd,
      hours: cohort.mandatoryHours.demoDay,
    },
  ];
}

/** Where the whole cohort stands: upcoming before its first event, past after its last. */
export function cohortStatus(cohort: ProgrammeCohort, today: CalendarDate): EventStatus {
  const events = cohortEvents(cohort);
  return eventStatus({ start: events[0].start, end: events[events.length - 1].end }, today);
}

function parts(date: CalendarDate) {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month: MONTHS[month - 1], day, monthIndex: month };
}

/** "6–8 March 2025", "30 April – 2 May 2025", "30 December 2025 – 2 January 2026"; one day alone. */
export function formatDateRange(start: CalendarDate, end: CalendarDate, separator = "–"): string {
  if (start === end) return formatDate(start);
  const from = parts(start);
  const to = parts(end);
  const spaced = separator === "–" ? " – " : ` ${separator} `;
  if (from.year !== to.year) return `${formatDate(start)}${spaced}${formatDate(end)}`;
  if (from.month !== to.month) return `${from.day} ${from.month}${spaced}${to.day} ${to.month} ${to.year}`;
  return `${from.day}${separator === "–" ? "–" : spaced}${to.day} ${to.month} ${to.year}`;
}

/** An event's dates after a verb: "from 6 to 8 March 2025", or "on 6 March 2025" for one day. */
export function datesPhrase(start: CalendarDate, end: CalendarDate): string {
  return start === end ? `on ${formatDate(start)}` : `from ${formatDateRange(start, end, "to")}`;
}

const lastDayOfMonth = (date: CalendarDate) => {
  const { year, monthIndex } = parts(date);
  return new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
};

/** Whether two dates are a month's last days (at most its last seven): a window written "the last week of May 2025". */
export function isLastWeekOfMonth(start: CalendarDate, end: CalendarDate): boolean {
  const from = parts(start);
  const to = parts(end);
  const lastDay = lastDayOfMonth(end);
  return from.month === to.month && from.year === to.year && to.day === lastDay && from.day > lastDay - 7;
}

/**
 * A window's dates after a verb: "in the last week of May 2025" when it is a month's last days,
 * "between 12 and 16 May 2025" otherwise, "on 30 May 2025" once the day is fixed.
 */
export function windowPhrase(start: CalendarDate, end: CalendarDate): string {
  if (start === end) return `on ${formatDate(start)}`;
  const to = parts(end);
  if (isLastWeekOfMonth(start, end)) return `in the last week of ${to.month} ${to.year}`;
  return `between ${formatDateRange(start, end, "and")}`;
}

/** The same dates for a card: "6–8 March 2025", or "Last week of May 2025" for such a window. */
export function eventDatesLabel(event: CohortEvent): string {
  const phrase = windowPhrase(event.start, event.end);
  if (!event.window || !phrase.startsWith("in the last week")) return formatDateRange(event.start, event.end);
  return `L${phrase.slice("in the l".length)}`;
}

/** A cohort's name as a slug, "infinity-2025": what makes its calendar entries its own. */
export const cohortSlug = (cohort: ProgrammeCohort) =>
  cohort.name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "cohort";

/**
 * Prerendered by routes/calendar-file.ts. The same for every cohort, so the build knows it before
 * asking the content service which cohort is on.
 */
export const calendarFilePath = (event: CohortEventId) => `/calendar/infinity-${event}.ics`;
