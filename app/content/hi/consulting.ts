import { site } from "~/site";
import type { Consultant, ConsultingTopic } from "../consulting";
import type { HeroContent, PageSection } from "../models";
import type { Picture } from "~/lib/models";

export type { Consultant, ConsultingTopic } from "../consulting";

export const consultingMeta = {
  title: `स्टार्टअप कंसल्टिंग: GTM, प्राइसिंग, रिस्क और स्केल`,
  breadcrumb: "कंसल्टिंग",
  description: `ग्रोथ, सिक्योरिटी, कम्युनिकेशंस, मार्केटिंग और स्टार्टअप पार्टनरशिप में ${site.provider} के एक्सपर्ट्स के साथ सेशन बुक करें। ${site.programme} का हिस्सा।`,
};

export const consultingHero: HeroContent = {
  title: "स्टार्टअप्स के लिए कंसल्टिंग",
  subtitle:
    "उन लोगों के साथ वन-टू-वन सेशन जिन्होंने ख़ुद बिज़नेस खड़े और स्केल किए हैं: अपनी गो-टू-मार्केट रणनीति निखारें, सही प्राइसिंग तय करें, रिस्क सँभालें और स्केल के लिए तैयार हों।",
  ctaText: "सेशन बुक करें",
};

export const consultingTopicsLabel = "एक सेशन में किन बातों पर चर्चा हो सकती है";

export const consultingTopics: ConsultingTopic[] = [
  { icon: "target", label: "गो-टू-मार्केट" },
  { icon: "percent", label: "प्राइसिंग" },
  { icon: "shield", label: "रिस्क" },
  { icon: "trending-up", label: "स्केल" },
];

/** The drawn portraits of people are 240 units square. */
const portrait = (slug: string): Picture => ({ src: `/img/people/${slug}.svg`, alt: "", width: 240, height: 240 });

export const expertsSection: PageSection = {
  sectionName: "workWithOurExperts",
  heading: "हमारे एक्सपर्ट्स के साथ काम करें",
  subheading: `${site.provider} के लीडर्स, जो ख़ुद इस दौर से गुज़र चुके हैं`,
  description: "अपने सवाल के हिसाब से सही एक्सपर्ट के साथ सेशन बुक करें, या सीधे उनसे जुड़ें।",
};

export const consultants: Consultant[] = [
  {
    name: "Meera Krishnan",
    title: "सीनियर डायरेक्टर, SMB और ग्रोथ",
    linkedin: "https://www.linkedin.com/in/meera-krishnan.example",
    photo: portrait("meera-krishnan"),
  },
  {
    name: "Aditya Bhatt",
    title: "सिक्योरिटी और टेक्नोलॉजी रिस्क हेड",
    linkedin: "https://www.linkedin.com/in/aditya-bhatt.example",
  },
  {
    name: "Sana Qureshi",
    title: "PR और कम्युनिकेशंस हेड",
    linkedin: "https://www.linkedin.com/in/sana-qureshi.example",
    photo: portrait("sana-qureshi"),
  },
  {
    name: "Karan Malhotra",
    title: "मार्केटिंग डायरेक्टर",
    linkedin: "https://www.linkedin.com/in/karan-malhotra.example",
  },
  {
    name: "Priya Nair",
    title: "स्टार्टअप्स हेड",
    linkedin: "https://www.linkedin.com/in/priya-nair.example",
  },
  {
    name: "Farhan Sheikh",
    title: "लीड, स्टार्टअप पार्टनरशिप्स",
    linkedin: "https://www.linkedin.com/in/farhan-sheikh.example",
  },
];

/**
 * The link reads its text, then (for screen readers only) whose profile it opens: in Hindi the
 * name belongs before the verb ("Meera Krishnan से जुड़ें"), so here it follows in brackets.
 */
export const consultantLink = {
  text: "LinkedIn पर जुड़ें",
  /** Read after the visible text, so the link's name says whose profile it opens. */
  person: (name: string) => `(${name} से)`,
};

/** The last card: no photo, title or link. */
export const moreConsultantsSoon = "और कंसल्टेंट्स के नाम जल्द सामने आएँगे";
