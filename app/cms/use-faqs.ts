import type { FaqEntry } from "~/lib/models";
import type { SitePath } from "~/route-paths";
import { useCmsQuery, type ContentState } from "./use-cms-query";

/** A page's questions: the content service's list when it has one, else the built-in list. */
export function useFaqs(path: SitePath, fallback: FaqEntry[], snapshot?: FaqEntry[] | null): ContentState<FaqEntry[]> {
  const { override, loading, error } = useCmsQuery({ kind: "faqs", path, snapshot });
  return { data: override ?? fallback, loading, error };
}
