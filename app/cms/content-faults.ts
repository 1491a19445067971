/**
 * What a build could not read from the content service, remembered for the rest of it
 * (docs/decisions/905). A build asks from two copies of the app's code in one process: the
 * published-pages step first (app/cms/published-pages.ts, run by scripts/build/published-pages.mjs
 * in a module runner of its own), then the prerendered pages (the server bundle); and a
 * translation's build, a process of its own, is told what the English build found
 * (`CONTENT_FAULTS_ENV`). Kept on globalThis for that reason, like the tally; no imports, so the
 * build config loads this module as it is.
 *
 * - A content type whose query failed while the service answered a probe is that type's fault: its
 *   later queries are not asked, every page shows its built-in copy for it, and the build's end
 *   warns once per type, naming the pages.
 * - A query that failed with the probe failing too is the whole service's outage: nothing more is
 *   asked, and the one warning says so at once.
 *
 * A production build asks and remembers the same way, then stops at its end naming each fault
 * (react-router.config.ts): its pages would replace what the team published with the built-in copy.
 */
export interface TypeFault {
  /** What the log calls the type: "partner perks (partnerPerk)". */
  type: string;
  /** Its content type in the space ("partnerPerk"): the content report's section. */
  contentType: string;
  /** The service's error, as first met. */
  error: string;
  /** The pages built with the type's built-in copy, in the order met. */
  pages: string[];
}

export interface ContentFaults {
  /** The whole service down or refusing (a probe failed too): the error of the query that found it. */
  outage: string | null;
  /** Each content type that failed while the service answered, by the kind the pages ask for. */
  types: Record<string, TypeFault>;
  /** Queries answered with the built-in copy without asking, once a fault was known. */
  skipped: number;
}

/** How an English build tells its translations' builds what it found (JSON of ContentFaults). */
export const CONTENT_FAULTS_ENV = "CONTENT_FAULTS_FOUND";

const KEY = Symbol.for("nimbus-launchpad.content-faults");

type Holder = Record<symbol, ContentFaults | undefined>;

/** What this build found so far (nothing: no outage, no type). */
export function contentFaults(): ContentFaults {
  return ((globalThis as Holder)[KEY] ??= { outage: null, types: {}, skipped: 0 });
}

/** Whether the build met any fault. */
export const hasContentFaults = ({ outage, types }: ContentFaults = contentFaults()): boolean =>
  outage !== null || Object.keys(types).length > 0;

/** Records the whole service's outage; true for the first record, the one the warning names. */
export function recordOutage(error: string): boolean {
  const faults = contentFaults();
  if (faults.outage !== null) return false;
  faults.outage = error;
  return true;
}

/** Records one type's fault, met on `page`; the first error stands. */
export function recordTypeFault(kind: string, fault: Omit<TypeFault, "pages">, page: string): void {
  const faults = contentFaults();
  faults.types[kind] ??= { ...fault, pages: [] };
  noteFaultedPage(kind, page);
}

/** One more page built with a faulted type's built-in copy. */
export function noteFaultedPage(kind: string, page: string): void {
  const fault = contentFaults().types[kind];
  if (fault && !fault.pages.includes(page)) fault.pages.push(page);
}

/** Takes on what the English build found (`CONTENT_FAULTS_ENV`): its translation asks none of it again. */
export function adoptContentFaults(json: string | undefined): void {
  if (!json) return;
  const found = JSON.parse(json) as ContentFaults;
  const faults = contentFaults();
  faults.outage ??= found.outage;
  for (const [kind, fault] of Object.entries(found.types)) faults.types[kind] ??= { ...fault, pages: [] };
}

/** Forgets everything: a new build in the same process (the unit tests). */
export function forgetContentFaults(): void {
  delete (globalThis as Holder)[KEY];
}

const pageList = (pages: string[]) => (pages.length > 0 ? pages.join(", ") : "no page yet");

/** A development or preview build's closing warnings: one per failed type, naming its pages. */
export function faultWarnings({ outage, types }: ContentFaults): string[] {
  if (outage !== null) return [];
  return Object.values(types).map(
    ({ type, error, pages }) =>
      `[cms] Build: ${type} could not be read (${error}); these pages show its built-in copy, the team's other content as published: ${pageList(pages)}.`,
  );
}

/**
 * Why a production build stops, in the same words whether the whole service or one type failed:
 * each failure, and what to do. Printed as it is, no stack: the outcome is known.
 */
export function productionStopMessage({ outage, types }: ContentFaults): string {
  const failures =
    outage !== null
      ? [`  - every content type (the service answered nothing): ${outage}`]
      : Object.values(types).map(({ type, error }) => `  - ${type}: ${error}`);
  return [
    "[cms] Production build stopped: the content service could not be read for",
    ...failures,
    "A build on the built-in copy would replace what the team published; the last good deploy stays online.",
    "What to do: build again in a few minutes (a 5xx, a rate limit or no answer is usually brief); if it fails",
    "the same way, check those content types in the Contentful space and https://www.contentfulstatus.com.",
  ].join("\n");
}
