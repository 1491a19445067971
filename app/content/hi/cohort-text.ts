// Relative imports: the build config (react-router.config.ts) loads this module without the ~ alias.
import { daysIncluded, type CalendarDate } from "../../lib/calendar-date";
import {
  cohortEvents,
  cohortStatus,
  eventStatus,
  isLastWeekOfMonth,
  type CohortEvent,
  type CohortEventId,
  type EventStatus,
} from "../../lib/cohort";
import { site } from "../../site";
import type { ProgrammeCohort } from "../../lib/models";
import { totalMandatoryHours } from "../cohort";

import { formatDate, hindiDateParts } from "./dates";

export type { CohortAnswers } from "../cohort-text";

/*
 * Everything the site says about a cohort's dates, in Hindi, generated from its record. The English
 * module's date phrases (datesPhrase, windowPhrase in lib/cohort.ts) are English only, so the dates
 * here are Hindi's own: day, month and year with ./dates.ts's month names ("15 अगस्त 2026"), put together into the phrases a Hindi sentence needs ("6 से 8 मार्च 2025 तक",
 * "मई 2025 के आख़िरी हफ़्ते में"). Numbers are grouped the Indian way (Intl.NumberFormat("hi-IN")).
 */

const numberFormat = new Intl.NumberFormat("hi-IN");

/** A count as the copy writes it: "36", "1,86,000". */
const count = (value: number) => numberFormat.format(value);

/** "1 घंटा", "36 घंटे": the hours, in the direct case. */
const hours = (value: number) => (value === 1 ? "1 घंटा" : `${count(value)} घंटे`);

/** A calendar date's day, month and year in Hindi: 6, "मार्च", 2025 (./dates.ts's month names). */
const parts = hindiDateParts;

/** "6 से 8 मार्च 2025", "30 अप्रैल से 2 मई 2025", "30 दिसंबर 2025 से 2 जनवरी 2026". */
function formatRange(start: CalendarDate, end: CalendarDate): string {
  const from = parts(start);
  const to = parts(end);
  if (from.year !== to.year) return `${formatDate(start)} से ${formatDate(end)}`;
  if (from.month !== to.month) return `${from.day} ${from.month} से ${formatDate(end)}`;
  return `${from.day} से ${formatDate(end)}`;
}

/** An event's dates in a sentence: "6 से 8 मार्च 2025 तक", or "6 मार्च 2025 को" for one day. */
function datesPhrase(start: CalendarDate, end: CalendarDate): string {
  return start === end ? `${formatDate(start)} को` : `${formatRange(start, end)} तक`;
}

/**
 * A window's dates in a sentence: "मई 2025 के आख़िरी हफ़्ते में" when it is a month's last days,
 * "12 से 16 मई 2025 के बीच" otherwise, "30 मई 2025 को" once the day is fixed (the English rules).
 */
function windowPhrase(start: CalendarDate, end: CalendarDate): string {
  if (start === end) return `${formatDate(start)} को`;
  if (isLastWeekOfMonth(start, end)) {
    const { month, year } = parts(end);
    return `${month} ${year} के आख़िरी हफ़्ते में`;
  }
  return `${formatRange(start, end)} के बीच`;
}

/** The cohort's copy, generated from the record: names, status words and the date sentences. */
export const cohortText = {
  eventNames: { bootcamp: "बूटकैंप", "demo-day": "डेमो डे" } satisfies Record<CohortEventId, string>,
  statusLabels: { upcoming: "आगामी", "in-progress": "अभी चल रहा है", past: "पूरा हुआ" } satisfies Record<
    EventStatus,
    string
  >,
  /** Said of a cohort whose last event is past, with where the next dates will appear. */
  nextCohort: (where: string) => `अगले कोहोर्ट की तारीख़ों की घोषणा ${where} की जाएगी।`,
  onThisPage: "इसी पेज पर",
  onInfinityPage: "Infinity प्रोग्राम पेज पर",
};

/** "3 दिन का बूटकैंप 6 से 8 मार्च 2025 तक बेंगलुरु में होगा।" in the event's tense. */
function bootcampSentence(cohort: ProgrammeCohort, status: EventStatus): string {
  const bootcamp = `${count(daysIncluded(cohort.bootcampStart, cohort.bootcampEnd))} दिन का बूटकैंप`;
  const when = datesPhrase(cohort.bootcampStart, cohort.bootcampEnd);
  if (status === "upcoming") return `${bootcamp} ${when} ${cohort.city} में होगा।`;
  if (status === "in-progress") return `${bootcamp} अभी ${cohort.city} में चल रहा है, ${when}।`;
  return `${bootcamp} ${when} ${cohort.city} में हुआ था।`;
}

/** "डेमो डे मई 2025 के आख़िरी हफ़्ते में होगा: …" in the event's tense. */
function demoDaySentence(cohort: ProgrammeCohort, status: EventStatus): string {
  const when = windowPhrase(cohort.demoDayStart, cohort.demoDayEnd);
  const what = `प्रोग्राम के अंत में, ${cohort.city} में, इन्वेस्टर्स के सामने`;
  if (status === "upcoming") return `डेमो डे ${when} होगा: ${what}।`;
  if (status === "in-progress") return `डेमो डे ${when} हो रहा है: ${what}।`;
  return `डेमो डे ${when} हुआ था: ${what}।`;
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

/** "कुल 36 घंटे अनिवार्य हैं: बूटकैंप में 30 घंटे और डेमो डे पर 6 घंटे।" */
export function mandatoryHoursSentence(cohort: ProgrammeCohort): string {
  const { bootcamp, demoDay } = cohort.mandatoryHours;
  const total = totalMandatoryHours(cohort);
  const are = total === 1 ? "है" : "हैं";
  return `कुल ${hours(total)} अनिवार्य ${are}: बूटकैंप में ${hours(bootcamp)} और डेमो डे पर ${hours(demoDay)}।`;
}

/** What a calendar entry (the .ics file, the structured data) says about an event. */
export function calendarEntryText(cohort: ProgrammeCohort, event: CohortEvent) {
  const name = `${cohort.name} ${cohortText.eventNames[event.id]}`;
  const dayToConfirm = event.window ? " सही दिन की जानकारी कोहोर्ट को अलग से दी जाएगी; यह एंट्री पूरी अवधि के लिए है।" : "";
  const what =
    event.id === "bootcamp"
      ? `${site.provider} InFINity एक्सेलरेटर का इन-पर्सन बूटकैंप: प्रोडक्ट, कंप्लायंस, रिस्क और फ़ंडरेज़िंग।`
      : `${site.provider} InFINity एक्सेलरेटर का डेमो डे: कोहोर्ट के स्टार्टअप्स इन्वेस्टर्स के सामने पिच करते हैं।`;
  // "घंटे की": the oblique case, right for one hour as for many.
  return {
    summary: name,
    description: `${what} ${count(event.hours)} घंटे की मौजूदगी अनिवार्य है।${dayToConfirm}`,
    location: `${cohort.city}, भारत`,
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
