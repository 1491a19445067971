import { useEffect, useState } from "react";
import { measure } from "~/lib/analytics-queue";
import { prepareSearch, searchSite, type SearchResult } from "~/lib/site-search";

export type SiteSearchState =
  /** Nothing typed yet. */
  | { status: "idle" }
  /** A query is on its way; the previous query's results (if any) stay shown meanwhile. */
  | { status: "searching"; query: string; results: SearchResult[] }
  | { status: "done"; query: string; results: SearchResult[] }
  /** The engine or the index could not be loaded (logged). */
  | { status: "failed"; query: string };

type Answer = Extract<SiteSearchState, { status: "done" | "failed" }>;

/**
 * Results as the visitor types. The engine starts loading as soon as search is shown; an answer to
 * a query that a newer one has replaced is dropped, so results never arrive out of order.
 */
export function useSiteSearch(query: string): SiteSearchState {
  const term = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    // The failure, if any, is reported by the first search that needs the engine.
    prepareSearch().catch(() => {});
  }, []);

  useEffect(() => {
    if (term === "") return;
    let current = true;
    searchSite(term).then(
      (results) => {
        if (current && results) {
          setAnswer({ status: "done", query: term, results });
          // Only in a build that measures; the sender counts the answer that settles.
          if (__ANALYTICS__) measure({ type: "search", query: term, results: results.length });
        }
      },
      (error: unknown) => {
        if (!current) return;
        console.error("Search could not load its index:", error);
        setAnswer({ status: "failed", query: term });
      },
    );
    return () => {
      current = false;
    };
  }, [term]);

  if (term === "") return { status: "idle" };
  if (answer?.query === term) return answer;
  return { status: "searching", query: term, results: answer?.status === "done" ? answer.results : [] };
}
