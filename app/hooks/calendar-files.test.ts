// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { programmeCohort } from "~/content/cohort";
import { escapeText, foldLine, icsText } from "~/lib/ics";
import { calendarFileEvents } from "./cohort-view";

const pageUrl = "https://launchpad.example/infinity-program";
const [bootcamp, demoDay] = calendarFileEvents(programmeCohort, pageUrl);
const stamp = Date.parse("2025-02-01T10:30:00Z");
const productId = "-//Nimbus//Nimbus Launchpad//EN";

/** The file read back by a full RFC 5545 parser (Mozilla's ical.js), as a calendar app would. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("calendar files", () => {
  it("makes the bootcamp an all-day event from 6 to 8 March in Bengaluru that parses", () => {
    const { calendar, vevent, event } = parsed(icsText(bootcamp, { stamp, productId }));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe(productId);
    expect(event.uid).toBe("infinity-2025-bootcamp@launchpad.example");
    expect(event.summary).toBe("InFINity 2025 bootcamp");
    expect(event.location).toBe("Bengaluru, India");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2025-03-06");
    // DTEND is exclusive: the event covers the 6th, 7th and 8th.
    expect(event.endDate.toString()).toBe("2025-03-09");
    expect(vevent.getFirstPropertyValue("dtstamp")!.toString()).toBe("2025-02-01T10:30:00Z");
    expect(vevent.getFirstPropertyValue("transp")).toBe("OPAQUE");
    expect(vevent.getFirstPropertyValue("url")).toBe(pageUrl);
  });

  it("makes demo day its whole window, shown as free time since the day itself is confirmed later", () => {
    const { vevent, event } = parsed(icsText(demoDay, { stamp, productId }));
    expect(event.summary).toBe("InFINity 2025 demo day");
    expect(event.startDate.toString()).toBe("2025-05-26");
    expect(event.endDate.toString()).toBe("2025-06-01");
    expect(vevent.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
    expect(event.description).toMatch(/6 mandatory hours/);
  });

  it("ends lines with CRLF, folds them at 75 octets and escapes text, as RFC 5545 says", () => {
    const long = { ...bootcamp, description: "Product, compliance; risk\\fundraising ".repeat(6) + "₹".repeat(30) };
    const text = icsText(long, { stamp, productId });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n|\r/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parsed(text).event.description).toBe(long.description);
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(foldLine("x".repeat(80))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(5)}`);
  });

  it("names each file after its event and each event after its cohort, so a new cohort is new to calendars", () => {
    expect([bootcamp.path, demoDay.path]).toEqual([
      "/calendar/infinity-bootcamp.ics",
      "/calendar/infinity-demo-day.ics",
    ]);
    const [next] = calendarFileEvents({ ...programmeCohort, name: "InFINity 2026" }, pageUrl);
    expect(next.path).toBe(bootcamp.path);
    expect(next.uid).toBe("infinity-2026-bootcamp@launchpad.example");
  });
});
