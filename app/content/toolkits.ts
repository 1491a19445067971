import { ALL_TOOLS, type ToolCategory, type ToolFilterKey } from "~/lib/toolkit-filter";
import { site } from "~/site";
import type { HeroContent, IconName, NewsArticle, PageSection } from "./models";

export const toolkitsMeta = {
  title: `Startup Toolkit: templates, guides and investor lists`,
  breadcrumb: "Startup Toolkit",
  description: `Free tools for founders in ${site.programme}: pitch deck, cap table and financial model templates, a GST guide, a compliance calendar, a payments integration kit, investor lists and the founder community.`,
};

export const toolkitsHero: HeroContent = {
  title: "Startup Toolkit",
  subtitle:
    "Templates, guides and introductions that save you weeks: the tools our founders wished they had on day one, free for everyone in the programme.",
  ctaText: "Get the Toolkit",
};

export const toolkitsEyebrow = `${site.programme} resources`;

/** A figure the programme can stand behind, shown as written. */
export interface Claim {
  figure: string;
  label: string;
}

export const toolkitClaims: Claim[] = [
  { figure: "1,000+", label: "founders in the community" },
  { figure: "50+", label: "startups graduated" },
  { figure: "$100M+", label: "raised by alumni" },
];

/** The filters, in order, each a category and its name; the first shows every card. */
export const toolFilters: { key: ToolFilterKey; label: string }[] = [
  { key: ALL_TOOLS, label: "All Tools" },
  { key: "funding", label: "Funding" },
  { key: "templates", label: "Templates" },
  { key: "compliance", label: "Compliance" },
  { key: "payments", label: "Payments" },
  { key: "community", label: "Community" },
];

/** Spec section 3, Toolkit card. */
export interface ToolkitTool {
  title: string;
  icon: IconName;
  category: ToolCategory;
  description: string;
  features: string[];
  /** What sets this tool apart from the free ones online. */
  differentiators?: { label: string; description: string }[];
  benefits?: { icon: IconName; text: string }[];
  /** A founder's word on the tool. */
  testimonial?: { quote: string; attribution: string };
  /** The large pull quote of a spotlight card, and who said it. */
  quote?: string;
  attribution?: string;
  /** One short figure or fact shown prominently. */
  stat?: string;
  /** The card's sign-up button; unique per card so each link names its tool. */
  buttonText: string;
  /** Outlined in brand colour with a "Most used" tag. */
  featured?: boolean;
  /** Dark card with a "Members only" tag, for what only the programme can give. */
  special?: boolean;
  /** Full-width card with a pull quote. */
  spotlight?: boolean;
}

export const toolsSection: PageSection = {
  sectionName: "toolkitTools",
  heading: "Everything You Need to Fund, Build and Grow",
  subheading: "The toolkit",
  description:
    "Pick a category to see the tools for the job in front of you. Everything here is free for founders in the programme.",
};

export const toolsText = {
  filterLabel: "Filter tools by category",
  /** Read out politely after each filter change, and shown above the cards: every card, or a category's (by its name). */
  resultCount: (count: number, category: string | null) =>
    category === null
      ? `Showing all ${count} tools`
      : `Showing ${count} ${count === 1 ? "tool" : "tools"} in ${category}`,
  empty: "No tools in this category yet. Check back soon.",
  featuredTag: "Most used",
  specialTag: "Members only",
  spotlightTag: "Spotlight",
  featuresLabel: "What you get",
  differentiatorsLabel: "Why it is different",
  benefitsLabel: "How it helps",
};

