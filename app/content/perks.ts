import { site } from "~/site";
import type { HeroContent, IconName, PageSection } from "./models";
import type { FromContentService, Picture } from "~/lib/models";
import type { OfferFilter, PerkCategory, PerkStage } from "~/lib/perks";
import { offerFacts } from "./perk-facts";

export const perksMeta = {
  title: `Partner perks worth over ₹1 crore`,
  breadcrumb: "Perks",
  description: `Credits and discounts from ${site.programme} partners in CRM, analytics, compliance, hiring, banking and more: ₹1,86,000 in CRM credits, trademark and incorporation at ₹899, 37+ free bank services. See how to claim them.`,
};

export const perksHero: HeroContent = {
  title: "Exclusive perks for your startup",
  subtitle: `Credits, discounts and free services from partners across CRM, analytics, design, compliance, hiring and banking. Free for every founder in ${site.programme}.`,
  ctaText: "Claim Perks",
};

/**
 * A partner in the orbit. Every partner is fictional, its SVGs in public/logos/perks/: a
 * wordmark (160 x 48) for wide screens and its mark alone (48 x 48) for the compact phone orbit.
 */
export interface PerkPartner {
  id: string;
  name: string;
  /** What kind of partner it is, read after the name by screen readers. */
  kind: string;
  logo: string;
  mark: string;
}

const partner = (id: string, name: string, kind: string): PerkPartner => ({
  id,
  name,
  kind,
  logo: `/logos/perks/${id}.svg`,
  mark: `/logos/perks/${id}-mark.svg`,
});

export const perkPartners = {
  lumetric: partner("lumetric", "Lumetric", "product analytics"),
  trendwell: partner("trendwell", "Trendwell", "web analytics"),
  pixelpatch: partner("pixelpatch", "Pixelpatch", "design tools"),
  chirpwave: partner("chirpwave", "Chirpwave", "customer engagement"),
  sahyogBank: partner("sahyog-bank", "Sahyog Bank", "banking"),
  kinaraCrm: partner("kinara-crm", "Kinara CRM", "CRM"),
  hireNest: partner("hirenest", "HireNest", "job platform"),
  kagaz: partner("kagaz", "Kagaz", "legal and compliance"),
  bachatClub: partner("bachat-club", "Bachat Club", "discounts on business services"),
} satisfies Record<string, PerkPartner>;

export const partnerOrbit = {
  label: "Perk partners",
  pause: "Pause the partner orbit",
  play: "Play the partner orbit",
  centreValue: "₹1 crore+",
  centreLabel: "in partner perks",
  /** Nine partners, evenly spaced round the ring. */
  partners: Object.values(perkPartners),
};

/**
 * A partner's offer (spec: partner perk: name, logo, offer, description, cta), as the content
 * service can also send it (type `partnerPerk`).
 */
export interface PartnerPerk extends FromContentService {
  /** Names the card's sign-up placement in the campaign tracking: `perks_card_<id>`. */
  id: string;
  name: string;
  /** What kind of partner it is: "CRM", "banking". */
  kind: string;
  /** Hidden if absent or broken; the partner's name is the card's heading either way. */
  logo?: Picture;
  /** The headline figure, as large text. */
  offer: string;
  description: string;
  cta: string;
  /** Where the button leads; absent, to the sign-up page (claiming needs a programme account). */
  ctaLink?: string;
  /** The fine print, under the button. */
  terms?: string;
  /** When the offer was last checked with the partner, as an ISO date: "2026-11-02". */
  lastVerified?: string;
  /** The figure is the most a founder gets ("Up to"): it varies with their plan or use. */
  valueUpTo?: boolean;
  /** Who can claim it: the kinds of startup; none, every founder in the programme. */
  qualifies?: PerkStage[];
  /** Its own short steps; none, the page's shared How to Claim steps. */
  claimSteps?: string[];
  /** What it does not cover, in plain words. */
  exclusions?: string;
  /** Its first and last day (whole days in India, ISO dates); none, no limit. */
  startsOn?: string;
  endsOn?: string;
  /** What founders narrow the offers to; none, it shows only when no category is chosen. */
  category?: PerkCategory;
}

export { perkStages, type PerkStage } from "~/lib/perks";

/** What each card says of its offer besides the offer itself. */
export const perkFactsText = {
  upTo: "Up to",
  qualifies: "Who qualifies",
  everyFounder: "Every founder in the programme",
  stages: {
    bootstrapped: "Bootstrapped startups",
    "venture-funded": "Venture-funded startups",
    infinity: "Infinity Program cohorts",
  } satisfies Record<PerkStage, string>,
  runs: "Runs until",
  noEnd: "No end date",
  excludes: "Not included",
  howToClaim: "How to claim",
  sharedSteps: "The three steps below",
};

