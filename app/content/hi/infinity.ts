import { daysIncluded } from "~/lib/calendar-date";
import { paths } from "~/route-paths";
import { site } from "~/site";
import { totalMandatoryHours } from "../cohort";
import type { CohortAnswers } from "../cohort-text";
import type { Benefit, Mentor, ProgrammeFact, Testimonial } from "../infinity";
import type { HeroContent, NewsArticle, PageSection, Video } from "../models";
import type { FaqEntry, Picture, ProgrammeCohort } from "~/lib/models";

export type { Benefit, Mentor, ProgrammeFact, Testimonial } from "../infinity";

// Video ids below are placeholders: a deployer replaces them with the programme's real videos on
// the embed host. Until clicked, each is a local poster and no request leaves the site.

export const infinityMeta = {
  title: `Infinity प्रोग्राम: ज़ीरो-इक्विटी फ़िनटेक एक्सेलरेटर`,
  breadcrumb: "Infinity प्रोग्राम",
  description: `${site.provider} InFINity: सीड से सीरीज़ A तक की फ़ंडिंग जुटा रहे अर्ली-स्टेज फ़िनटेक फ़ाउंडर्स के लिए 12 हफ़्ते का फ़्री, हाइब्रिड एक्सेलरेटर। बेंगलुरु में बूटकैंप, पूरी इंडस्ट्री से मेंटर्स और डेमो डे। न फ़ीस, न इक्विटी।`,
};

export const infinityHero: HeroContent = {
  title: "Infinity प्रोग्राम",
  subtitle: "सीड से सीरीज़ A की राह पर चल रहे अर्ली-स्टेज फ़िनटेक फ़ाउंडर्स के लिए 12 हफ़्ते का हाइब्रिड, ज़ीरो-इक्विटी एक्सेलरेटर।",
  ctaText: "अभी अप्लाई करें",
};

export const infinityHeroEyebrow = `${site.provider} InFINity`;

export const infinityHeroVideo: Video = {
  id: "INFINITY-TRAILER",
  title: "दो मिनट में InFINity",
  poster: { src: "/img/infinity/hero-poster.svg", alt: "", width: 1280, height: 720 },
};

export const infinityIntro: PageSection = {
  sectionName: "intro",
  heading: "जहाँ फ़िनटेक फ़ाउंडर्स और आगे बढ़ते हैं",
  subheading: "एक पेमेंट कंपनी की पहल, उनके लिए जो अगली पेमेंट कंपनियाँ बना रहे हैं",
  description: `InFINity बारह हफ़्तों के लिए फ़ाउंडर्स, ऑपरेटर्स और इन्वेस्टर्स को एक साथ लाता है। आपको मिलता है बेंगलुरु में एक बूटकैंप, फ़िनटेक कंपनियाँ खड़ी और स्केल कर चुके लोगों से वन-टू-वन मेंटरिंग, और इन्वेस्टर्स के सामने डेमो डे। ${site.provider} न कोई फ़ीस लेता है, न इक्विटी।`,
};

/** The programme's four numbers; the bootcamp's from the cohort record. */
export const infinityFacts = (cohort: ProgrammeCohort): ProgrammeFact[] => [
  { value: "12 हफ़्ते", label: "हाइब्रिड प्रोग्राम" },
  { value: `${daysIncluded(cohort.bootcampStart, cohort.bootcampEnd)} दिन`, label: `${cohort.city} में बूटकैंप` },
  { value: "₹0", label: "फ़ीस, और कोई इक्विटी नहीं" },
  { value: "सीड → सीरीज़ A", label: "अर्ली-स्टेज फ़िनटेक" },
];

/** The cohort's dates (components/infinity/cohort-calendar.tsx). */
export const cohortDatesSection = (cohort: ProgrammeCohort): PageSection => ({
  sectionName: "cohortDates",
  heading: `${cohort.name}: तारीख़ें`,
  subheading: "",
  description: `बूटकैंप और डेमो डे इन-पर्सन होते हैं, और कुल ${totalMandatoryHours(cohort)} घंटे की अनिवार्य मौजूदगी इन्हीं में होती है; बाक़ी सब कुछ ऑनलाइन होता है।`,
});

