import { buildQueryBudget, getCmsClient } from "~/cms/client";
import { contentFaults } from "~/cms/content-faults";
import { formatCmsError } from "~/cms/errors";
import { useContentReport } from "~/cms/use-content-report";
import { ContentReportView } from "~/components/content-report/content-report-view";
import { contentReportText } from "~/content/content-report";
import { buildInstant } from "~/lib/build-date";
import type { ContentReport } from "~/lib/content-report";
import { NOT_INDEXABLE } from "~/lib/robots";

/** A preview build's page only (app/routes.ts): what became of every entry of the content service. */
export function meta() {
  return [{ title: contentReportText.metaTitle }, { name: "robots", content: NOT_INDEXABLE }];
}

export async function loader(): Promise<{ report: ContentReport | null; failed: string }> {
  const client = getCmsClient();
  if (!client) return { report: null, failed: contentReportText.noService };
  try {
    const { loadContentReport } = await import("~/cms/content-report");
    const faults = contentFaults();
    // The whole service found down: the page says so, and asks again once it is open.
    if (faults.outage !== null) return { report: null, failed: contentReportText.unreachable };
    const unread = Object.fromEntries(
      Object.values(faults.types).map(({ contentType, error }) => [contentType, error]),
    );
    const report = await loadContentReport(await client, buildInstant(), {
      unread,
      deadlineMs: buildQueryBudget.deadlineMs,
    });
    return { report, failed: "" };
  } catch (error) {
    console.warn(`[cms] Build: the content report could not be made: ${formatCmsError(error)}.`);
    return { report: null, failed: contentReportText.unreachable };
  }
}

// Not Route.ComponentProps: typegen sees the routes of a public build, which has no such page.
export default function ContentReportPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loader>> }) {
  const report = useContentReport(loaderData.report);
  return <ContentReportView report={report} failed={loaderData.failed} />;
}
