import type { HeroContent, PageSection } from "~/content/models";
import type { SitePath } from "~/route-paths";
import type { ContentSnapshot } from "./snapshot";
import { useHero } from "./use-hero";
import { sectionFrom, usePageSections } from "./use-page-sections";

/**
 * What every page reads from the content service: its hero and its named sections, each over its
 * built-in copy, starting from the build-time snapshot the route's loader baked in.
 */
export function usePageContent(path: SitePath, builtInHero: HeroContent, snapshot: ContentSnapshot) {
  const hero = useHero(path, builtInHero, snapshot.hero).data;
  const sections = usePageSections(path, snapshot.sections).data;
  return { hero, section: (builtIn: PageSection) => sectionFrom(sections, builtIn) };
}