export const whyInfinity: PageSection = {
  sectionName: "whyInfinity",
  heading: "Infinity क्यों",
  subheading: "चार चीज़ें जो किसी फ़िनटेक को आगे ले जाती हैं",
  description: "प्रोग्राम की हर चीज़ उन स्टार्टअप्स को ध्यान में रखकर चुनी गई है जो दूसरों का पैसा सँभालते हैं।",
};

export const whyInfinityBenefits: Benefit[] = [
  {
    icon: "graduation-cap",
    title: "रफ़्तार तय करने वाला बूटकैंप",
    description: "बेंगलुरु में तीन दिन, उन लोगों के साथ जो रोज़ यही सब सँभालते हैं: प्रोडक्ट, कंप्लायंस, रिस्क और फ़ंडरेज़िंग।",
  },
  {
    icon: "users",
    title: "ऐसे मेंटर जो यह कर चुके हैं",
    description: "फ़ाउंडर्स, बैंकर्स, वकीलों और इन्वेस्टर्स के साथ 3 घंटे तक का वन-टू-वन समय।",
  },
  {
    icon: "mic",
    title: "इन्वेस्टर्स के सामने डेमो डे",
    description: "प्रोग्राम के अंत में, फ़िनटेक में निवेश करने वाले फ़ंड्स और एंजेल इन्वेस्टर्स के सामने पिच करें।",
  },
  {
    icon: "handshake",
    title: "ज़ीरो फ़ीस, ज़ीरो इक्विटी",
    description: `${site.provider} आपकी कैप टेबल में से कुछ नहीं लेता। आपकी कंपनी पूरी की पूरी आपकी रहती है।`,
  },
];

export const founderStories: PageSection = {
  sectionName: "founderStories",
  heading: "InFINity के बारे में फ़ाउंडर्स क्या कहते हैं",
  subheading: "",
  description: "",
};

export const testimonials: Testimonial[] = [
  {
    quote:
      "एक पूर्व रिस्क हेड के साथ दो सेशनों ने हमारे कई महीने बचा दिए। डेमो डे से पहले हमने अपना अंडरराइटिंग फ़्लो नए सिरे से बनाया, और छह हफ़्ते बाद अपना सीड राउंड पूरा कर लिया।",
    name: "Nisha Verma",
    role: "को-फ़ाउंडर, LendLoop",
  },
  {
    quote:
      "बूटकैंप में पहली बार किसी ने हमें पेमेंट एग्रीगेटर कंप्लायंस की एक-एक लाइन समझाई। हम बेंगलुरु से सवालों का ढेर नहीं, एक पक्का प्लान लेकर लौटे।",
    name: "Siddharth Rao",
    role: "फ़ाउंडर और CEO, KhataKart",
  },
  {
    quote:
      "न फ़ीस, न इक्विटी, और ऐसे मेंटर जो रविवार को भी जवाब देते थे। डेमो डे ने हमें उन इन्वेस्टर्स के सामने ला खड़ा किया जिन्हें हम एक साल से कोल्ड ई-मेल कर रहे थे।",
    name: "Farah Siddiqui",
    role: "को-फ़ाउंडर, CoverNest",
  },
];

export const realImpact: PageSection = {
  sectionName: "realImpact",
  heading: "असली असर",
  subheading: "डेमो डे से फ़ंडेड कंपनी तक",
  description:
    "कैसे पुणे की तीन लोगों की एक टीम ने प्रोग्राम ख़त्म होने के कुछ ही महीनों में अपने UPI-आधारित सेविंग्स प्रोडक्ट को पायलट से 40,000 यूज़र्स तक पहुँचाया, और अपना सीड राउंड भी जुटाया।",
};

