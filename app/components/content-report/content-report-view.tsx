import { contentReportText as text } from "~/content/content-report";
import { a11yText } from "~/content/shared";
import type { ContentReport, EntryStatus, ReportSection } from "~/lib/content-report";
import { cn } from "~/lib/cn";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";

const statusStyles: Record<EntryStatus, string> = {
  shown: "bg-brand-50 text-brand-800",
  "partly shown": "bg-saffron-100 text-ink-900",
  skipped: "bg-red-50 text-red-800",
  inactive: "bg-ink-100 text-ink-700",
  "not shown": "bg-ink-100 text-ink-800",
};

/** Every entry of the content service and what became of it, type by type (docs/decisions/602). */
export function ContentReportView({ report, failed }: { report: ContentReport | null; failed: string }) {
  return (
    <section aria-labelledby="content-report-title" className="container-page py-12 sm:py-16">
      <h1 id="content-report-title" className="text-3xl font-bold text-ink-900 sm:text-4xl">
        {text.title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-700">{text.intro}</p>
      {!report ? (
        <p role="status" className="mt-8 font-semibold text-ink-800">
          {failed}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-600">
            {text.madeAt(new Date(report.madeAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }))}
          </p>
          {report.sections.map((section) => (
            <ReportTable key={section.contentType} section={section} />
          ))}
        </>
      )}
      <FirstScreenEnd />
    </section>
  );
}

function ReportTable({ section }: { section: ReportSection }) {
  const headingId = `report-${section.contentType}`;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold text-ink-900">
        {section.name} <span className="font-mono text-base font-normal text-ink-600">{section.contentType}</span>
      </h2>
      {section.unread ? (
        <p role="status" className="mt-3 font-semibold text-ink-800">
          {text.unread(section.unread)}
        </p>
      ) : section.entries.length === 0 ? (
        <p className="mt-3 text-ink-700">{text.none}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-ink-300">
                {[text.columns.entry, text.columns.status, text.columns.where, text.columns.problems].map((heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 last:pr-0">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.entries.map((entry) => (
                <tr key={entry.id} data-entry={entry.id} className="border-b border-ink-200 align-top">
                  <th scope="row" className="py-3 pr-4 font-normal">
                    <a
                      href={entry.editUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-700 underline"
                    >
                      {entry.label}
                      <span className="sr-only">
                        , {text.edit} {a11yText.opensInNewTab}
                      </span>
                    </a>
                    <span className="block font-mono text-xs text-ink-600">{entry.id}</span>
                  </th>
                  <td className="py-3 pr-4">
                    <span className={cn("rounded-full px-2.5 py-1 font-semibold", statusStyles[entry.status])}>
                      {text.statusLabels[entry.status]}
                    </span>
                    {entry.note && <span className="mt-2 block text-ink-700">{entry.note}</span>}
                  </td>
                  <td className="py-3 pr-4 text-ink-700">{entry.places.join(", ")}</td>
                  <td className="py-3 text-ink-800">
                    {entry.problems.length + (entry.toTranslate?.length ?? 0) === 0 ? (
                      <span className="text-ink-600">{text.allWell}</span>
                    ) : (
                      <ul className="list-disc space-y-1 pl-4">
                        {[...entry.problems, ...(entry.toTranslate ?? [])].map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
