// @ts-check
// The pure part of `npm run bench:tap` (scripts/bench-tap.mjs): its conditions, from Lighthouse's
// constants, and its figures (medians, the table, the comparison with an earlier bench/taps.json).
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { median } from "./bench-common.mjs";

/**
 * @typedef {{ throttling: { mobileSlow4G: { requestLatencyMs: number, downloadThroughputKbps: number,
 *   uploadThroughputKbps: number, cpuSlowdownMultiplier: number } },
 *   screenEmulationMetrics: Record<"mobile" | "desktop", { width: number, height: number,
 *   deviceScaleFactor: number, mobile: boolean }> }} LighthouseConstants
 */

/**
 * Lighthouse's mobile throttling (slow 4G, CPU 4x slower) as it sends it over CDP
 * (core/lib/emulation.js: Kbps to bytes per second), and its phone and desktop screens.
 * @param {LighthouseConstants} [constants] Lighthouse's, unless a test gives others
 */
export function lighthouseConditions(
  constants = {
    throttling,
    // Typed by Lighthouse as settings that may be left out; its constants have every field.
    screenEmulationMetrics: /** @type {LighthouseConstants["screenEmulationMetrics"]} */ (screenEmulationMetrics),
  },
) {
  const slow4G = constants.throttling.mobileSlow4G;
  const screen = (/** @type {"mobile" | "desktop"} */ formFactor) => {
    const { width, height, deviceScaleFactor, mobile } = constants.screenEmulationMetrics[formFactor];
    return { width, height, deviceScaleFactor, isMobile: mobile, hasTouch: mobile };
  };
  return {
    /** Network.emulateNetworkConditions */
    network: {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
    },
    /** Emulation.setCPUThrottlingRate */
    cpuSlowdown: slow4G.cpuSlowdownMultiplier,
    /** puppeteer's Page.setViewport (Emulation.setDeviceMetricsOverride and setTouchEmulationEnabled) */
    viewports: { phone: screen("mobile"), desktop: screen("desktop") },
  };
}

/**
 * A tap's time, what showed and how it went; or, with no time, why.
 * @typedef {{ ms: number | null, shown?: string, error?: string, [detail: string]: unknown }} TapRun
 */
/** @typedef {{ ms: number | null, runs: TapRun[] }} TapFigure */
/**
 * @typedef {{ id: string, label: string, device: string, route: string, firstPaint: TapFigure,
 *   appRuns: TapFigure, cold?: TapFigure }} TapResult
 */

/**
 * Median to the millisecond; null when no run had an answer.
 * @param {TapRun[]} runs
 * @returns {TapFigure}
 */
export function tapFigure(runs) {
  const ms = median(runs.map((run) => run.ms));
  return { ms: ms === null ? null : Math.round(ms), runs };
}

/** Milliseconds, with "n of m" when some runs had no answer. @param {TapFigure | undefined} figure */
export function cell(figure) {
  if (!figure) return "";
  const answered = figure.runs.filter((run) => run.ms !== null).length;
  if (figure.ms === null) return "no answer";
  return answered < figure.runs.length ? `${figure.ms} (${answered} of ${figure.runs.length})` : figure.ms;
}

/**
 * `cold` is a linked page opened cold; `before` is an earlier run (`--compare`).
 * @param {TapResult[]} results
 * @param {TapResult[]} [before]
 */
export function tapTable(results, before) {
  return results.map((result) => {
    const earlier = before?.find((row) => row.id === result.id);
    if (!before) {
      return {
        control: result.label,
        "at first paint ms": cell(result.firstPaint),
        "once the app runs ms": cell(result.appRuns),
        "its page cold ms": cell(result.cold),
      };
    }
    return {
      control: result.label,
      "first paint, before": cell(earlier?.firstPaint),
      "at first paint ms": cell(result.firstPaint),
      "app runs, before": cell(earlier?.appRuns),
      "once the app runs ms": cell(result.appRuns),
      "its page cold ms": cell(result.cold),
    };
  });
}

/**
 * What the figures hide: runs without an answer, wrong answers (a page load instead of a dialog),
 * long presses, and taps "at first paint" made after hydration.
 * @param {TapResult[]} results
 */
export function tapNotes(results) {
  /** @type {string[]} */
  const notes = [];
  for (const result of results) {
    for (const [when, figure] of /** @type {const} */ ([
      ["at first paint", result.firstPaint],
      ["once the app runs", result.appRuns],
      ["its page cold", result.cold ?? { ms: null, runs: [] }],
    ])) {
      const errors = figure.runs.filter((run) => run.ms === null).map((run) => run.error ?? "no answer");
      if (errors.length)
        notes.push(`${result.id}, ${when}: ${errors.length} run(s) without a time: ${errors.join("; ")}`);
      const shown = [...new Set(figure.runs.flatMap((run) => (run.shown && run.ms !== null ? [run.shown] : [])))];
      const odd = shown.filter((what) => /page load|not focused/.test(what));
      if (odd.length) notes.push(`${result.id}, ${when}: what showed: ${odd.join("; ")}`);
      const held = figure.runs.flatMap((run) =>
        typeof run.heldMs === "number" && run.heldMs > 400 ? [run.heldMs] : [],
      );
      if (held.length)
        notes.push(
          `${result.id}, ${when}: the finger stayed down ${held.map(Math.round).join(", ")} ms (a long press?)`,
        );
      if (when === "at first paint" && figure.runs.some((run) => run.hydratedAtTap === true))
        notes.push(`${result.id}, at first paint: the app had already hydrated when the tap was made`);
    }
  }
  return notes;
}
