import { z } from "zod";
import {
  articleBadges,
  type Article,
  type ArticleBadge,
  type ArticleSection,
  type HeroContent,
  type IconName,
} from "~/content/models";
import { type FaqEntry } from "~/lib/models";
import { isArticleSlug } from "~/lib/article-slug";
import { contentSource, entryLabel, field, readField, skipEntry, withoutUndefined, type RawEntry } from "./fields";
import { pictureSchema } from "./list-entries";

export type { RawEntry };

export type HeroOverride = Partial<HeroContent>;

export interface CmsSection {
  sectionName: string;
  heading?: string;
  /** Spec section 3: a section's subheading defaults to empty. */
  subheading: string;
  description?: string;
}

const { text, link, order } = field;
const badge = z.enum(articleBadges, { error: `must be one of ${articleBadges.join(", ")}` });
const articleSection = z.object({ title: z.string(), content: z.string() });

/** The service's field behind each field of a model, for the live preview's inspector. */
const heroFields = {
  title: "title",
  subtitle: "subtitle",
  ctaText: "ctaButtonText",
  ctaLink: "ctaButtonLink",
  backgroundImage: "backgroundImage",
};
const faqFields = { question: "question", answer: "answer" };
const sectionFields = { heading: "heading", subheading: "subheading", description: "description" };
const articleFields = { title: "title", slug: "slug", summary: "summary", badge: "badge", sections: "sections" };

export function toHeroOverride(entry: RawEntry, assetOrigin?: string): HeroOverride {
  const read = <T>(name: string, schema: z.ZodType<T>) => readField(entry, "heroSection", name, schema);
  return withoutUndefined({
    title: read("title", text),
    subtitle: read("subtitle", text),
    ctaText: read("ctaButtonText", text),
    ctaLink: read("ctaButtonLink", link),
    // Decorative: the hero's text says what the page is.
    backgroundImage: assetOrigin ? read("backgroundImage", pictureSchema(assetOrigin, "")) : undefined,
    source: contentSource(entry, heroFields),
  });
}

export function toFaqEntry(entry: RawEntry): (FaqEntry & { order: number }) | null {
  const question = readField(entry, "faqItem", "question", text);
  const answer = readField(entry, "faqItem", "answer", text);
  if (!question || !answer) {
    console.warn(`[cms] ${entryLabel(entry, "faqItem")} has no usable question or answer; skipped.`);
    return null;
  }
  return {
    question,
    answer,
    ...withoutUndefined({ source: contentSource(entry, faqFields) }),
    order: readField(entry, "faqItem", "order", order) ?? Number.MAX_SAFE_INTEGER,
  };
}

export function toSection(entry: RawEntry): CmsSection | null {
  const read = <T>(name: string, schema: z.ZodType<T>) => readField(entry, "pageSection", name, schema);
  const sectionName = read("sectionName", text);
  if (!sectionName) {
    console.warn(`[cms] ${entryLabel(entry, "pageSection")} has no sectionName; skipped.`);
    return null;
  }
  return {
    sectionName,
    ...withoutUndefined({
      heading: read("heading", text),
      description: read("description", text),
      source: contentSource(entry, sectionFields),
    }),
    subheading: read("subheading", z.string("must be text").trim()) ?? "",
  };
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

/** An article's address, as the content model validates it (scripts/cms-model.mjs). */
const slug = z
  .string("must be text")
  .refine(isArticleSlug, "must be lowercase letters and digits joined by single hyphens, at most 80 characters");

/** The service's own dates for an entry: created (first published) and last changed. */
const entryDate = z.iso.datetime({ offset: true });

export function toArticle(entry: RawEntry): Article | null {
  const read = <T>(name: string, schema: z.ZodType<T>) => readField(entry, "blogArticle", name, schema);
  const id = read("blogId", order);
  const title = read("title", text);
  const address = read("slug", slug);
  const missing = [
    ...(id === undefined ? ["blogId"] : []),
    ...(!title ? ["title"] : []),
    ...(address === undefined ? ["slug"] : []),
  ];
  if (id === undefined || !title || address === undefined) return skipEntry(entry, "blogArticle", missing);
  const published = entryDate.safeParse(entry.sys?.createdAt).data ?? entryDate.safeParse(entry.sys?.updatedAt).data;
  if (!published) return skipEntry(entry, "blogArticle", ["sys.createdAt"]);
  const articleBadge = read("badge", badge) ?? "New";
  return {
    id,
    slug: address,
    published,
    updated: entryDate.safeParse(entry.sys?.updatedAt).data ?? published,
    title,
    summary: read("summary", text) ?? "",
    badge: articleBadge,
    icon: iconForBadge[articleBadge],
    sections: parseArticleSections(entry.fields?.sections, entryLabel(entry, "blogArticle")),
    ...withoutUndefined({ source: contentSource(entry, articleFields) }),
  };
}
