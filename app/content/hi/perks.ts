import { site } from "~/site";
import type { HeroContent, PageSection } from "../models";
import { offerFacts } from "../perk-facts";
import type { ClaimStep, PartnerPerk, PerkPartner } from "../perks";

export type { ClaimStep, PartnerPerk, PerkPartner, PerkStage } from "../perks";
export { perkStages } from "../perks";

export const perksMeta = {
  title: `₹1 करोड़ से ज़्यादा के पार्टनर पर्क्स`,
  breadcrumb: "पर्क्स",
  description: `CRM, एनालिटिक्स, कंप्लायंस, हायरिंग, बैंकिंग और दूसरे क्षेत्रों के ${site.programme} पार्टनर्स से क्रेडिट और डिस्काउंट: ₹1,86,000 के CRM क्रेडिट, ₹899 में ट्रेडमार्क और इनकॉर्पोरेशन, 37+ फ़्री बैंक सर्विसेज़। जानें, इन्हें कैसे क्लेम करें।`,
};

export const perksHero: HeroContent = {
  title: "आपके स्टार्टअप के लिए एक्सक्लूसिव पर्क्स",
  subtitle: `CRM, एनालिटिक्स, डिज़ाइन, कंप्लायंस, हायरिंग और बैंकिंग से जुड़े पार्टनर्स से क्रेडिट, डिस्काउंट और फ़्री सर्विसेज़। ${site.programme} के हर फ़ाउंडर के लिए फ़्री।`,
  ctaText: "पर्क्स क्लेम करें",
};

const partner = (id: string, name: string, kind: string): PerkPartner => ({
  id,
  name,
  kind,
  logo: `/logos/perks/${id}.svg`,
  mark: `/logos/perks/${id}-mark.svg`,
});

export const perkPartners = {
  lumetric: partner("lumetric", "Lumetric", "प्रोडक्ट एनालिटिक्स"),
  trendwell: partner("trendwell", "Trendwell", "वेब एनालिटिक्स"),
  pixelpatch: partner("pixelpatch", "Pixelpatch", "डिज़ाइन टूल"),
  chirpwave: partner("chirpwave", "Chirpwave", "कस्टमर एंगेजमेंट"),
  sahyogBank: partner("sahyog-bank", "Sahyog Bank", "बैंकिंग"),
  kinaraCrm: partner("kinara-crm", "Kinara CRM", "CRM"),
  hireNest: partner("hirenest", "HireNest", "जॉब प्लेटफ़ॉर्म"),
  kagaz: partner("kagaz", "Kagaz", "लीगल और कंप्लायंस"),
  bachatClub: partner("bachat-club", "Bachat Club", "बिज़नेस सर्विसेज़ पर डिस्काउंट"),
} satisfies Record<string, PerkPartner>;

export const partnerOrbit = {
  label: "पर्क पार्टनर्स",
  pause: "पार्टनर लोगो का एनिमेशन रोकें",
  play: "पार्टनर लोगो का एनिमेशन चलाएँ",
  centreValue: "₹1 करोड़+",
  centreLabel: "के पार्टनर पर्क्स",
  /** Nine partners, evenly spaced round the ring. */
  partners: Object.values(perkPartners),
};

/**
 * A built-in offer of one of the orbit's partners, with its wordmark as the logo: its texts in
 * Hindi, and what is not a text (who qualifies, its last day…) the same as the English one's.
 */
const offerOf = (
  partner: PerkPartner,
  offer: Pick<PartnerPerk, "offer" | "description" | "cta" | "claimSteps" | "exclusions">,
): PartnerPerk => ({
  id: partner.id,
  name: partner.name,
  kind: partner.kind,
  logo: { src: partner.logo, alt: `${partner.name} का लोगो`, width: 160, height: 48 },
  ...offerFacts[partner.id],
  ...offer,
});

export const perkTermsText = {
  lastVerified: (date: string) => `ऑफ़र की जाँच ${date} को की गई`,
};

