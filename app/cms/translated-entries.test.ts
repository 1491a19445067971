import { describe, expect, it } from "vitest";
import type { RawEntry } from "./fields";
import {
  builtInTranslationFor,
  translateEntries,
  valueFingerprint,
  type BuiltInTranslation,
} from "./translated-entries";

const entry = (type: string, id: string, fields: Record<string, unknown>, locale = "en-US"): RawEntry => ({
  sys: { id, type: "Entry", locale, contentType: { sys: { id: type } } },
  fields,
});
const asset = (id: string, fields: Record<string, unknown>) => ({ sys: { id, type: "Asset" }, fields });

/** A seeded hero: its built-in English and Hindi, as the build's table has them. */
const builtIn: BuiltInTranslation = {
  localized: { heroSection: ["title", "subtitle"], blogArticle: ["title", "summary"], landingPage: ["title"] },
  entries: {
    "hero-home": {
      title: [valueFingerprint("Grow faster"), "तेज़ी से बढ़ें"],
      subtitle: [valueFingerprint("Free for founders"), "फ़ाउंडर्स के लिए मुफ़्त"],
    },
  },
};
const englishHero = (fields: Record<string, unknown> = {}) =>
  entry("heroSection", "hero-home", {
    pageSlug: "/",
    isActive: true,
    title: "Grow faster",
    subtitle: "Free for founders",
    ...fields,
  });
const hindiHero = (fields: Record<string, unknown> = {}) =>
  entry("heroSection", "hero-home", { pageSlug: "/", isActive: true, ...fields }, "hi-IN");

describe("a text on a Hindi page comes from, in order", () => {
  it("the team's Hindi", () => {
    const { entries, untranslated } = translateEntries(
      [englishHero({ title: "Grow faster, now" })],
      [hindiHero({ title: "अब और तेज़ी से बढ़ें" })],
      builtIn,
      "hi-IN",
    );
    expect(entries[0].fields).toMatchObject({ title: "अब और तेज़ी से बढ़ें" });
    expect(untranslated.flatMap((entry) => entry.fields)).not.toContain("title");
  });

  it("else the team's English when it is not the built-in English, listed as needing translation", () => {
    const { entries, untranslated } = translateEntries(
      [englishHero({ subtitle: "Applications close on 15 August" })],
      [hindiHero()],
      builtIn,
      "hi-IN",
    );
    expect(entries[0].fields).toMatchObject({ subtitle: "Applications close on 15 August" });
    expect(untranslated).toEqual([{ entryId: "hero-home", type: "heroSection", fields: ["subtitle"] }]);
  });

  it("else the built-in Hindi, when the team left the English as built", () => {
    const { entries, untranslated } = translateEntries([englishHero()], [hindiHero()], builtIn, "hi-IN");
    // Said to be Hindi: the live preview edits, and its inspector names, the Hindi fields.
    expect(entries[0].sys?.locale).toBe("hi-IN");
    expect(entries[0].fields).toEqual({
      pageSlug: "/",
      isActive: true,
      title: "तेज़ी से बढ़ें",
      subtitle: "फ़ाउंडर्स के लिए मुफ़्त",
    });
    expect(untranslated).toEqual([]);
  });

  it("else nothing: a field with neither is left out, for the page's own copy to show", () => {
    const table = { ...builtIn, entries: { "hero-home": { title: [valueFingerprint("Grow faster"), ""] as const } } };
    const { entries } = translateEntries([englishHero()], [hindiHero()], table, "hi-IN");
    expect(entries[0].fields).not.toHaveProperty("title");
  });

  it("takes an empty Hindi text as untranslated, and a team's own entry's English as a change", () => {
    const own = entry("heroSection", "hero-team", { title: "Demo day" });
    const { entries, untranslated } = translateEntries(
      [englishHero(), own],
      [hindiHero({ title: "" }), entry("heroSection", "hero-team", {}, "hi-IN")],
      builtIn,
      "hi-IN",
    );
    expect(entries.map((merged) => merged.fields?.title)).toEqual(["तेज़ी से बढ़ें", "Demo day"]);
    expect(untranslated).toEqual([{ entryId: "hero-team", type: "heroSection", fields: ["title"] }]);
  });
});

describe("the team's Hindi", () => {
  it("that is only the seed's built-in Hindi, beside an English the team changed, loses to the English, listed", () => {
    const { entries, untranslated } = translateEntries(
      [englishHero({ subtitle: "Free for founders, now with credits" })],
      [hindiHero({ title: "तेज़ी से बढ़ें", subtitle: "फ़ाउंडर्स के लिए मुफ़्त" })],
      builtIn,
      "hi-IN",
    );
    expect(entries[0].fields).toMatchObject({
      title: "तेज़ी से बढ़ें",
      subtitle: "Free for founders, now with credits",
    });
    expect(untranslated).toEqual([{ entryId: "hero-home", type: "heroSection", fields: ["subtitle"] }]);
  });

  it("in a field the English leaves empty is shown", () => {
    const { entries, untranslated } = translateEntries(
      [entry("heroSection", "hero-team", { pageSlug: "/", title: "Demo day" })],
      [entry("heroSection", "hero-team", { pageSlug: "/", title: "डेमो डे", subtitle: "सिर्फ़ हिन्दी में" }, "hi-IN")],
      builtIn,
      "hi-IN",
    );
    expect(entries[0].fields).toMatchObject({ title: "डेमो डे", subtitle: "सिर्फ़ हिन्दी में" });
    expect(untranslated).toEqual([]);
  });

  it("reads ids and types that name an object's own properties as any other", () => {
    const odd = entry("constructor", "constructor", { title: "Odd" });
    expect(() => translateEntries([odd], [], builtIn, "hi-IN")).not.toThrow();
  });
});

