import { describe, expect, it } from "vitest";
import type { CohortEvent } from "~/lib/cohort";
import { eventDatesLabel, formatDate } from "./dates";

const event = (start: string, end: string, window = false) => ({ start, end, window }) as CohortEvent;

describe("Hindi dates", () => {
  it("writes a day with its Hindi month, the same in every engine", () => {
    expect(formatDate("2026-08-15")).toBe("15 अगस्त 2026");
    expect(formatDate("2026-10-02")).toBe("2 अक्टूबर 2026");
  });

  it("writes an event's dates within a month, across months and years, and a month's last week", () => {
    expect(eventDatesLabel(event("2025-03-06", "2025-03-08"))).toBe("6–8 मार्च 2025");
    expect(eventDatesLabel(event("2025-04-30", "2025-05-02"))).toBe("30 अप्रैल – 2 मई 2025");
    expect(eventDatesLabel(event("2025-12-30", "2026-01-02"))).toBe("30 दिसंबर 2025 – 2 जनवरी 2026");
    expect(eventDatesLabel(event("2025-05-26", "2025-05-31", true))).toBe("मई 2025 का आख़िरी हफ़्ता");
    expect(eventDatesLabel(event("2025-05-26", "2025-05-31"))).toBe("26–31 मई 2025");
    expect(eventDatesLabel(event("2025-05-30", "2025-05-30", true))).toBe("30 मई 2025");
  });
});
