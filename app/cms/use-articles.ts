import type { Article, ArticleCard } from "~/content/models";
import { paths } from "~/route-paths";
import { useCmsQuery, type ContentState } from "./use-cms-query";

/**
 * Knowledge Hub articles (spec section 7: under the Knowledge Hub's slug): the content service's,
 * asked for again in the browser, when it has some; what the page was built with (the articles the
 * build found, or the built-in ones) while loading, when it has none and when it fails. The build's
 * are not the first data: a page carries only the few it shows, not the whole list.
 */
export function useArticles<Built extends ArticleCard>(built: Built[]): ContentState<(Built | Article)[]> {
  const { override, loading, error } = useCmsQuery({ kind: "articles", path: paths.knowledgeHub, snapshot: null });
  return { data: override ?? built, loading, error };
}
