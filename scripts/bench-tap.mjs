// @ts-check
// `npm run bench:tap`: how long a founder's first tap waits (issue 44). Builds as `npm run bench`
// does (`--no-build` reuses build-bench/, `--build-dir DIR`), then in Chromium under Lighthouse's
// mobile throttling (slow 4G: 562.5 ms RTT, 1,474.56/675 Kbps; CPU ×4) taps each control of
// scripts/bench-tap-controls.ts on a first visit, at first paint and once the app runs (hydrated,
// network quiet). Links (issue 55) are tapped after four seconds of reading and compared with the
// page opened cold. Timed in the page (bench-tap.browser.mjs) from pointerdown to the frame showing
// the answer. Medians of `--runs N` (3); `--compare FILE`, `--out FILE` (bench/taps.json); controls
// by id or path. Reports only, never fails; records the load average, since a busy machine skews it.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import puppeteer from "puppeteer-core";
import { BENCH_BUILD_DIR, benchOptions, buildForBench, serve } from "./bench-common.mjs";
import { lighthouseConditions, tapFigure, tapNotes, tapTable } from "./bench-tap-figures.mjs";
import { installTapProbe } from "./bench-tap.browser.mjs";
import { withAppModule } from "./build/app-modules.mjs";
import { chromiumFlags, ensureChromium, ensureDevanagariFace } from "../tests/support/find-chromium.mjs";

/** @typedef {import("./bench-tap-controls.ts").TapControl} TapControl */
/** @typedef {import("./bench-tap-figures.mjs").TapRun} TapRun */
/** @typedef {"firstPaint" | "appRuns" | "cold"} Moment */

/** How long a tap may go unanswered before the run says so. */
const ANSWER_TIMEOUT_MS = 30_000;
/** How long the page may take to paint, or the app to hydrate and the network to settle, before the run gives up. */
const PAGE_TIMEOUT_MS = 90_000;
/** The function the page reports through (puppeteer's exposeFunction). */
const REPORT = "__benchTapReport";
/** Reading time before a link tap (issue 55), so idle work such as fetching next pages is done. */
const READING_MS = 4000;
/** A busy machine: a one-minute load average at least this, on two cores, makes the figures doubtful. */
const BUSY_LOAD = 1.5;

const options = benchOptions(process.argv.slice(2), ["--build-dir", "--compare", "--out"]);
const buildDir = options.values["--build-dir"] || BENCH_BUILD_DIR;
const out = options.values["--out"] || "bench/taps.json";
const compare = options.values["--compare"];

const chromePath = ensureChromium();
ensureDevanagariFace();
if (options.build) buildForBench(buildDir);
if (!existsSync(join(buildDir, "client", "index.html"))) {
  console.error(`No build in ${buildDir}/: run without --no-build, or name a build with --build-dir.`);
  process.exit(1);
}
const before = compare ? JSON.parse(await readFile(compare, "utf8")) : null;

/** @type {TapControl[]} */
const everyControl = await withAppModule("/scripts/bench-tap-controls.ts", (module) => module.tapControls());
const unknown = options.names.filter((name) => !everyControl.some((control) => control.id === name));
if (unknown.length) {
  console.error(`No control ${unknown.join(", ")}: the controls are ${everyControl.map(({ id }) => id).join(", ")}.`);
  process.exit(1);
}
const controls = everyControl.filter(
  (control) =>
    (!options.paths.length || options.paths.includes(control.route)) &&
    (!options.names.length || options.names.includes(control.id)),
);
const conditions = lighthouseConditions();

const loadAtStart = loadavg();
let highestLoad = loadAtStart[0];
if (loadAtStart[0] >= BUSY_LOAD)
  console.warn(
    `The machine is busy (load average ${loadAtStart.map((l) => l.toFixed(2)).join(", ")}): the figures will be slower than the site is.`,
  );

/** The page's reports, in order, and a way to wait for the first of some types. */
function inbox() {
  /** @type {Array<Record<string, any>>} */
  const received = [];
  /** @type {Array<() => void>} */
  const listeners = [];
  return {
    received,
    /** @param {Record<string, any>} message */
    receive(message) {
      received.push(message);
      listeners.splice(0).forEach((listener) => listener());
    },
    /**
     * @param {string[]} types @param {number} timeoutMs @param {string} what for the error
     * @returns {Promise<Record<string, any>>}
     */
    next(types, timeoutMs, what) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${what} did not come within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        const look = () => {
          const found = received.find((message) => types.includes(message.type));
          if (!found) return listeners.push(look);
          clearTimeout(timer);
          resolve(found);
        };
        look();
      });
    },
  };
}

