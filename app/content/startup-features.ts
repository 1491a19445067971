import { site } from "~/site";
import type { IconName, LoopingClip, PageSection } from "./models";
import type { Picture } from "~/lib/models";

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

/** A clip that scripts/media-clips.mjs renders to /video/<name>.webm, .mp4 and -poster.webp. */
const renderedClip = ({ name, ...clip }: Pick<LoopingClip, "width" | "height" | "size" | "alt"> & { name: string }) =>
  ({
    kind: "video",
    clip: {
      webm: `/video/${name}.webm`,
      mp4: `/video/${name}.mp4`,
      poster: `/video/${name}-poster.webp`,
      ...clip,
    },
  }) satisfies FeatureMedia;

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
    media: renderedClip({
      name: "payments-dashboard",
      width: 800,
      height: 500,
      size: "large",
      alt: "A payments dashboard: the day's sales rise while UPI, card, net banking and wallet payments arrive in a live feed.",
    }),
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
    media: renderedClip({
      name: "recurring-subscriptions",
      width: 640,
      height: 400,
      size: "large",
      alt: "A UPI Autopay mandate of ₹999 a month beside a calendar whose months light up in turn, each debit ticked off.",
    }),
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
    media: renderedClip({
      name: "instant-settlement",
      width: 640,
      height: 400,
      size: "large",
      alt: "A clock whose hand sweeps past the first fifteen minutes while rupees travel to a bank: settled at T+15 minutes.",
    }),
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
    media: renderedClip({
      name: "global-currencies",
      width: 480,
      height: 480,
      size: "small",
      alt: "Coins in dollars, euros, pounds, yen and other currencies flowing into one rupee.",
    }),
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
    media: renderedClip({
      name: "secure-checkout",
      width: 640,
      height: 400,
      size: "large",
      alt: "A checkout of ₹1,299 whose options, UPI, cards, net banking and pay later, light up in turn beside a shield marked 3DS 2.0.",
    }),
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
