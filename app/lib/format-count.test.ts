import { describe, expect, it } from "vitest";
import { formatCount, parseFigure } from "./format-count";

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
});
