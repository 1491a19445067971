import { site } from "~/site";
import type { LoopingClip, PageSection } from "../models";
import type { FeatureBlock, FeatureMedia } from "../startup-features";

export type { FeatureBlock, FeatureMedia, FeaturePoint } from "../startup-features";

/** A clip that scripts/media-clips.mjs renders to /video/<name>.webm, .mp4 and -poster.webp (as the English module's). */
const renderedClip = ({ name, ...clip }: Pick<LoopingClip, "width" | "height" | "size" | "alt"> & { name: string }) =>
  ({
    kind: "video",
    clip: {
      webm: `/video/${name}.webm`,
      mp4: `/video/${name}.mp4`,
      poster: `/video/${name}-poster.webp`,
      ...clip,
    },
  }) satisfies FeatureMedia;

export const featureMediaText = {
  comingSoon: "जल्द आ रहा है",
  pauseClip: "एनिमेशन रोकें",
  playClip: "एनिमेशन चलाएँ",
  picturesOf: (title: string) => `${title}: तस्वीरें`,
};

/** The heading of the five blocks, shared by the Bootstrapped and VC-funded pages. */
export const featureSection: PageSection = {
  sectionName: "turnTrafficIntoTransactions",
  heading: "ट्रैफ़िक को ट्रांज़ैक्शन में बदलें",
  subheading: "पहले ऑर्डर से लेकर लाखों ऑर्डर तक, पेमेंट लेने के लिए जो कुछ चाहिए, सब एक जगह",
  description: `एक ही ${site.provider} अकाउंट में आपको वह चेकआउट, सब्सक्रिप्शन और सेटलमेंट मिलते हैं, जिन पर भारत के तेज़ी से बढ़ते स्टार्टअप्स चलते हैं।`,
};

export const featureBlocks: FeatureBlock[] = [
  {
    icon: "credit-card",
    title: "150+ पेमेंट मोड स्वीकार करें",
    subtitle: "भारत में पेमेंट के हर तरीक़े के लिए एक ही इंटीग्रेशन, और विदेश में बैठे ग्राहकों के लिए भी।",
    features: [
      { icon: "credit-card", text: "कार्ड, UPI, नेट बैंकिंग और वॉलेट" },
      { icon: "wallet", text: "चेकआउट पर EMI और BNPL (अभी ख़रीदें, बाद में चुकाएँ)" },
      { icon: "globe", text: "इंटरनेशनल ख़रीदारों के लिए ग्लोबल पेमेंट मोड" },
    ],
    media: renderedClip({
      name: "payments-dashboard",
      width: 800,
      height: 500,
      size: "large",
      alt: "एक पेमेंट डैशबोर्ड: दिन की बिक्री बढ़ रही है और UPI, कार्ड, नेट बैंकिंग और वॉलेट से आते पेमेंट लाइव फ़ीड में दिख रहे हैं।",
    }),
  },
  {
    icon: "repeat",
    title: "रिकरिंग सब्सक्रिप्शन",
    subtitle: "हर महीने बिलिंग करें, किसी भी ग्राहक के पीछे भागे बिना।",
    features: [
      { icon: "repeat", text: "UPI Autopay और कार्ड मैंडेट" },
      { icon: "landmark", text: "e-Nach से सीधे बैंक खाते से डेबिट" },
      { icon: "messages", text: "WhatsApp, SMS और ई-मेल से रिमाइंडर" },
    ],
    media: renderedClip({
      name: "recurring-subscriptions",
      width: 640,
      height: 400,
      size: "large",
      alt: "₹999 महीने का UPI Autopay मैंडेट, बगल में एक कैलेंडर जिसके महीने एक-एक कर जगमगाते हैं और हर डेबिट पर सही का निशान लगता है।",
    }),
  },
  {
    icon: "zap",
    title: "सिर्फ़ T+15 मिनट में सेटलमेंट",
    subtitle: "पैसा उसी दिन आपके बैंक में, ताकि कैश फ़्लो कभी आपकी ग्रोथ न रोके।",
    features: [
      { icon: "clock", text: "सिर्फ़ T+15 मिनट में प्रायोरिटी सेटलमेंट" },
      { icon: "banknote", text: "INR में सीधे आपके बैंक खाते में पेआउट" },
      { icon: "file-text", text: "हर पेआउट के साथ रिकंसिलिएशन रिपोर्ट" },
    ],
    media: renderedClip({
      name: "instant-settlement",
      width: 640,
      height: 400,
      size: "large",
      alt: "एक घड़ी, जिसकी सुई शुरुआती पंद्रह मिनट पार करती है और इसी बीच रुपये बैंक तक पहुँचते हैं: T+15 मिनट में सेटल।",
    }),
  },
  {
    icon: "globe",
    title: "इंटरनेशनल पेमेंट",
    subtitle: "130+ करेंसी में दुनिया भर के ग्राहकों को बेचें और सेटलमेंट INR में पाएँ।",
    features: [
      { icon: "globe", text: "130+ करेंसी में पेमेंट, सेटलमेंट INR में" },
      { icon: "trending-up", text: "लोकल करेंसी में क़ीमत दिखाकर 20% तक ज़्यादा सक्सेस रेट" },
      { icon: "banknote", text: "हर ख़रीदार को क़ीमत उसकी अपनी करेंसी में" },
    ],
    media: renderedClip({
      name: "global-currencies",
      width: 480,
      height: 480,
      size: "small",
      alt: "डॉलर, यूरो, पाउंड, येन और दूसरी करेंसी के सिक्के बहते हुए एक रुपये में आ मिलते हैं।",
    }),
  },
  {
    icon: "shield",
    title: "ऐसा चेकआउट जो कन्वर्ट करे",
    subtitle: "तेज़ और सुरक्षित चेकआउट, यानी ज़्यादा ऑर्डर पूरे।",
    features: [
      { icon: "target", text: "चेकआउट पर 50% कम ड्रॉप-ऑफ़" },
      { icon: "shield", text: "3DS 2.0 ऑथेंटिकेशन पहले से शामिल" },
      { icon: "smartphone", text: "सेव किए गए कार्ड और UPI से एक टैप में दोबारा ऑर्डर" },
    ],
    media: renderedClip({
      name: "secure-checkout",
      width: 640,
      height: 400,
      size: "large",
      alt: "₹1,299 का एक चेकआउट, जिसके विकल्प (UPI, कार्ड, नेट बैंकिंग और पे लेटर) एक-एक कर जगमगाते हैं, बगल में 3DS 2.0 लिखी एक ढाल।",
    }),
  },
];

/** The closing call to action of both startup pages. */
export const closingCta: PageSection = {
  sectionName: "readyToPowerYourGrowth",
  heading: "अपनी ग्रोथ को रफ़्तार देने के लिए तैयार हैं?",
  subheading: "जुड़ना फ़्री। कोई इक्विटी नहीं। कुछ ही दिनों में लाइव।",
  description: `${site.programme} के लिए साइन अप करें और उन्हीं टूल्स से पेमेंट लेना शुरू करें, जिनका इस्तेमाल भारत के सबसे तेज़ी से बढ़ते स्टार्टअप्स करते हैं।`,
};

export const closingCtaText = "शुरू करें";
