import { daysIncluded } from "~/lib/calendar-date";
import { paths } from "~/route-paths";
import { site } from "~/site";
import { totalMandatoryHours } from "./cohort";
import type { CohortAnswers } from "./cohort-text";
import type { HeroContent, IconName, NewsArticle, PageSection, Video } from "./models";
import type { FaqEntry, FromContentService, Picture, ProgrammeCohort } from "~/lib/models";

// Video ids below are placeholders: a deployer replaces them with the programme's real videos on
// the embed host. Until clicked, each is a local poster and no request leaves the site.

export const infinityMeta = {
  title: `Infinity Program: zero-equity fintech accelerator`,
  breadcrumb: "Infinity Program",
  description: `${site.provider} InFINity is a free, 12-week hybrid accelerator for early-stage fintech founders raising seed to Series A: a bootcamp in Bengaluru, mentors from across the industry and a demo day. No fee, no equity.`,
};

export const infinityHero: HeroContent = {
  title: "The Infinity Program",
  subtitle:
    "A 12-week, hybrid, zero-equity accelerator for early-stage fintech founders on the road from seed to Series A.",
  ctaText: "Apply Now",
};

export const infinityHeroEyebrow = `${site.provider} InFINity`;

export const infinityHeroVideo: Video = {
  id: "INFINITY-TRAILER",
  title: "InFINity in two minutes",
  poster: { src: "/img/infinity/hero-poster.svg", alt: "", width: 1280, height: 720 },
};

export const infinityIntro: PageSection = {
  sectionName: "intro",
  heading: "Where fintech founders go further",
  subheading: "Built by a payments company, for the people building the next ones",
  description: `InFINity brings together founders, operators and investors for twelve weeks. You get a bootcamp in Bengaluru, one-to-one mentoring from people who have built and scaled fintech, and a demo day in front of investors. ${site.provider} charges no fee and takes no equity.`,
};

export interface ProgrammeFact {
  value: string;
  label: string;
}

/** The programme's four numbers; the bootcamp's from the cohort record. */
export const infinityFacts = (cohort: ProgrammeCohort): ProgrammeFact[] => [
  { value: "12 weeks", label: "hybrid programme" },
  { value: `${daysIncluded(cohort.bootcampStart, cohort.bootcampEnd)} days`, label: `bootcamp in ${cohort.city}` },
  { value: "₹0", label: "fee, and no equity" },
  { value: "Seed → Series A", label: "early-stage fintechs" },
];

/** The cohort's dates (components/infinity/cohort-calendar.tsx). */
export const cohortDatesSection = (cohort: ProgrammeCohort): PageSection => ({
  sectionName: "cohortDates",
  heading: `${cohort.name}: the dates`,
  subheading: "",
  description: `The bootcamp and demo day are in person and make up the ${totalMandatoryHours(cohort)} mandatory hours; everything else happens online.`,
});

export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

export const whyInfinity: PageSection = {
  sectionName: "whyInfinity",
  heading: "Why Infinity",
  subheading: "Four things that move a fintech forward",
  description: "Everything in the programme is chosen for startups that handle other people's money.",
};

