import type { Article } from "~/content/models";
import { paths } from "~/route-paths";
import { useCmsQuery, type ContentState } from "./use-cms-query";

/**
 * Knowledge Hub articles (spec section 7: under the Knowledge Hub's slug): the content service's
 * when it has some; the built-in articles while loading, when it has none and when it fails.
 */
export function useArticles(fallback: Article[], snapshot?: Article[] | null): ContentState<Article[]> {
  const { override, loading, error } = useCmsQuery({ kind: "articles", path: paths.knowledgeHub, snapshot });
  return { data: override ?? fallback, loading, error };
}
