import { z } from "zod";
import {
  type Article,
  type ArticleBadge,
  type ArticleSection,
  type HeroContent,
  type IconName,
} from "~/content/models";
import { type FaqEntry } from "~/lib/models";
import { blogArticle, faqItem, heroSection, pageSection } from "./content-types/pages";
import { entryLabel, skipEntry, withoutUndefined, type RawEntry } from "./fields";
import { listItem } from "./list-entries";
import { readEntry } from "./read-entry";

export type { RawEntry };

export type HeroOverride = Partial<HeroContent>;

export interface CmsSection {
  sectionName: string;
  heading?: string;
  /** Spec section 3: a section's subheading defaults to empty. */
  subheading: string;
  description?: string;
}

const articleSection = z.object({ title: z.string(), content: z.string() });

export function toHeroOverride(entry: RawEntry, assetOrigin?: string): HeroOverride {
  return readEntry(heroSection, entry, { assetOrigin }) ?? {};
}

export const toFaqEntry = (entry: RawEntry): (FaqEntry & { order: number }) | null => listItem(faqItem, entry);

export function toSection(entry: RawEntry): CmsSection | null {
  const section = readEntry(pageSection, entry);
  return section && { ...section, subheading: section.subheading ?? "" };
}

/** `sections` arrives as a JSON string or as a list of {title, content}; anything else is empty. */
export function parseArticleSections(value: unknown, entryLabel: string): ArticleSection[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch (error) {
      console.error(
        `[cms] ${entryLabel}: sections is not valid JSON (${(error as Error).message}); showing no sections.`,
      );
      return [];
    }
  }
  if (list === undefined || list === null) return [];
  const parsed = z.array(articleSection).safeParse(list);
  if (parsed.success) return parsed.data;
  console.error(`[cms] ${entryLabel}: sections is not a list of {title, content}; showing no sections.`);
  return [];
}

const iconForBadge: Record<ArticleBadge, IconName> = {
  Featured: "star",
  Popular: "trending-up",
  Trending: "zap",
  Essential: "shield",
  Innovation: "lightbulb",
  New: "sparkles",
};

/** The service's own dates for an entry: created (first published) and last changed. */
const entryDate = z.iso.datetime({ offset: true });

export function toArticle(entry: RawEntry): Article | null {
  const article = readEntry(blogArticle, entry);
  if (!article) return null;
  const published = entryDate.safeParse(entry.sys?.createdAt).data ?? entryDate.safeParse(entry.sys?.updatedAt).data;
  if (!published) return skipEntry(entry, blogArticle.id, ["sys.createdAt"]);
  const badge = article.badge ?? "New";
  return {
    id: article.id,
    slug: article.slug,
    published,
    updated: entryDate.safeParse(entry.sys?.updatedAt).data ?? published,
    title: article.title,
    summary: article.summary ?? "",
    badge,
    icon: iconForBadge[badge],
    sections: parseArticleSections(article.sections, entryLabel(entry, blogArticle.id)),
    ...withoutUndefined({ source: article.source }),
  };
}
