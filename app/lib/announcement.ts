/**
 * The site-wide announcement (docs/decisions/601): pages carry every announcement due within 60
 * days, and a before-paint script shows the one live at the visitor's time, so schedules hold
 * without a rebuild and nothing shifts.
 */
export interface Announcement {
  /** The entry's id: what "closed" is remembered by. */
  id: string;
  text: string;
  link?: { text: string; href: string };
  /** Milliseconds since the epoch. */
  startsAt: number;
  /** Milliseconds since the epoch; absent: until the entry is switched off. */
  endsAt?: number;
}

/** How far ahead the build looks: an announcement further off waits for a later build. */
export const SCHEDULE_AHEAD_MS = 60 * 24 * 60 * 60 * 1000;

/** One slot each in app.css ("announcement"); beyond this, the latest to start wait for a later build. */
export const ANNOUNCEMENT_SLOTS = 8;

/** localStorage key: closed ids, on this device only. */
export const CLOSED_ANNOUNCEMENTS_KEY = "launchpad:closed-announcements";

/** For a date and time written without an offset. */
const INDIA_OFFSET = "+05:30";

/**
 * As the content service writes it ("2026-12-01", "2026-12-01T09:00", "...+05:30", "...Z"); India
 * time when no zone is given.
 */
export function parseIndiaDateTime(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?)?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, date, time = "00:00", zone = INDIA_OFFSET] = match;
  const parsed = Date.parse(`${date}T${time}${zone}`);
  // Date.parse rolls 2026-02-30 over into March; refuse it instead.
  if (Number.isNaN(parsed) || new Date(Date.parse(`${date}T00:00Z`)).toISOString().slice(0, 10) !== date) return null;
  return parsed;
}

export function announcementsToShip(announcements: Announcement[], buildTime: number): Announcement[] {
  return announcements
    .filter(
      (announcement) =>
        announcement.startsAt <= buildTime + SCHEDULE_AHEAD_MS &&
        (announcement.endsAt === undefined || buildTime < announcement.endsAt),
    )
    .sort((a, b) => a.startsAt - b.startsAt)
    .slice(0, ANNOUNCEMENT_SLOTS);
}

type Timed = Pick<Announcement, "id" | "startsAt" | "endsAt">;

/** Self-contained: the before-paint script carries its source. */
export function chooseAnnouncement<T extends Timed>(
  announcements: T[],
  now: number,
  closed: readonly string[],
): T | undefined {
  let chosen: T | undefined;
  for (const announcement of announcements) {
    const live = announcement.startsAt <= now && (announcement.endsAt === undefined || now < announcement.endsAt);
    if (live && closed.indexOf(announcement.id) < 0 && (!chosen || announcement.startsAt > chosen.startsAt)) {
      chosen = announcement;
    }
  }
  return chosen;
}

/** slot counts from 1. */
export type ScheduledAnnouncement = Pick<Announcement, "id" | "startsAt" | "endsAt"> & { slot: number };

/**
 * Runs in <head> before the body is parsed: sets the slot to show on <html data-announcement>, so
 * the stylesheet gets the bar right from first paint, and handles close. Self-contained: each page
 * carries its source, so it uses only its arguments and the DOM.
 */
export function decideAnnouncement(
  schedule: ScheduledAnnouncement[],
  storageKey: string,
  choose: typeof chooseAnnouncement,
): void {
  let closed: string[] = [];
  try {
    closed = JSON.parse(localStorage.getItem(storageKey) || "[]");
  } catch {
    // Storage refused (a privacy mode): nothing is remembered as closed.
  }
  const root = document.documentElement;
  const shown = choose(schedule, Date.now(), closed);
  root.setAttribute("data-announcement", shown ? String(shown.slot) : "none");
  // Before the app and without it: a window listener in the capture phase hears the press first.
  window.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("[data-announcement-close]") : null;
      const id = button?.closest<HTMLElement>("[data-announcement]")?.dataset.announcement;
      if (!button || !id) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const hadFocus = button.contains(document.activeElement);
      root.setAttribute("data-announcement", "none");
      try {
        localStorage.setItem(storageKey, JSON.stringify(closed.concat(id)));
      } catch {
        // Not remembered: it is closed on this page only.
      }
      if (hadFocus) document.querySelector<HTMLElement>("header a")?.focus();
    },
    true,
  );
}

/** Its hash joins the page's CSP like the other inline scripts. */
export const announcementScript = (schedule: ScheduledAnnouncement[]) =>
  `(${decideAnnouncement.toString()})(${JSON.stringify(schedule).replaceAll("<", "\\u003c")},${JSON.stringify(CLOSED_ANNOUNCEMENTS_KEY)},${chooseAnnouncement.toString()})`;
