// @ts-check
// Calendar files (.ics, RFC 5545) for the cohort's events, written at build so that "Add to
// calendar" is a plain link to a file on this site: no calendar service, no script. Each file is
// one VCALENDAR with one all-day VEVENT.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** @typedef {import("../../app/lib/cohort-calendar").CalendarFileEvent} CalendarFileEvent */

const CRLF = "\r\n";
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** TEXT values (3.3.11): backslash, semicolon, comma and line breaks escaped. @param {string} text */
export const escapeText = (text) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space,
 * never splitting a character's UTF-8 bytes. @param {string} line
 */
export function foldLine(line) {
  const lines = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
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

/** "2025-03-06" -> "20250306" (a DATE value). @param {string} date */
const dateValue = (date) => date.replaceAll("-", "");

/** An instant as a UTC DATE-TIME: "20251123T003000Z". @param {number} instant */
const utcDateTime = (instant) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/**
 * One event as a calendar file's text.
 * @param {CalendarFileEvent} event
 * @param {{ stamp: number, productId: string }} options stamp: when the file was made (the build)
 */
export function icsText(event, { stamp, productId }) {
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

/**
 * Writes each event's file under clientDir at its path.
 * @param {{ clientDir: string, events: CalendarFileEvent[], stamp: number, productId: string }} options
 * @returns {Promise<string[]>} the paths written
 */
export async function writeCalendarFiles({ clientDir, events, stamp, productId }) {
  for (const event of events) {
    const target = join(clientDir, event.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, icsText(event, { stamp, productId }));
  }
  return events.map((event) => event.path);
}
