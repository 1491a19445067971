import type { PerkStage } from "./perks";

/**
 * The eligibility checker's rules (spec section 1: audiences, the accelerator's rules), as one
 * pure function of a founder's five answers. Copy for every question, answer and outcome lives in
 * app/content/eligibility.ts, keyed by the values below.
 */

/** Each question and its answers, in the order the page asks them; the values are the URL's. */
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

/** Why InFINity would not take a founder yet, one reason per rule not met. */
export type InfinityReason = "needs-mvp" | "raised-too-much" | "not-fintech";

export interface Eligibility {
  /** Bootstrapped for founders funding themselves or with angels; VC-funded for venture capital. */
  track: Track;
  /** Empty: InFINity would take them. Otherwise every rule they do not meet, in the page's order. */
  infinityReasons: InfinityReason[];
  /** Perks are claimed once the account is live, which needs a company registered in India. */
  perks: "claim-once-live" | "register-first";
}

/**
 * What the programme offers a founder. InFINity is for early-stage fintechs with at least an MVP
 * that have raised under 10 million US dollars (seed to Series A); the amount raised is how the
 * checker reads "seed to Series A", since a founder cannot be asked what investors will call
 * their next round.
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

/**
 * The kinds of startup a founder's answers make them, as offers name them (./perks.ts): their
 * track's, and InFINity's cohorts' when it would take them (an offer for its cohorts is theirs once
 * they join).
 */
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

/** The answers a page address carries (`?funding=angels&stage=mvp`); anything else is left out. */
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

/** The address's query for these answers, in the questions' order; other parameters kept. */
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
