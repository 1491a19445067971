/**
 * The content service found down during a build, remembered for the rest of it. A build asks from
 * two copies of the app's code in one process: the published-pages step first (app/cms/published-pages.ts,
 * run by scripts/build/published-pages.mjs in a module runner of its own), then the prerendered
 * pages (the server bundle). The first query that finds the service down or out of reach waits out
 * the SDK's retries and warns, once; every later query, in either copy, is answered with the
 * built-in copy at once and only counted, for the build's closing summary (./content-tally.ts).
 * Kept in each copy's own module state, the prerender's first query would wait out the retries
 * again, inside a request React Router abandons after 10 s, and fail the build. Kept on globalThis
 * for that reason, like the tally; no imports, so the build config loads this module as it is.
 * A dev server remembers it until restarted.
 */
export interface ContentOutage {
  /** The service's error, as the one warning named it. */
  error: string;
  /** Queries answered with the built-in copy since: not asked, or asked alongside the one warned about. */
  skipped: number;
}

const KEY = Symbol.for("nimbus-launchpad.content-outage");

type Holder = Record<symbol, ContentOutage | undefined>;

/** The outage this build found, or null while the service answers. */
export function contentOutage(): ContentOutage | null {
  return (globalThis as Holder)[KEY] ?? null;
}

/** Records that the service is down; the first record stands (the one the warning named). */
export function recordContentOutage(error: string): ContentOutage {
  return ((globalThis as Holder)[KEY] ??= { error, skipped: 0 });
}

/** Forgets the outage: a new build in the same process (the unit tests). */
export function forgetContentOutage(): void {
  delete (globalThis as Holder)[KEY];
}
