import { describe, expect, it } from "vitest";
import {
  answersFromQuery,
  assessEligibility,
  isComplete,
  queryWithAnswers,
  questionIds,
  questions,
  stagesOf,
  type Answers,
} from "./eligibility";

/** Every founder the checker can meet: each answer of each question against every other. */
function everyFounder(): Answers[] {
  let founders: Array<Partial<Answers>> = [{}];
  for (const question of questionIds) {
    founders = founders.flatMap((founder) => questions[question].map((answer) => ({ ...founder, [question]: answer })));
  }
  return founders as Answers[];
}

const founder: Answers = { funding: "bootstrapped", stage: "mvp", raised: "nothing", fintech: "yes", india: "yes" };

describe("the checker's rules, over the whole table", () => {
  const all = everyFounder();

  it("meets all 144 founders the five questions describe", () => {
    expect(all).toHaveLength(3 * 3 * 4 * 2 * 2);
  });

  it.each([
    ["bootstrapped", "bootstrapped"],
    ["angels", "bootstrapped"],
    ["venture-capital", "vc-funded"],
  ] as const)("funding %s puts a founder on the %s track, whatever else they answer", (funding, track) => {
    for (const answers of all.filter((candidate) => candidate.funding === funding)) {
      expect(assessEligibility(answers).track).toBe(track);
    }
  });

  it("takes into InFINity exactly the fintechs with an MVP or more that have raised under 10 million dollars", () => {
    for (const answers of all) {
      const eligible = answers.fintech === "yes" && answers.stage !== "idea" && answers.raised !== "over-10m";
      expect(assessEligibility(answers).infinityReasons.length === 0, JSON.stringify(answers)).toBe(eligible);
    }
  });

  it.each([
    ["stage", "idea", "needs-mvp"],
    ["raised", "over-10m", "raised-too-much"],
    ["fintech", "no", "not-fintech"],
  ] as const)("a founder answering %s %s is told %s, and only such founders are", (question, answer, reason) => {
    for (const answers of all) {
      expect(assessEligibility(answers).infinityReasons.includes(reason), JSON.stringify(answers)).toBe(
        answers[question] === answer,
      );
    }
  });

  it("gives every reason that applies, in the order the page asks", () => {
    expect(assessEligibility({ ...founder, stage: "idea", raised: "over-10m", fintech: "no" }).infinityReasons).toEqual(
      ["needs-mvp", "raised-too-much", "not-fintech"],
    );
  });

  it("tells a founder whose company is not yet registered in India to register before claiming perks", () => {
    for (const answers of all) {
      expect(assessEligibility(answers).perks).toBe(answers.india === "yes" ? "claim-once-live" : "register-first");
    }
  });
});

describe("the kinds of startup a founder's answers make them, as offers name them", () => {
  it("are their track's, and InFINity's cohorts' exactly when InFINity would take them", () => {
    for (const answers of everyFounder()) {
      const eligibility = assessEligibility(answers);
      const stages = stagesOf(eligibility);
      expect(stages[0]).toBe(answers.funding === "venture-capital" ? "venture-funded" : "bootstrapped");
      expect(stages.includes("infinity")).toBe(eligibility.infinityReasons.length === 0);
    }
    expect(stagesOf(assessEligibility(founder))).toEqual(["bootstrapped", "infinity"]);
    expect(stagesOf(assessEligibility({ ...founder, funding: "venture-capital", fintech: "no" }))).toEqual([
      "venture-funded",
    ]);
  });
});

describe("answers in the address", () => {
  it("reads the answers a query carries and ignores what is not an answer", () => {
    const { answers, ignored } = answersFromQuery(
      new URLSearchParams("funding=angels&stage=unicorn&raised=under-1m&utm_source=mail"),
    );
    expect(answers).toEqual({ funding: "angels", raised: "under-1m" });
    expect(ignored).toEqual(["stage=unicorn"]);
  });

  it("writes answers in the questions' order, keeping other parameters", () => {
    const query = queryWithAnswers(new URLSearchParams("utm_source=mail&stage=idea"), {
      india: "not-yet",
      funding: "venture-capital",
    });
    expect(query.toString()).toBe("utm_source=mail&funding=venture-capital&india=not-yet");
  });

  it("reads back what it writes", () => {
    for (const answers of everyFounder().slice(0, 20)) {
      expect(answersFromQuery(queryWithAnswers(new URLSearchParams(), answers)).answers).toEqual(answers);
    }
  });

  it("is complete once all five questions are answered", () => {
    expect(isComplete(founder)).toBe(true);
    const { india: _skipped, ...fourOfFive } = founder;
    expect(isComplete(fourOfFive)).toBe(false);
  });
});
