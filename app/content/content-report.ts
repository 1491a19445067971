import type { EntryStatus } from "~/lib/content-report";
import { site } from "~/site";

/** The content report's words (a preview build's page for the marketing team: docs/editors.md). */
export const contentReportText = {
  metaTitle: `Content report | ${site.programme} preview`,
  title: "Content report",
  intro:
    "Every entry in Contentful that the site reads, and what became of it: shown, shown with a field refused (its built-in text shows instead), skipped for want of something it needs, switched off, or not shown because another entry fills its place. Open an entry to fix it; this page follows the preview as it changes.",
  columns: { entry: "Entry", status: "Status", where: "Where", problems: "What to fix" },
  none: "No entries of this type yet: the site shows its built-in copy.",
  unread: (error: string) =>
    `Contentful did not give this type (${error}): every page shows its built-in copy for it until a build reads it. The report asks again now.`,
  noService: "This copy of the site is not connected to Contentful.",
  unreachable: "Contentful could not be reached when this copy was built; the report loads again now.",
  allWell: "Nothing to fix",
  needsTranslation: (language: string, fields: string[]) =>
    `Needs translation into ${language}: ${fields.join(", ")} changed in English, and its ${language} page shows the English until then`,
  noPageIn: (language: string) => `No ${language} page until its title is translated`,
  edit: "edit in Contentful",
  offerEnded: (lastDay: string) => `Its last day was ${lastDay}: it has left the page`,
  offerEndsSoon: (lastDay: string, days: number) =>
    `Its last day is ${lastDay}, ${days === 1 ? "today" : `in ${days} days`}: renew it with the partner or let it go`,
  madeAt: (when: string) => `As of ${when}.`,
  statusLabels: {
    shown: "Shown",
    "partly shown": "Shown, a field refused",
    skipped: "Skipped",
    inactive: "Inactive",
    "not shown": "Not shown",
  } satisfies Record<EntryStatus, string>,
};