export const realImpactArticle = {
  outlet: "The Founder Ledger",
  label: "पूरी कहानी पढ़ें (अंग्रेज़ी में)",
  href: "https://news.example/founder-ledger/infinity-alumni-seed-round",
};

export const whyFoundersChoose: PageSection = {
  sectionName: "whyFoundersChooseInfinity",
  heading: "फ़ाउंडर्स Infinity को क्यों चुनते हैं",
  subheading: "",
  description: "पिछले कोहोर्ट्स के फ़ाउंडर्स के मुताबिक़, इन बातों से सबसे बड़ा फ़र्क़ पड़ा।",
};

export const whyFoundersChooseReasons = (cohort: ProgrammeCohort): Benefit[] => [
  {
    icon: "shield",
    title: "रेगुलेशन, आसान भाषा में",
    description: "लाइसेंस, KYC और डेटा से जुड़े नियम, उन लोगों से समझें जो ख़ुद इनकी फ़ाइलिंग कर चुके हैं।",
  },
  {
    icon: "credit-card",
    title: "पेमेंट की गहरी समझ",
    description: `${site.provider} की प्रोडक्ट टीमें आपको ऐसे मनी फ़्लो डिज़ाइन करने में मदद करती हैं जो बड़े पैमाने पर भी चलें।`,
  },
  {
    icon: "calendar",
    title: "आपके हफ़्ते के हिसाब से",
    description: `पूरी तरह हाइब्रिड: कुल ${totalMandatoryHours(cohort)} घंटे की अनिवार्य मौजूदगी, बाक़ी सब ऑनलाइन और आपकी सुविधा के समय।`,
  },
  {
    icon: "messages",
    title: "ऐसा कोहोर्ट जो साथ बना रहता है",
    description: "ऐसे फ़ाउंडर्स जो डेमो डे के बहुत बाद तक इन्वेस्टर्स, हायरिंग और सीख एक-दूसरे से शेयर करते रहते हैं।",
  },
];

export const infinityNews: PageSection = {
  sectionName: "inTheNews",
  heading: "ख़बरों में Infinity",
  subheading: "",
  description: "",
};

export const infinityNewsCards: NewsArticle[] = [
  {
    outlet: "The Founder Ledger",
    headline: `${site.provider} opens Infinity, a zero-equity accelerator for early fintechs`,
    summary: "प्रोग्राम न कोई फ़ीस लेता है, न हिस्सेदारी, और सीड से सीरीज़ A तक के स्टार्टअप्स के लिए खुला है।",
    href: "https://news.example/founder-ledger/nimbus-infinity-accelerator",
  },
  {
    outlet: "Bengaluru Business Review",
    headline: "Inside the bootcamp where fintech founders meet their first mentors",
    summary: "तीन दिन, तीस घंटे, और पेमेंट कंपनियाँ खड़ी कर चुके लोगों से भरा एक कमरा।",
    href: "https://news.example/bbr/infinity-bootcamp",
  },
  {
    outlet: "Fintech Weekly India",
    headline: "Demo day: the startups investors lined up to meet",
    summary: "प्रोग्राम के अंत में लेंडिंग, इंश्योरेंस और सेविंग्स प्रोडक्ट्स ने मंच सँभाला।",
    href: "https://news.example/fintech-weekly/infinity-demo-day",
  },
];

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
  heading: "हमारे मेंटर्स से मिलें",
  subheading: "",
  description: "फ़ाउंडर्स, ऑपरेटर्स और इन्वेस्टर्स, जो हर कोहोर्ट को अपना समय देते हैं।",
};

/**
 * The link reads its label, then (for screen readers only) whose profile it is: in Hindi the name
 * cannot come before the verb here, so it follows in brackets.
 */
export const mentorProfileText = {
  label: "प्रोफ़ाइल देखें",
  of: (name: string) => `(LinkedIn पर ${name} की)`,
};

