import { site } from "~/site";
import type { HeroContent, IconName, PageSection } from "./models";
import type { FromContentService, Picture } from "~/lib/models";

export const consultingMeta = {
  title: `Consulting for startups: GTM, pricing, risk and scale`,
  breadcrumb: "Consulting",
  description: `Book a session with ${site.provider}'s experts in growth, security, communications, marketing and startup partnerships. Part of ${site.programme}.`,
};

export const consultingHero: HeroContent = {
  title: "Consulting for Startups",
  subtitle:
    "One-to-one sessions with people who have built and scaled businesses: sharpen your go-to-market, get your pricing right, manage risk and get ready for scale.",
  ctaText: "Book a Session",
};

export interface ConsultingTopic {
  icon: IconName;
  label: string;
}

export const consultingTopicsLabel = "What a session can cover";

export const consultingTopics: ConsultingTopic[] = [
  { icon: "target", label: "Go-to-market" },
  { icon: "percent", label: "Pricing" },
  { icon: "shield", label: "Risk" },
  { icon: "trending-up", label: "Scale" },
];

/** Spec: consultant: name, title, linkedin, image. People are fictional; most have no photo. */
export interface Consultant extends FromContentService {
  name: string;
  title: string;
  linkedin: string;
  /** A portrait (drawn, under public/, or from the content service); absent, the card shows initials. */
  photo?: Picture;
}

/** The drawn portraits of people are 240 units square. */
const portrait = (slug: string): Picture => ({ src: `/img/people/${slug}.svg`, alt: "", width: 240, height: 240 });

export const expertsSection: PageSection = {
  sectionName: "workWithOurExperts",
  heading: "Work with Our Experts",
  subheading: `Leaders from ${site.provider} who have been in your shoes`,
  description: "Book a session with the expert who fits your question, or connect with them directly.",
};

export const consultants: Consultant[] = [
  {
    name: "Meera Krishnan",
    title: "Senior Director, SMB and Growth",
    linkedin: "https://www.linkedin.com/in/meera-krishnan.example",
    photo: portrait("meera-krishnan"),
  },
  {
    name: "Aditya Bhatt",
    title: "Head of Security and Technology Risk",
    linkedin: "https://www.linkedin.com/in/aditya-bhatt.example",
  },
  {
    name: "Sana Qureshi",
    title: "Head of PR and Communications",
    linkedin: "https://www.linkedin.com/in/sana-qureshi.example",
    photo: portrait("sana-qureshi"),
  },
  {
    name: "Karan Malhotra",
    title: "Director of Marketing",
    linkedin: "https://www.linkedin.com/in/karan-malhotra.example",
  },
  {
    name: "Priya Nair",
    title: "Head of Startups",
    linkedin: "https://www.linkedin.com/in/priya-nair.example",
  },
  {
    name: "Farhan Sheikh",
    title: "Lead, Startup Partnerships",
    linkedin: "https://www.linkedin.com/in/farhan-sheikh.example",
  },
];

export const consultantLink = {
  text: "Connect on LinkedIn",
  /** Read after the visible text, so the link's name says whose profile it opens. */
  person: (name: string) => `with ${name}`,
};

/** The last card: no photo, title or link. */
export const moreConsultantsSoon = "More consultants being revealed soon";
