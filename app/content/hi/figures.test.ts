import { describe, expect, it } from "vitest";
import { cohortEvents } from "~/lib/cohort";
import type { ProgrammeCohort } from "~/lib/models";
import { programmeCohort as englishCohort } from "../cohort";
import { programmeCohort as hindiCohort } from "./cohort";

/*
 * No figure changes in translation: each Hindi text gives the same set of numbers as its English, however each
 * language writes them ("500,000", "5,00,000", "5 लाख", "10 million"); a set, since Hindi may repeat one. Numbers kept
 * as numbers must be the English ones. Every module under app/content/hi/ is read beside its English one, and copy
 * made by a function is read from calls with the sample arguments below.
 */

const englishModules = import.meta.glob(["../*.ts", "!../*.test.ts"]);
const hindiModules = import.meta.glob(["./*.ts", "!./*.test.ts"]);

/** Each module's name ("home") with the loaders of its English and its Hindi copy. */
const pairs = Object.entries(hindiModules).map(([file, loadHindi]) => {
  const name = file.replace(/^\.\/|\.ts$/g, "");
  const loadEnglish = englishModules[`../${name}.ts`];
  return { name, loadEnglish, loadHindi };
});

/** What a function of the copy is called with, by its path: each side gets its own cohort (its city in its language). */
type SampleArguments = (cohort: ProgrammeCohort) => unknown[][];

/** Days before, during and after each of the built-in cohort's events: every tense of a date sentence. */
const DAYS = ["2025-01-15", "2025-03-07", "2025-04-10", "2025-05-28", "2025-07-01"];
/** Each event of a cohort on each of those days. */
const onEachDay: SampleArguments = (cohort) =>
  DAYS.flatMap((day) => ["bootcamp", "demo-day"].map((event) => [cohort, event, day]));

const SAMPLE_ARGUMENTS: Record<string, SampleArguments> = {
  "shared.footer.socialProfile": () => [["LinkedIn"]],
  "shared.measurementNotice": () => [[null], ["collect.example"]],
  "shared.carouselLabels.goTo": () => [[1], [12]],
  "startup-features.featureMediaText.picturesOf": () => [["X"]],
  "perks.perkTermsText.lastVerified": () => [["DATE"]],
  // Not 0: the English says no offer matches, the Hindi the same without a number.
  "perks.perkFilterText.count": () => [
    [2, 6],
    [6, 6],
  ],
  "consulting.consultantLink.person": () => [["X"]],
  "knowledge-hub.articlePageText.readingTime": () => [[1], [7]],
  "knowledge-hub.cardPagesText.title": () => [[2, 5]],
  "knowledge-hub.cardPagesText.description": () => [[2, 5]],
  "knowledge-hub.cardPagesText.page": () => [[3]],
  // Not 0: the English says "Showing all 0 tools", the Hindi "अभी कोई टूल नहीं है" (no tool yet).
  "toolkits.toolsText.resultCount": () => [
    [1, null],
    [14, null],
    [1, "X"],
    [6, "X"],
  ],
  "eligibility.resultText.trackHeading": () => [["X"]],
  "eligibility.resultText.offer": () => [["Kinara CRM", "₹1,86,000"]],
  "search.searchText.resultCount": () => [
    [1, "UPI"],
    [12, "UPI"],
  ],
  "search.searchText.noResults": () => [["UPI"]],
  "infinity.infinityFacts": (cohort) => [[cohort]],
  "infinity.cohortDatesSection": (cohort) => [[cohort]],
  "infinity.whyFoundersChooseReasons": (cohort) => [[cohort]],
  "infinity.mentorProfileText.of": () => [["X"]],
  "infinity.infinityFaq": (cohort) => [[cohort, { bootcamp: "", demoDay: "", hours: "" }]],
  "cohort.totalMandatoryHours": (cohort) => [[cohort]],
  "cohort-text.cohortText.nextCohort": () => [["X"]],
  "cohort-text.eventSentence": onEachDay,
  "cohort-text.nextCohortLine": (cohort) => DAYS.map((day) => [cohort, day, "X"]),
  "cohort-text.eventAnswer": onEachDay,
  "cohort-text.mandatoryHoursSentence": (cohort) => [[cohort]],
  "cohort-text.calendarEntryText": (cohort) => cohortEvents(cohort).map((event) => [cohort, event]),
  "cohort-text.cohortOutlook": (cohort) => DAYS.map((day) => [cohort, day, "X"]),
  "dates.formatDate": () => [["2025-03-06"], ["2026-11-02"]],
  "dates.eventDatesLabel": (cohort) => cohortEvents(cohort).map((event) => [event]),
};

