import type { PerkStage } from "./perks";

/**
 * The eligibility checker's rules (spec section 1) as a pure function of five answers. Copy lives
 * in app/content/eligibility.ts, keyed by these values.
 */

/** In the page's order; the values are the URL's. */
export const questions = {
  funding: ["bootstrapped", "angels", "venture-capital"],
  stage: ["idea", "mvp", "paying-customers"],
  raised: ["nothing", "under-1m", "1m-to-10m", "over-10m"],
  fintech: ["yes", "no"],
  india: ["yes", "not-yet"],
} as const;

export type QuestionId = keyof typeof questions;
export type AnswerTo<Q extends QuestionId> = (typeof questions)[Q][number];
export type Answers = { [Q in QuestionId]: AnswerTo<Q> };

export const questionIds = Object.keys(questions) as QuestionId[];

export type Track = "bootstrapped" | "vc-funded";

export type InfinityReason = "needs-mvp" | "raised-too-much" | "not-fintech";

export interface Eligibility {
  track: Track;
  /** Empty: InFINity would take them. Otherwise every rule they do not meet, in the page's order. */
  infinityReasons: InfinityReason[];
  /** Perks are claimed once the account is live, which needs a company registered in India. */
  perks: "claim-once-live" | "register-first";
}

/**
 * InFINity is for fintechs with an MVP, seed to Series A: read as under 10 million US dollars
 * raised, since a founder cannot know what investors will call their next round.
 */
export function assessEligibility(answers: Answers): Eligibility {
  const infinityReasons: InfinityReason[] = [];
  if (answers.stage === "idea") infinityReasons.push("needs-mvp");
  if (answers.raised === "over-10m") infinityReasons.push("raised-too-much");
  if (answers.fintech === "no") infinityReasons.push("not-fintech");
  return {
    track: answers.funding === "venture-capital" ? "vc-funded" : "bootstrapped",
    infinityReasons,
    perks: answers.india === "yes" ? "claim-once-live" : "register-first",
  };
}

/** As offers name them (./perks.ts); InFINity's too when it would take them, as they would join. */
export function stagesOf({ track, infinityReasons }: Eligibility): PerkStage[] {
  return [
    track === "vc-funded" ? "venture-funded" : "bootstrapped",
    ...(infinityReasons.length === 0 ? ["infinity" as const] : []),
  ];
}

const isAnswerTo = <Q extends QuestionId>(question: Q, value: string): value is AnswerTo<Q> =>
  (questions[question] as readonly string[]).includes(value);

export interface AnswersFromQuery {
  answers: Partial<Answers>;
  /** "stage=unicorn": parameters that name a question but no answer to it, ignored. */
  ignored: string[];
}

/** From `?funding=angels&stage=mvp`; anything else is left out. */
export function answersFromQuery(query: URLSearchParams): AnswersFromQuery {
  const answers: Partial<Record<QuestionId, string>> = {};
  const ignored: string[] = [];
  for (const question of questionIds) {
    const value = query.get(question);
    if (value === null) continue;
    if (isAnswerTo(question, value)) answers[question] = value;
    else ignored.push(`${question}=${value}`);
  }
  return { answers: answers as Partial<Answers>, ignored };
}

/** In the questions' order; other parameters kept. */
export function queryWithAnswers(current: URLSearchParams, answers: Partial<Answers>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const question of questionIds) next.delete(question);
  for (const question of questionIds) {
    const value = answers[question];
    if (value) next.set(question, value);
  }
  return next;
}

export const isComplete = (answers: Partial<Answers>): answers is Answers =>
  questionIds.every((question) => answers[question] !== undefined);
