import type { MetaDescriptor } from "react-router";
import { deployment as currentDeployment, type Deployment } from "~/deployment";
import { pageLanguage } from "~/languages";
import { site } from "~/site";
import { seoMeta, structuredData, type PageSeo } from "./seo";

/** An article's own facts, for `og:type article` and BlogPosting structured data. */
export interface ArticleSeo {
  /** RFC 3339 date-times. */
  published: string;
  updated: string;
  section: string;
}

/** What seoMeta gave a page for one of its tags. */
const valueOf = (meta: MetaDescriptor[], key: string, name: string, field: string): string =>
  String((meta.find((tag) => (tag as Record<string, unknown>)[key] === name) as Record<string, unknown>)[field]);

/**
 * The head of an article's page: every page's (seoMeta), as an Open Graph `article` with its dates,
 * and schema.org's BlogPosting, written and published by the provider. Its own module, so only
 * the article's page loads it.
 */
export function articleSeoMeta(page: PageSeo, article: ArticleSeo, deployment: Deployment = currentDeployment) {
  const meta = seoMeta(page, deployment);
  const url = valueOf(meta, "rel", "canonical", "href");
  const provider = { "@type": "Organization", name: site.provider };
  // The page is the BlogPosting below, in its language: every page's WebPage is left out.
  const isWebPage = (tag: MetaDescriptor) =>
    ((tag as { "script:ld+json"?: { "@type"?: string } })["script:ld+json"]?.["@type"] ?? "") === "WebPage";
  return [
    ...meta
      .filter((tag) => !isWebPage(tag))
      .map((tag) => ((tag as { property?: string }).property === "og:type" ? { ...tag, content: "article" } : tag)),
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: article.updated },
    { property: "article:section", content: article.section },
    ...structuredData([
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: page.title,
        description: valueOf(meta, "name", "description", "content"),
        url,
        mainEntityOfPage: url,
        image: valueOf(meta, "property", "og:image", "content"),
        datePublished: article.published,
        dateModified: article.updated,
        articleSection: article.section,
        inLanguage: pageLanguage.tag,
        author: provider,
        publisher: provider,
      },
    ]),
  ] satisfies MetaDescriptor[];
}
