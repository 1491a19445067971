import type { MetaDescriptor } from "react-router";
import type { FaqEntry } from "./models";
import { appHasHydrated } from "./hydration";
import { INDEXABLE, NOT_INDEXABLE, PAGE_NOINDEX } from "./robots";
import { deployment as currentDeployment, type Deployment } from "~/deployment";
import { pageLanguage, pathIn } from "~/languages";
import { site } from "~/site";

/** Every page's title ends with the programme's name; Home's title stands alone. */
export const TITLE_TEMPLATE = `%s | ${site.programme}`;
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** A pageMeta entry from the content service, validated in app/cms/site-entries.ts; absent fields keep the page's own. */
export interface PageMetaOverride {
  /** The whole title: no template added. */
  title?: string;
  description?: string;
  /** At least 1200 x 630, served through the image API at that size. */
  socialImage?: string;
  /** Out of search results and the sitemap, even in production. */
  noindex?: boolean;
}

/** Home is always first. */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  /** Absent on Home. */
  breadcrumb?: string;
  /** Between Home and this page (the Knowledge Hub, for an article). */
  parents?: Crumb[];
  /** Whose social card to use when the page has none (an article shows its hub's). */
  socialCardOf?: string;
  feed?: { title: string; path: string };
  /** Home's: no template. */
  absoluteTitle?: boolean;
  /** For FAQPage structured data. */
  faqs?: FaqEntry[];
  /** The 404 page. */
  noindex?: boolean;
  /** Read at build only: crawlers read the HTML. */
  override?: PageMetaOverride | null;
}

export function documentTitle(title: string, absolute = false): string {
  return absolute ? title : TITLE_TEMPLATE.replace("%s", title);
}

/** Generated at build: /social/home.png, /social/perks.png... */
export function socialImagePath(path: string): string {
  return `/social/${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "-")}.png`;
}

/**
 * Only in the built page and the hydration that adopts it, never written later: crawlers read each
 * address as served, and React writes a new <script> through innerHTML, a sink the page's Trusted
 * Types policy refuses (docs/decisions/714).
 */
export function structuredData(items: object[]): MetaDescriptor[] {
  return appHasHydrated() ? [] : items.map((item) => ({ "script:ld+json": item }));
}

/**
 * Home only: search engines read an organization's data from its home page
 * (developers.google.com/search/docs/appearance/structured-data/organization), and elsewhere it
 * cost 150-200 bytes of the first response.
 */
export function organizationJsonLd(origin: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.provider,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description,
    sameAs: site.social.map((profile) => profile.href),
  };
}

/** Each crumb in the page's language (/hi/knowledge-hub). */
export function breadcrumbJsonLd(origin: string, path: string, name: string, parents: Crumb[] = []) {
  const trail = [{ name: pageLanguage.homeName, path: "/" }, ...parents, { name, path }];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${pathIn(pageLanguage, crumb.path)}`,
    })),
  };
}

/** An FAQPage where the page shows an FAQ, else a WebPage. */
export function webPageJsonLd(faqs: FaqEntry[] = []) {
  return {
    "@context": "https://schema.org",
    "@type": faqs.length ? "FAQPage" : "WebPage",
    inLanguage: pageLanguage.tag,
    ...(faqs.length && {
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    }),
  };
}

/**
 * noindex anywhere but production. The content service's pageMeta may replace title, description
 * and social image, and add noindex; the canonical address and the rest stay the site's own.
 */
export function seoMeta(page: PageSeo, deployment: Deployment = currentDeployment): MetaDescriptor[] {
  const { override } = page;
  const title = override?.title ?? documentTitle(page.title, page.absoluteTitle);
  const description = override?.description ?? page.description;
  // Alternates in other languages are added once all are built (scripts/build/language-alternates.mjs).
  const url = `${deployment.origin}${pathIn(pageLanguage, page.path)}`;
  // /hi/social/perks.png: the title set in Devanagari.
  const card = pathIn(pageLanguage, socialImagePath(page.socialCardOf ?? page.path));
  const image = override?.socialImage ?? `${deployment.origin}${card}`;
  const robots = override?.noindex ? PAGE_NOINDEX : deployment.indexable && !page.noindex ? INDEXABLE : NOT_INDEXABLE;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: robots },
    ...(page.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            title: page.feed.title,
            href: pathIn(pageLanguage, page.feed.path),
          },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.programme },
    { property: "og:locale", content: pageLanguage.ogLocale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: title },
    // X falls back to og: tags (developer.x.com/cards/markup): only card kind and image text are X's.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: title },
    ...structuredData([
      ...(page.path === "/" ? [organizationJsonLd(deployment.origin, description)] : []),
      ...(page.breadcrumb ? [breadcrumbJsonLd(deployment.origin, page.path, page.breadcrumb, page.parents)] : []),
      webPageJsonLd(page.faqs),
    ]),
  ];
}
