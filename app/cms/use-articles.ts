import type { Article } from "~/content/models";
import { paths } from "~/route-paths";
import { useCmsQuery, type ContentState } from "./use-cms-query";

/**
 * Knowledge Hub articles: the content service's when it has some; the built-in articles while
 * loading, when it has none and when it fails.
 */
export function useArticles(
  fallback: Article[],
  snapshot?: Article[] | null,
  /** Spec section 7: articles live under the Knowledge Hub's slug unless told otherwise. */
  slug: string = paths.knowledgeHub,
): ContentState<Article[]> {
  const { override, loading, error } = useCmsQuery({
    key: ["articles", slug],
    label: `articles for ${slug}`,
    fetch: (queries, client) => queries.fetchArticles(client, slug),
    snapshot,
  });
  return { data: override ?? fallback, loading, error };
}
