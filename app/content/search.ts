import { paths } from "~/route-paths";
import { site } from "~/site";
import type { NavLinkItem } from "./models";

export const searchMeta = {
  title: "Search",
  breadcrumb: "Search",
  description: `Search every page of ${site.programme}: payments, perks, the Infinity Program, the knowledge hub's articles and every FAQ answer.`,
};

/** The search dialog's and the /search page's copy (the header's control: navigation in shared.ts). */
export const searchText = {
  dialogTitle: "Search the site",
  close: "Close search",
  inputLabel: "Search pages, FAQs and articles",
  /** The form's button: opens the first result (as Enter in the field does); without the app, sends the query to /search. */
  submit: "Search",
  placeholder: "Try UPI Autopay, equity or GST",
  keyboardHelp: "Arrow keys move through the results, Enter opens one, Escape closes.",
  loading: "Loading search…",
  resultsLabel: "Search results",
  resultCount: (pages: number, query: string) => `${pages} ${pages === 1 ? "page matches" : "pages match"} “${query}”.`,
  noResults: (query: string) => `Nothing on the site matches “${query}”.`,
  noResultsHelp: "Try another word, or find your answer here:",
  unavailable: "Search could not load just now. Please try again, or find your answer here:",
  /** Where a visitor whose search found nothing can still get an answer. */
  helpLinks: [
    { label: "Frequently asked questions", href: "/#faqs" },
    { label: "Infinity Program FAQ", href: `${paths.infinity}#infinity-faqs` },
    { label: "Talk to our consultants", href: paths.consulting },
  ] satisfies NavLinkItem[],
};

export const searchPage = {
  heading: "Search the site",
  intro: "Every page, FAQ answer, article and toolkit card, searched as you type.",
  /** The form works without JavaScript only as far as the address; the search itself runs in the browser. */
  needsJavaScript: "Search runs in your browser and needs JavaScript.",
  helpHeading: "Can’t find what you need?",
  helpBody: "Most questions are answered in the FAQs, and our consultants answer the rest.",
  getStarted: "Get Started",
};