export const tools: ToolkitTool[] = [
  {
    title: "Payment Gateway Integration Kit",
    icon: "code",
    category: "payments",
    description:
      "Server SDKs, sample apps, test cards and a go-live checklist to accept 150+ payment modes on the web, Android and iOS, built and tested before you touch live money.",
    features: [
      "Server SDKs and sample apps for the web, Android and iOS",
      "A webhook handler that verifies signatures and handles retries",
      "Test cards, UPI handles and scripted failure scenarios",
      "The go-live checklist our onboarding team uses",
    ],
    differentiators: [
      { label: "Sandbox on day one", description: "Test keys the moment you sign up, before any paperwork." },
      { label: "Reviewed by an engineer", description: "A product expert checks your integration before you go live." },
    ],
    benefits: [
      { icon: "zap", text: "Settlements as fast as T+15 minutes" },
      { icon: "globe", text: "International payments in 130+ currencies, settled in INR" },
      { icon: "shield", text: "3DS 2.0 and tokenised saved cards" },
    ],
    quote:
      "The fastest integrations we see are the ones that test failure before success. This kit makes that the default, so your first live payment is boring in the best way.",
    attribution: `Payments engineering team, ${site.provider}`,
    stat: "Go live in days, not weeks",
    buttonText: "Get the Integration Kit",
    spotlight: true,
  },
  {
    title: "Pitch Deck Template",
    icon: "file-text",
    category: "templates",
    description:
      "A twelve-slide structure for seed and pre-seed rounds, with notes on what investors look for on every slide.",
    features: [
      "Editable in Google Slides and PowerPoint",
      "Speaker notes for every slide",
      "Annotated examples of strong and weak slides",
    ],
    differentiators: [
      { label: "Investor-reviewed", description: "Seed investors in our network review it before every update." },
      { label: "Made for India", description: "Market sizing slides point to Indian data sources and rupee figures." },
    ],
    testimonial: {
      quote: "We rebuilt our deck on this template over a weekend, and our cold e-mails started turning into meetings.",
      attribution: "Ananya R., co-founder of Ledgerleaf",
    },
    stat: "12 slides, every one annotated",
    buttonText: "Get the Pitch Deck Template",
    featured: true,
  },
  {
    title: "Cap Table Template",
    icon: "layers",
    category: "templates",
    description:
      "A spreadsheet that models your shareholding from incorporation to Series A, so you see the dilution before you sign a term sheet.",
    features: [
      "Round-by-round dilution with pre- and post-money views",
      "ESOP pool sizing and top-ups",
      "Conversion of convertible notes and iSAFE notes",
    ],
    benefits: [
      { icon: "scale", text: "Compare two term sheets side by side" },
      { icon: "check", text: "Laid out to match your statutory share registers" },
    ],
    stat: "Models up to four rounds",
    buttonText: "Get the Cap Table Template",
  },
  {
    title: "Financial Model Template",
    icon: "bar-chart",
    category: "templates",
    description:
      "A monthly three-statement model for SaaS and D2C businesses, with GST, payment fees and runway worked in.",
    features: [
      "Revenue drivers for subscriptions or orders",
      "Hiring plan, burn and runway",
      "GST and payment gateway fees in the cost lines",
    ],
    testimonial: {
      quote: "Our investors asked for a model on Monday. We sent this one, filled in, on Wednesday.",
      attribution: "Karan S., founder of Voltaic Bikes",
    },
    stat: "36 months, monthly",
    buttonText: "Get the Financial Model",
  },
  {
    title: "Seed Investor Directory",
    icon: "search",
    category: "funding",
    description:
      "A curated list of angel networks, seed funds and micro VCs investing in India, with the stages and sectors they back and how each likes to be approached.",
    features: [
      "Cheque sizes, stages and sectors for every investor",
      "Recent investments, so you pitch people who back companies like yours",
      "Which investors take cold e-mails and which need an introduction",
    ],
    differentiators: [
      { label: "Refreshed every quarter", description: "Inactive funds come off the list, new ones go on." },
      {
        label: "Warm introductions",
        description: "Ask the programme team for an introduction where we know the partner.",
      },
    ],
    stat: "200+ active investors",
    buttonText: "Get the Investor List",
    featured: true,
  },
  {
    title: "Term Sheet Guide",
    icon: "scale",
    category: "funding",
    description:
      "Every clause of an Indian seed term sheet in plain language, from liquidation preference to pro-rata rights, with what is standard and what to push back on.",
    features: [
      "Clause-by-clause explanations with examples",
      "What is market standard at seed and what is not",
      "Questions to ask your lawyer before you sign",
    ],
    benefits: [{ icon: "lightbulb", text: "Negotiate from knowledge, not from guesswork" }],
    stat: "20 clauses explained",
    buttonText: "Read the Term Sheet Guide",
  },
  {
    title: "GST Registration Guide",
    icon: "landmark",
    category: "compliance",
    description:
      "A step-by-step walkthrough of registering on the GST portal, the documents you need, and the mistakes that get applications sent back.",
    features: [
      "Document checklists for companies, LLPs and proprietors",
      "A screen-by-screen walkthrough of the portal",
      "What to set up once your GSTIN arrives",
    ],
    testimonial: {
      quote: "Our first application was sent back twice. With the guide, the third went through in four days.",
      attribution: "Meera K., founder of Kaveri Looms",
    },
    stat: "Most founders finish in under an hour",
    buttonText: "Get the GST Registration Guide",
  },
  {
    title: "Compliance Calendar",
    icon: "calendar",
    category: "compliance",
    description:
      "Every GST, TDS, ROC and income-tax due date for a private limited company, in a calendar you add to Google Calendar or Outlook in one click.",
    features: [
      "Monthly and quarterly GST returns",
      "TDS deposits and quarterly TDS returns",
      "ROC annual filings and directors' KYC",
    ],
    differentiators: [
      {
        label: "Kept up to date",
        description: "When a deadline is extended by notification, your calendar changes with it.",
      },
    ],
    testimonial: {
      quote: "We have not paid a single late fee since this went into our team calendar.",
      attribution: "Rohan M., founder of Quillpad",
    },
    stat: "30+ due dates a year, tracked for you",
    buttonText: "Add the Compliance Calendar",
  },
  {
    title: "Subscription Billing Playbook",
    icon: "repeat",
    category: "payments",
    description:
      "How to set up UPI Autopay, card mandates and e-NACH, send pre-debit notices and win back failed renewals.",
    features: [
      "Mandate flows for UPI, cards and e-NACH",
      "Reminder templates for WhatsApp, SMS and e-mail",
      "Retry and grace-period schedules that cut involuntary churn",
    ],
    benefits: [
      { icon: "repeat", text: "Renewals that collect themselves" },
      { icon: "messages", text: "Reminders on the channels your customers read" },
    ],
    stat: "Built around RBI's e-mandate rules",
    buttonText: "Get the Subscription Playbook",
  },
  {
    title: "Founder Circle",
    icon: "users",
    category: "community",
    description:
      "Curated WhatsApp groups by sector and city, monthly AMAs with industry leaders and invitations to demo days with VCs.",
    features: [
      "Moderated groups by sector and city",
      "Monthly AMAs with industry leaders",
      "Invitations to demo days with VCs",
    ],
    benefits: [
      { icon: "messages", text: "Answers from founders a stage ahead of you" },
      { icon: "mic", text: "A stage in front of investors at demo day" },
    ],
    testimonial: {
      quote: "Someone in the group had solved our exact settlement problem a year earlier. It took one message.",
      attribution: "Sahil P., co-founder of Parcelwala",
    },
    stat: "1,000+ founders",
    buttonText: "Join the Founder Circle",
    special: true,
  },
];