export const perkFactsText = {
  upTo: "अधिकतम",
  qualifies: "कौन क्लेम कर सकता है",
  everyFounder: "प्रोग्राम का हर फ़ाउंडर",
  stages: {
    bootstrapped: "बूटस्ट्रैप्ड स्टार्टअप्स",
    "venture-funded": "VC-फ़ंडेड स्टार्टअप्स",
    infinity: "InFINity के कोहोर्ट्स",
  },
  runs: "कब तक",
  noEnd: "कोई आख़िरी तारीख़ नहीं",
  excludes: "इसमें शामिल नहीं",
  howToClaim: "क्लेम कैसे करें",
  sharedSteps: "नीचे दिए तीन स्टेप",
};

export const perkFilterText = {
  forLabel: "किसके लिए",
  forEveryone: "हर फ़ाउंडर",
  categoryLabel: "कैटेगरी",
  category: {
    all: "सभी कैटेगरी",
    software: "सॉफ़्टवेयर",
    finance: "बैंकिंग और फ़ाइनेंस",
    hiring: "हायरिंग",
    legal: "लीगल और कंप्लायंस",
  },
  count: (shown: number, total: number) =>
    shown === 0
      ? "इस चुनाव से अभी कोई ऑफ़र मेल नहीं खाता: कोई और चुनें।"
      : shown === total
        ? `सभी ${total} ऑफ़र दिख रहे हैं`
        : `${total} में से ${shown} ऑफ़र दिख रहे हैं`,
};

export const partnerOffersSection: PageSection = {
  sectionName: "partnerOffers",
  heading: "एक्सक्लूसिव पार्टनर ऑफ़र",
  subheading: "₹1 करोड़ से ज़्यादा के पर्क्स",
  description: `अपना ${site.programme} अकाउंट लाइव होते ही इन्हें क्लेम करें: हर ऑफ़र बताता है कि उसे कौन क्लेम कर सकता है, कैसे और कब तक। न कोई मिनिमम ख़र्च, न कोई इक्विटी।`,
};

