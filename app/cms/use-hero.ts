import type { HeroContent } from "~/content/models";
import type { SitePath } from "~/route-paths";
import type { HeroOverride } from "./entries";
import { useCmsQuery, type ContentState } from "./use-cms-query";

/** A page's hero: the built-in one, with each field the content service sets laid over it. */
export function useHero(
  path: SitePath,
  fallback: HeroContent,
  snapshot?: HeroOverride | null,
): ContentState<HeroContent> {
  const { override, loading, error } = useCmsQuery({ kind: "hero", path, snapshot });
  return { data: override ? { ...fallback, ...override } : fallback, loading, error };
}
