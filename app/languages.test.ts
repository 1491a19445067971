import { describe, expect, it, vi } from "vitest";
import {
  builtTranslations,
  english,
  pathIn,
  routePathOf,
  siteLanguage,
  siteLanguages,
  translations,
} from "./languages";

const hindi = translations[0];

describe("the site's languages", () => {
  it("puts a page under its language's prefix, English's at its own address", () => {
    expect(pathIn(hindi, "/")).toBe("/hi");
    expect(pathIn(hindi, "/perks")).toBe("/hi/perks");
    expect(pathIn(english, "/perks")).toBe("/perks");
    expect(pathIn(english, "/")).toBe("/");
  });

  it("reads an address back as the route it is, and leaves alone what is not under the prefix", () => {
    expect(routePathOf(hindi, "/hi")).toBe("/");
    expect(routePathOf(hindi, "/hi#faqs")).toBe("/#faqs");
    expect(routePathOf(hindi, "/hi/perks#how-to-claim")).toBe("/perks#how-to-claim");
    expect(routePathOf(hindi, "/hindi-landing")).toBe("/hindi-landing");
    expect(routePathOf(hindi, "/perks")).toBe("/perks");
    for (const language of siteLanguages) {
      for (const path of ["/", "/perks", "/knowledge-hub/page/2"])
        expect(routePathOf(language, pathIn(language, path))).toBe(path);
    }
  });

  it("names the build's language by its code, and refuses one the site does not have", () => {
    expect(siteLanguage(undefined)).toBe(english);
    expect(siteLanguage("hi")).toBe(hindi);
    expect(() => siteLanguage("mr")).toThrow(/SITE_LANGUAGE=mr is not one of the site's languages \(en, hi\)/);
  });

  it("builds every translation unless a test copy names fewer, and refuses a code it does not know or a published build with fewer", () => {
    const copy = { indexable: false };
    expect(builtTranslations(undefined, copy)).toEqual([hindi]);
    expect(builtTranslations("hi", copy)).toEqual([hindi]);
    expect(builtTranslations("", copy)).toEqual([]);
    expect(() => builtTranslations("hi,mr", copy)).toThrow(
      "SITE_TRANSLATIONS=hi,mr names mr, not a translation of the site.",
    );
    expect(builtTranslations("hi", { indexable: true })).toEqual([hindi]);
    expect(() => builtTranslations("", { indexable: true })).toThrow(
      "A production build makes every translation: SITE_TRANSLATIONS leaves out hi.",
    );
  });

  it("reports a Hindi page's visit at its Hindi address, and any unknown one as the Hindi 404", async () => {
    vi.resetModules();
    vi.stubGlobal("__SITE_LANGUAGE__", hindi);
    try {
      const { pagePath } = await import("./lib/analytics-events");
      expect(pagePath("/hi/perks/")).toBe("/hi/perks");
      expect(pagePath("/hi")).toBe("/hi");
      expect(pagePath("/hi/typed/private/address")).toBe("/hi/404");
      expect(pagePath("/hi/perks", true)).toBe("/hi/404");
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
