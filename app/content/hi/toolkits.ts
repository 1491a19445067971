import { ALL_TOOLS, type ToolFilterKey } from "~/lib/toolkit-filter";
import { site } from "~/site";
import type { HeroContent, NewsArticle, PageSection } from "../models";
import type { Claim, ToolkitTool } from "../toolkits";

export type { Claim, ToolkitTool } from "../toolkits";

export const toolkitsMeta = {
  title: `स्टार्टअप टूलकिट: टेम्पलेट, गाइड और इन्वेस्टर लिस्ट`,
  breadcrumb: "स्टार्टअप टूलकिट",
  description: `फ़ाउंडर्स के लिए फ़्री टूल: पिच डेक, कैप टेबल और फ़ाइनेंशियल मॉडल टेम्पलेट, GST गाइड, कंप्लायंस कैलेंडर, पेमेंट इंटीग्रेशन किट और इन्वेस्टर लिस्ट।`,
};

export const toolkitsHero: HeroContent = {
  title: "स्टार्टअप टूलकिट",
  subtitle:
    "टेम्पलेट, गाइड और इंट्रोडक्शन, जो आपके कई हफ़्ते बचाएँ: वे टूल जो हमारे फ़ाउंडर्स पहले दिन से अपने पास चाहते थे, प्रोग्राम में सबके लिए फ़्री।",
  ctaText: "टूलकिट पाएँ",
};

export const toolkitsEyebrow = `${site.programme} रिसोर्सेज़`;

export const toolkitClaims: Claim[] = [
  { figure: "1,000+", label: "कम्युनिटी में फ़ाउंडर्स" },
  { figure: "50+", label: "ग्रेजुएट हुए स्टार्टअप्स" },
  { figure: "$100M+", label: "एलम्नाई ने जुटाए" },
];

/** The filters, in order, each a category and its name; the first shows every card. */
export const toolFilters: { key: ToolFilterKey; label: string }[] = [
  { key: ALL_TOOLS, label: "सभी टूल" },
  { key: "funding", label: "फ़ंडिंग" },
  { key: "templates", label: "टेम्पलेट" },
  { key: "compliance", label: "कंप्लायंस" },
  { key: "payments", label: "पेमेंट" },
  { key: "community", label: "कम्युनिटी" },
];

export const toolsSection: PageSection = {
  sectionName: "toolkitTools",
  heading: "फ़ंडिंग, प्रोडक्ट और ग्रोथ के लिए ज़रूरी हर चीज़",
  subheading: "टूलकिट",
  description: "अभी जिस काम में लगे हैं, उसके टूल देखने के लिए कोई कैटेगरी चुनें। यहाँ की हर चीज़ प्रोग्राम के फ़ाउंडर्स के लिए फ़्री है।",
};

export const toolsText = {
  filterLabel: "कैटेगरी के हिसाब से टूल फ़िल्टर करें",
  /** Read out politely after each filter change, and shown above the cards: every card, or a category's (by its name). */
  resultCount: (count: number, category: string | null) => {
    if (category === null) {
      if (count === 0) return "अभी कोई टूल नहीं है";
      return count === 1 ? "1 टूल दिखाया जा रहा है" : `सभी ${count} टूल दिखाए जा रहे हैं`;
    }
    if (count === 0) return `${category} कैटेगरी में अभी कोई टूल नहीं है`;
    return count === 1 ? `${category} कैटेगरी का 1 टूल दिखाया जा रहा है` : `${category} कैटेगरी के ${count} टूल दिखाए जा रहे हैं`;
  },
  empty: "इस कैटेगरी में अभी कोई टूल नहीं है। जल्द ही फिर देखें।",
  featuredTag: "सबसे ज़्यादा इस्तेमाल",
  specialTag: "सिर्फ़ मेंबर्स के लिए",
  spotlightTag: "स्पॉटलाइट",
  featuresLabel: "आपको क्या मिलेगा",
  differentiatorsLabel: "इसमें ख़ास क्या है",
  benefitsLabel: "इससे आपको क्या फ़ायदा",
};