type Leaf = { path: string; value: string | number };

/** Every text and number of a copy, by the path of fields (and calls) that leads to it. */
function leaves(value: unknown, path: string, cohort: ProgrammeCohort, uncalled: string[], out: Leaf[] = []): Leaf[] {
  if (typeof value === "string" || typeof value === "number") out.push({ path, value });
  else if (typeof value === "function") {
    const samples = SAMPLE_ARGUMENTS[path];
    if (!samples) uncalled.push(path);
    else
      samples(cohort).forEach((args, index) =>
        leaves((value as (...args: unknown[]) => unknown)(...args), `${path}(${index})`, cohort, uncalled, out),
      );
  } else if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, `${path}[${index}]`, cohort, uncalled, out));
  else if (value && typeof value === "object") {
    for (const [key, field] of Object.entries(value)) leaves(field, `${path}.${key}`, cohort, uncalled, out);
  }
  return out;
}

/** Each word of a table of values and the words for them, with its value. */
const byWord = (table: readonly (readonly [number, readonly string[]])[]): Record<string, number> =>
  Object.fromEntries(table.flatMap(([value, words]) => words.map((word) => [word.normalize("NFC"), value])));

/** What a number written with a word after it stands for: "5 लाख" is 500000, "$100M" 100000000. */
const SCALES = byWord([
  [1e3, ["k", "thousand", "हज़ार"]],
  [1e5, ["lakh", "लाख"]],
  [1e6, ["m", "million", "मिलियन"]],
  [1e7, ["crore", "करोड़"]],
  [1e9, ["b", "billion"]],
]);

/**
 * Numbers as words, cardinal, inclusive ("all five", "पाँचों"), "twice", "third": those the copy uses and their
 * neighbours. Not one/एक (also "a") nor second/दूसरा (also "other"). An English word missing here fails the test: add
 * it with its Hindi.
 */
const NUMBER_WORDS = byWord([
  [2, ["two", "twice", "both", "दो", "दोनों"]],
  [3, ["three", "third", "तीन", "तीनों", "तीसरा", "तीसरी", "तीसरे", "थ्री"]],
  [4, ["four", "fourth", "चार", "चारों", "चौथा", "चौथी", "चौथे"]],
  [5, ["five", "fifth", "पाँच", "पाँचों", "पांच", "पाँचवाँ", "पाँचवीं", "पाँचवें"]],
  [6, ["six", "छह", "छः", "छहों"]],
  [7, ["seven", "सात"]],
  [8, ["eight", "आठ"]],
  [9, ["nine", "नौ"]],
  [10, ["ten", "दस"]],
  [11, ["eleven", "ग्यारह"]],
  [12, ["twelve", "बारह"]],
  [15, ["fifteen", "पंद्रह"]],
  [18, ["eighteen", "अठारह"]],
  [20, ["twenty", "बीस"]],
  [24, ["twenty-four", "चौबीस"]],
  [30, ["thirty", "तीस"]],
  [50, ["fifty", "पचास"]],
  [100, ["hundred", "सौ"]],
]);