/** The filters above the offers: whom an offer is for, and its category (app/lib/perks.ts). */
export const perkFilterText = {
  forLabel: "Who it is for",
  /** Besides each kind of startup, named as an offer's facts name it (perkFactsText.stages). */
  forEveryone: "Every founder",
  categoryLabel: "Category",
  category: {
    all: "All categories",
    software: "Software",
    finance: "Banking and finance",
    hiring: "Hiring",
    legal: "Legal and compliance",
  } satisfies Record<OfferFilter["category"], string>,
  count: (shown: number, total: number) =>
    shown === 0
      ? "No offer matches this choice yet: try another."
      : shown === total
        ? `Showing all ${total} offers`
        : `Showing ${shown} of ${total} offers`,
};

/** A built-in offer of one of the orbit's partners, with its wordmark as the logo. */
const offerOf = (
  partner: PerkPartner,
  offer: Pick<PartnerPerk, "offer" | "description" | "cta" | "claimSteps" | "exclusions">,
): PartnerPerk => ({
  id: partner.id,
  name: partner.name,
  kind: partner.kind,
  logo: { src: partner.logo, alt: `${partner.name} logo`, width: 160, height: 48 },
  ...offerFacts[partner.id],
  ...offer,
});

export const perkTermsText = {
  lastVerified: (date: string) => `Offer checked on ${date}`,
};

export const partnerOffersSection: PageSection = {
  sectionName: "partnerOffers",
  heading: "Exclusive Partner Offers",
  subheading: "Perks worth over ₹1 crore",
  description: `Claim them once your ${site.programme} account is live: each offer says who qualifies, how to claim it and until when. No minimum spend and no equity asked.`,
};

export const partnerPerks: PartnerPerk[] = [
  offerOf(perkPartners.kinaraCrm, {
    offer: "₹1,86,000 in CRM credits",
    description:
      "Credits across Kinara's sales, support and marketing suites, so every lead and customer conversation lives in one place from your first sale.",
    cta: "Claim the Kinara CRM credits",
    claimSteps: [
      "Open Perks in your dashboard and copy your Kinara code",
      "Create your Kinara account with your work e-mail",
      "Enter the code under Billing within 30 days",
    ],
    exclusions: "New Kinara accounts only; credits last 12 months from activation and do not cover add-ons.",
  }),
  offerOf(perkPartners.kagaz, {
    offer: "₹899 trademark and incorporation, ₹299 GST",
    description:
      "Incorporate your company and file your trademark for ₹899, and register for GST for ₹299, with Kagaz's chartered accountants and lawyers doing the paperwork.",
    cta: "Claim the Kagaz offer",
    exclusions: "Government fees and stamp duty are paid separately.",
  }),
  offerOf(perkPartners.hireNest, {
    offer: "₹750 for 1 job posting, ₹2,000 for 3",
    description:
      "Post openings on HireNest and reach candidates who want to work at startups, from first engineers to founding sales hires.",
    cta: "Claim the HireNest offer",
  }),
  offerOf(perkPartners.bachatClub, {
    offer: "10% off",
    description:
      "10% off business services booked through Bachat Club: software subscriptions, coworking passes, travel and office supplies.",
    cta: "Claim the Bachat Club discount",
    exclusions: "Not on travel booked in the last 7 days before departure.",
  }),
  offerOf(perkPartners.lumetric, {
    offer: "1 year free",
    description:
      "A year of Lumetric's product analytics at no cost: funnels, retention and cohorts to see what keeps your users coming back.",
    cta: "Claim the Lumetric year",
    claimSteps: ["Ask your account manager for a Lumetric invite", "Accept it from your work e-mail"],
    exclusions: "Up to 10 million events a month; the year starts when you accept the invite.",
  }),
  offerOf(perkPartners.sahyogBank, {
    offer: "37+ free bank services",
    description:
      "A current account with Sahyog Bank and more than 37 banking services free of charge, from NEFT, RTGS and IMPS transfers to cheque books.",
    cta: "Claim the Sahyog Bank offer",
  }),
];

export const morePerksSoon = {
  title: "More perks soon",
  description:
    "New partners join the programme every quarter. Claim today's offers and you will hear first when the next ones land.",
};

export interface ClaimStep {
  icon: IconName;
  title: string;
  description: string;
}

export const howToClaimSection: PageSection = {
  sectionName: "howToClaim",
  heading: "How to Claim",
  subheading: "Three steps from application to savings",
  description: `Perks unlock through your ${site.programme} account, so claiming starts with a short application.`,
};

export const claimSteps: ClaimStep[] = [
  {
    icon: "file-text",
    title: "Apply",
    description: `Sign up for ${site.programme} with your business details. It is free and takes a few minutes.`,
  },
  {
    icon: "check",
    title: "Complete onboarding",
    description:
      "Verify your business with our product experts and your account manager. Most founders are live within days.",
  },
  {
    icon: "gift",
    title: "Claim and use",
    description: "Pick the perks you need from your dashboard and redeem them with each partner straight away.",
  },
];

export const howToClaimCta = "Start Your Application";
