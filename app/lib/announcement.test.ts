import { afterEach, describe, expect, it, vi } from "vitest";
import {
  announcementsToShip,
  chooseAnnouncement,
  CLOSED_ANNOUNCEMENTS_KEY,
  announcementScript,
  parseIndiaDateTime,
  type Announcement,
} from "./announcement";

const at = (iso: string) => Date.parse(iso);
const day = 24 * 60 * 60 * 1000;

const applications: Announcement = { id: "applications", text: "Apply", startsAt: at("2026-11-01T09:00+05:30") };
const update: Announcement = {
  id: "update",
  text: "Updated",
  startsAt: at("2026-12-15T09:00+05:30"),
  endsAt: at("2026-12-20T18:00+05:30"),
};

describe("an announcement's dates", () => {
  it("are India time when no zone is given, and the zone given otherwise", () => {
    expect(parseIndiaDateTime("2026-12-01T09:00")).toBe(at("2026-12-01T03:30Z"));
    expect(parseIndiaDateTime("2026-12-01")).toBe(at("2026-11-30T18:30Z"));
    expect(parseIndiaDateTime("2026-12-01T09:00:30Z")).toBe(at("2026-12-01T09:00:30Z"));
    expect(parseIndiaDateTime("2026-12-01T09:00-05:00")).toBe(at("2026-12-01T14:00Z"));
  });

  it("are refused when they are not a date and time", () => {
    for (const value of ["tomorrow", "2026-02-30", "2026-12-01 09:00", "1/12/2026", ""]) {
      expect(parseIndiaDateTime(value), value).toBeNull();
    }
  });
});

describe("which announcement shows", () => {
  it("the build ships those live now or starting within 60 days, never one that has ended", () => {
    const built = at("2026-11-20T00:00Z");
    const farOff = { id: "far", text: "Later", startsAt: built + 61 * day };
    const ended = { id: "ended", text: "Over", startsAt: built - 10 * day, endsAt: built - day };
    expect(announcementsToShip([update, farOff, ended, applications], built).map(({ id }) => id)).toEqual([
      "applications",
      "update",
    ]);
  });

  it("at the visitor's time: the live one that started last, none before its start or after its end", () => {
    const both = [applications, update];
    expect(chooseAnnouncement(both, at("2026-12-15T08:59+05:30"), [])?.id).toBe("applications");
    expect(chooseAnnouncement(both, at("2026-12-15T09:00+05:30"), [])?.id).toBe("update");
    expect(chooseAnnouncement(both, at("2026-12-20T18:00+05:30"), [])?.id).toBe("applications");
    expect(chooseAnnouncement(both, at("2026-10-31T12:00Z"), [])).toBeUndefined();
  });

  it("one the visitor closed stays closed; another still shows", () => {
    const now = at("2026-12-16T12:00+05:30");
    expect(chooseAnnouncement([applications, update], now, ["update"])?.id).toBe("applications");
    expect(chooseAnnouncement([applications, update], now, ["update", "applications"])).toBeUndefined();
  });
});

describe("the before-paint script", () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("data-announcement");
  });

  const schedule = [applications, update].map(({ id, startsAt, endsAt }, index) => ({
    id,
    startsAt,
    endsAt,
    slot: index + 1,
  }));

  /** The page as the build writes it: the script runs in <head>, before the bar is parsed. */
  function page(now: string) {
    vi.useFakeTimers({ now: at(now), toFake: ["Date"] });
    document.body.innerHTML = "";
    new Function(announcementScript(schedule))();
    document.body.innerHTML = `<header><a href="/">Home</a></header><section data-announcements>${schedule
      .map(
        ({ id, slot }) =>
          `<div data-announcement="${id}" data-announcement-slot="${slot}"><p>${id}</p><button data-announcement-close>Close</button></div>`,
      )
      .join("")}</section>`;
  }
  const named = () => document.documentElement.getAttribute("data-announcement");

  it("names the slot of the one live at the visitor's time, and none when none is live", () => {
    page("2026-12-16T12:00+05:30");
    expect(named()).toBe("2");
    page("2026-12-14T12:00+05:30");
    expect(named()).toBe("1");
    page("2026-10-01T12:00+05:30");
    expect(named()).toBe("none");
  });

  it("closes one on its button, remembers it on this device, and moves focus on", () => {
    page("2026-12-16T12:00+05:30");
    const close = document.querySelector<HTMLButtonElement>('[data-announcement="update"] [data-announcement-close]')!;
    close.focus();
    close.click();
    expect(named()).toBe("none");
    expect(JSON.parse(localStorage.getItem(CLOSED_ANNOUNCEMENTS_KEY)!)).toEqual(["update"]);
    expect(document.activeElement).toBe(document.querySelector("header a"));
    // The next page: the closed one stays closed; the older live one shows.
    page("2026-12-16T12:05+05:30");
    expect(named()).toBe("1");
  });
});
