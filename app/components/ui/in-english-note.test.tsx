import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { a11yText } from "~/content/shared";
import { english, translations } from "~/languages";

/** The note as a build in `code` draws it (the language is the build's, __SITE_LANGUAGE__). */
const noteIn = async (code: string, headline: string) => {
  vi.resetModules();
  vi.stubGlobal("__SITE_LANGUAGE__", translations.find((translation) => translation.code === code) ?? english);
  const { InEnglishNote } = await import("./in-english-note");
  return render(<InEnglishNote headline={headline} />).container;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("InEnglishNote", () => {
  it("follows a headline kept in English on a Hindi page, in Hindi", async () => {
    const note = (await noteIn("hi", "How 3 founders shipped payments in a week")).querySelector("span");
    expect(note?.textContent).toBe(a11yText.inEnglish);
    expect(note?.lang).toBe("hi-IN");
  });

  it("says nothing after a Hindi headline, nor on an English page", async () => {
    expect((await noteIn("hi", "तीन फ़ाउंडर्स की कहानी")).textContent).toBe("");
    expect((await noteIn("en", "How 3 founders shipped payments in a week")).textContent).toBe("");
  });
});
