import { useSyncExternalStore } from "react";
import { dateInIndia, type CalendarDate } from "~/lib/calendar-date";

const noChange = () => () => {};
const visitorsDay = () => dateInIndia(Date.now());

/**
 * The visitor's day in India, once the page is hydrated; the build's day while it is hydrated (and
 * on the server), so that hydration matches the HTML the build wrote.
 */
export const useVisitorsDay = (builtOn: CalendarDate): CalendarDate =>
  useSyncExternalStore(noChange, visitorsDay, () => builtOn);
