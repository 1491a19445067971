import { QueryCache, QueryClient } from "@tanstack/react-query";
import { formatCmsError } from "./errors";

/** Spec section 9: cached content is dropped 5 minutes after its last use. */
export const CACHE_GC_MS = 5 * 60 * 1000;
/** Spec section 9: a failed load is tried 3 more times, waiting 1, 2, 4... s, never over 30 s. */
export const QUERY_RETRIES = 3;
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

export interface CmsQueryMeta extends Record<string, unknown> {
  /** What was being loaded, for the log: "hero for /perks". */
  label: string;
}

/** Logs a load that failed for good (after every retry); the page keeps what it shows. */
export function logFailedLoad(error: unknown, meta: CmsQueryMeta | undefined): void {
  console.error(
    `[cms] Content fetch failed for ${meta?.label ?? "content"}: ${formatCmsError(error)}. Showing the built-in copy.`,
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => logFailedLoad(error, query.meta as CmsQueryMeta | undefined),
    }),
    defaultOptions: {
      queries: {
        gcTime: CACHE_GC_MS,
        retry: QUERY_RETRIES,
        retryDelay,
        // Content changes rarely: no refetch on every tab switch over mobile data.
        refetchOnWindowFocus: false,
      },
    },
  });
}
