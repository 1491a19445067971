// Calendar files (.ics, RFC 5545) for the cohort's events, prerendered by routes/calendar-file.ts
// so "Add to calendar" is a plain link: no calendar service, no script.

/** One event as a calendar file (written here, served by routes/calendar-file.ts). */
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

const utf8 = new TextEncoder();
const CRLF = "\r\n";
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** TEXT values (3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Never splits a character's UTF-8 bytes. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** "2025-03-06" -> "20250306" (a DATE value). */
const dateValue = (date: string) => date.replaceAll("-", "");

/** An instant as a UTC DATE-TIME: "20251123T003000Z". */
const utcDateTime = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** `stamp`: when the file was made (the build). */
export function icsText(event: CalendarFileEvent, { stamp, productId }: { stamp: number; productId: string }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
    `DTEND;VALUE=DATE:${dateValue(event.endExclusive)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `TRANSP:${event.tentative ? "TRANSPARENT" : "OPAQUE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
