import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, IconName, NavLinkItem, NewsArticle, PageSection, Stat } from "./models";
import type { FaqEntry, Picture } from "~/lib/models";

export const homeMeta = {
  title: `${site.programme}: free, zero-equity startup programme by ${site.provider}`,
  description: site.description,
};

export const homeHero: HeroContent = {
  title: `${site.programme}, the startup programme by ${site.provider}`,
  subtitle: "Powering Founders, Fuelling Growth",
  ctaText: "Get Started",
};

/** Under the hero's button: for founders who want to know what they would get first. */
export const homeHeroEligibility = {
  lead: "Not sure what you qualify for?",
  link: { label: "Check your eligibility", href: paths.eligibility },
};

export const homeHeroIntro =
  "Payments that go live in days, partner perks worth over ₹1 crore, experts on call and a community of founders who have been there. Free, and we take no equity.";

/** Five pictures for the large-screen mosaic; the first three also form the phone grid. */
export const homeHeroPictures: Picture[] = [
  {
    src: "/img/home/founders-at-work.svg",
    alt: "Two founders planning their launch at a laptop",
    width: 640,
    height: 480,
  },
  { src: "/img/home/checkout-on-phone.svg", alt: "A customer paying by UPI on a phone", width: 480, height: 480 },
  { src: "/img/home/team-standup.svg", alt: "A small team at their morning stand-up", width: 480, height: 480 },
  { src: "/img/home/growth-dashboard.svg", alt: "A dashboard showing monthly revenue rising", width: 480, height: 480 },
  { src: "/img/home/city-skyline.svg", alt: "Bengaluru skyline at dusk", width: 640, height: 480 },
];

export interface PartnerLogo {
  name: string;
  logo: string;
  alt: string;
}

export const partnerStrip = {
  section: {
    sectionName: "partners",
    heading: "Trusted by Leading Startups",
    subheading: "",
    description: `Join thousands of innovative companies scaling with ${site.provider}'s comprehensive startup program`,
  } satisfies PageSection,
  pause: "Pause logo scroll",
  play: "Play logo scroll",
  partners: [
    { name: "DeskHive", logo: "/logos/deskhive.svg", alt: "DeskHive, coworking spaces" },
    { name: "ReCell", logo: "/logos/recell.svg", alt: "ReCell, refurbished phone marketplace" },
    { name: "FitPulse", logo: "/logos/fitpulse.svg", alt: "FitPulse, fitness classes" },
    { name: "CareCrew", logo: "/logos/carecrew.svg", alt: "CareCrew, employee healthcare" },
    { name: "MediNest", logo: "/logos/medinest.svg", alt: "MediNest, healthcare platform" },
    { name: "OrbitCard", logo: "/logos/orbitcard.svg", alt: "OrbitCard, credit cards" },
    { name: "Threadline", logo: "/logos/threadline.svg", alt: "Threadline, apparel store" },
    { name: "Northwind", logo: "/logos/northwind.svg", alt: "Northwind" },
    { name: "Brightside", logo: "/logos/brightside.svg", alt: "Brightside" },
  ] satisfies PartnerLogo[],
};

export const about = {
  section: {
    sectionName: "about",
    heading: "Full-stack financial services for India's founders",
    subheading: "",
    description: `From the first rupee you collect to the day you raise your Series A, ${site.provider} gives you payments, payouts and banking in one stack, and ${site.programme} adds the people and perks that make the early days easier.`,
  } satisfies PageSection,
  stats: [
    { value: 500000, suffix: "+", label: "merchants in India" },
    { value: 150, suffix: "+", label: "payment methods" },
  ] satisfies Stat[],
  galleryLabel: "Moments from the Launchpad community",
  gallery: [
    { src: "/img/home/community-meetup.svg", alt: "Founders talking at a Launchpad meetup", width: 640, height: 400 },
    { src: "/img/home/demo-day.svg", alt: "A founder presenting on stage at demo day", width: 640, height: 400 },
    {
      src: "/img/home/mentor-session.svg",
      alt: "A mentor and a founder reviewing a pitch deck",
      width: 640,
      height: 400,
    },
  ] satisfies Picture[],
};

