import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, NewsArticle, PageSection, Stat } from "../models";
import type { FaqEntry, Picture } from "~/lib/models";
import type { PartnerLogo, ToolkitCard } from "../home";

export type { PartnerLogo, ToolkitCard } from "../home";

export const homeMeta = {
  title: `${site.programme}: फ़्री, ज़ीरो-इक्विटी स्टार्टअप प्रोग्राम`,
  description: `${site.programme}: भारत के अर्ली-स्टेज फ़ाउंडर्स के लिए फ़्री, ज़ीरो-इक्विटी प्रोग्राम। पेमेंट, पर्क्स, ऑनबोर्डिंग, कंसल्टिंग, कम्युनिटी और Infinity एक्सेलरेटर।`,
};

export const homeHero: HeroContent = {
  title: `${site.programme}, ${site.provider} का स्टार्टअप प्रोग्राम`,
  subtitle: "फ़ाउंडर्स को ताक़त, ग्रोथ को रफ़्तार",
  ctaText: "शुरू करें",
};

/** Under the hero's button: for founders who want to know what they would get first. */
export const homeHeroEligibility = {
  lead: "जानना चाहते हैं कि आपको क्या-क्या मिल सकता है?",
  link: { label: "अपनी पात्रता जाँचें", href: paths.eligibility },
};

export const homeHeroIntro =
  "कुछ ही दिनों में लाइव होने वाले पेमेंट, ₹1 करोड़ से ज़्यादा के पार्टनर पर्क्स, ज़रूरत पड़ते ही एक्सपर्ट्स की सलाह, और उन फ़ाउंडर्स की कम्युनिटी जो यह सफ़र तय कर चुके हैं। सब कुछ फ़्री, और हम कोई इक्विटी नहीं लेते।";

/** Five pictures for the large-screen mosaic; the first three also form the phone grid. */
export const homeHeroPictures: Picture[] = [
  {
    src: "/img/home/founders-at-work.svg",
    alt: "लैपटॉप पर अपने लॉन्च की योजना बनाते दो फ़ाउंडर्स",
    width: 640,
    height: 480,
  },
  { src: "/img/home/checkout-on-phone.svg", alt: "फ़ोन पर UPI से पेमेंट करता एक ग्राहक", width: 480, height: 480 },
  { src: "/img/home/team-standup.svg", alt: "सुबह की स्टैंड-अप मीटिंग में एक छोटी टीम", width: 480, height: 480 },
  { src: "/img/home/growth-dashboard.svg", alt: "हर महीने बढ़ता रेवेन्यू दिखाता एक डैशबोर्ड", width: 480, height: 480 },
  { src: "/img/home/city-skyline.svg", alt: "शाम के समय बेंगलुरु की स्काईलाइन", width: 640, height: 480 },
];

export const partnerStrip = {
  section: {
    sectionName: "partners",
    heading: "जाने-माने स्टार्टअप्स का भरोसा",
    subheading: "",
    description: `उन हज़ारों इनोवेटिव कंपनियों से जुड़ें, जो ${site.provider} के संपूर्ण स्टार्टअप प्रोग्राम के साथ तेज़ी से आगे बढ़ रही हैं`,
  } satisfies PageSection,
  pause: "लोगो की स्क्रॉलिंग रोकें",
  play: "लोगो की स्क्रॉलिंग चलाएँ",
  partners: [
    { name: "DeskHive", logo: "/logos/deskhive.svg", alt: "DeskHive, कोवर्किंग स्पेस" },
    { name: "ReCell", logo: "/logos/recell.svg", alt: "ReCell, रीफ़र्बिश्ड फ़ोन का मार्केटप्लेस" },
    { name: "FitPulse", logo: "/logos/fitpulse.svg", alt: "FitPulse, फ़िटनेस क्लासेज़" },
    { name: "CareCrew", logo: "/logos/carecrew.svg", alt: "CareCrew, कर्मचारियों की हेल्थकेयर" },
    { name: "MediNest", logo: "/logos/medinest.svg", alt: "MediNest, हेल्थकेयर प्लेटफ़ॉर्म" },
    { name: "OrbitCard", logo: "/logos/orbitcard.svg", alt: "OrbitCard, क्रेडिट कार्ड" },
    { name: "Threadline", logo: "/logos/threadline.svg", alt: "Threadline, कपड़ों का स्टोर" },
    { name: "Northwind", logo: "/logos/northwind.svg", alt: "Northwind" },
    { name: "Brightside", logo: "/logos/brightside.svg", alt: "Brightside" },
  ] satisfies PartnerLogo[],
};

