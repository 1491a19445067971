import { describe, expect, it } from "vitest";
import { formatDate, isCalendarDate } from "./format-date";

describe("formatDate", () => {
  it("writes a calendar date as day, month and year", () => {
    expect(formatDate("2026-11-02")).toBe("2 November 2026");
    expect(formatDate("2025-03-06")).toBe("6 March 2025");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates written YYYY-MM-DD and nothing else", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    for (const value of ["2026-02-30", "2026-13-01", "26-11-02", "2026-11-02T10:00:00Z", "next week"]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});
