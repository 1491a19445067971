import { useQuery } from "@tanstack/react-query";
import { getCmsClient, type CmsClient } from "./client";
import type { CmsQueryMeta } from "./query-client";

export interface ContentState<T> {
  data: T;
  loading: boolean;
  error: boolean;
}

interface CmsQueryOptions<Override> {
  key: readonly unknown[];
  label: string;
  fetch: (client: CmsClient) => Promise<Override | null>;
  /** What the build-time snapshot already put in the HTML; null or absent when it had nothing. */
  snapshot: Override | null | undefined;
}

/**
 * The spec's content states on top of TanStack Query. With no content service configured there
 * is no request and nothing loads. Otherwise: loading is true from the start of each load and
 * false when it ends whatever happens; error is false while loading and true after a failure (the
 * last good content stays: the snapshot or nothing); a load that finds no entries (null) shows the
 * built-in copy. The snapshot is the first data, so hydration matches the HTML and an unchanged
 * answer re-renders nothing.
 */
export function useCmsQuery<Override>({ key, label, fetch, snapshot }: CmsQueryOptions<Override>) {
  const client = getCmsClient();
  const query = useQuery({
    queryKey: ["cms", ...key],
    queryFn: async () => fetch(await client!),
    enabled: client !== null,
    initialData: snapshot ?? undefined,
    // The snapshot is as old as the build: fetch afresh once the page is up.
    initialDataUpdatedAt: 0,
    meta: { label } satisfies CmsQueryMeta,
  });
  const configured = client !== null;
  return {
    /** null: no override (none found, or nothing loaded yet). */
    override: query.data ?? null,
    loading: configured && (query.isFetching || query.isPending),
    error: configured && query.isError && !query.isFetching,
  };
}
