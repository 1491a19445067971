import type { CmsClient } from "./client";

type Queries = typeof import("./queries");

export interface ContentState<T> {
  data: T;
  loading: boolean;
  error: boolean;
}

export interface CmsQueryOptions<Override> {
  key: readonly unknown[];
  label: string;
  /** The load, given the queries module (fetched on demand, and only by builds that go live). */
  fetch: (queries: Queries, client: CmsClient) => Promise<Override | null>;
  /** What the build-time snapshot already put in the HTML; null or absent when it had nothing. */
  snapshot: Override | null | undefined;
}

export interface CmsQueryState<Override> {
  /** null: no override (none found, or nothing loaded yet). */
  override: Override | null;
  loading: boolean;
  error: boolean;
}

// The live refresh; a build without a content service gets ./built-in-content.ts instead.
export { ContentProvider, useCmsQuery } from "./live-content";
