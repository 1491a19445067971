import { articleFeedText } from "~/content/knowledge-hub";
import type { LandingPage } from "~/content/models";
import { cardPageCount } from "~/lib/article-list";
import { knowledgeHubPaths, landingPagePath, paths } from "~/route-paths";
import { loadPublishedArticles } from "./published-articles";
import { loadContentSnapshot } from "./snapshot";

/**
 * Build time: the landing pages the team published (docs/decisions/010), each with its sections.
 * None without a content service: the site has no built-in landing page. Asked once per build.
 */
export async function loadPublishedLandingPages(): Promise<LandingPage[]> {
  const { landingPages } = await loadContentSnapshot(paths.home, ["landingPages"]);
  return landingPages ?? [];
}

/** What the build needs to know of the pages the team published: their addresses, feed entries and names. */
export interface PublishedPages {
  /** Each article's page, in the team's order, with what its feed entry says. */
  articles: { path: string; title: string; summary: string; published: string; updated: string }[];
  /** The hub's further pages of cards (/knowledge-hub/page/2...). */
  cardPages: string[];
  /** The feed's own title, subtitle and author. */
  feed: typeof articleFeedText;
  /** Each landing page: its address, and whether search engines may list it. */
  landingPages: { path: string; title: string; noindex: boolean }[];
}

/**
 * Build time: the pages the team's entries make, for react-router.config.ts to prerender and list
 * (sitemap, search index, feed, the servers' configs), run by scripts/build/published-pages.mjs
 * before React Router builds anything.
 */
export async function publishedPages(): Promise<PublishedPages> {
  const articles = await loadPublishedArticles();
  const landingPages = await loadPublishedLandingPages();
  return {
    articles: articles.map(({ slug, title, summary, published, updated }) => ({
      path: knowledgeHubPaths.article(slug),
      title,
      summary,
      published,
      updated,
    })),
    cardPages: Array.from({ length: cardPageCount(articles.length) - 1 }, (_, index) =>
      knowledgeHubPaths.cardsPage(index + 2),
    ),
    feed: articleFeedText,
    landingPages: landingPages.map(({ slug, title, noindex }) => ({ path: landingPagePath(slug), title, noindex })),
  };
}
