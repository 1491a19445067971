import type { CalendarDate } from "../../lib/calendar-date";
import { isLastWeekOfMonth, type CohortEvent } from "../../lib/cohort";

/**
 * Dates as the Hindi copy writes them: "15 अगस्त 2026", and a cohort event's dates on its card
 * ("6–8 मार्च 2025", "मई 2025 का आख़िरी हफ़्ता"). Our own month names, as the English module's, so a
 * date reads the same at build and in every browser (Intl's Hindi differs between engines).
 */
export const hindiMonths = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
];

/** A calendar date's day, month and year: 6, "मार्च", 2025. */
export function hindiDateParts(date: CalendarDate | string) {
  const [year, month, day] = date.split("-").map(Number);
  return { day, month: hindiMonths[month - 1], monthIndex: month, year };
}

/** "2 नवंबर 2026" */
export function formatDate(isoDate: string): string {
  const { day, month, year } = hindiDateParts(isoDate);
  return `${day} ${month} ${year}`;
}

/** "6–8 मार्च 2025", "30 अप्रैल – 2 मई 2025", "30 दिसंबर 2025 – 2 जनवरी 2026"; "मई 2025 का आख़िरी हफ़्ता" for such a window. */
export function eventDatesLabel(event: CohortEvent): string {
  const { start, end } = event;
  if (start === end) return formatDate(start);
  const from = hindiDateParts(start);
  const to = hindiDateParts(end);
  if (event.window && isLastWeekOfMonth(start, end)) return `${to.month} ${to.year} का आख़िरी हफ़्ता`;
  if (from.year !== to.year) return `${formatDate(start)} – ${formatDate(end)}`;
  if (from.monthIndex !== to.monthIndex) return `${from.day} ${from.month} – ${to.day} ${to.month} ${to.year}`;
  return `${from.day}–${to.day} ${to.month} ${to.year}`;
}
