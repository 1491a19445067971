import { describe, expect, it } from "vitest";
import { site } from "~/site";
import type { Translation } from "./translation";

/** Each English copy module beside its Hindi: anything the Hindi lacks fails `npm run typecheck` here. */
type Translates<English, Hindi extends Translation<English>> = [English, Hindi];
export type CopyModulesAndTheirHindi = [
  Translates<typeof import("./shared"), typeof import("./hi/shared")>,
  Translates<typeof import("./home"), typeof import("./hi/home")>,
  Translates<typeof import("./bootstrapped"), typeof import("./hi/bootstrapped")>,
  Translates<typeof import("./vc-funded"), typeof import("./hi/vc-funded")>,
  Translates<typeof import("./startup-features"), typeof import("./hi/startup-features")>,
  Translates<typeof import("./perks"), typeof import("./hi/perks")>,
  Translates<typeof import("./community"), typeof import("./hi/community")>,
  Translates<typeof import("./consulting"), typeof import("./hi/consulting")>,
  Translates<typeof import("./knowledge-hub"), typeof import("./hi/knowledge-hub")>,
  Translates<typeof import("./toolkits"), typeof import("./hi/toolkits")>,
  Translates<typeof import("./infinity"), typeof import("./hi/infinity")>,
  Translates<typeof import("./eligibility"), typeof import("./hi/eligibility")>,
  Translates<typeof import("./search"), typeof import("./hi/search")>,
  Translates<typeof import("./cohort"), typeof import("./hi/cohort")>,
  Translates<typeof import("./cohort-text"), typeof import("./hi/cohort-text")>,
  Translates<typeof import("./alias-page"), typeof import("./hi/alias-page")>,
  Translates<typeof import("./social-card"), typeof import("./hi/social-card")>,
  Translates<typeof import("./landing-page"), typeof import("./hi/landing-page")>,
  Translates<typeof import("./dates"), typeof import("./hi/dates")>,
];

/** Every Hindi module (app/content/hi/), with its English beside it, for the checks the types cannot make. */
const englishModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"]);
const hindiFiles = import.meta.glob<Record<string, unknown>>(["./hi/*.ts", "!./hi/*.test.ts"], { eager: true });
const hindiModules = await Promise.all(
  Object.entries(hindiFiles).map(async ([file, hindi]) => {
    const name = file.replace(/^\.\/hi\/|\.ts$/g, "");
    return [name, [await englishModules[`./${name}.ts`](), hindi]] as const;
  }),
);

/** A key whose value is an address, a name of a thing in code, a size or a date: the same in every language. */
const SHARED_KEYS = new Set(
  [
    ["href", "src", "url", "path", "linkedin", "logo", "image", "poster", "clip", "videoId"],
    ["id", "slug", "key", "icon", "sectionName", "category", "placement", "badge"],
    ["width", "height", "videoSize"],
  ].flat(),
);

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
 * Keys whose texts are names, written alike in every language: people, partners, startups,
 * publications, and headlines of articles published in English (marked as English where shown).
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
  hindiModules.flatMap(([, [english]]) =>
    leaves(english, english, "").flatMap(({ path, english: text }) => (NAME_KEYS.has(lastKey(path)) ? [text] : [])),
  ),
);

describe("the Hindi copy", () => {
  for (const [name, [english, hindi]] of hindiModules) {
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