/**
 * @param {import("puppeteer-core").Page} page
 */
function requestsOf(page) {
  let inFlight = 0;
  let started = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const web = (/** @type {import("puppeteer-core").HTTPRequest} */ request) => /^https?:/.test(request.url());
  page.on("request", (request) => {
    if (!web(request)) return;
    inFlight++;
    started++;
  });
  const end = (/** @type {import("puppeteer-core").HTTPRequest} */ request) => {
    if (!web(request)) return;
    inFlight--;
    if (inFlight <= 0) waiting.splice(0).forEach((resolve) => resolve());
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    get started() {
      return started;
    },
    get inFlight() {
      return inFlight;
    },
    /** @returns {Promise<void>} */
    none: () => (inFlight <= 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}

/**
 * Waits for no request in flight and none started during the next idle callback.
 * @param {import("puppeteer-core").Page} page @param {ReturnType<typeof requestsOf>} requests
 */
async function networkQuiet(page, requests) {
  for (;;) {
    await requests.none();
    const started = requests.started;
    await page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined))));
    if (requests.inFlight <= 0 && requests.started === started) return;
  }
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @param {string} what
 * @returns {Promise<T>}
 */
const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms).unref()),
  ]).then((value) => /** @type {T} */ (value));

/**
 * One tap, on a first visit in a browser context of its own.
 * @param {import("puppeteer-core").Browser} browser @param {string} origin
 * @param {TapControl} control @param {Moment} moment
 * @returns {Promise<TapRun>}
 */
async function measure(browser, origin, control, moment) {
  highestLoad = Math.max(highestLoad, loadavg()[0]);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(conditions.viewports[control.device]);
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", conditions.network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuSlowdown });
    const reports = inbox();
    await page.exposeFunction(REPORT, reports.receive);
    const cold = moment === "cold" && control.answer.kind === "page";
    await page.evaluateOnNewDocument(installTapProbe, {
      tap: control,
      timeoutMs: ANSWER_TIMEOUT_MS,
      report: REPORT,
      cold,
    });
    const requests = requestsOf(page);

    /** @type {Error | null} */
    let navigationError = null;
    const address = cold && control.answer.kind === "page" ? control.answer.path : control.route;
    void page.goto(`${origin}${address}`, { waitUntil: "load", timeout: 0 }).catch((error) => {
      navigationError = error;
    });
    if (cold) {
      const outcome = await reports.next(["answer", "timeout"], ANSWER_TIMEOUT_MS + 15_000, "the page's heading");
      if (outcome.type === "answer") return { ms: Math.round(outcome.ms * 10) / 10, shown: outcome.shown };
      return { ms: null, error: `no heading within ${ANSWER_TIMEOUT_MS / 1000} s of the navigation's start` };
    }
    const paint = await reports.next(["paint"], PAGE_TIMEOUT_MS, "the first contentful paint").catch((error) => {
      throw navigationError ?? error;
    });
    if (moment === "appRuns") {
      await reports.next(["hydrated"], PAGE_TIMEOUT_MS, "hydration");
      await within(networkQuiet(page, requests), PAGE_TIMEOUT_MS, "the network did not go quiet");
      if (control.answer.kind === "page") {
        await new Promise((resolve) => setTimeout(resolve, READING_MS));
        await within(networkQuiet(page, requests), PAGE_TIMEOUT_MS, "the network did not go quiet");
      }
    }
    const prepared = await within(
      page.evaluate(() => /** @type {any} */ (globalThis).__benchTapProbe.prepare()),
      PAGE_TIMEOUT_MS,
      "the control did not appear",
    );
    if ("error" in prepared) return { ms: null, error: prepared.error };
    if (control.device === "phone") await page.touchscreen.tap(prepared.x, prepared.y);
    else await page.mouse.click(prepared.x, prepared.y);
    const outcome = await reports.next(
      ["answer", "timeout", "missed"],
      ANSWER_TIMEOUT_MS + 15_000,
      "the page's word on the tap",
    );
    const { tap } = outcome;
    const hydrated = reports.received.find((message) => message.type === "hydrated");
    /** @type {TapRun} */
    const run = {
      ms: outcome.type === "answer" ? Math.round(outcome.ms * 10) / 10 : null,
      shown: outcome.shown,
      fcpMs: Math.round(paint.fcp),
      tapAtMs: tap?.at === undefined ? null : Math.round(tap.at),
      hydratedAtTap: tap?.hydrated ?? null,
      hydratedAtMs: hydrated ? Math.round(hydrated.at) : null,
      heldMs: tap?.upAt === undefined ? null : Math.round(tap.upAt - tap.at),
      dispatchDelayMs: tap?.handledAt === undefined ? null : Math.round(tap.handledAt - tap.at),
      // Event Timing's longest duration among the tap's own events (16 ms and over), as the page saw them.
      eventTimingMs: outcome.tapEvents?.length
        ? Math.max(...outcome.tapEvents.map((/** @type {{ duration: number }} */ entry) => entry.duration))
        : null,
      scrolled: prepared.scrolled,
      framesToSettle: prepared.frames,
      anotherPage: outcome.resumed === true,
    };
    if (outcome.type === "timeout") {
      const { partial } = outcome;
      run.error =
        `no answer within ${ANSWER_TIMEOUT_MS / 1000} s of the tap (the page then at ${outcome.url})` +
        (partial ? `: at ${Math.round(partial.ms)} ms ${partial.what}` : "");
      if (partial) run.partialMs = Math.round(partial.ms * 10) / 10;
    }
    if (outcome.type === "missed") run.error = `the tap landed on ${tap?.on}, not on the control`;
    return run;
  } catch (error) {
    return { ms: null, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await context.close();
  }
}

