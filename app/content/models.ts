/**
 * The typed models every text reaches components in, whether it came from the built-in copy, the
 * build-time snapshot or the live content service.
 */
export interface HeroContent {
  title: string;
  subtitle: string;
  ctaText: string;
  /** An https: address or a same-site path; absent means the sign-up page. */
  ctaLink?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface PageSection {
  sectionName: string;
  heading: string;
  subheading: string;
  description: string;
}

/** A picture we drew ourselves: `src` under public/, with intrinsic size so nothing shifts. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface ProductLink extends NavLinkItem {
  description: string;
}

/** Icons are named in copy and drawn by components/ui/icon.tsx, so content files hold no JSX. */
export type IconName = "layers" | "gift" | "rocket" | "messages" | "users" | "wallet" | "store" | "newspaper";

export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** A video on the embed host, shown as a click-to-play facade. */
export interface Video {
  /** The host's video id. */
  id: string;
  title: string;
  description?: string;
  /** Our own still for the facade; without one, a branded card with the title. */
  poster?: Picture;
}
