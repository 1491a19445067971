import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import { programmeCohort } from "~/content/cohort";
import type { NewsArticle, Video } from "~/content/models";
import type { ProgrammeCohort } from "~/lib/models";
import type { VideoPlacement } from "~/content/shared";
import type { PartnerPerk } from "~/content/perks";
import { paths, type SitePath } from "~/route-paths";
import { useCmsQuery } from "./use-cms-query";

/**
 * The lists the marketing team edits: the content service's list when it has at least one usable
 * entry (from the build-time snapshot, then live), else the built-in one. A failure or an empty
 * answer keeps what is shown, logged (spec section 4). Site-wide lists are the same on every page,
 * so the page asking does not matter to them.
 */
export const usePerks = (fallback: PartnerPerk[], snapshot?: PartnerPerk[] | null): PartnerPerk[] =>
  useCmsQuery({ kind: "perks", path: paths.perks, snapshot }).override ?? fallback;

export const useMentors = (fallback: Mentor[], snapshot?: Mentor[] | null): Mentor[] =>
  useCmsQuery({ kind: "mentors", path: paths.infinity, snapshot }).override ?? fallback;

export const useConsultants = (fallback: Consultant[], snapshot?: Consultant[] | null): Consultant[] =>
  useCmsQuery({ kind: "consultants", path: paths.consulting, snapshot }).override ?? fallback;

export const useNews = (path: SitePath, fallback: NewsArticle[], snapshot?: NewsArticle[] | null): NewsArticle[] =>
  useCmsQuery({ kind: "news", path, snapshot }).override ?? fallback;

/**
 * A page's videos, slot by slot ("library", "highlights", an access block's id): `videosFor(slot,
 * builtIn)` is the service's videos for that slot when it has some there, else the built-in ones.
 */
export function usePageVideos(path: SitePath, snapshot?: Record<string, Video[]> | null) {
  const { override } = useCmsQuery({ kind: "videos", path, snapshot });
  return (placement: VideoPlacement, builtIn: Video[]): Video[] => override?.[placement] ?? builtIn;
}

/** The accelerator's cohort: the service's when it has a usable one, else the built-in record. */
export const useProgrammeCohort = (snapshot?: ProgrammeCohort | null): ProgrammeCohort =>
  useCmsQuery({ kind: "programmeCohort", path: paths.infinity, snapshot }).override ?? programmeCohort;
