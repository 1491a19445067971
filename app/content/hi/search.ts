import { paths } from "~/route-paths";
import { site } from "~/site";
import type { NavLinkItem } from "../models";

export const searchMeta = {
  title: "खोज",
  breadcrumb: "खोज",
  description: `${site.programme} के हर पेज में खोजें: पेमेंट, पर्क्स, Infinity प्रोग्राम, नॉलेज हब के आर्टिकल और FAQ का हर जवाब।`,
};

/** The search dialog's and the /search page's copy (the header's control: navigation in shared.ts). */
export const searchText = {
  dialogTitle: "साइट में खोजें",
  close: "खोज बंद करें",
  inputLabel: "पेज, FAQ और आर्टिकल में खोजें",
  /** The form's button: opens the first result (as Enter in the field does); without the app, sends the query to /search. */
  submit: "खोजें",
  placeholder: "जैसे UPI Autopay, इक्विटी या GST",
  keyboardHelp: "ऐरो कीज़ से नतीजों में ऊपर-नीचे जाएँ, Enter से कोई नतीजा खोलें और Escape से बंद करें।",
  loading: "खोज लोड हो रही है…",
  resultsLabel: "खोज के नतीजे",
  resultCount: (pages: number, query: string) =>
    `“${query}” से ${pages} ${pages === 1 ? "पेज मेल खाता है" : "पेज मेल खाते हैं"}।`,
  noResults: (query: string) => `साइट पर “${query}” से मेल खाता कुछ नहीं मिला।`,
  noResultsHelp: "कोई दूसरा शब्द आज़माएँ, या अपना जवाब यहाँ पाएँ:",
  unavailable: "अभी खोज लोड नहीं हो सकी। कृपया फिर से कोशिश करें, या अपना जवाब यहाँ पाएँ:",
  /** Where a visitor whose search found nothing can still get an answer. */
  helpLinks: [
    { label: "अक्सर पूछे जाने वाले सवाल", href: "/#faqs" },
    { label: "Infinity प्रोग्राम के FAQ", href: `${paths.infinity}#infinity-faqs` },
    { label: "हमारे कंसल्टेंट्स से बात करें", href: paths.consulting },
  ] satisfies NavLinkItem[],
};

export const searchPage = {
  heading: "साइट में खोजें",
  intro: "आपके टाइप करते ही हर पेज, FAQ के हर जवाब, हर आर्टिकल और टूलकिट कार्ड में खोज होती है।",
  /** The form works without JavaScript only as far as the address; the search itself runs in the browser. */
  needsJavaScript: "खोज आपके ब्राउज़र में चलती है, इसलिए इसके लिए JavaScript ज़रूरी है।",
  helpHeading: "जो चाहिए, वह नहीं मिला?",
  helpBody: "ज़्यादातर सवालों के जवाब FAQ में हैं, और बाक़ी सवालों के जवाब हमारे कंसल्टेंट्स देते हैं।",
  getStarted: "शुरू करें",
};
