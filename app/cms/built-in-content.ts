import type { ReactNode } from "react";
import type * as LiveContent from "./live-content";
import type { CmsQueryOptions, CmsQueryState } from "./use-cms-query";

/**
 * What a build without a content service uses in place of ./live-content.tsx (vite.config.ts swaps
 * the module): the built-in copy, nothing to load, nothing to fail, and no content client or data
 * cache in the browser's JavaScript.
 */
export const useCmsQuery: typeof LiveContent.useCmsQuery = <Override>({
  snapshot,
}: CmsQueryOptions<Override>): CmsQueryState<Override> => ({
  override: snapshot ?? null,
  loading: false,
  error: false,
});

export const ContentProvider: typeof LiveContent.ContentProvider = ({ children }: { children: ReactNode }) => children;
