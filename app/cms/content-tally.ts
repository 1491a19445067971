/**
 * Each entry a build read, shown or skipped, for its one-line summary. On globalThis because two
 * copies of the app's code meet in one build: app/cms/snapshot.ts fills it, react-router.config.ts
 * reports it. No imports, so the build config loads this module as it is.
 */
export type EntryOutcome = "shown" | "skipped";

const KEY = Symbol.for("nimbus-launchpad.content-tally");

export function contentTally(): Map<string, EntryOutcome> {
  const global = globalThis as Record<symbol, Map<string, EntryOutcome> | undefined>;
  return (global[KEY] ??= new Map());
}

/**
 * "content: 41 entries shown, 2 skipped, see /content-report in a preview build"; null when none
 * were read and nothing failed. After a fault (./content-faults.ts) it adds the queries skipped.
 */
export function contentSummary(
  tally: Map<string, EntryOutcome>,
  reportPath: string,
  faults: { skipped: number; outage: string | null } | null = null,
): string | null {
  const why = faults?.outage === null ? "their content type having failed" : "the service being down";
  const unasked =
    faults &&
    `${faults.skipped} more ${faults.skipped === 1 ? "query" : "queries"} answered with the built-in copy without asking, ${why}`;
  if (tally.size === 0) return unasked && `content: none read; ${unasked}`;
  const skipped = [...tally.values()].filter((outcome) => outcome === "skipped").length;
  const shown = tally.size - skipped;
  const entries = (count: number) => `${count} ${count === 1 ? "entry" : "entries"}`;
  const read = `content: ${entries(shown)} shown, ${skipped} skipped, see ${reportPath} in a preview build`;
  return unasked ? `${read}; ${unasked}` : read;
}