export const mentors: Mentor[] = [
  {
    name: "Meera Krishnan",
    title: "पूर्व चीफ़ रिस्क ऑफ़िसर, Sahyog Bank",
    linkedin: profile("meera-krishnan"),
    photo: portrait("meera-krishnan"),
  },
  {
    name: "Arjun Malhotra",
    title: "पार्टनर, Banyan Seed Fund",
    linkedin: profile("arjun-malhotra"),
    photo: portrait("arjun-malhotra"),
  },
  {
    name: "Kavya Reddy",
    title: "फ़ाउंडर, LedgerLeaf",
    linkedin: profile("kavya-reddy"),
    photo: portrait("kavya-reddy"),
  },
  {
    name: "Rohan Desai",
    title: `पेमेंट प्रोडक्ट्स हेड, ${site.provider}`,
    linkedin: profile("rohan-desai"),
    photo: portrait("rohan-desai"),
  },
  { name: "Ananya Iyer", title: "रेगुलेटरी काउंसल, फ़िनटेक प्रैक्टिस", linkedin: profile("ananya-iyer") },
  { name: "Vikram Sethi", title: "एंजेल इन्वेस्टर और पूर्व CFO", linkedin: profile("vikram-sethi") },
  { name: "Priya Nair", title: "चीफ़ प्रोडक्ट ऑफ़िसर, PaisaGrid", linkedin: profile("priya-nair") },
  { name: "Karan Bhatia", title: "को-फ़ाउंडर, CreditCove", linkedin: profile("karan-bhatia") },
  { name: "Sneha Kulkarni", title: `कंप्लायंस डायरेक्टर, ${site.provider}`, linkedin: profile("sneha-kulkarni") },
  { name: "Aditya Menon", title: "प्रिंसिपल, Monsoon Capital", linkedin: profile("aditya-menon") },
  { name: "Ishita Chawla", title: "ग्रोथ लीड, पहले एक नियोबैंक में", linkedin: profile("ishita-chawla") },
  { name: "Rahul Banerjee", title: "CTO, InsureLoop", linkedin: profile("rahul-banerjee") },
  { name: "Divya Shetty", title: `पार्टनरशिप्स हेड, ${site.provider}`, linkedin: profile("divya-shetty") },
  { name: "Nikhil Joshi", title: "फ़ाउंडर, TallyTrail", linkedin: profile("nikhil-joshi") },
  { name: "Pooja Agarwal", title: "फ़्रॉड और रिस्क कंसल्टेंट", linkedin: profile("pooja-agarwal") },
  { name: "Sameer Khan", title: "पार्टनर, Deccan Ventures", linkedin: profile("sameer-khan") },
  {
    name: "Lakshmi Subramanian",
    title: "पूर्व डिजिटल लेंडिंग हेड, Kaveri Finance",
    linkedin: profile("lakshmi-subramanian"),
  },
  { name: "Harsh Vaidya", title: "फ़ाउंडर, WealthWise Labs", linkedin: profile("harsh-vaidya") },
  { name: "Tanvi Mehta", title: "डिज़ाइन डायरेक्टर, फ़िनटेक ऐप्स", linkedin: profile("tanvi-mehta") },
  { name: "Gaurav Kapoor", title: `इंजीनियरिंग मैनेजर, ${site.provider}`, linkedin: profile("gaurav-kapoor") },
  { name: "Ritu Saxena", title: "चार्टर्ड अकाउंटेंट और स्टार्टअप CFO", linkedin: profile("ritu-saxena") },
  { name: "Manish Pillai", title: "को-फ़ाउंडर, RemitRoute", linkedin: profile("manish-pillai") },
  { name: "Neha Gupta", title: "ब्रांड और कम्युनिकेशंस लीड", linkedin: profile("neha-gupta") },
  { name: "Abhishek Rao", title: "वेंचर पार्टनर, Peepal Partners", linkedin: profile("abhishek-rao") },
  { name: "Fatima Qureshi", title: "डेटा साइंस लीड, क्रेडिट स्कोरिंग", linkedin: profile("fatima-qureshi") },
  { name: "Kunal Thakkar", title: "सेल्स हेड, B2B पेमेंट", linkedin: profile("kunal-thakkar") },
  { name: "Deepa Raman", title: "पूर्व ऑपरेशंस हेड, कार्ड इश्यूअर", linkedin: profile("deepa-raman") },
  { name: "Varun Chatterjee", title: "फ़ाउंडर, SplitSure", linkedin: profile("varun-chatterjee") },
  { name: "Shreya Bose", title: "प्रोडक्ट काउंसल, डेटा प्रोटेक्शन", linkedin: profile("shreya-bose") },
  { name: "Omkar Patil", title: "सिक्योरिटी आर्किटेक्ट, पेमेंट", linkedin: profile("omkar-patil") },
];

