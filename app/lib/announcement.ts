/**
 * The site-wide announcement (docs/decisions/601): the build puts every announcement that is live
 * or starts within the next 60 days into each page, and a small script before first paint shows
 * the one live at the visitor's time, so one scheduled after the build appears on time without a
 * rebuild and disappears after its end, with nothing shifting.
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

/**
 * How many a page holds at most, each in a slot the stylesheet can show by itself (app.css,
 * "announcement"): more due at once than this, and the latest to start wait for a later build.
 */
export const ANNOUNCEMENT_SLOTS = 8;

/** Where the ids of closed announcements are remembered, on this device only. */
export const CLOSED_ANNOUNCEMENTS_KEY = "launchpad:closed-announcements";

/** India's offset, for a date and time written without one. */
const INDIA_OFFSET = "+05:30";

/**
 * A date, or a date and time, as the content service writes it ("2026-12-01", "2026-12-01T09:00",
 * "2026-12-01T09:00:00+05:30", "...Z"), in milliseconds; India time when no zone is given. Null
 * when it is not one.
 */
export function parseIndiaDateTime(value: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?)?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, date, time = "00:00", zone = INDIA_OFFSET] = match;
  const parsed = Date.parse(`${date}T${time}${zone}`);
  // Date.parse rolls 2026-02-30 over into March; a date that does not exist is refused instead.
  if (Number.isNaN(parsed) || new Date(Date.parse(`${date}T00:00Z`)).toISOString().slice(0, 10) !== date) return null;
  return parsed;
}

/**
 * What a build puts into its pages: live now, or starting within the next 60 days; ordered by
 * start, at most ANNOUNCEMENT_SLOTS of them.
 */
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

/**
 * The one to show: live at `now`, not closed on this device, the one that started last; none
 * otherwise. Self-contained, since the before-paint script carries its source.
 */
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

/** What the before-paint script knows of each announcement of the page: its slot (1...) and its time. */
export type ScheduledAnnouncement = Pick<Announcement, "id" | "startsAt" | "endsAt"> & { slot: number };

/**
 * What each page's before-paint script does, in its <head>, before the body is even parsed: names
 * on <html data-announcement> the slot of the announcement to show (the one `choose`,
 * chooseAnnouncement, picks at the visitor's time among those not closed on this device), or
 * "none"; the stylesheet shows that slot and nothing else, so the bar is right from its first
 * paint. Then it closes an announcement when its close button is pressed, remembering it on this
 * device. Self-contained: each page carries its source as it stands, so it uses nothing but its
 * arguments and the DOM.
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

/** The before-paint script for a page's announcements (its hash joins the page's CSP like the others). */
export const announcementScript = (schedule: ScheduledAnnouncement[]) =>
  `(${decideAnnouncement.toString()})(${JSON.stringify(schedule).replaceAll("<", "\\u003c")},${JSON.stringify(CLOSED_ANNOUNCEMENTS_KEY)},${chooseAnnouncement.toString()})`;
