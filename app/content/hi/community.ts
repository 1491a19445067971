import { site } from "~/site";
import type { HeroContent, PageSection } from "../models";
import type { Picture } from "~/lib/models";
import type { AccessBlock } from "../community";

export type { AccessBlock } from "../community";

export const communityMeta = {
  title: `फ़ाउंडर कम्युनिटी: ग्रुप्स, AMA और डेमो डे`,
  breadcrumb: "कम्युनिटी",
  description: `${site.programme} की फ़ाउंडर कम्युनिटी से जुड़ें: चुने हुए WhatsApp ग्रुप्स, इंडस्ट्री लीडर्स के साथ AMA और VCs के सामने डेमो डे। भारत के फ़ाउंडर्स के लिए फ़्री।`,
};

export const communityHero: HeroContent = {
  title: "उन फ़ाउंडर्स की कम्युनिटी, जो यह सफ़र तय कर चुके हैं",
  subtitle:
    "अपनी ही स्टेज के फ़ाउंडर्स से अनुभव बाँटें, इंडस्ट्री लीडर्स से कुछ भी पूछें, और भारतीय स्टार्टअप्स को फ़ंड करने वाले इन्वेस्टर्स के सामने पिच करें।",
  ctaText: "कम्युनिटी से जुड़ें",
};

/** The hero mosaic: the first three also form the phone grid; original SVGs in public/img/community/ (docs/decisions/018). */
export const communityHeroPictures: Picture[] = [
  {
    src: "/img/community/founders-circle.svg",
    alt: "कॉफ़ी पर एक टेबल के चारों ओर बातचीत करते चार फ़ाउंडर्स",
    width: 640,
    height: 480,
  },
  {
    src: "/img/community/group-chat.svg",
    alt: "फ़ोन पर फ़ाउंडर्स की एक ग्रुप चैट, जिसमें लगातार मैसेज आ रहे हैं",
    width: 480,
    height: 480,
  },
  {
    src: "/img/community/ama-stage.svg",
    alt: "AMA में मंच पर सवालों के जवाब देता एक स्पीकर",
    width: 480,
    height: 480,
  },
  {
    src: "/img/community/demo-day-pitch.svg",
    alt: "डेमो डे पर भरे हुए हॉल के सामने ग्रोथ चार्ट के साथ पिच करता एक फ़ाउंडर",
    width: 640,
    height: 480,
  },
  {
    src: "/img/community/networking.svg",
    alt: "कम्युनिटी की एक शाम में बातचीत करते फ़ाउंडर्स",
    width: 640,
    height: 480,
  },
];

export const ceoQuoteSection: PageSection = {
  sectionName: "ceoQuote",
  heading: "हमने यह कम्युनिटी क्यों बनाई",
  subheading: "",
  description: "",
};

/** The CEO is as fictional as the brand. */
export const ceoQuote = {
  quote:
    "जब हमने शुरुआत की थी, तब हफ़्ते का सबसे काम का घंटा वह होता था, जो हम अपने से एक साल आगे चल रहे फ़ाउंडर्स के साथ बिताते थे। यह कम्युनिटी वही घंटा है, जब चाहें तब: ऐसे लोग जो आपको बताएँगे कि क्या काम आया, क्या नहीं, और आगे किससे बात करनी चाहिए।",
  name: "Vivek Raman",
  role: `को-फ़ाउंडर और CEO, ${site.provider}`,
  photo: { src: "/img/people/vivek-raman.svg", alt: "", width: 240, height: 240 } satisfies Picture,
};

export const accessSection: PageSection = {
  sectionName: "whatYouGet",
  heading: "आपको क्या-क्या मिलेगा",
  subheading: "जुड़ने के तीन रास्ते, तीनों फ़्री",
  description: "प्रोग्राम का हर फ़ाउंडर अपना अकाउंट लाइव होने के दिन से ही ग्रुप्स, AMA और डेमो डे में शामिल हो सकता है।",
};

/*
 * Video ids are placeholders: a deployer replaces each with the id of the programme's own video on
 * the embed host (the same ids as the English module's, which a test compares).
 */
