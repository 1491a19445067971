/**
 * Dates as the copy writes them, in English: a day ("2 November 2026") and a cohort event's dates
 * on its card ("6–8 March 2025", "Last week of May 2025"). The rules are lib's; a translation
 * writes its own (app/content/hi/dates.ts), with month names of its own rather than Intl's, so
 * that a date reads the same at build and in every browser.
 */
export { formatDate } from "~/lib/format-date";
export { eventDatesLabel } from "~/lib/cohort";
