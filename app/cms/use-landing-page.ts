import type { LandingPage } from "~/content/models";
import type { ContentPath } from "./content-kinds";
import { useCmsQuery } from "./use-cms-query";

/**
 * A landing page as the content service has it now: asked for again in the browser (a live edit in
 * the preview, a change since the build), else as it was built; null when neither has one.
 */
export function useLandingPage(path: ContentPath, built: LandingPage | null): LandingPage | null {
  const { override } = useCmsQuery({ kind: "landingPage", path, snapshot: built });
  return override ?? built;
}
