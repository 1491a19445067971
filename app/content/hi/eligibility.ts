import type { AnswerTo, InfinityReason, QuestionId, Track } from "~/lib/eligibility";
import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, PageSection } from "../models";

export const eligibilityMeta = {
  title: "पात्रता जाँचें: आपका ट्रैक, InFINity और पर्क्स",
  breadcrumb: "अपनी पात्रता जाँचें",
  description: `पाँच सवालों में जानें ${site.programme} में आपका ट्रैक, InFINity में आपकी पात्रता और आपके पर्क्स। आपके जवाब न कहीं भेजे जाते हैं, न सेव होते हैं।`,
};

export const eligibilityHero: HeroContent = {
  title: "अपनी पात्रता जाँचें",
  subtitle:
    "पाँच सवाल, एक मिनट: जानें कि आपका ट्रैक कौन-सा है, क्या InFINity आपको ले सकता है, और आप कौन-से पर्क्स क्लेम कर सकते हैं। आपके जवाब इसी पेज पर रहते हैं।",
  ctaText: "शुरू करें",
};

export const questionsSection: PageSection = {
  sectionName: "questions",
  heading: "पाँच सवाल",
  subheading: "",
  description: "हर सवाल का एक जवाब चुनें। पाँचों सवालों के जवाब देते ही आपका नतीजा दिख जाएगा।",
};

/** The form's own button: takes a keyboard or screen-reader user to the result, or to what is left to answer. */
export const eligibilityFormText = {
  submit: "मेरा नतीजा दिखाएँ",
};

type QuestionCopy<Q extends QuestionId> = { legend: string; options: Record<AnswerTo<Q>, string> };

/** The questions' legends and answers, in the page's order (the values are app/lib/eligibility.ts's). */
export const eligibilityQuestions: { [Q in QuestionId]: QuestionCopy<Q> } = {
  funding: {
    legend: "आपके स्टार्टअप को अब तक पैसा कहाँ से मिला है?",
    options: {
      bootstrapped: "बूटस्ट्रैप्ड (अपने पैसे से)",
      angels: "एंजेल इन्वेस्टर, दोस्त और परिवार",
      "venture-capital": "वेंचर कैपिटल",
    },
  },
  stage: {
    legend: "आपका स्टार्टअप किस स्टेज पर है?",
    options: { idea: "आइडिया", mvp: "MVP या पायलट यूज़र्स", "paying-customers": "पैसे देने वाले ग्राहक" },
  },
  raised: {
    legend: "आपने अब तक कुल कितनी फ़ंडिंग जुटाई है?",
    options: {
      nothing: "अभी तक कुछ नहीं",
      "under-1m": "10 लाख अमेरिकी डॉलर ($1 मिलियन) से कम",
      "1m-to-10m": "10 लाख से 1 करोड़ अमेरिकी डॉलर ($1–10 मिलियन)",
      "over-10m": "1 करोड़ अमेरिकी डॉलर ($10 मिलियन) से ज़्यादा",
    },
  },
  fintech: { legend: "क्या आप फ़िनटेक प्रोडक्ट बना रहे हैं?", options: { yes: "हाँ", no: "नहीं" } },
  india: { legend: "क्या आपकी कंपनी भारत में रजिस्टर्ड है?", options: { yes: "हाँ", "not-yet": "अभी नहीं" } },
};

export const resultSection: PageSection = {
  sectionName: "result",
  heading: "आपका नतीजा",
  subheading: "",
  description: "",
};

export const resultText = {
  pending: "पाँचों सवालों के जवाब देते ही आपका नतीजा यहाँ दिखेगा।",
  trackHeading: (name: string) => `आपका ट्रैक: ${name}`,
  infinityHeading: "Infinity प्रोग्राम",
  eligible:
    "आप अप्लाई कर सकते हैं। InFINity आपके जैसे अर्ली-स्टेज फ़िनटेक स्टार्टअप्स के लिए है: जिनके पास कम से कम MVP हो और जिन्होंने 1 करोड़ अमेरिकी डॉलर ($10 मिलियन) से कम जुटाए हों।",
  notYet: "अभी नहीं, क्योंकि:",
  reasons: {
    "needs-mvp": "InFINity के लिए कम से कम एक MVP ज़रूरी है, यानी ऐसा प्रोडक्ट जिसे ग्राहक या पायलट यूज़र्स इस्तेमाल करके देख सकें।",
    "raised-too-much":
      "InFINity सीड से सीरीज़ A तक फ़ंडिंग जुटा रहे उन स्टार्टअप्स के लिए है जिन्होंने कुल 1 करोड़ अमेरिकी डॉलर ($10 मिलियन) से कम जुटाए हैं; आप इससे ज़्यादा जुटा चुके हैं।",
    "not-fintech": "InFINity फ़िनटेक स्टार्टअप्स का एक्सेलरेटर है।",
  } satisfies Record<InfinityReason, string>,
  applyCta: "InFINity के लिए अप्लाई करें",
  aboutInfinity: "Infinity प्रोग्राम के बारे में",
  perksHeading: "पर्क्स",
  perks: {
    "claim-once-live":
      "अकाउंट लाइव होते ही ₹1 करोड़ से ज़्यादा के पार्टनर पर्क्स क्लेम करें: CRM क्रेडिट, एक साल का एनालिटिक्स, 37+ फ़्री बैंक सर्विसेज़ और बहुत कुछ।",
    "register-first":
      "पर्क्स अकाउंट लाइव होने पर मिलते हैं, और लाइव होने के लिए आपके बिज़नेस का वेरिफ़िकेशन ज़रूरी है: इसलिए पहले अपनी कंपनी भारत में रजिस्टर करें, फिर ₹1 करोड़ से ज़्यादा के पर्क्स क्लेम करें।",
  },
  perksLink: { label: "पर्क्स कैसे क्लेम करें", href: `${paths.perks}#how-to-claim` },
  offersLead: "आपके लिए खुले ऑफ़र:",
  offer: (name: string, figure: string) => `${name}: ${figure}`,
  onceInInfinity: "InFINity से जुड़ने के बाद",
  noOffers: "आज आपके स्टार्टअप के लिए कोई ऑफ़र खुला नहीं है; हर तिमाही नए पार्टनर्स जुड़ते हैं।",
  cta: "शुरू करें",
};