export const newsSection: PageSection = {
  sectionName: "inTheNews",
  heading: "In the News",
  subheading: "",
  description: `What the press has written about ${site.programme} and its founders.`,
};

export const newsCards: NewsArticle[] = [
  {
    outlet: "The Founder Ledger",
    headline: `${site.programme} passes 1,000 founders, with 50+ startups graduated`,
    summary: "The zero-equity programme now counts more than a thousand founders across payments, SaaS and D2C.",
    href: "https://news.example/founder-ledger/launchpad-1000-founders",
  },
  {
    outlet: "Bengaluru Business Review",
    headline: "The free toolkit that took the guesswork out of GST for first-time founders",
    summary: "Founders describe how templates and a shared compliance calendar replaced late fees and late nights.",
    href: "https://news.example/bbr/launchpad-toolkit-gst",
  },
  {
    outlet: "Seed Street",
    headline: `Alumni of ${site.programme} have now raised over $100M`,
    summary: "From first cheques to Series A, graduates credit investor introductions and demo days.",
    href: "https://news.example/seed-street/launchpad-alumni-100m",
  },
];

export const startupsSection: PageSection = {
  sectionName: "startupsThatMadeIt",
  heading: "Startups That Made It",
  subheading: "",
  description: "A few of the 50+ startups that have graduated from the programme.",
};

/** Fictional alumni. */
export const graduatedStartups: { name: string; sector: string }[] = [
  { name: "Ledgerleaf", sector: "Accounting SaaS" },
  { name: "Kaveri Looms", sector: "Handloom D2C" },
  { name: "Quillpad", sector: "Edtech" },
  { name: "Voltaic Bikes", sector: "Electric mobility" },
  { name: "Parcelwala", sector: "Logistics" },
  { name: "Nuvora Health", sector: "Diagnostics" },
  { name: "Tarang Audio", sector: "Consumer electronics" },
  { name: "Urbanroot Farms", sector: "Agritech" },
  { name: "Saathi Care", sector: "Elder care" },
  { name: "Chitra Labs", sector: "Design tools" },
  { name: "Zestrel", sector: "Fintech" },
  { name: "Mithai Box Co", sector: "Food D2C" },
];

export const signUpSection: PageSection = {
  sectionName: "signUpNow",
  heading: "Get the Whole Toolkit, Free",
  subheading: "",
  description: `Join ${site.programme} to unlock every template, guide and introduction on this page. Free for founders, and we take no equity.`,
};

export const signUpButtonText = "Sign Up Now";
