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
const hindi = (type: string, id: string, fields: Record<string, unknown>) => entry(type, id, fields, "hi-IN");
const asset = (id: string, fields: Record<string, unknown>) => ({ sys: { id, type: "Asset" }, fields });

/** A seeded hero: its built-in English and Hindi, as the build's table has them. */
const EN = { title: "Grow faster", subtitle: "Free for founders" };
const HI = { title: "तेज़ी से बढ़ें", subtitle: "फ़ाउंडर्स के लिए मुफ़्त" };
const builtIn: BuiltInTranslation = {
  localized: { heroSection: ["title", "subtitle"], blogArticle: ["title", "summary"], landingPage: ["title"] },
  entries: {
    "hero-home": {
      title: [valueFingerprint(EN.title), HI.title],
      subtitle: [valueFingerprint(EN.subtitle), HI.subtitle],
    },
  },
};
const englishHero = (fields: Record<string, unknown> = {}) =>
  entry("heroSection", "hero-home", { pageSlug: "/", isActive: true, ...EN, ...fields });
const hindiHero = (fields: Record<string, unknown> = {}) =>
  hindi("heroSection", "hero-home", { pageSlug: "/", isActive: true, ...fields });
/** The Hindi page's entries, from the team's English and Hindi and the built-in table. */
const translate = (english: RawEntry[], inHindi: RawEntry[], table = builtIn) =>
  translateEntries(english, inHindi, table, "hi-IN");
/** The home hero, listed as needing translation in these fields. */
const heroNeeds = (...fields: string[]) => [{ entryId: "hero-home", type: "heroSection", fields }];

describe("a text on a Hindi page comes from, in order", () => {
  it("the team's Hindi", () => {
    const { entries, untranslated } = translate(
      [englishHero({ title: "Grow faster, now" })],
      [hindiHero({ title: "अब और तेज़ी से बढ़ें" })],
    );
    expect(entries[0].fields).toMatchObject({ title: "अब और तेज़ी से बढ़ें" });
    expect(untranslated.flatMap((entry) => entry.fields)).not.toContain("title");
  });

  it("else the team's English when it is not the built-in English, listed as needing translation", () => {
    const { entries, untranslated } = translate(
      [englishHero({ subtitle: "Applications close on 15 August" })],
      [hindiHero()],
    );
    expect(entries[0].fields).toMatchObject({ subtitle: "Applications close on 15 August" });
    expect(untranslated).toEqual(heroNeeds("subtitle"));
  });

  it("else the built-in Hindi, when the team left the English as built", () => {
    const { entries, untranslated } = translate([englishHero()], [hindiHero()]);
    // Said to be Hindi: the live preview edits, and its inspector names, the Hindi fields.
    expect(entries[0].sys?.locale).toBe("hi-IN");
    expect(entries[0].fields).toEqual({ pageSlug: "/", isActive: true, ...HI });
    expect(untranslated).toEqual([]);
  });

  it("else nothing: a field with neither is left out, for the page's own copy to show", () => {
    const table = { ...builtIn, entries: { "hero-home": { title: [valueFingerprint(EN.title), ""] as const } } };
    expect(translate([englishHero()], [hindiHero()], table).entries[0].fields).not.toHaveProperty("title");
  });

  it("takes an empty Hindi text as untranslated, and a team's own entry's English as a change", () => {
    const { entries, untranslated } = translate(
      [englishHero(), entry("heroSection", "hero-team", { title: "Demo day" })],
      [hindiHero({ title: "" }), hindi("heroSection", "hero-team", {})],
    );
    expect(entries.map((merged) => merged.fields?.title)).toEqual([HI.title, "Demo day"]);
    expect(untranslated).toEqual([{ entryId: "hero-team", type: "heroSection", fields: ["title"] }]);
  });
});

describe("the team's Hindi", () => {
  it("that is only the seed's built-in Hindi, beside an English the team changed, loses to the English, listed", () => {
    const { entries, untranslated } = translate(
      [englishHero({ subtitle: "Free for founders, now with credits" })],
      [hindiHero(HI)],
    );
    expect(entries[0].fields).toMatchObject({ title: HI.title, subtitle: "Free for founders, now with credits" });
    expect(untranslated).toEqual(heroNeeds("subtitle"));
  });

  it("in a field the English leaves empty is shown", () => {
    const { entries, untranslated } = translate(
      [entry("heroSection", "hero-team", { pageSlug: "/", title: "Demo day" })],
      [hindi("heroSection", "hero-team", { pageSlug: "/", title: "डेमो डे", subtitle: "सिर्फ़ हिन्दी में" })],
    );
    expect(entries[0].fields).toMatchObject({ title: "डेमो डे", subtitle: "सिर्फ़ हिन्दी में" });
    expect(untranslated).toEqual([]);
  });

  it("reads ids and types that name an object's own properties as any other", () => {
    expect(() => translate([entry("constructor", "constructor", { title: "Odd" })], [])).not.toThrow();
  });
});

