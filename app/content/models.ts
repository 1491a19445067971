/**
 * The typed models every text reaches components in, whether it came from the built-in copy, the
 * build-time snapshot or the live content service. The ones the pure rules in lib/ work on too
 * (pictures, FAQ entries, the cohort) are there, on the floor below: ~/lib/models.
 */
import type { FaqEntry, FromContentService, Picture } from "~/lib/models";

export interface HeroContent extends FromContentService {
  title: string;
  subtitle: string;
  ctaText: string;
  /** An https: address or a same-site path; absent means the sign-up page. */
  ctaLink?: string;
  /** From the content service only: a picture drawn softly behind the hero's text. */
  backgroundImage?: Picture;
}

export interface PageSection extends FromContentService {
  sectionName: string;
  heading: string;
  subheading: string;
  description: string;
}

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface ProductLink extends NavLinkItem {
  description: string;
}

/** Icons are named in copy and drawn by components/ui/icon.tsx, so content files hold no JSX. */
import type { IconName } from "./icons";

export type { IconName };

export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** A short, silent, looping clip we rendered ourselves (scripts/media-clips.mjs), served from public/video/. */
export interface LoopingClip {
  webm: string;
  mp4: string;
  /** Shown before the clip plays and instead of it under reduced motion: the clip's first frame. */
  poster: string;
  width: number;
  height: number;
  /** What the clip shows, for people who cannot see it. */
  alt: string;
  /** `small` sits centred at a modest width; `large` fills the block's media column. */
  size: "small" | "large";
}

/** A video on the embed host, shown as a click-to-play facade. */
export interface Video extends FromContentService {
  /** The host's video id. */
  id: string;
  title: string;
  description?: string;
  /** Our own still for the facade; without one, a branded card with the title. */
  poster?: Picture;
}

export const articleBadges = ["Featured", "Popular", "Trending", "Essential", "Innovation", "New"] as const;
export type ArticleBadge = (typeof articleBadges)[number];

export interface ArticleSection {
  title: string;
  content: string;
}

/** What a Knowledge Hub card shows of an article, and what its address and feed entry need. */
export interface ArticleCard extends FromContentService {
  id: number;
  /** Its address: /knowledge-hub/<slug> (~/lib/article-slug). */
  slug: string;
  title: string;
  summary: string;
  badge: ArticleBadge;
  icon: IconName;
  /** When it was first published, an RFC 3339 date-time ("2026-03-10T09:00:00+05:30"). */
  published: string;
  /** When it last changed, the same way; its publishing date until it changes. */
  updated: string;
}

/** A Knowledge Hub article: built-in fallback or a blogArticle entry, same shape. */
export interface Article extends ArticleCard {
  sections: ArticleSection[];
}

/** Press coverage: an article on another site. */
export interface NewsArticle extends FromContentService {
  outlet: string;
  headline: string;
  /** A line or two about it, where a card has room. */
  summary?: string;
  href: string;
}

/**
 * A link a landing page's section leads to (~/lib/landing-page): "signup" (the tracked sign-up
 * page), a path of this site, or an https:// address (a new tab).
 */
export type SectionLink = string;

/** One card of a landing page's cards section. */
export interface LandingCard extends FromContentService {
  /** Its entry's id: a key that stays when cards are reordered. */
  id: string;
  title: string;
  /** Its entry's `text`. */
  description?: string;
  icon?: IconName;
  link?: SectionLink;
}

interface LandingSectionBase extends FromContentService {
  /** Its entry's id: a key that stays when sections are reordered. */
  id: string;
}

/**
 * The sections a landing page is composed of, each drawn by a section the site already has
 * (components/landing/landing-sections.tsx maps each type to it).
 */
export type LandingSection =
  | (LandingSectionBase & { type: "hero"; title: string; subtitle?: string; ctaText?: string; ctaLink?: SectionLink })
  | (LandingSectionBase & { type: "text"; heading?: string; paragraphs: string[] })
  | (LandingSectionBase & { type: "cards"; heading?: string; cards: LandingCard[] })
  | (LandingSectionBase & { type: "faq"; heading?: string; questions: FaqEntry[] })
  | (LandingSectionBase & {
      type: "cta";
      heading: string;
      /** Its entry's `text`. */
      description?: string;
      buttonText?: string;
      buttonLink?: SectionLink;
    });

export type LandingSectionType = LandingSection["type"];

/** A page the team composed and published in the content service, at /<slug>. */
export interface LandingPage extends FromContentService {
  slug: string;
  /** Its name: the document's title and, without a hero to open it, its heading. */
  title: string;
  /** Search results' and shared links' description; the site's own without one. */
  description?: string;
  /** A social card picture of its own (through the image API), else the site's. */
  socialImage?: string;
  noindex: boolean;
  sections: LandingSection[];
}
