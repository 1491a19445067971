import { describe, expect, it, vi } from "vitest";
import type { HeroContent } from "~/content/models";
import type { FaqEntry, Picture } from "~/lib/models";
import { toFaqEntry, toHeroOverride } from "./entries";
import { inspect } from "./inspector";
import { toPartnerPerk } from "./list-entries";

const ASSETS = "https://images.ctfassets.net";
const heroEntry = {
  sys: { id: "hero-home", type: "Entry", locale: "en-US" },
  fields: { title: "Founders build here", ctaButtonText: "Start today" },
};

describe("inspector tags (the live preview's)", () => {
  it("name the entry, the service's field behind the model's field, and the locale", () => {
    vi.stubGlobal("__LIVE_PREVIEW__", true);
    const hero = { ...({ title: "", subtitle: "", ctaText: "" } satisfies HeroContent), ...toHeroOverride(heroEntry) };
    expect(inspect(hero, "title")).toEqual({
      "data-contentful-entry-id": "hero-home",
      "data-contentful-field-id": "title",
      "data-contentful-locale": "en-US",
    });
    // The model says ctaText; the service's field is ctaButtonText.
    expect(inspect(hero, "ctaText")?.["data-contentful-field-id"]).toBe("ctaButtonText");
  });

  it("name a picture by its asset", () => {
    vi.stubGlobal("__LIVE_PREVIEW__", true);
    const logo = {
      sys: { type: "Asset", id: "logo-asset", locale: "en-US" },
      fields: {
        file: {
          url: "//images.ctfassets.net/s/logo.png",
          contentType: "image/png",
          details: { image: { width: 200, height: 48 } },
        },
      },
    };
    const perk = toPartnerPerk(
      { sys: { id: "perk-1" }, fields: { name: "N", offer: "O", description: "D", ctaText: "C", logo } },
      ASSETS,
    );
    expect(inspect(perk?.logo as Picture, "src")).toEqual({
      "data-contentful-asset-id": "logo-asset",
      "data-contentful-field-id": "file",
      "data-contentful-locale": "en-US",
    });
  });

  it("tag nothing of the built-in copy, which has no entry behind it", () => {
    vi.stubGlobal("__LIVE_PREVIEW__", true);
    const builtIn: FaqEntry = { question: "Who can join?", answer: "Founders." };
    expect(inspect(builtIn, "question")).toBeUndefined();
  });

  it("never come from a public build: its entries carry no source", () => {
    vi.stubGlobal("__LIVE_PREVIEW__", false);
    const faq = toFaqEntry({ sys: { id: "faq-1" }, fields: { question: "Q?", answer: "A." } });
    expect(faq).not.toHaveProperty("source");
    expect(inspect(toHeroOverride(heroEntry), "title")).toBeUndefined();
  });
});
