/**
 * The typed models every text reaches components in, whether it came from the built-in copy, the
 * build-time snapshot or the live content service.
 */

/**
 * Where a model's texts come from in the content service, so that the live preview's inspector
 * can outline each one and open its field in the editor (app/cms/inspector.ts). The content layer
 * sets it in preview builds only; the built-in copy never has one.
 */
export interface ContentSource {
  /** The entry's id, or the asset's for a picture. */
  id: string;
  type: "Entry" | "Asset";
  locale: string;
  /** The service's field id behind each field of the model: `{ ctaText: "ctaButtonText" }`. */
  fields: Readonly<Record<string, string>>;
}

/** A model the content service may have given. */
export interface FromContentService {
  source?: ContentSource;
}

export interface HeroContent extends FromContentService {
  title: string;
  subtitle: string;
  ctaText: string;
  /** An https: address or a same-site path; absent means the sign-up page. */
  ctaLink?: string;
  /** From the content service only: a picture drawn softly behind the hero's text. */
  backgroundImage?: Picture;
}

export interface FaqEntry extends FromContentService {
  question: string;
  answer: string;
}

export interface PageSection extends FromContentService {
  sectionName: string;
  heading: string;
  subheading: string;
  description: string;
}

/**
 * A picture, with its intrinsic size so nothing shifts: one we drew ourselves (`src` under
 * public/), or an asset of the content service (`src` on its asset host).
 */
export interface Picture extends FromContentService {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** On the content service's image API, which resizes and converts it on request (app/lib/image-api.ts). */
  resizable?: boolean;
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

/** A short, silent, looping clip we rendered ourselves (scripts/generate-clips.mjs), served from public/video/. */
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

/** A Knowledge Hub article: built-in fallback or a blogArticle entry, same shape. */
export interface Article extends FromContentService {
  id: number;
  title: string;
  summary: string;
  badge: ArticleBadge;
  icon: IconName;
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
 * One cohort of the Infinity accelerator: the record every date on the site is generated from.
 * Dates are ISO calendar dates ("YYYY-MM-DD"), whole days in India (Asia/Kolkata), ends included
 * (docs/decisions/201-cohort-dates-as-data.md).
 */
export interface ProgrammeCohort extends FromContentService {
  /** The cohort's public name, as calendar entries and headings show it. */
  name: string;
  bootcampStart: string;
  bootcampEnd: string;
  /** Where the cohort meets in person: the bootcamp and demo day. */
  city: string;
  /** Demo day's window: the same date twice once the day is fixed. */
  demoDayStart: string;
  demoDayEnd: string;
  /** Where founders apply. */
  applyUrl: string;
  /** Hours each startup must attend in person. */
  mandatoryHours: { bootcamp: number; demoDay: number };
}
