import { describe, expect, it } from "vitest";
import { anchorIds } from "./anchor-id";

describe("anchorIds", () => {
  it("makes a readable id from each text, under the prefix", () => {
    expect(anchorIds("faqs", ["Is there a fee?", "GST & Trademark: ₹899"])).toEqual([
      "faqs-is-there-a-fee",
      "faqs-gst-trademark-899",
    ]);
  });

  it("keeps the first eight words, and for a text without any never the prefix alone, the list's own id", () => {
    expect(anchorIds("faqs", ["one two three four five six seven eight nine ten", "?!"])).toEqual([
      "faqs-one-two-three-four-five-six-seven-eight",
      "faqs-2",
    ]);
  });

  it("keeps a Hindi text's words whole, vowel signs and all, and figures and names as in English", () => {
    expect(anchorIds("faqs", ["क्या कोई फ़ीस है?", "UPI से पेमेंट कैसे लें?", "क्या कोई फ़ीस है!"])).toEqual([
      "faqs-क्या-कोई-फ़ीस-है",
      "faqs-upi-से-पेमेंट-कैसे-लें",
      "faqs-क्या-कोई-फ़ीस-है-2",
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
