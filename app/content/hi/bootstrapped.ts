import { paths } from "~/route-paths";
import { site } from "~/site";
import type { HeroContent, PageSection } from "../models";
import type { Picture } from "~/lib/models";
import type { GoLiveStep } from "../bootstrapped";

export type { GoLiveStep } from "../bootstrapped";

export const bootstrappedMeta = {
  title: "बूटस्ट्रैप्ड स्टार्टअप्स के लिए पेमेंट और ग्रोथ",
  breadcrumb: "बूटस्ट्रैप्ड स्टार्टअप्स",
  description: `${site.provider} के एक्सपर्ट्स और डेडिकेटेड अकाउंट मैनेजर के साथ जल्दी लाइव हों, 150+ पेमेंट मोड स्वीकार करें, सिर्फ़ T+15 मिनट में सेटलमेंट पाएँ। फ़्री, ज़ीरो इक्विटी।`,
};

export const bootstrappedHero: HeroContent = {
  title: "ख़ास तौर पर बूटस्ट्रैप्ड फ़ाउंडर्स के लिए",
  subtitle: `सेल्फ़-फ़ंडेड स्टार्टअप्स के लिए, उनकी ज़रूरत के हिसाब से बने समाधान। आपके लिए एक-एक रुपया मायने रखता है, इसलिए ${site.provider} आपको जल्दी लाइव कराता है, ज़्यादा बेचने में मदद करता है और आपका पैसा आप तक जल्दी पहुँचाता है।`,
  ctaText: "आज ही शुरू करें",
};

/** The hero's quieter button: a conversation with the people who help founders. */
export const bootstrappedTalkToUs = { text: "हमसे बात करें", link: paths.consulting };

export const bootstrappedHeroFacts = ["जुड़ना फ़्री है", "कोई इक्विटी नहीं", "कुछ ही दिनों में लाइव"];

export const bootstrappedHeroPicture: Picture = {
  src: "/img/home/founders-at-work.svg",
  alt: "लैपटॉप पर अपने लॉन्च की योजना बनाते दो फ़ाउंडर्स",
  width: 640,
  height: 480,
};

export const goLiveFast: PageSection = {
  sectionName: "goLiveFast",
  heading: "जल्दी लाइव हों",
  subheading: "साइन-अप से लेकर पहले पेमेंट तक: हफ़्तों में नहीं, कुछ ही दिनों में",
  description:
    "बूटस्ट्रैप्ड टीमें इंटीग्रेशन में महीना भर नहीं लगा सकतीं। सबसे ज़्यादा मेहनत वाला काम हम आपके साथ मिलकर करते हैं, ताकि आपका समय आपके प्रोडक्ट और ग्राहकों पर लगे।",
};

export const goLiveSteps: GoLiveStep[] = [
  {
    icon: "rocket",
    title: "प्रोडक्ट एक्सपर्ट्स के साथ लॉन्च करें",
    description:
      "हमारे प्रोडक्ट स्पेशलिस्ट आपके चेकआउट का पूरा ख़ाका बनाते हैं, वे पेमेंट मोड चुनते हैं जो आपके ग्राहकों को पसंद हैं, और इंटीग्रेशन और टेस्टिंग से लेकर लाइव होने तक हर क़दम पर आपका साथ देते हैं।",
    points: [
      "आपकी वेबसाइट या ऐप के लिए गाइडेड इंटीग्रेशन",
      "लोकप्रिय स्टोर बिल्डर्स के लिए तैयार प्लगइन",
      "गो-लाइव चेकलिस्ट, जिसे हम आपके साथ बैठकर जाँचते हैं",
    ],
  },
  {
    icon: "handshake",
    title: "डेडिकेटेड अकाउंट मैनेजर",
    description:
      "एक ऐसा व्यक्ति जो आपका बिज़नेस समझता है: आपके सवालों के जवाब देता है, अटके सेटलमेंट सुलझाता है और वॉल्यूम बढ़ने के साथ आपके साथ आगे बढ़ता है।",
    points: [
      "बात एक तय व्यक्ति से, टिकट की क़तार से नहीं",
      "सेटलमेंट, रिफ़ंड और डिस्प्यूट में मदद",
      "आपका सक्सेस रेट बढ़ाने के लिए नियमित रिव्यू",
    ],
  },
];
