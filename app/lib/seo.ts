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

/**
 * What the marketing team sets for a page's head in the content service (a pageMeta entry), each
 * field already validated (app/cms/site-entries.ts); absent ones keep the page's own.
 */
export interface PageMetaOverride {
  /** The whole title, as search results and shared links show it (no template added). */
  title?: string;
  description?: string;
  /** The social card's address: a picture of at least 1200 x 630, through the image API at that size. */
  socialImage?: string;
  /** Out of search results and the sitemap, even in production. */
  noindex?: boolean;
}

/** A page above this one in the breadcrumbs (Home is always first). */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  /** The page's name in breadcrumbs; absent on Home. */
  breadcrumb?: string;
  /** The pages between Home and this one in the breadcrumbs (the Knowledge Hub, for an article). */
  parents?: Crumb[];
  /** The page's social card when it has none of its own (an article shows its hub's). */
  socialCardOf?: string;
  /** An Atom feed the page announces. */
  feed?: { title: string; path: string };
  /** Home's title is used as is, without the template. */
  absoluteTitle?: boolean;
  /** The FAQ the page shows, for FAQPage structured data. */
  faqs?: FaqEntry[];
  /** Pages that must never be indexed (the 404 page). */
  noindex?: boolean;
  /** The content service's meta for the page (read at build only: crawlers read the HTML). */
  override?: PageMetaOverride | null;
}

export function documentTitle(title: string, absolute = false): string {
  return absolute ? title : TITLE_TEMPLATE.replace("%s", title);
}

/** The social card generated at build for a page: /social/home.png, /social/perks.png... */
export function socialImagePath(path: string): string {
  return `/social/${path === "/" ? "home" : path.replace(/^\//, "").replaceAll("/", "-")}.png`;
}

/**
 * A page's structured data, as `script:ld+json` descriptors: in the page as built, and kept by the
 * hydration that adopts it; never written by the app after that. Crawlers read each address as
 * served, so a page reached by a client navigation needs none, and React writes a new <script>
 * through innerHTML, a sink the page's Trusted Types policy refuses (docs/decisions/714).
 */
export function structuredData(items: object[]): MetaDescriptor[] {
  return appHasHydrated() ? [] : items.map((item) => ({ "script:ld+json": item }));
}

/**
 * The provider, on Home only: search engines read an organization's data from one page, its home
 * page (developers.google.com/search/docs/appearance/structured-data/organization), and on every
 * other page it was 150-200 bytes of the first response. Its description is the page's, in the
 * page's language.
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

/** The trail to a page, each crumb at its address in the page's language (/hi/knowledge-hub). */
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

/** The page itself, in its language: an FAQPage where it shows an FAQ, else a WebPage. */
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
 * The head of a page: title (templated), description, canonical URL on the deployment's origin,
 * Open Graph and Twitter cards with the page's social image, structured data, and noindex
 * anywhere but production. The content service's pageMeta, field by field, replaces the title,
 * the description, the social image and may keep the page out of search results; the canonical
 * address and everything else stay the site's own.
 */
export function seoMeta(page: PageSeo, deployment: Deployment = currentDeployment): MetaDescriptor[] {
  const { override } = page;
  const title = override?.title ?? documentTitle(page.title, page.absoluteTitle);
  const description = override?.description ?? page.description;
  // The page's own address in its language (/hi/perks on a Hindi page); its alternates in the
  // other languages are written once every language is built (scripts/build/language-alternates.mjs).
  const url = `${deployment.origin}${pathIn(pageLanguage, page.path)}`;
  // Its card in its language too (/hi/social/perks.png: the title set in Devanagari).
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
    // X reads the title, description and image from og: where it has no twitter: tag of its own
    // (developer.x.com/cards/markup): only the card's kind and the image's text are X's.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: title },
    ...structuredData([
      ...(page.path === "/" ? [organizationJsonLd(deployment.origin, description)] : []),
      ...(page.breadcrumb ? [breadcrumbJsonLd(deployment.origin, page.path, page.breadcrumb, page.parents)] : []),
      webPageJsonLd(page.faqs),
    ]),
  ];
}
