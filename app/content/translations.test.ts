import { describe, expect, it } from "vitest";
import { site } from "~/site";
import type { Translation } from "./translation";
import * as en_shared from "./shared";
import * as hi_shared from "./hi/shared";
import * as en_home from "./home";
import * as hi_home from "./hi/home";
import * as en_bootstrapped from "./bootstrapped";
import * as hi_bootstrapped from "./hi/bootstrapped";
import * as en_vcFunded from "./vc-funded";
import * as hi_vcFunded from "./hi/vc-funded";
import * as en_startupFeatures from "./startup-features";
import * as hi_startupFeatures from "./hi/startup-features";
import * as en_perks from "./perks";
import * as hi_perks from "./hi/perks";
import * as en_community from "./community";
import * as hi_community from "./hi/community";
import * as en_consulting from "./consulting";
import * as hi_consulting from "./hi/consulting";
import * as en_knowledgeHub from "./knowledge-hub";
import * as hi_knowledgeHub from "./hi/knowledge-hub";
import * as en_toolkits from "./toolkits";
import * as hi_toolkits from "./hi/toolkits";
import * as en_infinity from "./infinity";
import * as hi_infinity from "./hi/infinity";
import * as en_eligibility from "./eligibility";
import * as hi_eligibility from "./hi/eligibility";
import * as en_search from "./search";
import * as hi_search from "./hi/search";
import * as en_cohort from "./cohort";
import * as hi_cohort from "./hi/cohort";
import * as en_cohortText from "./cohort-text";
import * as hi_cohortText from "./hi/cohort-text";
import * as en_aliasPage from "./alias-page";
import * as hi_aliasPage from "./hi/alias-page";
import * as en_socialCard from "./social-card";
import * as hi_socialCard from "./hi/social-card";
import * as en_dates from "./dates";
import * as hi_dates from "./hi/dates";
import * as en_landingPage from "./landing-page";
import * as hi_landingPage from "./hi/landing-page";

/**
 * Every copy module and its Hindi translation, held to it by the type checker: an export, a field
 * or a text the English has and the Hindi lacks fails `npm run typecheck` here.
 */
const hindiModules = {
  shared: [en_shared, hi_shared satisfies Translation<typeof en_shared>],
  home: [en_home, hi_home satisfies Translation<typeof en_home>],
  bootstrapped: [en_bootstrapped, hi_bootstrapped satisfies Translation<typeof en_bootstrapped>],
  "vc-funded": [en_vcFunded, hi_vcFunded satisfies Translation<typeof en_vcFunded>],
  "startup-features": [en_startupFeatures, hi_startupFeatures satisfies Translation<typeof en_startupFeatures>],
  perks: [en_perks, hi_perks satisfies Translation<typeof en_perks>],
  community: [en_community, hi_community satisfies Translation<typeof en_community>],
  consulting: [en_consulting, hi_consulting satisfies Translation<typeof en_consulting>],
  "knowledge-hub": [en_knowledgeHub, hi_knowledgeHub satisfies Translation<typeof en_knowledgeHub>],
  toolkits: [en_toolkits, hi_toolkits satisfies Translation<typeof en_toolkits>],
  infinity: [en_infinity, hi_infinity satisfies Translation<typeof en_infinity>],
  eligibility: [en_eligibility, hi_eligibility satisfies Translation<typeof en_eligibility>],
  search: [en_search, hi_search satisfies Translation<typeof en_search>],
  cohort: [en_cohort, hi_cohort satisfies Translation<typeof en_cohort>],
  "cohort-text": [en_cohortText, hi_cohortText satisfies Translation<typeof en_cohortText>],
  "alias-page": [en_aliasPage, hi_aliasPage satisfies Translation<typeof en_aliasPage>],
  "social-card": [en_socialCard, hi_socialCard satisfies Translation<typeof en_socialCard>],
  "landing-page": [en_landingPage, hi_landingPage satisfies Translation<typeof en_landingPage>],
  dates: [en_dates, hi_dates satisfies Translation<typeof en_dates>],
} as const;

/** A key whose value is an address, a name of a thing in code, a size or a date: the same in every language. */
const SHARED_KEYS = new Set([
  "href",
  "src",
  "id",
  "slug",
  "key",
  "icon",
  "sectionName",
  "category",
  "placement",
  "videoId",
  "url",
  "linkedin",
  "logo",
  "image",
  "path",
  "width",
  "height",
  "poster",
  "videoSize",
  "clip",
  "badge",
]);

/** A date, a key or an address is the same in every language, under whichever key it is kept. */
const isShared = ({ path, english }: Leaf) => SHARED_KEYS.has(lastKey(path)) || /^\d{4}-\d{2}-\d{2}/.test(english);

/** What may read the same in both languages: names, and texts in Latin script by nature. */
const isNameLike = (text: string) =>
  // No word in lower case: an acronym, a figure, a code, a key's name, a shortcut ("UPI", "404", "/", "3DS 2.0").
  !/[a-z]{2}/.test(text) ||
  // A URL, a path, an id.
  /^(https?:|\/|#|mailto:)/.test(text) ||
  /^[a-z0-9-]+$/.test(text);

/**
 * Keys whose texts are names, kept as they are written in every language: people, partners,
 * startups, publications, and the headlines of articles published in English (marked as English
 * where they show).
 */
const NAME_KEYS = new Set(["name", "outlet", "headline"]);

/** The brand's and the programmes' names (app/site.ts), and a role written as its acronym and company. */
const KEPT_AS_WRITTEN = new Set([site.provider, site.programme, `${site.provider} InFINity`, "CTO, InsureLoop"]);

type Leaf = { path: string; english: string; hindi: unknown };

/** Every text of a module pair, with the Hindi beside its English, by the path of fields that leads to it. */
function leaves(english: unknown, hindi: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof english === "string") out.push({ path, english, hindi });
  else if (Array.isArray(english)) {
    expect(Array.isArray(hindi) && hindi.length, `${path}: a list as long as the English`).toBe(english.length);
    english.forEach((item, index) => leaves(item, (hindi as unknown[])[index], `${path}[${index}]`, out));
  } else if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english)) {
      leaves(value, (hindi as Record<string, unknown>)?.[key], `${path}.${key}`, out);
    }
  }
  return out;
}

const lastKey = (path: string) => /\.([A-Za-z]+)(\[\d+\])*$/.exec(path)?.[1] ?? "";
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every name the English copy gives (a person, a partner, a startup, a publication): kept in Hindi. */
const names = new Set(
  Object.values(hindiModules).flatMap(([english]) =>
    leaves(english, english, "").flatMap(({ path, english: text }) => (NAME_KEYS.has(lastKey(path)) ? [text] : [])),
  ),
);

describe("the Hindi copy", () => {
  for (const [name, [english, hindi]] of Object.entries(hindiModules)) {
    const pairs = leaves(english, hindi, name);

    it(`${name}: every address, key, size and date is the English one`, () => {
      const shared = pairs.filter(isShared);
      for (const { path, english, hindi } of shared) expect(hindi, path).toBe(english);
    });

    it(`${name}: every text is in Hindi, but for names and what is written in Latin script by nature`, () => {
      const untranslated = pairs
        .filter((leaf) => !isShared(leaf))
        .filter(({ hindi }) => typeof hindi !== "string" || !DEVANAGARI.test(hindi))
        .filter(
          ({ english, hindi }) =>
            !(hindi === english && (isNameLike(english) || names.has(english) || KEPT_AS_WRITTEN.has(english))),
        )
        .map(({ path, hindi }) => `${path}: ${String(hindi)}`);
      expect(untranslated).toEqual([]);
    });
  }
});