export const about = {
  section: {
    sectionName: "about",
    heading: "भारत के फ़ाउंडर्स के लिए फ़ुल-स्टैक फ़ाइनेंशियल सर्विसेज़",
    subheading: "",
    description: `ग्राहक से मिले पहले रुपये से लेकर सीरीज़ A जुटाने के दिन तक, ${site.provider} आपको एक ही स्टैक में पेमेंट, पेआउट और बैंकिंग देता है, और ${site.programme} साथ में वे लोग और पर्क्स जोड़ता है, जिनसे शुरुआती दिन आसान हो जाते हैं।`,
  } satisfies PageSection,
  stats: [
    { value: 500000, suffix: "+", label: "भारत में मर्चेंट" },
    { value: 150, suffix: "+", label: "पेमेंट मोड" },
  ] satisfies Stat[],
  galleryLabel: "Launchpad कम्युनिटी के कुछ पल",
  gallery: [
    { src: "/img/home/community-meetup.svg", alt: "Launchpad मीटअप में बातचीत करते फ़ाउंडर्स", width: 640, height: 400 },
    { src: "/img/home/demo-day.svg", alt: "डेमो डे पर मंच से प्रेज़ेंटेशन देता एक फ़ाउंडर", width: 640, height: 400 },
    {
      src: "/img/home/mentor-session.svg",
      alt: "पिच डेक रिव्यू करते एक मेंटर और एक फ़ाउंडर",
      width: 640,
      height: 400,
    },
  ] satisfies Picture[],
};

export const growthToolkit = {
  section: {
    sectionName: "growthToolkit",
    heading: "आपकी ग्रोथ टूलकिट",
    subheading: "",
    description: "प्रोग्राम में मिलने वाली हर चीज़, एक ही जगह।",
  } satisfies PageSection,
  cards: [
    {
      icon: "layers",
      title: "प्रोडक्ट्स",
      description: "150+ पेमेंट मोड से पेमेंट लें, सब्सक्रिप्शन चलाएँ और सिर्फ़ T+15 मिनट में सेटलमेंट पाएँ।",
      link: { label: "बूटस्ट्रैप्ड स्टार्टअप्स के लिए प्रोडक्ट्स देखें", href: paths.bootstrapped },
    },
    {
      icon: "gift",
      title: "एक्सक्लूसिव पर्क्स",
      description: "एनालिटिक्स, CRM, कंप्लायंस और हायरिंग से जुड़े पार्टनर्स से ₹1 करोड़ से ज़्यादा के क्रेडिट और डिस्काउंट।",
      link: { label: "सारे पर्क्स देखें", href: paths.perks },
    },
    {
      icon: "rocket",
      title: "तेज़ ऑनबोर्डिंग",
      description: "प्रोडक्ट एक्सपर्ट्स और एक डेडिकेटेड अकाउंट मैनेजर की मदद से जल्दी लाइव हों।",
      link: { label: "जानें, ऑनबोर्डिंग कैसे होती है", href: `${paths.bootstrapped}#go-live-fast` },
    },
    {
      icon: "messages",
      title: "एक्सपर्ट कंसल्टिंग",
      description: "गो-टू-मार्केट, प्राइसिंग, रिस्क और स्केल पर उन लोगों के साथ सेशन, जो यह सब करके देख चुके हैं।",
      link: { label: "हमारे कंसल्टेंट्स से मिलें", href: paths.consulting },
    },
    {
      icon: "users",
      title: "फ़ाउंडर कम्युनिटी",
      description: "चुने हुए ग्रुप्स, इंडस्ट्री लीडर्स के साथ AMA और इन्वेस्टर्स के सामने डेमो डे।",
      link: { label: "कम्युनिटी से जुड़ें", href: paths.community },
    },
  ] satisfies ToolkitCard[],
};

