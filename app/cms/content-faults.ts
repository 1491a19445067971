/**
 * What a build could not read from the content service, remembered for the rest of it
 * (docs/decisions/905). On globalThis, like the tally, because two copies of the app's code run in
 * one build process (published-pages step, then the server bundle); a translation's build gets the
 * English one's via `CONTENT_FAULTS_ENV`. No imports, so the build config loads it as it is.
 * A failed query while a probe answers faults that type (built-in copy, one warning per type); with
 * the probe failing too it is an outage (nothing more asked). Production stops at its end instead
 * (react-router.config.ts), since the built-in copy would replace what the team published.
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

/** What this build found so far. */
export function contentFaults(): ContentFaults {
  return ((globalThis as Holder)[KEY] ??= { outage: null, types: {}, skipped: 0 });
}

export const hasContentFaults = ({ outage, types }: ContentFaults = contentFaults()): boolean =>
  outage !== null || Object.keys(types).length > 0;

/** True for the first record, the one the warning names. */
export function recordOutage(error: string): boolean {
  const faults = contentFaults();
  if (faults.outage !== null) return false;
  faults.outage = error;
  return true;
}

/** The first error stands. */
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

/** For a new build in the same process (the unit tests). */
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

/** Printed as it is, no stack: the outcome is known. */
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
