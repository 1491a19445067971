/**
 * What became of every content entry (docs/decisions/602). Made by app/cms/content-report.ts,
 * shown at /content-report in preview builds.
 */

export type EntryStatus =
  /** On the site as it is. */
  | "shown"
  /** On the site, with one or more fields refused: their built-in values show instead. */
  | "partly shown"
  /** Left out: it lacks what it cannot do without. */
  | "skipped"
  /** Switched off (isActive), or not yet switched on. */
  | "inactive"
  /** Valid, but another entry fills its place (one hero per page, one cohort...), or not in its time. */
  | "not shown";

export interface ReportEntry {
  id: string;
  /** What editors know it by: its title, name, question... */
  label: string;
  status: EntryStatus;
  /** Where it shows (or would): "/perks", "the head of /perks", "every page". */
  places: string[];
  /** Each problem in plain words: "ctaLink must start with https:// or /". */
  problems: string[];
  /** Why a valid entry is not shown, or when it will be. */
  note?: string;
  /**
   * What its pages in another language still lack: "Needs translation into Hindi (India): subtitle"
   * (the team's English shows there), or that it has no page in that language yet.
   */
  toTranslate?: string[];
  /** The entry in Contentful's web app. */
  editUrl: string;
}

export interface ReportSection {
  contentType: string;
  name: string;
  entries: ReportEntry[];
  /** The service's error when the type could not be read: the pages show its built-in copy. */
  unread?: string;
}

export interface ContentReport {
  sections: ReportSection[];
  /** Milliseconds since the epoch. */
  madeAt: number;
}
