/**
 * Domain types shared by the pure rules (lib/) and the copy (content/), kept on the lowest floor so
 * neither imports the other (ARCHITECTURE.md, "Layout").
 */

/**
 * Lets the live preview's inspector open each text's field in the editor (app/cms/inspector.ts).
 * Set in preview builds only; the built-in copy never has one.
 */
export interface ContentSource {
  /** The entry's id, or the asset's for a picture. */
  id: string;
  type: "Entry" | "Asset";
  locale: string;
  /** The service's field id behind each field of the model: `{ ctaText: "ctaButtonText" }`. */
  fields: Readonly<Record<string, string>>;
}

/** A model the content service may have given. */
export interface FromContentService {
  source?: ContentSource;
}

export interface FaqEntry extends FromContentService {
  question: string;
  answer: string;
}

/** With its intrinsic size so nothing shifts; `src` under public/ or on the content service's asset host. */
export interface Picture extends FromContentService {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** On the content service's image API, which resizes and converts it on request (app/lib/image-api.ts). */
  resizable?: boolean;
}

/**
 * The record every date on the site comes from. Dates are "YYYY-MM-DD", whole days in
 * Asia/Kolkata, ends included (docs/decisions/201-cohort-dates-as-data.md).
 */
export interface ProgrammeCohort extends FromContentService {
  /** As calendar entries and headings show it. */
  name: string;
  bootcampStart: string;
  bootcampEnd: string;
  /** Where the cohort meets in person: the bootcamp and demo day. */
  city: string;
  /** Demo day's window: the same date twice once the day is fixed. */
  demoDayStart: string;
  demoDayEnd: string;
  applyUrl: string;
  /** Hours each startup must attend in person. */
  mandatoryHours: { bootcamp: number; demoDay: number };
}