export const tools: ToolkitTool[] = [
  {
    title: "पेमेंट गेटवे इंटीग्रेशन किट",
    icon: "code",
    category: "payments",
    description:
      "सर्वर SDK, सैंपल ऐप, टेस्ट कार्ड और गो-लाइव चेकलिस्ट, ताकि आप वेब, Android और iOS पर 150+ पेमेंट मोड स्वीकार कर सकें, और असली पैसे के लेन-देन से पहले ही सब कुछ बनाकर टेस्ट कर लें।",
    features: [
      "वेब, Android और iOS के लिए सर्वर SDK और सैंपल ऐप",
      "वेबहुक हैंडलर, जो सिग्नेचर वेरिफ़ाई करता है और रीट्राई सँभालता है",
      "टेस्ट कार्ड, UPI हैंडल और पहले से लिखे फ़ेल्योर सिनेरियो",
      "वही गो-लाइव चेकलिस्ट, जो हमारी ऑनबोर्डिंग टीम इस्तेमाल करती है",
    ],
    differentiators: [
      { label: "पहले दिन से सैंडबॉक्स", description: "साइन अप करते ही टेस्ट कीज़, किसी भी काग़ज़ी कार्रवाई से पहले।" },
      {
        label: "इंजीनियर का रिव्यू",
        description: "लाइव होने से पहले एक प्रोडक्ट एक्सपर्ट आपका इंटीग्रेशन जाँचता है।",
      },
    ],
    benefits: [
      { icon: "zap", text: "सिर्फ़ T+15 मिनट में सेटलमेंट" },
      { icon: "globe", text: "130+ करेंसी में इंटरनेशनल पेमेंट, सेटलमेंट INR में" },
      { icon: "shield", text: "3DS 2.0 और टोकनाइज़्ड सेव्ड कार्ड" },
    ],
    quote:
      "हमने देखा है कि सबसे तेज़ इंटीग्रेशन वही होते हैं, जो सक्सेस से पहले फ़ेल्योर को टेस्ट करते हैं। यह किट इसी को डिफ़ॉल्ट बना देती है, ताकि आपका पहला लाइव पेमेंट बिल्कुल बोरिंग रहे, और यही सबसे अच्छी बात है।",
    attribution: `पेमेंट इंजीनियरिंग टीम, ${site.provider}`,
    stat: "हफ़्तों में नहीं, दिनों में लाइव हों",
    buttonText: "इंटीग्रेशन किट पाएँ",
    spotlight: true,
  },
  {
    title: "पिच डेक टेम्पलेट",
    icon: "file-text",
    category: "templates",
    description: "सीड और प्री-सीड राउंड के लिए बारह स्लाइड का स्ट्रक्चर, और हर स्लाइड पर नोट्स कि इन्वेस्टर उसमें क्या देखते हैं।",
    features: [
      "Google Slides और PowerPoint में एडिट करें",
      "हर स्लाइड के लिए स्पीकर नोट्स",
      "मज़बूत और कमज़ोर स्लाइड्स के उदाहरण, टिप्पणियों के साथ",
    ],
    differentiators: [
      {
        label: "इन्वेस्टर्स का रिव्यू",
        description: "हर अपडेट से पहले हमारे नेटवर्क के सीड इन्वेस्टर इसे रिव्यू करते हैं।",
      },
      {
        label: "भारत के लिए बना",
        description: "मार्केट साइज़ की स्लाइड्स में भारतीय डेटा सोर्स और रुपये में आँकड़े।",
      },
    ],
    testimonial: {
      quote: "एक वीकेंड में हमने इसी टेम्पलेट पर अपना डेक दोबारा बनाया, और हमारे कोल्ड ई-मेल मीटिंग्स में बदलने लगे।",
      attribution: "Ananya R., Ledgerleaf की को-फ़ाउंडर",
    },
    stat: "12 स्लाइड, हर एक पर टिप्पणी",
    buttonText: "पिच डेक टेम्पलेट पाएँ",
    featured: true,
  },
  {
    title: "कैप टेबल टेम्पलेट",
    icon: "layers",
    category: "templates",
    description:
      "एक स्प्रेडशीट, जो इनकॉर्पोरेशन से सीरीज़ A तक आपकी शेयरहोल्डिंग का मॉडल बनाती है, ताकि टर्म शीट साइन करने से पहले ही आप डाइल्यूशन देख सकें।",
    features: [
      "हर राउंड का डाइल्यूशन, प्री-मनी और पोस्ट-मनी व्यू के साथ",
      "ESOP पूल का साइज़ और टॉप-अप",
      "कन्वर्टिबल नोट्स और iSAFE नोट्स का कन्वर्ज़न",
    ],
    benefits: [
      { icon: "scale", text: "दो टर्म शीट की आमने-सामने तुलना करें" },
      { icon: "check", text: "आपके स्टैच्यूटरी शेयर रजिस्टर से मेल खाता लेआउट" },
    ],
    stat: "चार राउंड तक का मॉडल",
    buttonText: "कैप टेबल टेम्पलेट पाएँ",
  },
  {
    title: "फ़ाइनेंशियल मॉडल टेम्पलेट",
    icon: "bar-chart",
    category: "templates",
    description: "SaaS और D2C बिज़नेस के लिए महीने-दर-महीने का थ्री-स्टेटमेंट मॉडल, जिसमें GST, पेमेंट फ़ीस और रनवे पहले से जुड़े हैं।",
    features: ["सब्सक्रिप्शन या ऑर्डर के हिसाब से रेवेन्यू ड्राइवर", "हायरिंग प्लान, बर्न और रनवे", "ख़र्चों में GST और पेमेंट गेटवे फ़ीस शामिल"],
    testimonial: {
      quote: "हमारे इन्वेस्टर्स ने सोमवार को मॉडल माँगा। हमने यही मॉडल भरकर बुधवार को भेज दिया।",
      attribution: "Karan S., Voltaic Bikes के फ़ाउंडर",
    },
    stat: "36 महीने, हर महीने का हिसाब",
    buttonText: "फ़ाइनेंशियल मॉडल पाएँ",
  },
  {
    title: "सीड इन्वेस्टर डायरेक्टरी",
    icon: "search",
    category: "funding",
    description:
      "भारत में निवेश करने वाले एंजेल नेटवर्क, सीड फ़ंड और माइक्रो VC की चुनी हुई लिस्ट: वे किन स्टेज और सेक्टर में निवेश करते हैं, और हर इन्वेस्टर से संपर्क करने का सही तरीक़ा क्या है।",
    features: [
      "हर इन्वेस्टर का चेक साइज़, स्टेज और सेक्टर",
      "हाल के इन्वेस्टमेंट, ताकि आप उन्हीं को पिच करें जो आप जैसी कंपनियों में पैसा लगाते हैं",
      "कौन-से इन्वेस्टर कोल्ड ई-मेल पढ़ते हैं, और किनके लिए इंट्रोडक्शन ज़रूरी है",
    ],
    differentiators: [
      { label: "हर तिमाही अपडेट", description: "जो फ़ंड अब एक्टिव नहीं, वे लिस्ट से हटते हैं; नए फ़ंड जुड़ते हैं।" },
      {
        label: "वॉर्म इंट्रोडक्शन",
        description: "जहाँ हम फ़ंड के पार्टनर को जानते हैं, वहाँ प्रोग्राम टीम से इंट्रोडक्शन माँगें।",
      },
    ],
    stat: "200+ एक्टिव इन्वेस्टर",
    buttonText: "इन्वेस्टर लिस्ट पाएँ",
    featured: true,
  },
  {
    title: "टर्म शीट गाइड",
    icon: "scale",
    category: "funding",
    description:
      "भारतीय सीड टर्म शीट का हर क्लॉज़ आसान भाषा में, लिक्विडेशन प्रेफ़रेंस से लेकर प्रो-राटा राइट्स तक: क्या स्टैंडर्ड है, और किस बात पर आपको मोलभाव करना चाहिए।",
    features: [
      "हर क्लॉज़ की व्याख्या, उदाहरणों के साथ",
      "सीड स्टेज पर क्या मार्केट स्टैंडर्ड है, और क्या नहीं",
      "साइन करने से पहले अपने वकील से पूछने वाले सवाल",
    ],
    benefits: [{ icon: "lightbulb", text: "अंदाज़े से नहीं, पूरी जानकारी के साथ नेगोशिएट करें" }],
    stat: "20 क्लॉज़ की व्याख्या",
    buttonText: "टर्म शीट गाइड पढ़ें",
  },
  {
    title: "GST रजिस्ट्रेशन गाइड",
    icon: "landmark",
    category: "compliance",
    description:
      "GST पोर्टल पर रजिस्ट्रेशन की स्टेप-बाय-स्टेप गाइड: कौन-से दस्तावेज़ चाहिए, और वे ग़लतियाँ जिनकी वजह से आवेदन लौटा दिए जाते हैं।",
    features: [
      "कंपनी, LLP और प्रोप्राइटरशिप के लिए दस्तावेज़ों की चेकलिस्ट",
      "पोर्टल की हर स्क्रीन, एक-एक करके समझाई गई",
      "GSTIN मिलने के बाद क्या-क्या सेट अप करें",
    ],
    testimonial: {
      quote: "हमारा पहला आवेदन दो बार लौटा दिया गया। गाइड की मदद से तीसरी बार में चार दिन के अंदर मंज़ूरी मिल गई।",
      attribution: "Meera K., Kaveri Looms की फ़ाउंडर",
    },
    stat: "ज़्यादातर फ़ाउंडर्स एक घंटे से कम में पूरा कर लेते हैं",
    buttonText: "GST रजिस्ट्रेशन गाइड पाएँ",
  },
  {
    title: "कंप्लायंस कैलेंडर",
    icon: "calendar",
    category: "compliance",
    description:
      "प्राइवेट लिमिटेड कंपनी के लिए GST, TDS, ROC और इनकम टैक्स की हर ड्यू डेट, एक ऐसे कैलेंडर में जिसे आप एक क्लिक में Google Calendar या Outlook में जोड़ सकते हैं।",
    features: [
      "मंथली और क्वार्टरली GST रिटर्न",
      "TDS जमा करने की तारीख़ें और क्वार्टरली TDS रिटर्न",
      "ROC की सालाना फ़ाइलिंग और डायरेक्टर्स का KYC",
    ],
    differentiators: [
      {
        label: "हमेशा अप-टू-डेट",
        description: "नोटिफ़िकेशन से कोई डेडलाइन आगे बढ़ती है, तो आपका कैलेंडर भी उसके साथ बदल जाता है।",
      },
    ],
    testimonial: {
      quote: "जब से यह हमारी टीम के कैलेंडर में आया है, हमने एक भी लेट फ़ीस नहीं भरी।",
      attribution: "Rohan M., Quillpad के फ़ाउंडर",
    },
    stat: "साल की 30+ ड्यू डेट, आपके लिए ट्रैक की हुई",
    buttonText: "कंप्लायंस कैलेंडर जोड़ें",
  },
  {
    title: "सब्सक्रिप्शन बिलिंग प्लेबुक",
    icon: "repeat",
    category: "payments",
    description: "UPI Autopay, कार्ड मैंडेट और e-NACH कैसे सेट अप करें, प्री-डेबिट नोटिस कैसे भेजें, और फ़ेल हुए रिन्यूअल कैसे वापस पाएँ।",
    features: [
      "UPI, कार्ड और e-NACH के लिए मैंडेट फ़्लो",
      "WhatsApp, SMS और ई-मेल के लिए रिमाइंडर टेम्पलेट",
      "रीट्राई और ग्रेस पीरियड के शेड्यूल, जो अनचाहा चर्न घटाते हैं",
    ],
    benefits: [
      { icon: "repeat", text: "रिन्यूअल, जिनका पेमेंट अपने-आप आ जाए" },
      { icon: "messages", text: "रिमाइंडर उन्हीं चैनलों पर, जिन्हें आपके ग्राहक पढ़ते हैं" },
    ],
    stat: "RBI के ई-मैंडेट नियमों पर आधारित",
    buttonText: "सब्सक्रिप्शन प्लेबुक पाएँ",
  },
  {
    title: "फ़ाउंडर सर्कल",
    icon: "users",
    category: "community",
    description:
      "सेक्टर और शहर के हिसाब से चुने हुए WhatsApp ग्रुप्स, इंडस्ट्री लीडर्स के साथ हर महीने AMA, और VCs के सामने डेमो डे के न्योते।",
    features: ["सेक्टर और शहर के हिसाब से मॉडरेटेड ग्रुप्स", "इंडस्ट्री लीडर्स के साथ हर महीने AMA", "VCs के सामने डेमो डे के न्योते"],
    benefits: [
      { icon: "messages", text: "आपसे एक स्टेज आगे चल रहे फ़ाउंडर्स से जवाब" },
      { icon: "mic", text: "डेमो डे पर इन्वेस्टर्स के सामने पिच करने का मौक़ा" },
    ],
    testimonial: {
      quote: "हमारी सेटलमेंट वाली ठीक यही समस्या ग्रुप में किसी ने एक साल पहले ही सुलझा ली थी। बस एक मैसेज की बात थी।",
      attribution: "Sahil P., Parcelwala के को-फ़ाउंडर",
    },
    stat: "1,000+ फ़ाउंडर्स",
    buttonText: "फ़ाउंडर सर्कल से जुड़ें",
    special: true,
  },
];

