import { fallbackArticles } from "~/content/knowledge-hub";
import type { Article, ArticleCard } from "~/content/models";
import { paths } from "~/route-paths";
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