export const infinityFaqSection: PageSection = {
  sectionName: "faq",
  heading: "अक्सर पूछे जाने वाले सवाल",
  subheading: "",
  description: "",
};

/**
 * The sixteen questions. The answers about dates and hours are the cohort's, in the tense its day
 * calls for (hooks/cohort-view.ts, with ./cohort-text.ts).
 */
export const infinityFaq = (cohort: ProgrammeCohort, answers: CohortAnswers): FaqEntry[] => [
  {
    question: "Infinity प्रोग्राम क्या है?",
    answer: `InFINity अर्ली-स्टेज फ़िनटेक स्टार्टअप्स के लिए ${site.provider} का 12 हफ़्ते का एक्सेलरेटर है। यह हाइब्रिड है: बूटकैंप और डेमो डे इन-पर्सन होते हैं, और इनके बीच मेंटरिंग और सेशन ऑनलाइन होते हैं।`,
  },
  {
    question: "कौन अप्लाई कर सकता है?",
    answer:
      "सीड से सीरीज़ A तक की फ़ंडिंग जुटा रहे ऐसे अर्ली-स्टेज फ़िनटेक स्टार्टअप्स, जिनके पास MVP है और जिन्होंने अब तक कुल 1 करोड़ अमेरिकी डॉलर ($10 मिलियन) से कम जुटाए हैं।",
  },
  {
    question: "क्या हमारे पास चालू प्रोडक्ट होना ज़रूरी है?",
    answer: "हाँ। आपके पास कम से कम एक MVP (मिनिमम वायबल प्रोडक्ट) होना चाहिए, जिसे ग्राहक या पायलट यूज़र्स इस्तेमाल करके देख सकें।",
  },
  {
    question: "क्या अब तक जुटाई गई फ़ंडिंग की कोई सीमा है?",
    answer: "हाँ। अप्लाई करते समय आपके स्टार्टअप की कुल फ़ंडिंग 1 करोड़ अमेरिकी डॉलर ($10 मिलियन) से कम होनी चाहिए।",
  },
  {
    question: "प्रोग्राम कितने समय का है, और क्या यह इन-पर्सन है?",
    answer: "प्रोग्राम 12 हफ़्ते चलता है और हाइब्रिड है: बूटकैंप और डेमो डे इन-पर्सन होते हैं, जबकि मेंटरिंग और बाक़ी सेशन ऑनलाइन होते हैं।",
  },
  {
    question: "बूटकैंप कब और कहाँ है?",
    answer: answers.bootcamp,
  },
  {
    question: "डेमो डे कब है?",
    answer: answers.demoDay,
  },
  {
    question: "हमें कितने घंटे देने होंगे?",
    answer: answers.hours,
  },
  {
    question: "हर स्टार्टअप को कितनी मेंटरशिप मिलती है?",
    answer: "हर स्टार्टअप को 3 घंटे तक की वन-टू-वन मेंटरशिप मिलती है, और पूरे कोहोर्ट को मिलाकर मेंटर्स 90 घंटे तक का समय देते हैं।",
  },
  {
    question: "क्या कोई फ़ीस है?",
    answer: "नहीं। अप्लाई करने या प्रोग्राम में हिस्सा लेने की कोई फ़ीस नहीं है।",
  },
  {
    question: `क्या ${site.provider} इक्विटी लेता है?`,
    answer: `नहीं। ${site.provider} प्रोग्राम के स्टार्टअप्स में कोई इक्विटी नहीं लेता।`,
  },
  {
    question: "आने-जाने और ठहरने का ख़र्च कौन उठाता है?",
    answer: "बूटकैंप और डेमो डे के लिए आने-जाने और ठहरने का ख़र्च फ़ाउंडर्स ख़ुद उठाते हैं।",
  },
  {
    question: `क्या ${cohort.city} से बाहर के स्टार्टअप्स अप्लाई कर सकते हैं?`,
    answer:
      "हाँ। प्रोग्राम हाइब्रिड है, इसलिए इसका ज़्यादातर हिस्सा ऑनलाइन होता है; सिर्फ़ बूटकैंप और डेमो डे के लिए आपको अपने ख़र्च पर आना होगा।",
  },
  {
    question: "मेंटर्स किन चीज़ों में मदद कर सकते हैं?",
    answer: "प्रोडक्ट, कंप्लायंस और रेगुलेशन, रिस्क, पेमेंट, गो-टू-मार्केट, हायरिंग और फ़ंडरेज़िंग।",
  },
  {
    question: "अप्लाई कैसे करें?",
    answer: 'इस पेज पर "InFINity के लिए अप्लाई करें" बटन दबाएँ, अपने स्टार्टअप के बारे में फ़ॉर्म भरें और सबमिट करें।',
  },
  {
    question: "हमें जवाब कब तक मिलेगा?",
    answer: "हम हर आवेदन और हर सवाल का जवाब 2-3 कामकाजी दिनों में देते हैं।",
  },
];

