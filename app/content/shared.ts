import { paths } from "~/route-paths";
import { site } from "~/site";
import type { NavLinkItem, ProductLink } from "./models";

export const navigation = {
  label: "Main",
  productsLabel: "Products",
  products: [
    {
      label: "Bootstrapped Startups",
      href: paths.bootstrapped,
      description: "Self-funded excellence with tailored solutions",
    },
    {
      label: "VC-Funded Startups",
      href: paths.vcFunded,
      description: "Enterprise-grade tools for venture-backed scaling",
    },
  ] satisfies ProductLink[],
  links: [
    { label: "Perks", href: paths.perks },
    { label: "Community", href: paths.community },
    { label: "Consulting", href: paths.consulting },
    { label: "Knowledge Hub", href: paths.knowledgeHub },
    { label: "Infinity Program", href: paths.infinity },
  ] satisfies NavLinkItem[],
  getStarted: "Get Started",
  /** Read after the logo's own text: "Nimbus Launchpad, home". */
  logoSuffix: ", home",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  drawerTitle: "Menu",
  skipToContent: "Skip to main content",
  /** The search control (header and drawer) and the key that opens search; the search's own copy: search.ts. */
  search: "Search",
  searchShortcut: "/",
  searchShortcutHint: "Press / to search",
};

export const footer = {
  blurb: `${site.provider} powers payments for more than 500,000 businesses in India. ${site.programme} is our free, zero-equity programme that helps founders go live faster, save on the tools they need and grow with people who have done it before.`,
  socialHeading: "Follow us",
  /** A social profile's link, named for screen readers and its tooltip: "Nimbus on LinkedIn". */
  socialProfile: (network: string) => `${site.provider} on ${network}`,
  pagesHeading: "Explore",
  resourcesHeading: "Resources",
  pages: [
    { label: "Home", href: paths.home },
    { label: "Bootstrapped Startups", href: paths.bootstrapped },
    { label: "VC-Funded Startups", href: paths.vcFunded },
    { label: "Perks", href: paths.perks },
    { label: "Community", href: paths.community },
    { label: "Consulting", href: paths.consulting },
    { label: "Knowledge Hub", href: paths.knowledgeHub },
    { label: "Infinity Program", href: paths.infinity },
  ] satisfies NavLinkItem[],
  resources: [
    { label: "Frequently asked questions", href: "/#faqs" },
    { label: "Startup Toolkit", href: paths.toolkits },
    { label: "Check your eligibility", href: paths.eligibility },
  ] satisfies NavLinkItem[],
  legal: `© ${site.provider}. ${site.programme} is free and takes no equity.`,
};

/**
 * The footer's word on measurement, in builds that measure only (docs/measure.md): what is
 * counted, that nothing identifies the visitor, where the counts go, and how to opt out.
 */
export const measurementNotice = (collectorHost: string | null) =>
  `We count visits and clicks (pages and their speed, sign-up buttons, links to other sites, calendar files, videos, searches and eligibility results) to learn what helps founders: no cookies, nothing stored on your device, nothing that identifies you. The counts go to ${collectorHost ?? "this site's own server"}. With Global Privacy Control or Do Not Track turned on, nothing is counted.`;

export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  body: "The page you were looking for has moved or never existed.",
  home: "Return to Home",
  metaTitle: `Page not found | ${site.programme}`,
};

export const carouselLabels = {
  previous: "Previous slide",
  next: "Next slide",
  goTo: (n: number) => `Go to slide ${n}`,
  pause: "Pause",
  play: "Play",
};

export const motionControl = {
  label: "Pause animations",
};

export const a11yText = {
  opensInNewTab: "(opens in a new tab)",
  /** After a headline kept in English on a translated page, where it links to the English article. */
  inEnglish: "(in English)",
  playVideo: "Play video:",
};

/** The site-wide announcement bar's own words (its message comes from the content service). */
export const announcementText = {
  landmark: "Announcement",
  close: "Close this announcement",
};

export const errorPage = {
  title: "Something went wrong",
  body: "Please reload the page, or return home.",
  home: "Return to Home",
};

/**
 * Where a video from the content service can go on its page (its `placement`): a slot holding one
 * video (a hero, a community block) or a list (the library, the highlights).
 */
export const videoPlacements = {
  [paths.knowledgeHub]: ["hero", "library"],
  [paths.infinity]: ["hero", "highlights"],
  [paths.community]: ["whatsapp-groups", "amas", "demo-days"],
} as const;

export type VideoPlacement = (typeof videoPlacements)[keyof typeof videoPlacements][number];