export const accelerator = {
  section: {
    sectionName: "accelerator",
    heading: `${site.provider} Infinity: फ़िनटेक फ़ाउंडर्स के लिए 12 हफ़्ते का एक्सेलरेटर`,
    subheading: "Infinity प्रोग्राम",
    description:
      "MVP तैयार कर चुके और सीड से सीरीज़ A तक की फ़ंडिंग जुटा रहे अर्ली-स्टेज फ़िनटेक स्टार्टअप्स के लिए एक हाइब्रिड, ज़ीरो-इक्विटी प्रोग्राम: बेंगलुरु में बूटकैंप, पूरी इंडस्ट्री से मेंटर्स और इन्वेस्टर्स के सामने डेमो डे।",
  } satisfies PageSection,
  cta: { label: "Infinity प्रोग्राम के बारे में जानें", href: paths.infinity },
  newsHeading: "ख़बरों में",
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
    heading: "अक्सर पूछे जाने वाले सवाल",
    subheading: "",
    description: "",
  } satisfies PageSection,
  items: [
    {
      question: `${site.programme} क्या है?`,
      answer: `${site.programme} भारत के अर्ली-स्टेज फ़ाउंडर्स के लिए ${site.provider} का प्रोग्राम है। इसमें पेमेंट प्रोडक्ट्स, पार्टनर पर्क्स, तेज़ ऑनबोर्डिंग, एक्सपर्ट कंसल्टिंग, फ़ाउंडर कम्युनिटी, नॉलेज हब और टूलकिट, सब एक साथ मिलते हैं।`,
    },
    {
      question: "कौन जुड़ सकता है?",
      answer:
        "भारत में स्टार्टअप बना रहे अर्ली-स्टेज फ़ाउंडर्स, चाहे वे बूटस्ट्रैप्ड हों, इनक्यूबेटेड हों, एंजेल इन्वेस्टर्स से फ़ंडेड हों या वेंचर कैपिटल से।",
    },
    {
      question: "क्या इसकी कोई फ़ीस है, या आप इक्विटी लेते हैं?",
      answer:
        "नहीं। यह प्रोग्राम फ़्री है और हम कोई इक्विटी नहीं लेते। आप सिर्फ़ उन पेमेंट प्रोडक्ट्स की स्टैंडर्ड फ़ीस देते हैं, जिन्हें आप इस्तेमाल करते हैं।",
    },
    {
      question: "जुड़ने पर मुझे क्या मिलेगा?",
      answer:
        "150+ पेमेंट मोड वाले पेमेंट प्रोडक्ट्स, कुल मिलाकर ₹1 करोड़ से ज़्यादा के पार्टनर पर्क्स, डेडिकेटेड अकाउंट मैनेजर के साथ ऑनबोर्डिंग, कंसल्टेंट्स के साथ सेशन और फ़ाउंडर कम्युनिटी में जगह।",
    },
    {
      question: "पेमेंट लेना कितनी जल्दी शुरू हो सकता है?",
      answer:
        "साइन अप करें, हमारे प्रोडक्ट एक्सपर्ट्स के साथ ऑनबोर्डिंग पूरी करें, और कुछ ही दिनों में आप लाइव हो सकते हैं। सेटलमेंट आप तक सिर्फ़ T+15 मिनट में पहुँच सकता है।",
    },
    {
      question: "Infinity प्रोग्राम इससे अलग कैसे है?",
      answer:
        "Infinity फ़िनटेक फ़ाउंडर्स के लिए 12 हफ़्ते का हाइब्रिड एक्सेलरेटर है, जिसमें बेंगलुरु में बूटकैंप, मेंटर्स और डेमो डे शामिल हैं। यह भी फ़्री है, और इसमें भी हम कोई इक्विटी नहीं लेते।",
    },
  ] satisfies FaqEntry[],
};
