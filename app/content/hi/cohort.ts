// Relative imports: the build config (react-router.config.ts) loads this module without the ~ alias.
import { site } from "../../site";
import type { ProgrammeCohort } from "~/lib/models";

/**
 * The built-in cohort (spec: Infinity Program facts), in Hindi: the same record as ../cohort.ts,
 * with its city written as the Hindi sentences of ./cohort-text.ts say it. The name is the
 * programme's brand and stays as it is (calendar entries' ids are made from it).
 */
export const programmeCohort: ProgrammeCohort = {
  name: "InFINity 2025",
  bootcampStart: "2025-03-06",
  bootcampEnd: "2025-03-08",
  city: "बेंगलुरु",
  // "The last week of May 2025": the day itself is announced to the cohort.
  demoDayStart: "2025-05-26",
  demoDayEnd: "2025-05-31",
  applyUrl: site.signup.url,
  mandatoryHours: { bootcamp: 30, demoDay: 6 },
};

/** Hours each startup attends in person, in all. */
export const totalMandatoryHours = (cohort: ProgrammeCohort) =>
  cohort.mandatoryHours.bootcamp + cohort.mandatoryHours.demoDay;
