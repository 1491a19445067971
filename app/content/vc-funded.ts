import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, IconName, PageSection } from "./models";
import type { Picture } from "~/lib/models";

export const vcFundedMeta = {
  title: "Payments and real-time intelligence for VC-funded startups",
  breadcrumb: "VC-Funded Startups",
  description: `Enterprise-grade tools for venture-backed scaling: 150+ payment modes, settlements from T+15 minutes, 130+ currencies and real-time intelligence from ${site.provider} that lowers CAC by 25-45%.`,
};

export const vcFundedHero: HeroContent = {
  title: `Scale Faster With ${site.provider}`,
  subtitle:
    "Enterprise-grade tools for venture-backed scaling: payments that convert, money that settles in minutes and data that finds your next customers.",
  ctaText: "Get Started",
};

export const vcFundedTalkToConsultant = { text: "Talk to a Consultant", link: paths.consulting };

export const vcFundedHeroPicture: Picture = {
  src: "/img/home/growth-dashboard.svg",
  alt: "A dashboard showing monthly revenue rising",
  width: 480,
  height: 480,
};

/** Content section `whyChoose{provider}`: the payment pitch. */
export const whyChoose: PageSection = {
  sectionName: `whyChoose${site.provider}`,
  heading: `Why Leading VC-Backed Startups Choose ${site.provider}`,
  subheading: "Payments built for the pace of a funded company",
  description:
    "When growth is the plan, payments cannot be the bottleneck. One stack covers how your customers pay, how often, from where, and how soon the money reaches you.",
};

export interface PitchPoint {
  icon: IconName;
  /** The figure the card leads with. */
  highlight: string;
  title: string;
  description: string;
}

export const whyChoosePoints: PitchPoint[] = [
  {
    icon: "credit-card",
    highlight: "150+",
    title: "Payment modes",
    description: "Cards, UPI, net banking, wallets, EMI and Buy Now Pay Later, plus global payment methods.",
  },
  {
    icon: "repeat",
    highlight: "Subscriptions",
    title: "Recurring billing",
    description: "UPI Autopay, cards and e-Nach, with reminders sent by WhatsApp, SMS and e-mail.",
  },
  {
    icon: "clock",
    highlight: "T+15 min",
    title: "Priority settlements",
    description: "Get your money as fast as 15 minutes after a payment, so cash never sits idle.",
  },
  {
    icon: "globe",
    highlight: "130+",
    title: "Currencies, settled in INR",
    description: "Sell internationally and receive rupees in your bank account.",
  },
  {
    icon: "trending-up",
    highlight: "Up to 20%",
    title: "Higher success rates",
    description: "Local-currency pricing lifts the share of international payments that go through.",
  },
  {
    icon: "shield",
    highlight: "50%",
    title: "Fewer drop-offs",
    description: "A faster checkout that keeps buyers to the end, secured with 3DS 2.0 authentication.",
  },
];

/** Content section `scaleSmarter`: the data-intelligence offer. */
export const scaleSmarter: PageSection = {
  sectionName: "scaleSmarter",
  heading: "Scale Smarter With Real-Time Intelligence",
  subheading: "Insights from 600M+ profiles and 18B+ transactions",
  description:
    "Spend your next round on customers who convert. Our intelligence layer turns India's payment patterns into targeting, conversion and retention you can measure.",
};

/** Spec: intelligence card (icon, title, description). */
export interface IntelligenceCard {
  icon: IconName;
  title: string;
  description: string;
  /** The card set apart as an offer. */
  offer?: boolean;
}

export const intelligenceCards: IntelligenceCard[] = [
  {
    icon: "target",
    title: "Smarter Targeting",
    description: "Find the audiences most likely to buy, modelled on 600M+ profiles and 18B+ transactions.",
  },
  {
    icon: "trending-up",
    title: "Boost Conversions",
    description: "Reach people when they are ready to pay, with offers that match how they already spend.",
  },
  {
    icon: "percent",
    title: "Lower CAC by 25-45%",
    description: "Stop paying for clicks that never convert and cut customer acquisition cost by 25-45%.",
  },
  {
    icon: "database",
    title: "CRM Enrichment",
    description: "Add spending and category signals to the customer records you already hold.",
  },
  {
    icon: "gift",
    title: "Free 30-Day Pilot",
    description: "Try it on your own campaigns for 30 days, free: a pilot worth ₹2 lakh. Terms apply.",
    offer: true,
  },
];
