/**
 * Calendar dates in India, the cohort's time zone: the few date primitives a page's first load
 * needs (the rest of the cohort's date logic is ./cohort.ts, loaded on demand).
 */

/** An ISO calendar date, "2025-03-06": a whole day in India. */
export type CalendarDate = string;

/** India keeps UTC+05:30 all year (no daylight saving), so a fixed offset gives its date. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The date in India at an instant (milliseconds since the epoch). */
export function dateInIndia(instant: number): CalendarDate {
  return new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** How many days an event lasts, both ends included. */
export const daysIncluded = (start: CalendarDate, end: CalendarDate) => dayNumber(end) - dayNumber(start) + 1;

/** The day after a date: an all-day calendar entry ends there (RFC 5545 DTEND is exclusive). */
export const nextDay = (date: CalendarDate): CalendarDate =>
  new Date((dayNumber(date) + 1) * DAY_MS).toISOString().slice(0, 10);
