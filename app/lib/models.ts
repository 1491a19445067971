/**
 * The domain types that the pure rules (lib/) and the copy (content/) both work on: a picture, an
 * FAQ entry, the accelerator's cohort, and where a model came from in the content service. On the
 * lowest floor, so that neither has to import the other (ARCHITECTURE.md, "Layout").
 */

/**
 * Where a model's texts come from in the content service, so that the live preview's inspector
 * can outline each one and open its field in the editor (app/cms/inspector.ts). The content layer
 * sets it in preview builds only; the built-in copy never has one.
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

/**
 * A picture, with its intrinsic size so nothing shifts: one we drew ourselves (`src` under
 * public/), or an asset of the content service (`src` on its asset host).
 */
export interface Picture extends FromContentService {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** On the content service's image API, which resizes and converts it on request (app/lib/image-api.ts). */
  resizable?: boolean;
}

/**
 * One cohort of the Infinity accelerator: the record every date on the site is generated from.
 * Dates are ISO calendar dates ("YYYY-MM-DD"), whole days in India (Asia/Kolkata), ends included
 * (docs/decisions/201-cohort-dates-as-data.md).
 */
export interface ProgrammeCohort extends FromContentService {
  /** The cohort's public name, as calendar entries and headings show it. */
  name: string;
  bootcampStart: string;
  bootcampEnd: string;
  /** Where the cohort meets in person: the bootcamp and demo day. */
  city: string;
  /** Demo day's window: the same date twice once the day is fixed. */
  demoDayStart: string;
  demoDayEnd: string;
  /** Where founders apply. */
  applyUrl: string;
  /** Hours each startup must attend in person. */
  mandatoryHours: { bootcamp: number; demoDay: number };
}
