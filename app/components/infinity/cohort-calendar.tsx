import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import { JsonLd } from "~/components/ui/json-ld";
import type { PageSection } from "~/content/models";
import type { ProgrammeCohort } from "~/lib/models";
import { cn } from "~/lib/cn";
import type { CohortView } from "~/hooks/cohort-view";
import { inspect } from "~/cms/inspector";

interface CohortCalendarProps {
  section: PageSection;
  /** The cohort on the day the page describes (hooks/use-cohort-view.ts). */
  view: CohortView;
  /** The cohort the view describes, whose entry a preview build's inspector tags name. */
  cohort: ProgrammeCohort;
  addToCalendarText: string;
}

/** The cohort's field behind each event's dates, for a preview build's inspector. */
const datesField = { bootcamp: "bootcampStart", "demo-day": "demoDayStart" } as const;

const statusStyles = {
  upcoming: "bg-brand-50 text-brand-800",
  "in-progress": "bg-saffron-100 text-ink-900",
  past: "bg-ink-100 text-ink-700",
};

/**
 * The cohort's in-person events, each with its dates in the tense the day calls for; while one is
 * upcoming, a calendar file to add it and a schema.org Event for search engines.
 */
export function CohortCalendar({ section, view, cohort, addToCalendarText }: CohortCalendarProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section id="dates" aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader headingId={headingId} section={section} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {view.events.map((event) => (
            <li
              key={event.id}
              data-status={event.status}
              className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-xl font-bold text-ink-900">{event.name}</h3>
                <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", statusStyles[event.status])}>
                  {event.statusLabel}
                </span>
              </div>
              <p
                className="mt-3 flex items-center gap-2 font-semibold text-brand-800"
                {...(__LIVE_PREVIEW__ && inspect(cohort, datesField[event.id]))}
              >
                <Icon name="calendar" className="size-5 shrink-0" />
                {event.datesLabel}
              </p>
              <p
                className="mt-1 flex items-center gap-2 text-ink-700"
                {...(__LIVE_PREVIEW__ && inspect(cohort, "city"))}
              >
                <Icon name="map-pin" className="size-5 shrink-0" />
                {event.city}
              </p>
              <p className="mt-3 text-ink-700">{event.sentence}</p>
              {event.calendar && (
                <a
                  href={event.calendar.href}
                  download
                  className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline"
                >
                  <Icon name="calendar" className="size-5" />
                  {addToCalendarText}
                  <span className="sr-only">: {event.calendar.label}</span>
                </a>
              )}
              {event.jsonLd && <JsonLd data={event.jsonLd} />}
            </li>
          ))}
        </ul>
        {view.closing && <p className="mt-6 text-lg font-semibold text-ink-800">{view.closing}</p>}
      </div>
    </section>
  );
}