export interface ToolkitCard {
  icon: IconName;
  title: string;
  description: string;
  link: NavLinkItem;
}

export const growthToolkit = {
  section: {
    sectionName: "growthToolkit",
    heading: "Your Growth Toolkit",
    subheading: "",
    description: "Everything the programme gives you, in one place.",
  } satisfies PageSection,
  cards: [
    {
      icon: "layers",
      title: "Products",
      description: "Accept 150+ payment methods, run subscriptions and get settled as fast as T+15 minutes.",
      link: { label: "See products for bootstrapped startups", href: paths.bootstrapped },
    },
    {
      icon: "gift",
      title: "Exclusive Perks",
      description:
        "Credits and discounts from partners across analytics, CRM, compliance and hiring, worth over ₹1 crore.",
      link: { label: "Browse the perks", href: paths.perks },
    },
    {
      icon: "rocket",
      title: "Quick Onboarding",
      description: "Go live fast with product experts at your side and a dedicated account manager.",
      link: { label: "See how onboarding works", href: `${paths.bootstrapped}#go-live-fast` },
    },
    {
      icon: "messages",
      title: "Expert Consulting",
      description: "Sessions on go-to-market, pricing, risk and scale with people who have done it.",
      link: { label: "Meet the consultants", href: paths.consulting },
    },
    {
      icon: "users",
      title: "Founder Community",
      description: "Curated groups, AMAs with industry leaders and demo days with investors.",
      link: { label: "Join the community", href: paths.community },
    },
  ] satisfies ToolkitCard[],
};

export const accelerator = {
  section: {
    sectionName: "accelerator",
    heading: `${site.provider} Infinity: a 12-week accelerator for fintech founders`,
    subheading: "The Infinity Program",
    description:
      "A hybrid, zero-equity programme for early-stage fintechs with an MVP, raising from seed to Series A: a bootcamp in Bengaluru, mentors from across the industry and a demo day in front of investors.",
  } satisfies PageSection,
  cta: { label: "Explore the Infinity Program", href: paths.infinity },
  newsHeading: "In the news",
  news: [
    {
      outlet: "The Founder Ledger",
      headline: `${site.provider} opens Infinity, a zero-equity accelerator for early fintechs`,
      href: "https://news.example/founder-ledger/nimbus-infinity-accelerator",
    },
    {
      outlet: "Bengaluru Business Review",
      headline: "Inside the bootcamp where fintech founders meet their first mentors",
      href: "https://news.example/bbr/infinity-bootcamp",
    },
  ] satisfies NewsArticle[],
};

export const homeFaq = {
  section: {
    sectionName: "faqs",
    heading: "Frequently asked questions",
    subheading: "",
    description: "",
  } satisfies PageSection,
  items: [
    {
      question: `What is ${site.programme}?`,
      answer: `${site.programme} is ${site.provider}'s programme for early-stage founders in India. It brings together payment products, partner perks, quick onboarding, expert consulting, a founder community, a knowledge hub and a toolkit.`,
    },
    {
      question: "Who can join?",
      answer:
        "Early-stage founders building in India, whether bootstrapped, incubated, angel-funded or backed by venture capital.",
    },
    {
      question: "Does it cost anything or take equity?",
      answer:
        "No. The programme is free and takes no equity. You pay only the standard fees of the payment products you choose to use.",
    },
    {
      question: "What do I get when I join?",
      answer:
        "Payment products with 150+ methods, partner perks worth over ₹1 crore in total, onboarding with a dedicated account manager, sessions with consultants, and a place in the founder community.",
    },
    {
      question: "How quickly can I start accepting payments?",
      answer:
        "Sign up, complete onboarding with our product experts and you can go live within days. Settlements can reach you as fast as T+15 minutes.",
    },
    {
      question: "How is the Infinity Program different?",
      answer:
        "Infinity is a 12-week hybrid accelerator for fintech founders, with a bootcamp in Bengaluru, mentors and a demo day. It is free and takes no equity as well.",
    },
  ] satisfies FaqEntry[],
};
