import { useQuery } from "@tanstack/react-query";
import type { ContentReport } from "~/lib/content-report";
import { getCmsClient } from "./client";

/**
 * The content report: as the build made it, then afresh from the service once the page is up, so
 * an editor who fixes an entry sees it here on the preview's next refresh. Only a preview build
 * has the page, and the data cache its live refresh provides.
 */
export function useContentReport(built: ContentReport | null): ContentReport | null {
  const client = getCmsClient();
  const query = useQuery({
    queryKey: ["cms", "content-report"],
    queryFn: async () => (await import("./content-report")).loadContentReport(await client!, Date.now()),
    enabled: client !== null,
    initialData: built ?? undefined,
    // As old as the build: asked again once the page is up.
    initialDataUpdatedAt: 0,
    meta: { label: "the content report" },
  });
  return query.data ?? built;
}