describe("what every language shares", () => {
  it("keeps shared fields and pictures from the default locale, and translates linked entries", () => {
    const picture = asset("backdrop", { title: "Backdrop", file: { url: "//images.ctfassets.net/b.png" } });
    const page = { slug: "demo-day", title: "Demo day", picture, sections: [englishHero()] };
    const hindiPage = {
      slug: "demo-day",
      title: "डेमो डे",
      picture: asset("backdrop", {}),
      sections: [hindiHero({ title: "नमस्ते" })],
    };
    const [merged] = translate([entry("landingPage", "page", page)], [hindi("landingPage", "page", hindiPage)]).entries;
    expect(merged.fields?.picture).toBe(picture);
    expect(merged.fields?.title).toBe("डेमो डे");
    expect((merged.fields?.sections as RawEntry[])[0].fields).toMatchObject({ title: "नमस्ते", subtitle: HI.subtitle });
  });
});

describe("an article or a landing page has a page in Hindi only with its Hindi title", () => {
  it("leaves out one whose title is only in English, and lists nothing of it as needing translation", () => {
    const { entries, withoutPage, untranslated } = translate(
      [
        entry("blogArticle", "article-new", { slug: "new", title: "New", summary: "Fresh" }),
        entry("blogArticle", "article-old", { slug: "old", title: "Old", summary: "Kept" }),
      ],
      [
        hindi("blogArticle", "article-new", { slug: "new" }),
        hindi("blogArticle", "article-old", { slug: "old", title: "पुराना" }),
      ],
    );
    expect(entries.map((kept) => kept.sys?.id)).toEqual(["article-old"]);
    expect(withoutPage.map((left) => left.sys?.id)).toEqual(["article-new"]);
    expect(untranslated).toEqual([{ entryId: "article-old", type: "blogArticle", fields: ["summary"] }]);
  });
});

describe("what needs translating", () => {
  it("is what a kept page shows in English, a section it shares with a page left out included", () => {
    const sections = [englishHero({ subtitle: "Changed in English" })];
    const { entries, untranslated, withoutPage } = translate(
      [
        entry("landingPage", "page-left", { slug: "left", title: "Left", sections }),
        entry("landingPage", "page-kept", { slug: "kept", title: "Kept", sections }),
      ],
      [hindi("landingPage", "page-kept", { slug: "kept", title: "रखा गया" })],
    );
    expect(withoutPage.map((page) => page.sys?.id)).toEqual(["page-left"]);
    expect(entries.map((page) => page.sys?.id)).toEqual(["page-kept"]);
    expect(untranslated).toEqual(heroNeeds("subtitle"));
  });

  it("names each entry once, with every text of it that changed, and none whose texts are translated", () => {
    const { untranslated } = translate(
      [
        englishHero({ title: "Grow faster, now", subtitle: "Applications close on 15 August" }),
        entry("heroSection", "hero-team", { pageSlug: "/perks", title: "Perks" }),
      ],
      [hindiHero(), hindi("heroSection", "hero-team", { pageSlug: "/perks", title: "सुविधाएँ" })],
    );
    expect(untranslated).toEqual(heroNeeds("title", "subtitle"));
  });
});

describe("the built-in translation a page fetches", () => {
  it("is the tables of the types its entries are and link, and no other", async () => {
    const fetched: string[] = [];
    const table = (type: string, id: string) => async () => {
      fetched.push(type);
      return { default: { [id]: { title: [valueFingerprint(type), `${type} हिन्दी`] as const } } };
    };
    const byType = {
      landingPage: table("landingPage", "page"),
      heroSection: table("heroSection", "hero-home"),
      blogArticle: table("blogArticle", "article"),
    };
    const page = entry("landingPage", "page", { slug: "demo-day", sections: [englishHero()] });
    const found = await builtInTranslationFor({ localized: builtIn.localized, byType }, [page]);
    expect(fetched.sort()).toEqual(["heroSection", "landingPage"]);
    expect(Object.keys(found.entries).sort()).toEqual(["hero-home", "page"]);
    expect(await builtInTranslationFor(undefined, [page])).toEqual({ localized: {}, entries: {} });
  });
});