export const newsSection: PageSection = {
  sectionName: "inTheNews",
  heading: "ख़बरों में",
  subheading: "",
  description: `${site.programme} और इसके फ़ाउंडर्स के बारे में मीडिया ने क्या लिखा है।`,
};

export const newsCards: NewsArticle[] = [
  {
    outlet: "The Founder Ledger",
    headline: `${site.programme} passes 1,000 founders, with 50+ startups graduated`,
    summary: "यह ज़ीरो-इक्विटी प्रोग्राम अब पेमेंट, SaaS और D2C में एक हज़ार से ज़्यादा फ़ाउंडर्स तक पहुँच चुका है।",
    href: "https://news.example/founder-ledger/launchpad-1000-founders",
  },
  {
    outlet: "Bengaluru Business Review",
    headline: "The free toolkit that took the guesswork out of GST for first-time founders",
    summary: "फ़ाउंडर्स बताते हैं कि टेम्पलेट और एक साझा कंप्लायंस कैलेंडर ने उन्हें लेट फ़ीस और देर रात तक जागने से कैसे छुटकारा दिलाया।",
    href: "https://news.example/bbr/launchpad-toolkit-gst",
  },
  {
    outlet: "Seed Street",
    headline: `Alumni of ${site.programme} have now raised over $100M`,
    summary: "पहले चेक से सीरीज़ A तक, ग्रेजुएट हुए फ़ाउंडर्स इसका श्रेय इन्वेस्टर इंट्रोडक्शन और डेमो डे को देते हैं।",
    href: "https://news.example/seed-street/launchpad-alumni-100m",
  },
];

