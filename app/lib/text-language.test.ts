import { afterEach, describe, expect, it, vi } from "vitest";
import { translations } from "~/languages";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const langOfTextIn = async (language?: (typeof translations)[number]) => {
  vi.resetModules();
  if (language) vi.stubGlobal("__SITE_LANGUAGE__", language);
  return (await import("./text-language")).langOfText;
};

describe("langOfText", () => {
  it("marks a text in Latin letters only as English on a Hindi page, and nothing in the page's script", async () => {
    const langOfText = await langOfTextIn(translations[0]);
    expect(langOfText("Inside the bootcamp where fintechs meet their first mentors")).toBe("en-IN");
    expect(langOfText("UPI Autopay, 2026")).toBe("en-IN");
    expect(langOfText("Nimbus InFINity के पहले बैच के साथ")).toBeUndefined();
  });

  it("marks nothing on an English page", async () => {
    const langOfText = await langOfTextIn();
    expect(langOfText("Inside the bootcamp")).toBeUndefined();
  });
});