describe("what every language shares", () => {
  it("keeps shared fields and pictures from the default locale, and translates linked entries", () => {
    const picture = asset("backdrop", { title: "Backdrop", file: { url: "//images.ctfassets.net/b.png" } });
    const page = entry("landingPage", "page", {
      slug: "demo-day",
      title: "Demo day",
      picture,
      sections: [englishHero()],
    });
    const hindiPage = entry(
      "landingPage",
      "page",
      { slug: "demo-day", title: "डेमो डे", picture: asset("backdrop", {}), sections: [hindiHero({ title: "नमस्ते" })] },
      "hi-IN",
    );
    const [merged] = translateEntries([page], [hindiPage], builtIn, "hi-IN").entries;
    expect(merged.fields?.picture).toBe(picture);
    expect(merged.fields?.title).toBe("डेमो डे");
    expect((merged.fields?.sections as RawEntry[])[0].fields).toMatchObject({
      title: "नमस्ते",
      subtitle: "फ़ाउंडर्स के लिए मुफ़्त",
    });
  });
});

describe("an article or a landing page has a page in Hindi only with its Hindi title", () => {
  it("leaves out one whose title is only in English, and lists nothing of it as needing translation", () => {
    const article = entry("blogArticle", "article-new", { slug: "new", title: "New", summary: "Fresh" });
    const translated = entry("blogArticle", "article-old", { slug: "old", title: "Old", summary: "Kept" });
    const { entries, withoutPage, untranslated } = translateEntries(
      [article, translated],
      [
        entry("blogArticle", "article-new", { slug: "new" }, "hi-IN"),
        entry("blogArticle", "article-old", { slug: "old", title: "पुराना" }, "hi-IN"),
      ],
      builtIn,
      "hi-IN",
    );
    expect(entries.map((kept) => kept.sys?.id)).toEqual(["article-old"]);
    expect(withoutPage.map((left) => left.sys?.id)).toEqual(["article-new"]);
    expect(untranslated).toEqual([{ entryId: "article-old", type: "blogArticle", fields: ["summary"] }]);
  });
});

describe("what needs translating", () => {
  it("is what a kept page shows in English, a section it shares with a page left out included", () => {
    const section = englishHero({ subtitle: "Changed in English" });
    const left = entry("landingPage", "page-left", { slug: "left", title: "Left", sections: [section] });
    const kept = entry("landingPage", "page-kept", { slug: "kept", title: "Kept", sections: [section] });
    const { entries, untranslated, withoutPage } = translateEntries(
      [left, kept],
      [entry("landingPage", "page-kept", { slug: "kept", title: "रखा गया" }, "hi-IN")],
      builtIn,
      "hi-IN",
    );
    expect(withoutPage.map((page) => page.sys?.id)).toEqual(["page-left"]);
    expect(entries.map((page) => page.sys?.id)).toEqual(["page-kept"]);
    expect(untranslated).toEqual([{ entryId: "hero-home", type: "heroSection", fields: ["subtitle"] }]);
  });

  it("names each entry once, with every text of it that changed, and none whose texts are translated", () => {
    const changed = englishHero({ title: "Grow faster, now", subtitle: "Applications close on 15 August" });
    const translated = entry("heroSection", "hero-team", { pageSlug: "/perks", title: "Perks" });
    const { untranslated } = translateEntries(
      [changed, translated],
      [hindiHero(), entry("heroSection", "hero-team", { pageSlug: "/perks", title: "सुविधाएँ" }, "hi-IN")],
      builtIn,
      "hi-IN",
    );
    expect(untranslated).toEqual([{ entryId: "hero-home", type: "heroSection", fields: ["title", "subtitle"] }]);
  });
});

describe("the built-in translation a page fetches", () => {
  it("is the tables of the types its entries are and link, and no other", async () => {
    const fetched: string[] = [];
    const table = (type: string, id: string) => async () => {
      fetched.push(type);
      return { default: { [id]: { title: [valueFingerprint(type), `${type} हिन्दी`] as const } } };
    };
    const tables = {
      localized: builtIn.localized,
      byType: {
        landingPage: table("landingPage", "page"),
        heroSection: table("heroSection", "hero-home"),
        blogArticle: table("blogArticle", "article"),
      },
    };
    const page = entry("landingPage", "page", { slug: "demo-day", sections: [englishHero()] });
    const found = await builtInTranslationFor(tables, [page]);
    expect(fetched.sort()).toEqual(["heroSection", "landingPage"]);
    expect(Object.keys(found.entries).sort()).toEqual(["hero-home", "page"]);
    expect(await builtInTranslationFor(undefined, [page])).toEqual({ localized: {}, entries: {} });
  });
});
