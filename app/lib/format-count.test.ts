import { describe, expect, it } from "vitest";
import { english, translations } from "~/languages";
import { digitGroupingOf, formatCount, parseFigure } from "./format-count";

const hindi = translations.find((language) => language.code === "hi")!;

describe("formatCount", () => {
  it("groups thousands with a comma and no decimals by default", () => {
    expect(formatCount(500000)).toBe("500,000");
    expect(formatCount(150)).toBe("150");
    expect(formatCount(1234567.8)).toBe("1,234,568");
  });

  it("takes another separator and a number of decimals", () => {
    expect(formatCount(18000.456, { separator: " ", decimals: 2 })).toBe("18 000.46");
    expect(formatCount(-1500)).toBe("-1,500");
  });

  it("groups the Indian way when told: thousands, then every two digits, as en-IN writes them", () => {
    expect(formatCount(500000, { grouping: "indian" })).toBe("5,00,000");
    expect(formatCount(1234567.8, { grouping: "indian", decimals: 1 })).toBe("12,34,567.8");
    expect(formatCount(-186000, { grouping: "indian" })).toBe("-1,86,000");
    const inIndia = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const value of [0, 7, 150, 1000, 12345, 99999, 100000, 500000, 1234567, 10000000, 987654321]) {
      expect(formatCount(value, { grouping: "indian" }), String(value)).toBe(inIndia.format(value));
    }
  });
});

describe("digitGroupingOf", () => {
  it("groups a Hindi page's counts the Indian way and an English page's by thousands", () => {
    expect(digitGroupingOf(hindi)).toBe("indian");
    expect(digitGroupingOf(english)).toBe("thousands");
    expect(formatCount(500000, { grouping: digitGroupingOf(hindi) })).toBe("5,00,000");
    expect(formatCount(500000, { grouping: digitGroupingOf(english) })).toBe("500,000");
  });
});

describe("parseFigure", () => {
  it("splits a figure around its number", () => {
    expect(parseFigure("1,000+")).toEqual({ prefix: "", value: 1000, suffix: "+" });
    expect(parseFigure("$100M+")).toEqual({ prefix: "$", value: 100, suffix: "M+" });
    expect(parseFigure("12 weeks")).toEqual({ prefix: "", value: 12, suffix: " weeks" });
  });

  it("leaves alone what it could not count back to exactly: no number, several, zero, other grouping", () => {
    expect(parseFigure("Seed → Series A")).toBeNull();
    expect(parseFigure("6-8 March 2025")).toBeNull();
    expect(parseFigure("₹0")).toBeNull();
    expect(parseFigure("1,86,000")).toBeNull();
    expect(parseFigure("2.5 s")).toBeNull();
  });

  it("on an English page, reads a number grouped by thousands or, from five digits, not grouped", () => {
    const figure = { prefix: "", value: 500000, suffix: "+" };
    expect(parseFigure("500,000+", "thousands")).toEqual(figure);
    expect(parseFigure("500000+", "thousands")).toEqual(figure);
    expect(parseFigure("5,00,000+", "thousands")).toBeNull();
  });

  it("on a Hindi page, reads a number grouped either way or not at all, to show it the Indian way", () => {
    const figure = { prefix: "", value: 500000, suffix: "+" };
    for (const written of ["500,000+", "5,00,000+", "500000+"]) {
      const parts = parseFigure(written, "indian");
      expect(parts, written).toEqual(figure);
      expect(`${parts!.prefix}${formatCount(parts!.value, { grouping: "indian" })}${parts!.suffix}`).toBe("5,00,000+");
    }
    expect(parseFigure("₹1,86,000", "indian")).toEqual({ prefix: "₹", value: 186000, suffix: "" });
    expect(parseFigure("1,000+ फ़ाउंडर्स", "indian")).toEqual({ prefix: "", value: 1000, suffix: "+ फ़ाउंडर्स" });
  });

  it("leaves alone stray commas, leading zeros and four digits without a comma, which may be a year", () => {
    for (const grouping of ["thousands", "indian"] as const) {
      expect(parseFigure("50,00,00+", grouping)).toBeNull();
      expect(parseFigure("5,0000+", grouping)).toBeNull();
      expect(parseFigure("00500+", grouping)).toBeNull();
      expect(parseFigure("InFINity 2025", grouping)).toBeNull();
      expect(parseFigure("1000+", grouping)).toBeNull();
    }
  });
});
