import { describe, expect, it } from "vitest";
import { programmeCohort } from "~/content/cohort";
import { cohortOutlook, eventAnswer, eventSentence, mandatoryHoursSentence } from "~/content/cohort-text";
import { infinityFacts, infinityFaq } from "~/content/infinity";
import type { ProgrammeCohort } from "~/lib/models";
import { cohortView } from "./cohort-view";

const cohort = programmeCohort;
const faqOn = (record: ProgrammeCohort, today: string) => infinityFaq(record, cohortView(record, today).answers);
const answer = (question: string, today: string) =>
  faqOn(cohort, today).find((entry) => entry.question === question)!.answer;

describe("the cohort's sentences, on a fixed day", () => {
  it("before the bootcamp, both events are ahead", () => {
    expect(eventSentence(cohort, "bootcamp", "2025-02-01")).toBe(
      "The 3-day bootcamp will take place in Bengaluru from 6 to 8 March 2025.",
    );
    expect(eventSentence(cohort, "demo-day", "2025-02-01")).toBe(
      "Demo day will be in the last week of May 2025, at the end of the programme, in front of investors, in Bengaluru.",
    );
  });

  it("during an event, it is happening now", () => {
    expect(eventSentence(cohort, "bootcamp", "2025-03-07")).toMatch(
      /^The 3-day bootcamp is taking place in Bengaluru now/,
    );
    expect(eventSentence(cohort, "demo-day", "2025-05-28")).toMatch(
      /^Demo day is taking place in the last week of May/,
    );
  });

  it("after an event, it is in the past tense, never the present or future", () => {
    const bootcampOver = eventSentence(cohort, "bootcamp", "2025-04-01");
    expect(bootcampOver).toBe("The 3-day bootcamp took place in Bengaluru from 6 to 8 March 2025.");
    expect(eventSentence(cohort, "demo-day", "2025-04-01")).toMatch(/^Demo day will be/);
    for (const sentence of [bootcampOver, eventSentence(cohort, "demo-day", "2025-06-15")]) {
      expect(sentence).not.toMatch(/\b(will|is|takes)\b/);
    }
  });

  it("once the cohort is over, says the next cohort's dates will be announced", () => {
    expect(eventAnswer(cohort, "demo-day", "2025-06-01")).toBe(
      "Demo day took place in the last week of May 2025, at the end of the programme, in front of investors, in Bengaluru. The next cohort's dates will be announced on this page.",
    );
    expect(eventAnswer(cohort, "bootcamp", "2025-04-01")).not.toMatch(/next cohort/);
    expect(cohortOutlook(cohort, "2025-06-01", "on the Infinity Program page")).toBe(
      "The next cohort's dates will be announced on the Infinity Program page.",
    );
    expect(cohortOutlook(cohort, "2025-04-01", "there")).toMatch(/^Demo day will be/);
    expect(cohortOutlook(cohort, "2025-01-01", "there")).toMatch(/^The 3-day bootcamp will take place/);
  });

  it("the FAQ answers about dates and hours come from the record", () => {
    expect(answer("When and where is the bootcamp?", "2025-02-01")).toBe(
      eventSentence(cohort, "bootcamp", "2025-02-01"),
    );
    expect(answer("When is demo day?", "2025-07-01")).toBe(eventAnswer(cohort, "demo-day", "2025-07-01"));
    expect(answer("How many hours must we commit?", "2025-02-01")).toBe(
      "36 hours are mandatory: 30 hours at the bootcamp and 6 hours at demo day.",
    );
    expect(mandatoryHoursSentence({ ...cohort, mandatoryHours: { bootcamp: 24, demoDay: 4 } })).toMatch(/^28 hours/);
    expect(faqOn(cohort, "2025-02-01")).toHaveLength(16);
  });

  it("a new cohort's record changes every date the page gives, and nothing else needs editing", () => {
    const next = {
      ...cohort,
      name: "InFINity 2026",
      bootcampStart: "2026-02-02",
      bootcampEnd: "2026-02-05",
      city: "Pune",
      demoDayStart: "2026-04-30",
      demoDayEnd: "2026-04-30",
    };
    const faq = faqOn(next, "2026-01-01").map((entry) => entry.answer);
    expect(faq).toContain("The 4-day bootcamp will take place in Pune from 2 to 5 February 2026.");
    expect(faq).toContain(
      "Demo day will be on 30 April 2026, at the end of the programme, in front of investors, in Pune.",
    );
    expect(faq.join(" ")).not.toMatch(/2025|Bengaluru/);
    expect(infinityFacts(next)).toContainEqual({ value: "4 days", label: "bootcamp in Pune" });
  });
});
