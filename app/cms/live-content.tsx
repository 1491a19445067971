import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { getCmsClient } from "./client";
import { contentKey, contentLabel, type ContentKind, type ContentOf } from "./content-kinds";
import { createQueryClient, type CmsQueryMeta } from "./query-client";
import type { CmsQueryOptions, CmsQueryState } from "./use-cms-query";

/**
 * The live refresh: the browser asks the content service again after hydration. Builds without a
 * content service use ./built-in-content.ts in its place, and preview builds ./preview-content.tsx
 * (vite.config.ts swaps the module), so neither the content client nor the data cache is in the
 * former, nor the live preview in a public build.
 *
 * The spec's content states on top of TanStack Query. With no content service configured there
 * is no request and nothing loads. Otherwise: loading is true from the start of each load and
 * false when it ends whatever happens; error is false while loading and true after a failure (the
 * last good content stays: the snapshot or nothing); a load that finds no entries (null) shows the
 * built-in copy. The snapshot is the first data, so hydration matches the HTML and an unchanged
 * answer re-renders nothing.
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

/** The data cache the live refresh shares across the pages of a visit. */
export function ContentProvider({ children }: { children: ReactNode }): ReactNode {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
