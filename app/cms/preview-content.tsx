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

/** The queries module, once the first load has fetched it: every later mapping is synchronous. */
let queries: Queries | undefined;

/**
 * The live refresh of a preview build (vite.config.ts puts it in place of ./live-content.tsx):
 * the same loads, from the Content Preview API, kept as the entries the service returned rather
 * than as what the page makes of them. Those entries go to the live preview (./live-preview.ts)
 * when the page is framed by Contentful's web app, and whatever comes back, keystroke by keystroke,
 * is mapped here through the same rules as a published entry: a field made invalid mid-edit falls
 * back, field by field, exactly as it would on the public site.
 *
 * Until the first load answers, the page shows the build's snapshot, so nothing flashes.
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

/** The data cache, and the live preview's connection once the page is up (when it is framed). */
export const ContentProvider: typeof LiveContent.ContentProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => void connectLivePreview(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
