import { useEffect, useState } from "react";
import type { ProgrammeCohort } from "~/content/models";
import { dateInIndia } from "~/lib/calendar-date";
import type { CohortView } from "~/lib/cohort-view";

/**
 * What the page says about the cohort: first the build's view (so hydration matches the HTML),
 * then, once hydrated, the visitor's day. Only when that day is not the build's is the date logic
 * loaded, on demand: a page built in February and read in June says what is true in June.
 */
export function useCohortView(built: CohortView, cohort: ProgrammeCohort): CohortView {
  const [recomputed, setRecomputed] = useState<{ from: CohortView; view: CohortView } | null>(null);
  useEffect(() => {
    const today = dateInIndia(Date.now());
    if (today === built.today) return;
    let current = true;
    import("~/lib/cohort-view").then(
      ({ cohortView }) => current && setRecomputed({ from: built, view: cohortView(cohort, today) }),
      (error: unknown) => console.error("[cohort] Could not load today's dates; the page keeps the build's.", error),
    );
    return () => {
      current = false;
    };
  }, [built, cohort]);
  return recomputed?.from === built ? recomputed.view : built;
}
