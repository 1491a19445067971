import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withIssues } from "./fields";
import { toAnnouncement, toPageMeta } from "./site-entries";

const ASSETS = "https://images.ctfassets.net";
const entry = (fields: Record<string, unknown>, id = "entry-1") => ({ sys: { id }, fields });
const picture = (width: number, height: number, contentType = "image/jpeg") => ({
  sys: { type: "Asset", id: "card" },
  fields: { file: { url: "//images.ctfassets.net/s/card.jpg", contentType, details: { image: { width, height } } } },
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("pageMeta", () => {
  it("gives the page's title, description, social card (1200 x 630, filled, JPEG) and noindex", () => {
    const text = {
      title: "Perks for founders",
      description: "Credits and discounts from partners, for every founder in the programme.",
    };
    expect(toPageMeta(entry({ ...text, socialImage: picture(2400, 1260), noindex: true }), ASSETS)).toEqual({
      ...text,
      socialImage: "https://images.ctfassets.net/s/card.jpg?w=1200&h=630&fit=fill&fm=jpg&q=85",
      noindex: true,
    });
  });

  it("refuses, field by field and in plain words, what would not serve: the page keeps its own", () => {
    const refused = entry({
      title: "x".repeat(200),
      description: "Too short.",
      socialImage: picture(800, 420),
      noindex: "yes",
    });
    const { result, issues } = withIssues(() => toPageMeta(refused, ASSETS));
    expect(result).toEqual({});
    expect(issues.map((issue) => issue.problem === "invalid" && issue.reason)).toEqual([
      "title must be at most 60 characters",
      "description must be 50 to 160 characters",
      "socialImage must be at least 1200 × 630 pixels",
      "noindex must be on or off",
    ]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("refuses an SVG as a card: networks do not draw it", () => {
    expect(toPageMeta(entry({ socialImage: picture(1200, 630, "image/svg+xml") }), ASSETS)).toEqual({});
  });
});

describe("announcement", () => {
  it("maps its text, link and dates (India time when no zone is given)", () => {
    expect(
      toAnnouncement(
        entry({
          text: "Applications close on 15 January.",
          linkText: "See the dates",
          linkUrl: "/infinity-program#dates",
          startsAt: "2026-12-01T09:00",
          endsAt: "2026-12-20T18:00+05:30",
        }),
      ),
    ).toEqual({
      id: "entry-1",
      text: "Applications close on 15 January.",
      link: { text: "See the dates", href: "/infinity-program#dates" },
      startsAt: Date.parse("2026-12-01T03:30Z"),
      endsAt: Date.parse("2026-12-20T12:30Z"),
    });
  });

  it("shows without a link whose address is unsafe, or that has no text", () => {
    const hostile = toAnnouncement(
      entry({ text: "<b>Hi</b>", linkText: "Go", linkUrl: "javascript:alert(1)", startsAt: "2026-12-01" }),
    );
    expect(hostile).toEqual({ id: "entry-1", text: "<b>Hi</b>", startsAt: Date.parse("2026-11-30T18:30Z") });
    expect(toAnnouncement(entry({ text: "Hi", linkUrl: "/perks", startsAt: "2026-12-01" }))).not.toHaveProperty("link");
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/field "linkUrl" is invalid \(must start with https:\/\/ or \/\)/),
    );
  });

  it("is skipped without text or a start, with a text over 140 characters, or ending before it starts", () => {
    expect(toAnnouncement(entry({ startsAt: "2026-12-01" }))).toBeNull();
    expect(toAnnouncement(entry({ text: "Hi" }))).toBeNull();
    expect(toAnnouncement(entry({ text: "x".repeat(141), startsAt: "2026-12-01" }))).toBeNull();
    expect(toAnnouncement(entry({ text: "Hi", startsAt: "2026-12-02", endsAt: "2026-12-01" }))).toBeNull();
    expect(warn).toHaveBeenCalledWith("[cms] announcement entry-1 has no usable endsAt (not after startsAt); skipped.");
  });
});
