import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, IconName, PageSection } from "./models";
import type { Picture } from "~/lib/models";

export const bootstrappedMeta = {
  title: "Payments and growth for bootstrapped startups",
  breadcrumb: "Bootstrapped Startups",
  description: `Self-funded excellence with tailored solutions: go live fast with ${site.provider}'s product experts and a dedicated account manager, accept 150+ payment modes and get settled from T+15 minutes. Free, no equity.`,
};

export const bootstrappedHero: HeroContent = {
  title: "Built for Bootstrapped Founders",
  subtitle: `Self-funded excellence with tailored solutions. Every rupee counts, so ${site.provider} gets you live fast, helps you sell more and pays you out sooner.`,
  ctaText: "Start Building",
};

/** The hero's quieter button: a conversation with the people who help founders. */
export const bootstrappedTalkToUs = { text: "Talk to Us", link: paths.consulting };

export const bootstrappedHeroFacts = ["Free to join", "No equity taken", "Live in days"];

export const bootstrappedHeroPicture: Picture = {
  src: "/img/home/founders-at-work.svg",
  alt: "Two founders planning their launch at a laptop",
  width: 640,
  height: 480,
};

export const goLiveFast: PageSection = {
  sectionName: "goLiveFast",
  heading: "Go live fast",
  subheading: "From sign-up to your first payment in days, not weeks",
  description:
    "Bootstrapped teams cannot spend a month on integration. We do the heavy lifting with you, so your time goes into the product and your customers.",
};

export interface GoLiveStep {
  icon: IconName;
  title: string;
  description: string;
  points: string[];
}

export const goLiveSteps: GoLiveStep[] = [
  {
    icon: "rocket",
    title: "Launch with product experts",
    description:
      "Our product specialists map your checkout, pick the payment modes your customers prefer and help you integrate, test and go live.",
    points: [
      "A guided integration for your website or app",
      "Ready plugins for popular store builders",
      "A go-live checklist reviewed with you",
    ],
  },
  {
    icon: "handshake",
    title: "Dedicated account manager",
    description:
      "One person who knows your business answers your questions, unblocks settlements and grows with you as volumes rise.",
    points: [
      "A named contact, not a ticket queue",
      "Help with settlements, refunds and disputes",
      "Regular reviews to lift your success rate",
    ],
  },
];
