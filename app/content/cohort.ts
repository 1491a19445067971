// Relative imports: the build config (react-router.config.ts) loads this module without the ~ alias.
import { site } from "../site";
import type { ProgrammeCohort } from "~/lib/models";

/**
 * The built-in cohort (spec: Infinity Program facts). Every sentence on the site that gives one of
 * its dates, its city or its hours is generated from this record (./cohort-text.ts, with
 * app/lib/cohort.ts), so a new cohort is a change here and nowhere else. The application link
 * is the sign-up page, as the Infinity page's "Apply to InFINity" has always used.
 */
export const programmeCohort: ProgrammeCohort = {
  name: "InFINity 2025",
  bootcampStart: "2025-03-06",
  bootcampEnd: "2025-03-08",
  city: "Bengaluru",
  // "The last week of May 2025": the day itself is announced to the cohort.
  demoDayStart: "2025-05-26",
  demoDayEnd: "2025-05-31",
  applyUrl: site.signup.url,
  mandatoryHours: { bootcamp: 30, demoDay: 6 },
};

/** Hours each startup attends in person, in all. */
export const totalMandatoryHours = (cohort: ProgrammeCohort) =>
  cohort.mandatoryHours.bootcamp + cohort.mandatoryHours.demoDay;
