import { articleFeedText, fallbackArticles } from "~/content/knowledge-hub";
import type { Article, ArticleCard } from "~/content/models";
import { cardPageCount } from "~/lib/article-list";
import { knowledgeHubPaths, paths } from "~/route-paths";
import { loadContentSnapshot } from "./snapshot";

/**
 * Build time: the articles the site publishes, each a page of its own, in the team's order. The
 * content service's when it has some, else the built-in ones, as the hub shows them (spec section
 * 7). Asked once per build, like every site-wide kind (./snapshot.ts).
 */
export async function loadPublishedArticles(): Promise<Article[]> {
  const { articles } = await loadContentSnapshot(paths.knowledgeHub, ["articles"]);
  return articles ?? fallbackArticles;
}

/** What a card and a link need of an article: everything but its text. */
export function cardOf({ sections: _sections, ...card }: Article): ArticleCard {
  return card;
}

/** What the build needs to know of the pages the articles make: their addresses and feed entries. */
export interface PublishedPages {
  /** Each article's page, in the team's order, with what its feed entry says. */
  articles: { path: string; title: string; summary: string; published: string; updated: string }[];
  /** The hub's further pages of cards (/knowledge-hub/page/2...). */
  cardPages: string[];
  /** The feed's own title, subtitle and author. */
  feed: typeof articleFeedText;
}

/**
 * Build time: the pages the articles make, for react-router.config.ts to prerender and list
 * (sitemap, search index, feed, the servers' configs), run by scripts/build/published-pages.mjs
 * before React Router builds anything.
 */
export async function publishedPages(): Promise<PublishedPages> {
  const articles = await loadPublishedArticles();
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
  };
}