export const applySection: PageSection = {
  sectionName: "applyToInfinity",
  heading: "फ़ाइनेंस का भविष्य, हमारे साथ मिलकर बनाएँ",
  subheading: "फ़्री, कोई इक्विटी नहीं, बारह हफ़्ते",
  description: "आवेदन जैसे-जैसे आते हैं, वैसे-वैसे उनकी समीक्षा होती है। हम 2-3 कामकाजी दिनों में जवाब देते हैं।",
};

export const applyCtaText = "InFINity के लिए अप्लाई करें";

/** On each upcoming event of the cohort's dates: a link to its calendar file. */
export const addToCalendarText = "कैलेंडर में जोड़ें";

/** Beside the call to apply: the five questions that tell a founder whether InFINity fits. */
export const eligibilityLink = { label: "अपनी पात्रता जाँचें", href: paths.eligibility };

export const highlightsHeading = "पिछले कोहोर्ट्स की झलकियाँ";

export const highlightVideos: Video[] = [
  {
    id: "INFINITY-BOOTCAMP",
    title: "बूटकैंप की झलकियाँ, बेंगलुरु",
    description: "तीन दिन की वर्कशॉप, ऑफ़िस आवर्स और देर रात तक पिच की प्रैक्टिस।",
    poster: { src: "/img/home/mentor-session.svg", alt: "", width: 640, height: 400 },
  },
  {
    id: "INFINITY-MENTORS",
    title: "मेंटर्स के ऑफ़िस आवर्स",
    description: "एक घंटा क्या बदल सकता है, इस पर फ़ाउंडर्स और मेंटर्स की बात।",
    poster: { src: "/img/home/community-meetup.svg", alt: "", width: 640, height: 400 },
  },
  {
    id: "INFINITY-DEMO-DAY",
    title: "डेमो डे",
    description: "कोहोर्ट फ़िनटेक को फ़ंड करने वाले इन्वेस्टर्स के सामने पिच करता है।",
    poster: { src: "/img/home/demo-day.svg", alt: "", width: 640, height: 400 },
  },
];
