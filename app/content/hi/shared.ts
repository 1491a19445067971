import { paths } from "~/route-paths";
import { site } from "~/site";
import type { NavLinkItem, ProductLink } from "../models";

export type { VideoPlacement } from "../shared";

export const navigation = {
  label: "मुख्य",
  productsLabel: "प्रोडक्ट्स",
  products: [
    {
      label: "बूटस्ट्रैप्ड स्टार्टअप्स",
      href: paths.bootstrapped,
      description: "सेल्फ़-फ़ंडेड स्टार्टअप्स के लिए, उनकी ज़रूरत के हिसाब से बने समाधान",
    },
    {
      label: "VC-फ़ंडेड स्टार्टअप्स",
      href: paths.vcFunded,
      description: "VC-फ़ंडेड स्टार्टअप्स की तेज़ ग्रोथ के लिए एंटरप्राइज़-ग्रेड टूल्स",
    },
  ] satisfies ProductLink[],
  links: [
    { label: "पर्क्स", href: paths.perks },
    { label: "कम्युनिटी", href: paths.community },
    { label: "कंसल्टिंग", href: paths.consulting },
    { label: "नॉलेज हब", href: paths.knowledgeHub },
    { label: "Infinity प्रोग्राम", href: paths.infinity },
  ] satisfies NavLinkItem[],
  getStarted: "शुरू करें",
  /** Read after the logo's own text: "Nimbus Launchpad, होम पेज". */
  logoSuffix: ", होम पेज",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  drawerTitle: "मेन्यू",
  skipToContent: "सीधे मुख्य कंटेंट पर जाएँ",
  /** The search control (header and drawer) and the key that opens search; the search's own copy: search.ts. */
  search: "खोजें",
  searchShortcut: "/",
  searchShortcutHint: "खोजने के लिए / दबाएँ",
};

export const footer = {
  blurb: `${site.provider} भारत में 5 लाख से ज़्यादा बिज़नेस के पेमेंट सँभालता है। ${site.programme} हमारा फ़्री, ज़ीरो-इक्विटी प्रोग्राम है, जो फ़ाउंडर्स को जल्दी लाइव होने, ज़रूरी टूल्स पर पैसे बचाने और उन लोगों के साथ आगे बढ़ने में मदद करता है जो यह सफ़र पहले तय कर चुके हैं।`,
  socialHeading: "हमें फ़ॉलो करें",
  /** A social profile's link, named for screen readers and its tooltip: "LinkedIn पर Nimbus". */
  socialProfile: (network: string) => `${network} पर ${site.provider}`,
  pagesHeading: "एक्सप्लोर करें",
  resourcesHeading: "रिसोर्सेज़",
  pages: [
    { label: "होम", href: paths.home },
    { label: "बूटस्ट्रैप्ड स्टार्टअप्स", href: paths.bootstrapped },
    { label: "VC-फ़ंडेड स्टार्टअप्स", href: paths.vcFunded },
    { label: "पर्क्स", href: paths.perks },
    { label: "कम्युनिटी", href: paths.community },
    { label: "कंसल्टिंग", href: paths.consulting },
    { label: "नॉलेज हब", href: paths.knowledgeHub },
    { label: "Infinity प्रोग्राम", href: paths.infinity },
  ] satisfies NavLinkItem[],
  resources: [
    { label: "अक्सर पूछे जाने वाले सवाल", href: "/#faqs" },
    { label: "स्टार्टअप टूलकिट", href: paths.toolkits },
    { label: "अपनी पात्रता जाँचें", href: paths.eligibility },
  ] satisfies NavLinkItem[],
  legal: `© ${site.provider}। ${site.programme} पूरी तरह फ़्री है और इसमें आपसे कोई इक्विटी नहीं ली जाती।`,
};

/**
 * The footer's word on measurement, in builds that measure only (docs/measure.md): what is
 * counted, that nothing identifies the visitor, where the counts go, and how to opt out.
 */
export const measurementNotice = (collectorHost: string | null) =>
  `फ़ाउंडर्स के लिए क्या काम आता है, यह समझने के लिए हम विज़िट और क्लिक गिनते हैं (कौन-से पेज खुले और कितनी तेज़ी से, साइन-अप बटन, दूसरी साइटों के लिंक, कैलेंडर फ़ाइलें, वीडियो, सर्च और पात्रता के नतीजे)। न कोई कुकी, न आपके डिवाइस पर कुछ सेव, न ऐसा कुछ जिससे आपकी पहचान हो सके। ये आँकड़े ${collectorHost ?? "इसी साइट के अपने सर्वर"} पर जाते हैं। अगर आपने Global Privacy Control या Do Not Track चालू किया है, तो कुछ भी नहीं गिना जाता।`;

export const notFound = {
  code: "404",
  title: "उफ़! यह पेज नहीं मिला",
  body: "आप जो पेज ढूँढ रहे थे, वह या तो कहीं और चला गया है या कभी था ही नहीं।",
  home: "होम पेज पर लौटें",
  metaTitle: `पेज नहीं मिला | ${site.programme}`,
};

export const carouselLabels = {
  previous: "पिछली स्लाइड",
  next: "अगली स्लाइड",
  goTo: (n: number) => `स्लाइड ${n} पर जाएँ`,
  pause: "रोकें",
  play: "चलाएँ",
};

export const motionControl = {
  label: "सभी एनिमेशन रोकें",
};

export const a11yText = {
  opensInNewTab: "(नए टैब में खुलता है)",
  inEnglish: "(अंग्रेज़ी में)",
  playVideo: "वीडियो चलाएँ:",
};

/** The site-wide announcement bar's own words (its message comes from the content service). */
export const announcementText = {
  landmark: "घोषणा",
  close: "यह घोषणा बंद करें",
};

export const errorPage = {
  title: "कुछ गड़बड़ हो गई",
  body: "कृपया पेज दोबारा लोड करें या होम पेज पर लौटें।",
  home: "होम पेज पर लौटें",
};

/**
 * Where a video from the content service can go on its page (its `placement`): a slot holding one
 * video (a hero, a community block) or a list (the library, the highlights). Keys, not text: the
 * same as the English module's.
 */
export const videoPlacements = {
  [paths.knowledgeHub]: ["hero", "library"],
  [paths.infinity]: ["hero", "highlights"],
  [paths.community]: ["whatsapp-groups", "amas", "demo-days"],
} as const;