export const whyInfinityBenefits: Benefit[] = [
  {
    icon: "graduation-cap",
    title: "A bootcamp that sets the pace",
    description:
      "Three days in Bengaluru on product, compliance, risk and fundraising, with the people who run them every day.",
  },
  {
    icon: "users",
    title: "Mentors who have done it",
    description: "Up to 3 hours of one-to-one time with founders, bankers, lawyers and investors.",
  },
  {
    icon: "mic",
    title: "A demo day with investors",
    description: "Pitch to funds and angels who back fintech, at the end of the programme.",
  },
  {
    icon: "handshake",
    title: "Zero fee, zero equity",
    description: `${site.provider} takes nothing from your cap table. You keep all of your company.`,
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const founderStories: PageSection = {
  sectionName: "founderStories",
  heading: "Founders on InFINity",
  subheading: "",
  description: "",
};

export const testimonials: Testimonial[] = [
  {
    quote:
      "Two sessions with a former risk head saved us months. We rebuilt our underwriting flow before the demo day and closed our seed round six weeks later.",
    name: "Nisha Verma",
    role: "Co-founder, LendLoop",
  },
  {
    quote:
      "The bootcamp was the first time someone walked us through payment-aggregator compliance line by line. We left Bengaluru with a plan, not a pile of questions.",
    name: "Siddharth Rao",
    role: "Founder and CEO, KhataKart",
  },
  {
    quote:
      "No fee, no equity, and mentors who answered on a Sunday. Demo day put us in front of the investors we had been cold-mailing for a year.",
    name: "Farah Siddiqui",
    role: "Co-founder, CoverNest",
  },
];

export const realImpact: PageSection = {
  sectionName: "realImpact",
  heading: "Real Impact",
  subheading: "From demo day to a funded company",
  description:
    "How a three-person team from Pune took a UPI-based savings product from pilot to 40,000 users, and raised its seed round, within months of the programme.",
};

export const realImpactArticle = {
  outlet: "The Founder Ledger",
  label: "Read the story",
  href: "https://news.example/founder-ledger/infinity-alumni-seed-round",
};

export const whyFoundersChoose: PageSection = {
  sectionName: "whyFoundersChooseInfinity",
  heading: "Why Founders Choose Infinity",
  subheading: "",
  description: "What past cohorts told us made the difference.",
};

export const whyFoundersChooseReasons = (cohort: ProgrammeCohort): Benefit[] => [
  {
    icon: "shield",
    title: "Regulation, explained",
    description: "Licences, KYC and data rules walked through by people who have filed them.",
  },
  {
    icon: "credit-card",
    title: "Payments know-how",
    description: `Product teams from ${site.provider} help you design money flows that scale.`,
  },
  {
    icon: "calendar",
    title: "Built around your week",
    description: `Hybrid by design: ${totalMandatoryHours(cohort)} mandatory hours, the rest online and when it suits you.`,
  },
  {
    icon: "messages",
    title: "A cohort that stays",
    description: "Founders who keep sharing investors, hires and lessons long after demo day.",
  },
];

export const infinityNews: PageSection = {
  sectionName: "inTheNews",
  heading: "Infinity in the News",
  subheading: "",
  description: "",
};

export const infinityNewsCards: NewsArticle[] = [
  {
    outlet: "The Founder Ledger",
    headline: `${site.provider} opens Infinity, a zero-equity accelerator for early fintechs`,
    summary: "The programme takes no fee and no stake, and is open to startups from seed to Series A.",
    href: "https://news.example/founder-ledger/nimbus-infinity-accelerator",
  },
  {
    outlet: "Bengaluru Business Review",
    headline: "Inside the bootcamp where fintech founders meet their first mentors",
    summary: "Three days, thirty hours and a room full of people who have built payment companies.",
    href: "https://news.example/bbr/infinity-bootcamp",
  },
  {
    outlet: "Fintech Weekly India",
    headline: "Demo day: the startups investors lined up to meet",
    summary: "Lending, insurance and savings products took the stage at the end of the programme.",
    href: "https://news.example/fintech-weekly/infinity-demo-day",
  },
];

/** Spec: mentor (name, title, linkedin, image). People here are fictional. */
export interface Mentor extends FromContentService {
  name: string;
  title: string;
  linkedin: string;
  /** A portrait (drawn, under public/, or from the content service); most mentors show initials. */
  photo?: Picture;
}

const profile = (slug: string) => `https://www.linkedin.com/in/example-${slug}`;
/** The drawn mentor portraits are 96 units square. */
const portrait = (slug: string): Picture => ({
  src: `/img/infinity/mentors/${slug}.svg`,
  alt: "",
  width: 96,
  height: 96,
});

export const mentorsSection: PageSection = {
  sectionName: "meetOurMentors",
  heading: "Meet Our Mentors",
  subheading: "",
  description: "Founders, operators and investors who give their time to each cohort.",
};

export const mentorProfileText = {
  label: "View profile",
  of: (name: string) => `of ${name} on LinkedIn`,
};

export const mentors: Mentor[] = [
  {
    name: "Meera Krishnan",
    title: "Former Chief Risk Officer, Sahyog Bank",
    linkedin: profile("meera-krishnan"),
    photo: portrait("meera-krishnan"),
  },
  {
    name: "Arjun Malhotra",
    title: "Partner, Banyan Seed Fund",
    linkedin: profile("arjun-malhotra"),
    photo: portrait("arjun-malhotra"),
  },
  {
    name: "Kavya Reddy",
    title: "Founder, LedgerLeaf",
    linkedin: profile("kavya-reddy"),
    photo: portrait("kavya-reddy"),
  },
  {
    name: "Rohan Desai",
    title: `Head of Payments Products, ${site.provider}`,
    linkedin: profile("rohan-desai"),
    photo: portrait("rohan-desai"),
  },
  { name: "Ananya Iyer", title: "Regulatory Counsel, fintech practice", linkedin: profile("ananya-iyer") },
  { name: "Vikram Sethi", title: "Angel investor and former CFO", linkedin: profile("vikram-sethi") },
  { name: "Priya Nair", title: "Chief Product Officer, PaisaGrid", linkedin: profile("priya-nair") },
  { name: "Karan Bhatia", title: "Co-founder, CreditCove", linkedin: profile("karan-bhatia") },
  { name: "Sneha Kulkarni", title: `Director of Compliance, ${site.provider}`, linkedin: profile("sneha-kulkarni") },
  { name: "Aditya Menon", title: "Principal, Monsoon Capital", linkedin: profile("aditya-menon") },
  { name: "Ishita Chawla", title: "Growth lead, former neobank", linkedin: profile("ishita-chawla") },
  { name: "Rahul Banerjee", title: "CTO, InsureLoop", linkedin: profile("rahul-banerjee") },
  { name: "Divya Shetty", title: `Head of Partnerships, ${site.provider}`, linkedin: profile("divya-shetty") },
  { name: "Nikhil Joshi", title: "Founder, TallyTrail", linkedin: profile("nikhil-joshi") },
  { name: "Pooja Agarwal", title: "Fraud and risk consultant", linkedin: profile("pooja-agarwal") },
  { name: "Sameer Khan", title: "Partner, Deccan Ventures", linkedin: profile("sameer-khan") },
  {
    name: "Lakshmi Subramanian",
    title: "Former Head of Digital Lending, Kaveri Finance",
    linkedin: profile("lakshmi-subramanian"),
  },
  { name: "Harsh Vaidya", title: "Founder, WealthWise Labs", linkedin: profile("harsh-vaidya") },
  { name: "Tanvi Mehta", title: "Design Director, fintech apps", linkedin: profile("tanvi-mehta") },
  { name: "Gaurav Kapoor", title: `Engineering Manager, ${site.provider}`, linkedin: profile("gaurav-kapoor") },
  { name: "Ritu Saxena", title: "Chartered accountant and startup CFO", linkedin: profile("ritu-saxena") },
  { name: "Manish Pillai", title: "Co-founder, RemitRoute", linkedin: profile("manish-pillai") },
  { name: "Neha Gupta", title: "Brand and communications lead", linkedin: profile("neha-gupta") },
  { name: "Abhishek Rao", title: "Venture partner, Peepal Partners", linkedin: profile("abhishek-rao") },
  { name: "Fatima Qureshi", title: "Data science lead, credit scoring", linkedin: profile("fatima-qureshi") },
  { name: "Kunal Thakkar", title: "Head of Sales, B2B payments", linkedin: profile("kunal-thakkar") },
  { name: "Deepa Raman", title: "Former Head of Operations, cards issuer", linkedin: profile("deepa-raman") },
  { name: "Varun Chatterjee", title: "Founder, SplitSure", linkedin: profile("varun-chatterjee") },
  { name: "Shreya Bose", title: "Product counsel, data protection", linkedin: profile("shreya-bose") },
  { name: "Omkar Patil", title: "Security architect, payments", linkedin: profile("omkar-patil") },
];

export const infinityFaqSection: PageSection = {
  sectionName: "faq",
  heading: "Frequently asked questions",
  subheading: "",
  description: "",
};

/**
 * The sixteen questions. The answers about dates and hours are the cohort's, in the tense its day
 * calls for (hooks/cohort-view.ts).
 */
export const infinityFaq = (cohort: ProgrammeCohort, answers: CohortAnswers): FaqEntry[] => [
  {
    question: "What is the Infinity Program?",
    answer: `InFINity is ${site.provider}'s 12-week accelerator for early-stage fintech startups. It is hybrid: an in-person bootcamp and demo day, with mentoring and sessions online in between.`,
  },
  {
    question: "Who can apply?",
    answer:
      "Early-stage fintech startups raising from seed to Series A that have an MVP and have raised less than 10 million US dollars in total.",
  },
  {
    question: "Do we need a working product?",
    answer: "Yes. You need at least an MVP (a minimum viable product) that customers or pilot users can try.",
  },
  {
    question: "Is there a limit on how much we have raised?",
    answer: "Yes. Your startup must have raised under 10 million US dollars in total when you apply.",
  },
  {
    question: "How long is the programme, and is it in person?",
    answer:
      "It runs for 12 weeks and is hybrid: the bootcamp and demo day are in person; mentoring and other sessions happen online.",
  },
  {
    question: "When and where is the bootcamp?",
    answer: answers.bootcamp,
  },
  {
    question: "When is demo day?",
    answer: answers.demoDay,
  },
  {
    question: "How many hours must we commit?",
    answer: answers.hours,
  },
  {
    question: "How much mentorship does each startup get?",
    answer:
      "Each startup gets up to 3 hours of one-to-one mentorship, and mentors give up to 90 hours across the cohort.",
  },
  {
    question: "Is there a fee?",
    answer: "No. There is no fee to apply or to take part.",
  },
  {
    question: `Does ${site.provider} take equity?`,
    answer: `No. ${site.provider} takes no equity in the startups in the programme.`,
  },
  {
    question: "Who pays for travel and stay?",
    answer: "Founders pay their own travel and stay for the bootcamp and demo day.",
  },
  {
    question: `Can startups from outside ${cohort.city} apply?`,
    answer:
      "Yes. The programme is hybrid, so most of it happens online; you travel, at your own cost, for the bootcamp and demo day.",
  },
  {
    question: "What can mentors help with?",
    answer: "Product, compliance and regulation, risk, payments, go-to-market, hiring and fundraising.",
  },
  {
    question: "How do we apply?",
    answer: 'Press "Apply to InFINity" on this page, fill in the form about your startup and submit it.',
  },
  {
    question: "When will we hear back?",
    answer: "We reply to every application and question within 2-3 working days.",
  },
];

export const applySection: PageSection = {
  sectionName: "applyToInfinity",
  heading: "Build the future of finance with us",
  subheading: "Free, no equity, twelve weeks",
  description: "Applications are reviewed as they arrive. We reply within 2-3 working days.",
};

export const applyCtaText = "Apply to InFINity";

/** On each upcoming event of the cohort's dates: a link to its calendar file. */
export const addToCalendarText = "Add to calendar";

/** Beside the call to apply: the five questions that tell a founder whether InFINity fits. */
export const eligibilityLink = { label: "Check your eligibility", href: paths.eligibility };

export const highlightsHeading = "Highlights from past cohorts";

export const highlightVideos: Video[] = [
  {
    id: "INFINITY-BOOTCAMP",
    title: "Bootcamp highlights, Bengaluru",
    description: "Three days of workshops, office hours and late-night pitch practice.",
    poster: { src: "/img/home/mentor-session.svg", alt: "", width: 640, height: 400 },
  },
  {
    id: "INFINITY-MENTORS",
    title: "Mentor office hours",
    description: "Founders and mentors on what one hour can change.",
    poster: { src: "/img/home/community-meetup.svg", alt: "", width: 640, height: 400 },
  },
  {
    id: "INFINITY-DEMO-DAY",
    title: "Demo day",
    description: "The cohort pitches to investors who back fintech.",
    poster: { src: "/img/home/demo-day.svg", alt: "", width: 640, height: 400 },
  },
];
