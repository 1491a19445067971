import { site } from "~/site";
import type { IconName, LoopingClip, PageSection, Picture } from "./models";

/** One line of a feature block: a short benefit and the icon drawn beside it. */
export interface FeaturePoint {
  text: string;
  icon: IconName;
}

/**
 * A block's media: a looping clip (every block of the startup pages has one), or, as the content
 * model allows, pictures that rotate or one picture.
 */
export type FeatureMedia =
  { kind: "video"; clip: LoopingClip } | { kind: "images"; images: Picture[] } | { kind: "image"; image: Picture };

export interface FeatureBlock {
  title: string;
  subtitle: string;
  features: FeaturePoint[];
  icon: IconName;
  /** Absent while the media is being made: the block shows "Coming Soon" in its place. */
  media?: FeatureMedia;
}

export const featureMediaText = {
  comingSoon: "Coming Soon",
  pauseClip: "Pause animation",
  playClip: "Play animation",
  picturesOf: (title: string) => `${title}: pictures`,
};

/** The heading of the five blocks, shared by the Bootstrapped and VC-funded pages. */
export const featureSection: PageSection = {
  sectionName: "turnTrafficIntoTransactions",
  heading: "Turn Traffic into Transactions",
  subheading: "Everything you need to get paid, from the first order to the millionth",
  description: `One ${site.provider} account gives you the checkout, the subscriptions and the settlements that growing Indian startups run on.`,
};

export const featureBlocks: FeatureBlock[] = [
  {
    icon: "credit-card",
    title: "Accept 150+ Payment Modes",
    subtitle: "One integration for every way India pays, and for customers abroad too.",
    features: [
      { icon: "credit-card", text: "Cards, UPI, net banking and wallets" },
      { icon: "wallet", text: "EMI and Buy Now Pay Later at checkout" },
      { icon: "globe", text: "Global payment methods for international buyers" },
    ],
    media: {
      kind: "video",
      clip: {
        webm: "/video/payments-dashboard.webm",
        mp4: "/video/payments-dashboard.mp4",
        poster: "/video/payments-dashboard-poster.webp",
        width: 800,
        height: 500,
        alt: "A payments dashboard: the day's sales rise while UPI, card, net banking and wallet payments arrive in a live feed.",
        size: "large",
      },
    },
  },
  {
    icon: "repeat",
    title: "Recurring Subscriptions",
    subtitle: "Bill every month without chasing a single customer.",
    features: [
      { icon: "repeat", text: "UPI Autopay and card mandates" },
      { icon: "landmark", text: "e-Nach debits straight from the bank" },
      { icon: "messages", text: "Reminders by WhatsApp, SMS and e-mail" },
    ],
    media: {
      kind: "video",
      clip: {
        webm: "/video/recurring-subscriptions.webm",
        mp4: "/video/recurring-subscriptions.mp4",
        poster: "/video/recurring-subscriptions-poster.webp",
        width: 640,
        height: 400,
        alt: "A UPI Autopay mandate of ₹999 a month beside a calendar whose months light up in turn, each debit ticked off.",
        size: "large",
      },
    },
  },
  {
    icon: "zap",
    title: "Settlements as Fast as T+15 Minutes",
    subtitle: "Money in your bank the same day, so cash flow never holds growth back.",
    features: [
      { icon: "clock", text: "Priority settlements from T+15 minutes" },
      { icon: "banknote", text: "Paid out to your bank account in INR" },
      { icon: "file-text", text: "A reconciliation report with every payout" },
    ],
    media: {
      kind: "video",
      clip: {
        webm: "/video/instant-settlement.webm",
        mp4: "/video/instant-settlement.mp4",
        poster: "/video/instant-settlement-poster.webp",
        width: 640,
        height: 400,
        alt: "A clock whose hand sweeps past the first fifteen minutes while rupees travel to a bank: settled at T+15 minutes.",
        size: "large",
      },
    },
  },
  {
    icon: "globe",
    title: "International Payments",
    subtitle: "Sell to customers in 130+ currencies and get settled in INR.",
    features: [
      { icon: "globe", text: "130+ currencies accepted, settled in INR" },
      { icon: "trending-up", text: "Up to 20% higher success rates with local-currency pricing" },
      { icon: "banknote", text: "Prices shown in each buyer's own currency" },
    ],
    media: {
      kind: "video",
      clip: {
        webm: "/video/global-currencies.webm",
        mp4: "/video/global-currencies.mp4",
        poster: "/video/global-currencies-poster.webp",
        width: 480,
        height: 480,
        alt: "Coins in dollars, euros, pounds, yen and other currencies flowing into one rupee.",
        size: "small",
      },
    },
  },
  {
    icon: "shield",
    title: "A Checkout That Converts",
    subtitle: "A faster, safer checkout means more finished orders.",
    features: [
      { icon: "target", text: "50% fewer drop-offs at checkout" },
      { icon: "shield", text: "3DS 2.0 authentication built in" },
      { icon: "smartphone", text: "Saved cards and UPI for one-tap repeat orders" },
    ],
    media: {
      kind: "video",
      clip: {
        webm: "/video/secure-checkout.webm",
        mp4: "/video/secure-checkout.mp4",
        poster: "/video/secure-checkout-poster.webp",
        width: 640,
        height: 400,
        alt: "A checkout of ₹1,299 whose options, UPI, cards, net banking and pay later, light up in turn beside a shield marked 3DS 2.0.",
        size: "large",
      },
    },
  },
];

/** The closing call to action of both startup pages. */
export const closingCta: PageSection = {
  sectionName: "readyToPowerYourGrowth",
  heading: "Ready to Power Your Growth?",
  subheading: "Free to join. No equity. Live in days.",
  description: `Sign up for ${site.programme} and start accepting payments with the tools India's fastest-growing startups use.`,
};

export const closingCtaText = "Get Started";
