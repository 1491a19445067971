import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { getCmsClient } from "./client";
import { contentKey, contentLabel, type ContentKind, type ContentOf } from "./content-kinds";
import { createQueryClient, type CmsQueryMeta } from "./query-client";
import type { CmsQueryOptions, CmsQueryState } from "./use-cms-query";

/**
 * The live refresh after hydration, on TanStack Query. vite.config.ts swaps in ./built-in-content.ts
 * without a content service (no client, no cache) and ./preview-content.tsx in previews (kept out of
 * public builds). The spec's states: error only after a failed load (the last good content stays);
 * null shows the built-in copy. The snapshot is the first data, so hydration matches the HTML.
 */
export function useCmsQuery<Kind extends ContentKind>({
  kind,
  path,
  snapshot,
}: CmsQueryOptions<Kind>): CmsQueryState<ContentOf<Kind>> {
  const client = getCmsClient();
  const request = { kind, path };
  const query = useQuery({
    queryKey: ["cms", ...contentKey(request)],
    queryFn: async () => (await import("./queries")).fetchContent(await client!, request),
    enabled: client !== null,
    initialData: snapshot ?? undefined,
    // The snapshot is as old as the build: fetch afresh once the page is up.
    initialDataUpdatedAt: 0,
    meta: { label: contentLabel(request) } satisfies CmsQueryMeta,
  });
  const configured = client !== null;
  return {
    override: query.data ?? null,
    loading: configured && (query.isFetching || query.isPending),
    error: configured && query.isError && !query.isFetching,
  };
}

/** Shared across the pages of a visit. */
export function ContentProvider({ children }: { children: ReactNode }): ReactNode {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