export const partnerPerks: PartnerPerk[] = [
  offerOf(perkPartners.kinaraCrm, {
    offer: "₹1,86,000 के CRM क्रेडिट",
    description:
      "Kinara के सेल्स, सपोर्ट और मार्केटिंग सूट के लिए क्रेडिट, ताकि पहली सेल से ही हर लीड और ग्राहक से हुई हर बातचीत एक ही जगह रहे।",
    cta: "Kinara CRM के क्रेडिट क्लेम करें",
    claimSteps: [
      "अपने डैशबोर्ड में पर्क्स खोलें और अपना Kinara कोड कॉपी करें",
      "अपने वर्क ई-मेल से Kinara पर अकाउंट बनाएँ",
      "30 दिन के अंदर बिलिंग में कोड डालें",
    ],
    exclusions: "सिर्फ़ नए Kinara अकाउंट के लिए; क्रेडिट ऐक्टिवेशन से 12 महीने चलते हैं और ऐड-ऑन पर लागू नहीं होते।",
  }),
  offerOf(perkPartners.kagaz, {
    offer: "₹899 में ट्रेडमार्क और इनकॉर्पोरेशन, ₹299 में GST",
    description:
      "₹899 में अपनी कंपनी इनकॉर्पोरेट कराएँ और ट्रेडमार्क फ़ाइल करें, और ₹299 में GST रजिस्ट्रेशन कराएँ। सारी काग़ज़ी कार्रवाई Kagaz के चार्टर्ड अकाउंटेंट और वकील सँभालेंगे।",
    cta: "Kagaz का ऑफ़र क्लेम करें",
    exclusions: "सरकारी फ़ीस और स्टांप ड्यूटी अलग से देनी होती है।",
  }),
  offerOf(perkPartners.hireNest, {
    offer: "1 जॉब पोस्टिंग ₹750 में, 3 पोस्टिंग ₹2,000 में",
    description:
      "HireNest पर ओपनिंग पोस्ट करें और उन कैंडिडेट्स तक पहुँचें जो स्टार्टअप्स में काम करना चाहते हैं, पहले इंजीनियर से लेकर सेल्स टीम की पहली हायरिंग तक।",
    cta: "HireNest का ऑफ़र क्लेम करें",
  }),
  offerOf(perkPartners.bachatClub, {
    offer: "10% डिस्काउंट",
    description:
      "Bachat Club से बुक की गई बिज़नेस सर्विसेज़ पर 10% डिस्काउंट: सॉफ़्टवेयर सब्सक्रिप्शन, कोवर्किंग पास, ट्रैवल और ऑफ़िस का सामान।",
    cta: "Bachat Club का डिस्काउंट क्लेम करें",
    exclusions: "रवानगी से पहले के आख़िरी 7 दिनों में बुक किए गए ट्रैवल पर नहीं।",
  }),
  offerOf(perkPartners.lumetric, {
    offer: "1 साल फ़्री",
    description:
      "पूरे एक साल तक Lumetric का प्रोडक्ट एनालिटिक्स, बिना किसी ख़र्च के: फ़नल, रिटेंशन और कोहोर्ट, ताकि आप देख सकें कि आपके यूज़र्स को बार-बार वापस क्या लाता है।",
    cta: "Lumetric का 1 साल फ़्री ऑफ़र क्लेम करें",
    claimSteps: ["अपने अकाउंट मैनेजर से Lumetric का इनवाइट माँगें", "अपने वर्क ई-मेल से उसे स्वीकार करें"],
    exclusions: "हर महीने अधिकतम 1 करोड़ इवेंट; साल इनवाइट स्वीकार करने के दिन से शुरू होता है।",
  }),
  offerOf(perkPartners.sahyogBank, {
    offer: "37+ फ़्री बैंक सर्विसेज़",
    description:
      "Sahyog Bank में करंट अकाउंट, और 37 से ज़्यादा बैंकिंग सर्विसेज़ बिना किसी चार्ज के: NEFT, RTGS और IMPS ट्रांसफ़र से लेकर चेक बुक तक।",
    cta: "Sahyog Bank का ऑफ़र क्लेम करें",
  }),
];

export const morePerksSoon = {
  title: "जल्द ही और पर्क्स",
  description: "हर तिमाही नए पार्टनर्स प्रोग्राम से जुड़ते हैं। आज के ऑफ़र क्लेम करें, और अगले ऑफ़र आते ही सबसे पहले आपको ख़बर मिलेगी।",
};

export const howToClaimSection: PageSection = {
  sectionName: "howToClaim",
  heading: "क्लेम कैसे करें",
  subheading: "आवेदन से बचत तक, बस तीन स्टेप",
  description: `पर्क्स आपके ${site.programme} अकाउंट से अनलॉक होते हैं, इसलिए क्लेम करने की शुरुआत एक छोटे-से आवेदन से होती है।`,
};

export const claimSteps: ClaimStep[] = [
  {
    icon: "file-text",
    title: "अप्लाई करें",
    description: `अपने बिज़नेस की जानकारी देकर ${site.programme} के लिए साइन अप करें। यह फ़्री है और इसमें बस कुछ मिनट लगते हैं।`,
  },
  {
    icon: "check",
    title: "ऑनबोर्डिंग पूरी करें",
    description:
      "हमारे प्रोडक्ट एक्सपर्ट्स और अपने अकाउंट मैनेजर के साथ अपने बिज़नेस का वेरिफ़िकेशन पूरा करें। ज़्यादातर फ़ाउंडर्स कुछ ही दिनों में लाइव हो जाते हैं।",
  },
  {
    icon: "gift",
    title: "क्लेम करें और इस्तेमाल करें",
    description: "अपने डैशबोर्ड से अपनी ज़रूरत के पर्क्स चुनें और हर पार्टनर के यहाँ उन्हें तुरंत रिडीम करें।",
  },
];

export const howToClaimCta = "अपना आवेदन शुरू करें";
