import type { PageSection } from "~/content/models";
import type { SitePath } from "~/route-paths";
import type { CmsSection } from "./entries";
import { useCmsQuery, type ContentState } from "./use-cms-query";

/** A page's named sections from the content service; an empty list when it has none. */
export function usePageSections(path: SitePath, snapshot?: CmsSection[] | null): ContentState<CmsSection[]> {
  const { override, loading, error } = useCmsQuery({ kind: "sections", path, snapshot });
  return { data: override ?? [], loading, error };
}

/**
 * The built-in section with the content service's fields laid over it, found by sectionName.
 * Heading and description fall back field by field; the subheading is the entry's (empty when it
 * sets none), as the spec says.
 */
export function sectionFrom(sections: CmsSection[], fallback: PageSection): PageSection {
  const override = sections.find((section) => section.sectionName === fallback.sectionName);
  return override ? { ...fallback, ...override } : fallback;
}
