import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, PageSection } from "../models";
import type { Picture } from "~/lib/models";
import type { IntelligenceCard, PitchPoint } from "../vc-funded";

export type { IntelligenceCard, PitchPoint } from "../vc-funded";

export const vcFundedMeta = {
  title: "VC-फ़ंडेड स्टार्टअप्स के लिए पेमेंट और रियल-टाइम इंटेलिजेंस",
  breadcrumb: "VC-फ़ंडेड स्टार्टअप्स",
  description: `एंटरप्राइज़-ग्रेड टूल्स: 150+ पेमेंट मोड, सिर्फ़ T+15 मिनट में सेटलमेंट, 130+ करेंसी और ${site.provider} की रियल-टाइम इंटेलिजेंस, जो CAC को 25-45% तक घटाती है।`,
};

export const vcFundedHero: HeroContent = {
  title: `${site.provider} के साथ तेज़ी से स्केल करें`,
  subtitle:
    "VC-फ़ंडेड स्टार्टअप्स की तेज़ ग्रोथ के लिए एंटरप्राइज़-ग्रेड टूल्स: ऐसे पेमेंट जो कन्वर्ट होते हैं, ऐसा पैसा जो मिनटों में सेटल होता है और ऐसा डेटा जो आपके अगले ग्राहक ढूँढता है।",
  ctaText: "शुरू करें",
};

export const vcFundedTalkToConsultant = { text: "कंसल्टेंट से बात करें", link: paths.consulting };

export const vcFundedHeroPicture: Picture = {
  src: "/img/home/growth-dashboard.svg",
  alt: "हर महीने बढ़ता रेवेन्यू दिखाता एक डैशबोर्ड",
  width: 480,
  height: 480,
};

/** Content section `whyChoose{provider}`: the payment pitch. */
export const whyChoose: PageSection = {
  sectionName: `whyChoose${site.provider}`,
  heading: `जाने-माने VC-फ़ंडेड स्टार्टअप्स ${site.provider} को क्यों चुनते हैं`,
  subheading: "फ़ंडेड कंपनी की रफ़्तार के हिसाब से बने पेमेंट",
  description:
    "जब प्लान ही ग्रोथ का हो, तो पेमेंट रुकावट नहीं बन सकते। एक ही स्टैक में सब कुछ: आपके ग्राहक कैसे पेमेंट करते हैं, कितनी बार, कहाँ से, और पैसा कितनी जल्दी आप तक पहुँचता है।",
};

export const whyChoosePoints: PitchPoint[] = [
  {
    icon: "credit-card",
    highlight: "150+",
    title: "पेमेंट मोड",
    description: "कार्ड, UPI, नेट बैंकिंग, वॉलेट, EMI और BNPL (अभी ख़रीदें, बाद में चुकाएँ), साथ में ग्लोबल पेमेंट मोड भी।",
  },
  {
    icon: "repeat",
    highlight: "सब्सक्रिप्शन",
    title: "रिकरिंग बिलिंग",
    description: "UPI Autopay, कार्ड और e-Nach, साथ में WhatsApp, SMS और ई-मेल से रिमाइंडर।",
  },
  {
    icon: "clock",
    highlight: "T+15 मिनट",
    title: "प्रायोरिटी सेटलमेंट",
    description: "आप पेमेंट के सिर्फ़ 15 मिनट बाद ही अपना पैसा पा सकते हैं, ताकि आपका कैश कभी बेकार न पड़ा रहे।",
  },
  {
    icon: "globe",
    highlight: "130+",
    title: "करेंसी, सेटलमेंट INR में",
    description: "दुनिया भर में बेचें और रुपये सीधे अपने बैंक खाते में पाएँ।",
  },
  {
    icon: "trending-up",
    highlight: "20% तक",
    title: "ज़्यादा सक्सेस रेट",
    description: "लोकल करेंसी में क़ीमत दिखाने से ज़्यादा इंटरनेशनल पेमेंट सफल होते हैं।",
  },
  {
    icon: "shield",
    highlight: "50%",
    title: "कम ड्रॉप-ऑफ़",
    description: "तेज़ चेकआउट, जिसमें ख़रीदार आख़िर तक टिके रहते हैं, और 3DS 2.0 ऑथेंटिकेशन से पूरी सुरक्षा।",
  },
];

/** Content section `scaleSmarter`: the data-intelligence offer. */
export const scaleSmarter: PageSection = {
  sectionName: "scaleSmarter",
  heading: "रियल-टाइम इंटेलिजेंस के साथ समझदारी से स्केल करें",
  subheading: "60 करोड़+ प्रोफ़ाइल और 1,800 करोड़+ ट्रांज़ैक्शन से मिली इनसाइट्स",
  description:
    "अपना अगला राउंड उन ग्राहकों पर ख़र्च करें जो सच में कन्वर्ट होते हैं। हमारी इंटेलिजेंस लेयर भारत के पेमेंट पैटर्न को ऐसी टारगेटिंग, कन्वर्ज़न और रिटेंशन में बदलती है, जिसे आप माप सकें।",
};

export const intelligenceCards: IntelligenceCard[] = [
  {
    icon: "target",
    title: "स्मार्ट टारगेटिंग",
    description:
      "60 करोड़+ प्रोफ़ाइल और 1,800 करोड़+ ट्रांज़ैक्शन पर बने मॉडल से उन ऑडियंस तक पहुँचें, जिनके ख़रीदने की संभावना सबसे ज़्यादा है।",
  },
  {
    icon: "trending-up",
    title: "कन्वर्ज़न बढ़ाएँ",
    description: "लोगों तक तब पहुँचें जब वे पेमेंट के लिए तैयार हों, ऐसे ऑफ़र के साथ जो उनके ख़र्च करने के तरीक़े से मेल खाते हों।",
  },
  {
    icon: "percent",
    title: "CAC 25-45% तक घटाएँ",
    description: "उन क्लिक पर पैसा ख़र्च करना बंद करें जो कभी कन्वर्ट नहीं होते, और कस्टमर एक्विज़िशन कॉस्ट 25-45% तक घटाएँ।",
  },
  {
    icon: "database",
    title: "CRM एनरिचमेंट",
    description: "आपके पास पहले से मौजूद ग्राहकों के रिकॉर्ड में ख़र्च और कैटेगरी से जुड़े संकेत जोड़ें।",
  },
  {
    icon: "gift",
    title: "30 दिन का फ़्री पायलट",
    description: "इसे 30 दिन तक अपने कैंपेन पर फ़्री में आज़माएँ: ₹2 लाख का पायलट। शर्तें लागू।",
    offer: true,
  },
];