export const startupsSection: PageSection = {
  sectionName: "startupsThatMadeIt",
  heading: "जिन स्टार्टअप्स ने कर दिखाया",
  subheading: "",
  description: "प्रोग्राम से ग्रेजुएट हुए 50+ स्टार्टअप्स में से कुछ।",
};

/** Fictional alumni. */
export const graduatedStartups: { name: string; sector: string }[] = [
  { name: "Ledgerleaf", sector: "अकाउंटिंग SaaS" },
  { name: "Kaveri Looms", sector: "हैंडलूम D2C" },
  { name: "Quillpad", sector: "एडटेक" },
  { name: "Voltaic Bikes", sector: "इलेक्ट्रिक मोबिलिटी" },
  { name: "Parcelwala", sector: "लॉजिस्टिक्स" },
  { name: "Nuvora Health", sector: "डायग्नोस्टिक्स" },
  { name: "Tarang Audio", sector: "कंज़्यूमर इलेक्ट्रॉनिक्स" },
  { name: "Urbanroot Farms", sector: "एग्रीटेक" },
  { name: "Saathi Care", sector: "बुज़ुर्गों की देखभाल" },
  { name: "Chitra Labs", sector: "डिज़ाइन टूल" },
  { name: "Zestrel", sector: "फ़िनटेक" },
  { name: "Mithai Box Co", sector: "फ़ूड D2C" },
];

export const signUpSection: PageSection = {
  sectionName: "signUpNow",
  heading: "पूरी टूलकिट पाएँ, फ़्री",
  subheading: "",
  description: `इस पेज का हर टेम्पलेट, गाइड और इंट्रोडक्शन अनलॉक करने के लिए ${site.programme} से जुड़ें। फ़ाउंडर्स के लिए फ़्री, और हम कोई इक्विटी नहीं लेते।`,
};

export const signUpButtonText = "अभी साइन अप करें";
