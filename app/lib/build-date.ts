import { dateInIndia, type CalendarDate } from "./calendar-date";

/**
 * When the site is built (milliseconds since the epoch): now, unless SOURCE_DATE_EPOCH (seconds,
 * the reproducible-builds convention) pins it. Read only at build time.
 */
export function buildInstant(env: Record<string, string | undefined> = process.env): number {
  const pinned = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(pinned) ? pinned * 1000 : Date.now();
}

/** The day a page is prerendered, for its loader to hand to the page: what its HTML says is true. */
export const buildDate = (env?: Record<string, string | undefined>): CalendarDate => dateInIndia(buildInstant(env));