/** Each track: its name, its page, and two lines on what it gives. */
export const tracks: Record<Track, { name: string; href: string; linkText: string; lines: [string, string] }> = {
  bootstrapped: {
    name: "बूटस्ट्रैप्ड",
    href: paths.bootstrapped,
    linkText: "बूटस्ट्रैप्ड ट्रैक देखें",
    lines: [
      "हमारे प्रोडक्ट एक्सपर्ट्स और आपके अपने अकाउंट मैनेजर की मदद से कुछ ही दिनों में लाइव हों।",
      "150+ पेमेंट मोड और सिर्फ़ T+15 मिनट में सेटलमेंट, ताकि आपका हर रुपया जल्दी काम आए।",
    ],
  },
  "vc-funded": {
    name: "VC-फ़ंडेड",
    href: paths.vcFunded,
    linkText: "VC-फ़ंडेड ट्रैक देखें",
    lines: [
      "एंटरप्राइज़-ग्रेड पेमेंट: 150+ पेमेंट मोड, सिर्फ़ T+15 मिनट में सेटलमेंट और 130+ करेंसी।",
      "रियल-टाइम इंटेलिजेंस, जो कस्टमर एक्विज़िशन कॉस्ट 25-45% तक घटाती है, और साथ में 30 दिन का फ़्री पायलट।",
    ],
  },
};

/** What a page without JavaScript shows in place of the checker, and everyone below it: the rules. */
export const rulesSection: PageSection = {
  sectionName: "rules",
  heading: "चेकर कैसे तय करता है",
  subheading: "",
  description:
    "यहाँ वही नियम हैं जिन पर चेकर चलता है, ताकि आप अपना नतीजा ख़ुद भी पढ़ सकें। आप जो भी चुनते हैं, वह न कहीं भेजा जाता है, न सेव होता है: आपके जवाब सिर्फ़ इस पेज के एड्रेस (URL) में रहते हैं, इसलिए आप इसे शेयर भी कर सकते हैं।",
};

export const rules = {
  noScript: "चेकर के लिए JavaScript ज़रूरी है, जो इस ब्राउज़र में बंद है। इसके नियम नीचे दिए गए हैं।",
  tracksHeading: "आपका ट्रैक कौन-सा है",
  tracks: [
    "बूटस्ट्रैप्ड: उन स्टार्टअप्स के लिए जिन्हें फ़ाउंडर्स ने ख़ुद, या एंजेल इन्वेस्टर्स, दोस्तों और परिवार ने फ़ंड किया है।",
    "VC-फ़ंडेड: उन स्टार्टअप्स के लिए जिनमें वेंचर कैपिटल का निवेश है।",
  ],
  infinityHeading: "InFINity किसके लिए है",
  infinityIntro: "यह एक्सेलरेटर उन स्टार्टअप्स को लेता है जो ये सभी शर्तें पूरी करते हैं:",
  infinityCriteria: [
    "आप फ़िनटेक प्रोडक्ट बना रहे हैं।",
    "आपके पास कम से कम एक MVP है: ऐसा प्रोडक्ट जिसे ग्राहक या पायलट यूज़र्स इस्तेमाल करके देख सकें।",
    "सीड से सीरीज़ A के सफ़र में आपने अब तक कुल 1 करोड़ अमेरिकी डॉलर ($10 मिलियन) से कम जुटाए हैं।",
  ],
  perksHeading: "पर्क्स",
  perks:
    "प्रोग्राम का हर फ़ाउंडर अपना अकाउंट लाइव होने के बाद पार्टनर पर्क्स क्लेम कर सकता है। लाइव होने के लिए बिज़नेस का वेरिफ़िकेशन ज़रूरी है, इसलिए आपकी कंपनी भारत में रजिस्टर्ड होनी चाहिए।",
};
