import { describe, expect, it } from "vitest";
import { cardPageCount, cardsOnPage, indianCalendarDate, neighbours, readingMinutes } from "./article-list";

const list = Array.from({ length: 50 }, (_, index) => ({ slug: `article-${index + 1}` }));

describe("pages of cards", () => {
  it("puts twelve on each page, the rest on the last", () => {
    expect(cardPageCount(50)).toBe(5);
    expect(cardsOnPage(list, 1).map((card) => card.slug)).toEqual(list.slice(0, 12).map((card) => card.slug));
    expect(cardsOnPage(list, 5).map((card) => card.slug)).toEqual(["article-49", "article-50"]);
  });

  it("always has the hub, even with no article", () => {
    expect(cardPageCount(0)).toBe(1);
    expect(cardPageCount(12)).toBe(1);
    expect(cardPageCount(13)).toBe(2);
  });
});

describe("neighbours", () => {
  it("are the articles either side, absent at the ends and for an unknown slug", () => {
    expect(neighbours(list, "article-2")).toEqual({ previous: list[0], next: list[2] });
    expect(neighbours(list, "article-1").previous).toBeUndefined();
    expect(neighbours(list, "article-50").next).toBeUndefined();
    expect(neighbours(list, "nope")).toEqual({});
  });
});

describe("readingMinutes", () => {
  it("counts words at 200 a minute, at least one", () => {
    expect(readingMinutes(["word ".repeat(1000)])).toBe(5);
    expect(readingMinutes(["a few words", "and more"])).toBe(1);
    expect(readingMinutes([])).toBe(1);
  });
});

describe("indianCalendarDate", () => {
  it("is the day in India, which starts five and a half hours before UTC's", () => {
    expect(indianCalendarDate("2026-01-01T20:00:00Z")).toBe("2026-01-02");
    expect(indianCalendarDate("2026-01-01T18:00:00Z")).toBe("2026-01-01");
    expect(indianCalendarDate("2026-03-10T09:00:00+05:30")).toBe("2026-03-10");
  });
});