const served = await serve(buildDir);
const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromiumFlags });
/** @type {Map<string, Record<Moment, TapRun[]>>} */
const runsOf = new Map(controls.map((control) => [control.id, { firstPaint: [], appRuns: [], cold: [] }]));
/** A move to another page is also set beside that page opened cold. @param {TapControl} control @returns {Moment[]} */
const momentsOf = (control) =>
  control.answer.kind === "page" ? ["firstPaint", "appRuns", "cold"] : ["firstPaint", "appRuns"];
try {
  // Alternated, so a slow minute of the machine weighs on every control alike.
  for (let round = 1; round <= options.runs; round++) {
    for (const control of controls) {
      for (const moment of momentsOf(control)) {
        const run = await measure(browser, served.origin, control, moment);
        runsOf.get(control.id)?.[moment].push(run);
        const when = { firstPaint: "at first paint", appRuns: "once the app runs", cold: "its page cold" }[moment];
        console.info(
          `run ${round}, ${control.id}, ${when}: ${run.ms === null ? run.error : `${run.ms} ms (${run.shown})`}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  served.close();
}

const results = controls.map((control) => {
  const runs = /** @type {Record<Moment, TapRun[]>} */ (runsOf.get(control.id));
  return {
    id: control.id,
    label: control.label,
    device: control.device,
    route: control.route,
    firstPaint: tapFigure(runs.firstPaint),
    appRuns: tapFigure(runs.appRuns),
    ...(runs.cold.length ? { cold: tapFigure(runs.cold) } : {}),
  };
});
const loadAtEnd = loadavg();
highestLoad = Math.max(highestLoad, loadAtEnd[0]);

console.table(tapTable(results, before?.results));
for (const note of tapNotes(results)) console.info(note);
const load = { atStart: loadAtStart, atEnd: loadAtEnd, highestOneMinute: highestLoad };
console.info(
  `Load average (1, 5, 15 min): ${loadAtStart.map((l) => l.toFixed(2)).join(", ")} at the start, ` +
    `${loadAtEnd.map((l) => l.toFixed(2)).join(", ")} at the end, highest one-minute figure ${highestLoad.toFixed(2)}` +
    (highestLoad >= BUSY_LOAD ? ": a busy machine, figures doubtful" : ""),
);
await mkdir(dirname(out), { recursive: true });
await writeFile(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      build: buildDir,
      profile:
        "Chromium under Lighthouse's devtools throttling for mobile (mobileSlow4G, CPU slowdown), a first visit " +
        "each run; phone = Lighthouse's mobile screen, touch; desktop = its desktop window, mouse",
      timing:
        "from the tap's pointerdown timeStamp to performance.now() in the first requestAnimationFrame callback " +
        "that sees the answer; firstPaint = tapped at the first contentful paint (scrolled to first if below the " +
        "fold); appRuns = tapped once <html data-hydrated>, no request in flight and an idle callback after; " +
        "cold = a link's page opened in a tab of its own, from its navigation's start to the frame showing its heading",
      conditions,
      runsPerControl: options.runs,
      load,
      results,
    },
    null,
    2,
  ),
);
console.info(`Wrote ${out}`);
