import { useEffect, useState } from "react";
import type { ProgrammeCohort } from "~/lib/models";
import { dateInIndia } from "~/lib/calendar-date";
import type { CohortView } from "~/hooks/cohort-view";

const sameCohort = (a: ProgrammeCohort, b: ProgrammeCohort) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the page says about the cohort: first the build's view (so hydration matches the HTML),
 * then, once hydrated, the visitor's day and the cohort the page now holds (the content service
 * may have published another since the build). Only when either differs is the date logic loaded,
 * on demand: a page built in February and read in June says what is true in June.
 *
 * The calendar files were written for the build's cohort: for another one the page offers none.
 */
export function useCohortView(built: CohortView, builtFrom: ProgrammeCohort, cohort: ProgrammeCohort): CohortView {
  const [recomputed, setRecomputed] = useState<{ from: CohortView; view: CohortView } | null>(null);
  useEffect(() => {
    const today = dateInIndia(Date.now());
    const changed = !sameCohort(cohort, builtFrom);
    if (today === built.today && !changed) return;
    let current = true;
    import("~/hooks/cohort-view").then(
      ({ cohortView }) => {
        if (!current) return;
        const view = cohortView(cohort, today);
        const events = changed ? view.events.map((event) => ({ ...event, calendar: null })) : view.events;
        setRecomputed({ from: built, view: { ...view, events } });
      },
      (error: unknown) => console.error("[cohort] Could not load today's dates; the page keeps the build's.", error),
    );
    return () => {
      current = false;
    };
  }, [built, builtFrom, cohort]);
  return recomputed?.from === built ? recomputed.view : built;
}
