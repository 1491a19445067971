import { describe, expect, it } from "vitest";
import { programmeCohort } from "~/content/cohort";
import { dateInIndia, daysIncluded, nextDay } from "./calendar-date";
import {
  cohortEvents,
  cohortStatus,
  datesPhrase,
  eventDatesLabel,
  eventStatus,
  formatDateRange,
  windowPhrase,
} from "./cohort";
import { buildDate } from "./build-date";

const [bootcamp, demoDay] = cohortEvents(programmeCohort);

describe("the day in India", () => {
  it("turns over at midnight in India (UTC+05:30), not at the visitor's or the server's midnight", () => {
    expect(dateInIndia(Date.parse("2025-03-05T18:29:59Z"))).toBe("2025-03-05");
    expect(dateInIndia(Date.parse("2025-03-05T18:30:00Z"))).toBe("2025-03-06");
  });

  it("is the build's day unless SOURCE_DATE_EPOCH pins it", () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: String(Date.parse("2025-02-01T00:00:00Z") / 1000) })).toBe("2025-02-01");
    expect(buildDate({})).toBe(dateInIndia(Date.now()));
  });
});

describe("where an event stands, on a fixed day", () => {
  it.each([
    ["the day before the bootcamp", "2025-03-05", "upcoming"],
    ["its first day", "2025-03-06", "in-progress"],
    ["its last day", "2025-03-08", "in-progress"],
    ["the day after", "2025-03-09", "past"],
  ] as const)("the bootcamp, on %s (%s), is %s", (_, today, status) => {
    expect(eventStatus(bootcamp, today)).toBe(status);
  });

  it.each([
    ["a month before", "2025-04-26", "upcoming"],
    ["the window's first day", "2025-05-26", "in-progress"],
    ["the window's last day", "2025-05-31", "in-progress"],
    ["the first of June", "2025-06-01", "past"],
  ] as const)("demo day, %s (%s), is %s", (_, today, status) => {
    expect(eventStatus(demoDay, today)).toBe(status);
  });

  it("the cohort runs from the bootcamp's first day to demo day's last", () => {
    expect(cohortStatus(programmeCohort, "2025-03-05")).toBe("upcoming");
    expect(cohortStatus(programmeCohort, "2025-04-15")).toBe("in-progress");
    expect(cohortStatus(programmeCohort, "2025-06-01")).toBe("past");
  });
});

describe("dates as words", () => {
  it("gives the spec's dates from the record", () => {
    expect(daysIncluded(bootcamp.start, bootcamp.end)).toBe(3);
    expect(formatDateRange(bootcamp.start, bootcamp.end)).toBe("6–8 March 2025");
    expect(datesPhrase(bootcamp.start, bootcamp.end)).toBe("from 6 to 8 March 2025");
    expect(windowPhrase(demoDay.start, demoDay.end)).toBe("in the last week of May 2025");
    expect(eventDatesLabel(demoDay)).toBe("Last week of May 2025");
    expect(eventDatesLabel(bootcamp)).toBe("6–8 March 2025");
  });

  it("writes ranges across months and years, single days and other windows", () => {
    expect(formatDateRange("2025-04-30", "2025-05-02")).toBe("30 April – 2 May 2025");
    expect(formatDateRange("2025-12-30", "2026-01-02")).toBe("30 December 2025 – 2 January 2026");
    expect(datesPhrase("2025-05-30", "2025-05-30")).toBe("on 30 May 2025");
    expect(windowPhrase("2025-05-30", "2025-05-30")).toBe("on 30 May 2025");
    expect(windowPhrase("2025-05-12", "2025-05-16")).toBe("between 12 and 16 May 2025");
    expect(eventDatesLabel({ ...demoDay, start: "2025-05-12", end: "2025-05-16" })).toBe("12–16 May 2025");
    expect(windowPhrase("2024-02-23", "2024-02-29")).toBe("in the last week of February 2024");
  });

  it("ends an all-day entry on the next day, across months and years", () => {
    expect(nextDay("2025-03-08")).toBe("2025-03-09");
    expect(nextDay("2025-05-31")).toBe("2025-06-01");
    expect(nextDay("2025-12-31")).toBe("2026-01-01");
  });
});
