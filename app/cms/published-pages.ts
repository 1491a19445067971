import { articleFeedText } from "~/content/knowledge-hub";
import type { LandingPage } from "~/content/models";
import { cardPageCount } from "~/lib/article-list";
import { knowledgeHubPaths, landingPagePath, paths } from "~/route-paths";
import { loadPublishedArticles } from "./published-articles";
import { loadContentSnapshot } from "./snapshot";

/** Build time, once (docs/decisions/010). None without a content service: none is built in. */
export async function loadPublishedLandingPages(): Promise<LandingPage[]> {
  const { landingPages } = await loadContentSnapshot(paths.home, ["landingPages"]);
  return landingPages ?? [];
}

export interface PublishedPages {
  /** In the team's order. */
  articles: { path: string; title: string; summary: string; published: string; updated: string }[];
  /** /knowledge-hub/page/2... */
  cardPages: string[];
  feed: typeof articleFeedText;
  landingPages: { path: string; title: string; noindex: boolean }[];
}

/**
 * For react-router.config.ts to prerender and list (sitemap, search index, feed, server configs);
 * run by scripts/build/published-pages.mjs before React Router builds anything.
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
