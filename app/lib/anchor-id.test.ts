import { describe, expect, it } from "vitest";
import { anchorIds } from "./anchor-id";

describe("anchorIds", () => {
  it("makes a readable id from each text, under the prefix", () => {
    expect(anchorIds("faqs", ["Is there a fee?", "GST & Trademark: ₹899"])).toEqual([
      "faqs-is-there-a-fee",
      "faqs-gst-trademark-899",
    ]);
  });

  it("keeps the first eight words, and the prefix alone for a text without any", () => {
    expect(anchorIds("faqs", ["one two three four five six seven eight nine ten", "?!"])).toEqual([
      "faqs-one-two-three-four-five-six-seven-eight",
      "faqs",
    ]);
  });

  it("numbers repeated texts so no two ids are alike", () => {
    expect(anchorIds("faqs", ["Fees?", "Fees!", "Demo day", "fees"])).toEqual([
      "faqs-fees",
      "faqs-fees-2",
      "faqs-demo-day",
      "faqs-fees-3",
    ]);
  });
});
