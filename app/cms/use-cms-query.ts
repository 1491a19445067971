import type { ContentKind, ContentOf, ContentRequest } from "./content-kinds";

export interface ContentState<T> {
  data: T;
  loading: boolean;
  error: boolean;
}

export interface CmsQueryOptions<Kind extends ContentKind> extends ContentRequest<Kind> {
  /** What the build-time snapshot already put in the HTML; null or absent when it had nothing. */
  snapshot: ContentOf<Kind> | null | undefined;
}

export interface CmsQueryState<Override> {
  /** null: no override (none found, or nothing loaded yet). */
  override: Override | null;
  loading: boolean;
  error: boolean;
}

// The live refresh. vite.config.ts puts ./built-in-content.ts in its place in a build without a
// content service, and ./preview-content.tsx (the live refresh with Live Preview) in a preview build.
export { ContentProvider, useCmsQuery } from "./live-content";
