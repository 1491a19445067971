import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

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
