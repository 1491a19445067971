import type { Consultant } from "~/content/consulting";
import type { Mentor } from "~/content/infinity";
import { programmeCohort } from "~/content/cohort";
import type { NewsArticle, ProgrammeCohort, Video } from "~/content/models";
import type { VideoPlacement } from "~/content/shared";
import type { PartnerPerk } from "~/content/perks";
import type { SitePath } from "~/route-paths";
import { useCmsQuery, type CmsQueryOptions } from "./use-cms-query";

/**
 * The lists the marketing team edits: the content service's list when it has at least one usable
 * entry (from the build-time snapshot, then live), else the built-in one. A failure or an empty
 * answer keeps what is shown, logged (spec section 4).
 */
function useList<T>(options: CmsQueryOptions<T[]>, fallback: T[]): T[] {
  return useCmsQuery(options).override ?? fallback;
}

export const usePerks = (fallback: PartnerPerk[], snapshot?: PartnerPerk[] | null) =>
  useList({ key: ["perks"], label: "partner perks", fetch: (q, client) => q.fetchPerks(client), snapshot }, fallback);

export const useMentors = (fallback: Mentor[], snapshot?: Mentor[] | null) =>
  useList({ key: ["mentors"], label: "mentors", fetch: (q, client) => q.fetchMentors(client), snapshot }, fallback);

export const useConsultants = (fallback: Consultant[], snapshot?: Consultant[] | null) =>
  useList(
    { key: ["consultants"], label: "consultants", fetch: (q, client) => q.fetchConsultants(client), snapshot },
    fallback,
  );

export const useNews = (path: SitePath, fallback: NewsArticle[], snapshot?: NewsArticle[] | null) =>
  useList(
    { key: ["news", path], label: `news links for ${path}`, fetch: (q, client) => q.fetchNews(client, path), snapshot },
    fallback,
  );

/**
 * A page's videos, slot by slot ("library", "highlights", an access block's id): `videosFor(slot,
 * builtIn)` is the service's videos for that slot when it has some there, else the built-in ones.
 */
export function usePageVideos(path: SitePath, snapshot?: Record<string, Video[]> | null) {
  const { override } = useCmsQuery({
    key: ["videos", path],
    label: `videos for ${path}`,
    fetch: (q, client) => q.fetchVideos(client, path),
    snapshot,
  });
  return (placement: VideoPlacement, builtIn: Video[]): Video[] => override?.[placement] ?? builtIn;
}

/** The accelerator's cohort: the service's when it has a usable one, else the built-in record. */
export const useProgrammeCohort = (snapshot?: ProgrammeCohort | null): ProgrammeCohort =>
  useCmsQuery({
    key: ["programmeCohort"],
    label: "the programme cohort",
    fetch: (q, client) => q.fetchProgrammeCohort(client),
    snapshot,
  }).override ?? programmeCohort;