/** A text's numbers: grouped either way or not, decimal, Latin or Devanagari digits, times a following scale word. */
function numbersIn(text: string): number[] {
  const latin = text.normalize("NFC").replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const scaleWords = Object.keys(SCALES).join("|");
  const number = "\\d+(?:,\\d+)*(?:\\.\\d+)?";
  const scale = `(?:\\s?(${scaleWords})(?![\\p{L}\\p{M}]))`;
  // A range shares its scale: "1 to 10 million" is 1 million to 10 million.
  const ranges = latin.replace(new RegExp(`(${number})(\\s?(?:to|-|–)\\s?)(${number})${scale}`, "giu"), "$1 $4$2$3 $4");
  const pattern = new RegExp(`(${number})${scale}?`, "giu");
  const figures = [...ranges.matchAll(pattern)].map(([, digits, word]) => {
    const value = Number(digits.replaceAll(",", ""));
    return word ? Math.round(value * SCALES[word.toLowerCase()]) : value;
  });
  // "twenty-four" is one number, "three-person" and "twelve-slide" have one.
  const words = [...latin.matchAll(/[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu)].flatMap(([word]) => {
    const whole = NUMBER_WORDS[word.toLowerCase()];
    if (whole !== undefined) return [whole];
    return word.split("-").flatMap((part) => NUMBER_WORDS[part.toLowerCase()] ?? []);
  });
  return [...figures, ...words];
}

/**
 * The set of a text's numbers, but 1: the English often says it as "a" ("Claim the Lumetric year")
 * where the Hindi writes the digit ("1 साल फ़्री ऑफ़र"), as one and एक are left out of the words.
 */
const setOf = (numbers: number[]) => [...new Set(numbers)].filter((n) => n !== 1).sort((a, b) => a - b);

describe("numbersIn", () => {
  it("reads a number however each language groups and scales it", () => {
    expect(numbersIn("more than 500,000 businesses")).toEqual([500000]);
    expect(numbersIn("5,00,000+ और 5 लाख से ज़्यादा")).toEqual([500000, 500000]);
    expect(numbersIn("₹1 करोड़ से ज़्यादा, ₹1 crore+")).toEqual([1e7, 1e7]);
    expect(numbersIn("10 million US dollars, $10 मिलियन, $100M+")).toEqual([1e7, 1e7, 1e8]);
    expect(numbersIn("T+15 मिनट, 2-3 कामकाजी दिन, 3DS 2.0")).toEqual([15, 2, 3, 3, 2]);
    expect(numbersIn("१,८६,००० के क्रेडिट")).toEqual([186000]);
    expect(numbersIn("12 महीने, 1 मर्चेंट")).toEqual([12, 1]);
    expect(numbersIn("1 to 10 million US dollars, 10 लाख से 1 करोड़")).toEqual([1e6, 1e7, 1e6, 1e7]);
    expect(numbersIn("a twelve-slide deck, eighteen to twenty-four months")).toEqual([12, 18, 24]);
    expect(numbersIn("बारह स्लाइड, अठारह से चौबीस महीने, पाँचों सवाल")).toEqual([12, 18, 24, 5]);
  });
});

describe("the Hindi copy's figures", () => {
  for (const { name, loadEnglish, loadHindi } of pairs) {
    it(`${name}: every number is the English one`, async () => {
      expect(loadEnglish, `app/content/${name}.ts, the English of app/content/hi/${name}.ts`).toBeDefined();
      const uncalled: string[] = [];
      const englishModule = (await loadEnglish()) as Record<string, unknown>;
      const hindiModule = (await loadHindi()) as Record<string, unknown>;
      const english = leaves(englishModule, name, englishCohort, uncalled);
      // The English module's exports only: the Hindi one's own helpers (its month names) have no English.
      const translations = Object.fromEntries(Object.keys(englishModule).map((key) => [key, hindiModule[key]]));
      const hindi = leaves(translations, name, hindiCohort, uncalled);
      expect(uncalled, "functions of the copy without sample arguments in SAMPLE_ARGUMENTS").toEqual([]);

      const hindiByPath = new Map(hindi.map((leaf) => [leaf.path, leaf.value]));
      const differing = english.flatMap(({ path, value }) => {
        const translated = hindiByPath.get(path);
        if (typeof value === "number") return translated === value ? [] : [`${path}: ${value} ≠ ${String(translated)}`];
        if (typeof translated !== "string") return [`${path}: no Hindi text`];
        const expected = setOf(numbersIn(value));
        const actual = setOf(numbersIn(translated));
        return expected.join() === actual.join() ? [] : [`${path}: [${expected.join(", ")}] ≠ [${actual.join(", ")}]`];
      });
      expect(differing).toEqual([]);
    });
  }
});