export const accessBlocks: AccessBlock[] = [
  {
    id: "whatsapp-groups",
    icon: "messages",
    title: "चुने हुए WhatsApp ग्रुप्स",
    description:
      "स्टेज, सेक्टर और शहर के हिसाब से बने फ़ाउंडर्स के छोटे ग्रुप्स, जिन्हें मॉडरेट किया जाता है ताकि हर थ्रेड काम का रहे: हायरिंग के लिए लीड्स, वेंडर से जुड़ी टिप्स, कंप्लायंस के सवाल और झटपट इंट्रो।",
    highlights: [
      "स्टेज, सेक्टर और शहर के हिसाब से ग्रुप",
      "मॉडरेटेड ग्रुप्स: न स्पैम, न सेल्स पिच",
      "आपसे एक साल आगे चल रहे फ़ाउंडर्स से इंट्रो",
    ],
    video: {
      id: "groups-placeholder",
      title: "फ़ाउंडर ग्रुप्स की एक झलक",
      poster: { src: "/img/community/poster-groups.svg", alt: "", width: 640, height: 360 },
    },
    photosLabel: "फ़ाउंडर ग्रुप्स की तस्वीरें",
    photos: [
      {
        src: "/img/community/groups-phones.svg",
        alt: "ग्रुप चैट में एक-दूसरे को टिप्स देते दो फ़ाउंडर्स",
        width: 640,
        height: 400,
      },
      {
        src: "/img/community/groups-meetup.svg",
        alt: "अपने लैपटॉप के साथ आमने-सामने मिलते एक ग्रुप के सदस्य",
        width: 640,
        height: 400,
      },
    ],
  },
  {
    id: "amas",
    icon: "mic",
    title: "इंडस्ट्री लीडर्स के साथ AMA",
    description:
      "भारत में कंपनियों को स्केल कर चुके फ़ाउंडर्स, ऑपरेटर्स और इन्वेस्टर्स के साथ हर महीने 'आस्क मी एनीथिंग' सेशन। अपना सबसे मुश्किल सवाल लेकर आएँ; ऑडियंस के सवालों के लिए हमेशा समय रहता है।",
    highlights: ["हर महीने, ऑनलाइन और आमने-सामने", "फ़ाउंडर्स, ऑपरेटर्स और इन्वेस्टर्स", "सेशन छूट जाए, तो मेंबर्स के लिए रिकॉर्डिंग"],
    video: {
      id: "ama-placeholder",
      title: "एक फ़ाउंडर AMA की झलकियाँ",
      poster: { src: "/img/community/poster-ama.svg", alt: "", width: 640, height: 360 },
    },
    photosLabel: "AMA की तस्वीरें",
    photos: [
      {
        src: "/img/community/ama-fireside.svg",
        alt: "होस्ट और मेहमान फ़ाउंडर के बीच फ़ायरसाइड चैट",
        width: 640,
        height: 400,
      },
      {
        src: "/img/community/ama-questions.svg",
        alt: "AMA के दौरान सवाल पूछने के लिए ऑडियंस में उठे हाथ",
        width: 640,
        height: 400,
      },
    ],
  },
  {
    id: "demo-days",
    icon: "rocket",
    title: "VCs के सामने डेमो डे",
    description:
      "वेंचर कैपिटल और एंजेल इन्वेस्टर्स से भरे कमरे के सामने पिच करें, पैनल से फ़ीडबैक पाएँ, और जिन इन्वेस्टर्स की दिलचस्पी जगे, उनके साथ फ़ॉलो-अप मीटिंग करें।",
    highlights: ["डेमो डे से पहले पिच कोचिंग", "इन्वेस्टर पैनल से फ़ीडबैक", "फ़ॉलो-अप मीटिंग हम तय कराते हैं"],
    video: {
      id: "demo-day-placeholder",
      title: "डेमो डे: रिहर्सल से पिच तक",
      poster: { src: "/img/community/poster-demo-day.svg", alt: "", width: 640, height: 360 },
    },
    photosLabel: "डेमो डे की तस्वीरें",
    photos: [
      {
        src: "/img/community/demo-day-investors.svg",
        alt: "पिच सुनता इन्वेस्टर्स का पैनल",
        width: 640,
        height: 400,
      },
      {
        src: "/img/community/demo-day-meeting.svg",
        alt: "पिच के बाद एक इन्वेस्टर को अपने आँकड़े समझाती एक फ़ाउंडर",
        width: 640,
        height: 400,
      },
    ],
  },
];
