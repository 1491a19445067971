import type { AnswerTo, InfinityReason, QuestionId, Track } from "~/lib/eligibility";
import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, PageSection } from "./models";

export const eligibilityMeta = {
  title: "Check your eligibility: your track, InFINity and perks",
  breadcrumb: "Check your eligibility",
  description: `Five questions tell you which ${site.programme} track is yours, whether the InFINity fintech accelerator would take you, and which perks you can claim. Nothing you choose is sent or stored.`,
};

export const eligibilityHero: HeroContent = {
  title: "Check your eligibility",
  subtitle:
    "Five questions, one minute: find your track, whether InFINity would take you, and the perks you can claim. Your answers stay on this page.",
  ctaText: "Get Started",
};

export const questionsSection: PageSection = {
  sectionName: "questions",
  heading: "Five questions",
  subheading: "",
  description: "Choose one answer to each. Your result appears as soon as all five are answered.",
};

/** The form's own button: takes a keyboard or screen-reader user to the result, or to what is left to answer. */
export const eligibilityFormText = {
  submit: "Show my result",
};

type QuestionCopy<Q extends QuestionId> = { legend: string; options: Record<AnswerTo<Q>, string> };

/** The questions' legends and answers, in the page's order (the values are app/lib/eligibility.ts's). */
export const eligibilityQuestions: { [Q in QuestionId]: QuestionCopy<Q> } = {
  funding: {
    legend: "How is your startup funded so far?",
    options: {
      bootstrapped: "Bootstrapped",
      angels: "Angels, friends and family",
      "venture-capital": "Venture capital",
    },
  },
  stage: {
    legend: "What stage are you at?",
    options: { idea: "Idea", mvp: "MVP or pilot users", "paying-customers": "Paying customers" },
  },
  raised: {
    legend: "How much have you raised in total?",
    options: {
      nothing: "Nothing yet",
      "under-1m": "Under 1 million US dollars",
      "1m-to-10m": "1 to 10 million US dollars",
      "over-10m": "More than 10 million US dollars",
    },
  },
  fintech: { legend: "Are you building a fintech product?", options: { yes: "Yes", no: "No" } },
  india: { legend: "Is your company registered in India?", options: { yes: "Yes", "not-yet": "Not yet" } },
};

export const resultSection: PageSection = {
  sectionName: "result",
  heading: "Your result",
  subheading: "",
  description: "",
};

export const resultText = {
  pending: "Your result appears here as soon as all five questions are answered.",
  trackHeading: (name: string) => `Your track: ${name}`,
  infinityHeading: "Infinity Program",
  eligible:
    "You can apply. InFINity is for early-stage fintechs like yours: an MVP or more, and under 10 million US dollars raised.",
  notYet: "Not yet, because:",
  reasons: {
    "needs-mvp": "InFINity needs at least an MVP, a product that customers or pilot users can try.",
    "raised-too-much":
      "InFINity is for startups raising seed to Series A, with under 10 million US dollars raised in total; you have raised more.",
    "not-fintech": "InFINity is an accelerator for fintech startups.",
  } satisfies Record<InfinityReason, string>,
  applyCta: "Apply to InFINity",
  aboutInfinity: "About the Infinity Program",
  perksHeading: "Perks",
  perks: {
    "claim-once-live":
      "Once your account is live, claim partner perks worth over ₹1 crore: CRM credits, a year of analytics, 37+ free bank services and more.",
    "register-first":
      "Perks unlock once your account is live, and going live means verifying your business: register your company in India first, then claim perks worth over ₹1 crore.",
  },
  perksLink: { label: "How to claim perks", href: `${paths.perks}#how-to-claim` },
  offersLead: "The offers open to you:",
  offer: (name: string, figure: string) => `${name}: ${figure}`,
  onceInInfinity: "once you join InFINity",
  noOffers: "No offer is open to your startup today; new partners join every quarter.",
  cta: "Get Started",
};

/** Each track: its name, its page, and two lines on what it gives. */
export const tracks: Record<Track, { name: string; href: string; linkText: string; lines: [string, string] }> = {
  bootstrapped: {
    name: "Bootstrapped",
    href: paths.bootstrapped,
    linkText: "See the Bootstrapped track",
    lines: [
      "Go live in days with our product experts and a dedicated account manager.",
      "150+ payment modes and settlements from T+15 minutes, so every rupee works sooner.",
    ],
  },
  "vc-funded": {
    name: "VC-funded",
    href: paths.vcFunded,
    linkText: "See the VC-funded track",
    lines: [
      "Enterprise-grade payments: 150+ payment modes, settlements from T+15 minutes and 130+ currencies.",
      "Real-time intelligence that lowers customer acquisition cost by 25-45%, with a free 30-day pilot.",
    ],
  },
};

/** What a page without JavaScript shows in place of the checker, and everyone below it: the rules. */
export const rulesSection: PageSection = {
  sectionName: "rules",
  heading: "How the checker decides",
  subheading: "",
  description:
    "The same rules the checker follows, so you can read your answer here too. Nothing you choose is sent anywhere or stored: your answers live only in this page's address, so you can share it.",
};

export const rules = {
  noScript: "The checker needs JavaScript, which is off in this browser. Its rules are below.",
  tracksHeading: "Which track is yours",
  tracks: [
    "Bootstrapped: for startups funded by their founders, or by angels, friends and family.",
    "VC-funded: for startups backed by venture capital.",
  ],
  infinityHeading: "Who InFINity is for",
  infinityIntro: "The accelerator takes startups that meet all of these:",
  infinityCriteria: [
    "You are building a fintech product.",
    "You have at least an MVP: a product that customers or pilot users can try.",
    "You have raised under 10 million US dollars in total, on the road from seed to Series A.",
  ],
  perksHeading: "Perks",
  perks:
    "Every founder in the programme can claim the partner perks once their account is live. Going live means verifying your business, so your company needs to be registered in India.",
};
