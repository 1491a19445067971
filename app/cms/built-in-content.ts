import type { ReactNode } from "react";
import type { ContentKind, ContentOf } from "./content-kinds";
import type * as LiveContent from "./live-content";
import type { CmsQueryOptions, CmsQueryState } from "./use-cms-query";

/**
 * What a build without a content service uses in place of ./live-content.tsx (vite.config.ts swaps
 * the module): the built-in copy, nothing to load, nothing to fail, and no content client or data
 * cache in the browser's JavaScript.
 */
export const useCmsQuery: typeof LiveContent.useCmsQuery = <Kind extends ContentKind>({
  snapshot,
}: CmsQueryOptions<Kind>): CmsQueryState<ContentOf<Kind>> => ({
  override: snapshot ?? null,
  loading: false,
  error: false,
});

export const ContentProvider: typeof LiveContent.ContentProvider = ({ children }: { children: ReactNode }) => children;
