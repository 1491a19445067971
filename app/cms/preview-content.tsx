import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { getCmsClient } from "./client";
import { contentKey, contentLabel, type ContentKind, type ContentOf } from "./content-kinds";
import type { RawEntry } from "./fields";
import { connectLivePreview, useLiveEntries } from "./live-preview";
import type * as LiveContent from "./live-content";
import { createQueryClient, type CmsQueryMeta } from "./query-client";
import type { CmsQueryOptions, CmsQueryState } from "./use-cms-query";

type Queries = typeof import("./queries");

/** Set once the first load has fetched it, so every later mapping is synchronous. */
let queries: Queries | undefined;

/**
 * A preview build's live refresh (vite.config.ts swaps it for ./live-content.tsx). Keeps raw
 * entries for the live preview (./live-preview.ts) and maps each edit by the published rules, so a
 * field made invalid mid-edit falls back as on the public site. The snapshot shows until the first
 * load answers, so nothing flashes.
 */
export const useCmsQuery: typeof LiveContent.useCmsQuery = <Kind extends ContentKind>({
  kind,
  path,
  snapshot,
}: CmsQueryOptions<Kind>): CmsQueryState<ContentOf<Kind>> => {
  const client = getCmsClient();
  const query = useQuery({
    queryKey: ["cms", "entries", ...contentKey({ kind, path })],
    queryFn: async (): Promise<RawEntry[]> => {
      queries ??= await import("./queries");
      return queries.loadEntries(await client!, { kind, path });
    },
    enabled: client !== null,
    meta: { label: contentLabel({ kind, path }) } satisfies CmsQueryMeta,
  });
  const entries = useLiveEntries(query.data);
  const live = useMemo(
    () => (entries && queries ? queries.contentFromEntries({ kind, path }, entries) : undefined),
    [entries, kind, path],
  );
  const configured = client !== null;
  return {
    override: live === undefined ? (snapshot ?? null) : live,
    loading: configured && (query.isFetching || query.isPending),
    error: configured && query.isError && !query.isFetching,
  };
};

/** Connects the live preview once the page is up (when framed). */
export const ContentProvider: typeof LiveContent.ContentProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => void connectLivePreview(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
