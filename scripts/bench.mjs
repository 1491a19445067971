// @ts-check
// `npm run bench`: Lighthouse (mobile, simulated throttling) on every canonical route of the
// production build, as a first visit, its no-JS floor (scripts and module preloads removed: the
// design's limit) and a returning visit (storage kept, Inter evicted from the HTTP cache: decisions
// 705, 709). Writes bench/lighthouse.json; never fails on a low score. Medians of three runs, as
// TBT on a shared two-core machine varies by tens of ms:
// `npm run bench -- --no-build --runs 1 /perks`.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { BENCH_BUILD_DIR as BUILD_DIR, benchOptions, buildForBench, median as middle, serve } from "./bench-common.mjs";
import { chromiumFlags, ensureChromium, ensureDevanagariFace } from "../tests/support/find-chromium.mjs";
import { writeNoJsFloor } from "./no-js-floor.mjs";

const FLOOR_DIR = "build-bench-floor";

const chromePath = ensureChromium();
ensureDevanagariFace();
const { runs: RUNS, build, paths: chosen } = benchOptions(process.argv.slice(2));
if (build) buildForBench(BUILD_DIR);
await writeNoJsFloor(BUILD_DIR, FLOOR_DIR);

// The sitemap lists every canonical route.
const sitemap = await readFile(`${BUILD_DIR}/client/sitemap.xml`, "utf8");
const ROUTES = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => new URL(loc).pathname)
  .filter((route) => !chosen.length || chosen.includes(route));

const served = await serve(BUILD_DIR);
const floor = await serve(FLOOR_DIR);

/**
 * The home page until the app fetches Inter (docs/decisions/709). Lighthouse then empties the HTTP
 * cache and keeps storage: a returning visitor who lost Inter, the state issue 34 found slow and
 * shifting. The bench knows nothing of the site's storage keys.
 * @param {number} port the browser's debugging port
 * @param {string} origin
 */
async function visitEarlier(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const interFetched = page.waitForResponse((response) => /\/assets\/inter-latin-[^/]+\.woff2$/.test(response.url()));
    await page.goto(`${origin}/`);
    await interFetched;
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * A fresh browser per run: Lighthouse keeps the origin's storage between runs, so a shared one would
 * make every later run a returning visit. Retried twice at most if the trace failed (NO_NAVSTART).
 * @param {string} url
 * @param {"first" | "returning"} visit
 */
const measure = async (url, visit = "first") => {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumFlags] });
    try {
      if (visit === "returning") await visitEarlier(chrome.port, new URL(url).origin);
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!runner.lhr.runtimeError || attempt === 3) return runner.lhr;
      console.warn(`${url}: ${runner.lhr.runtimeError.code}, measuring again`);
    } finally {
      await chrome.kill();
    }
  }
};

const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;
const ratio = (/** @type {number} */ value, /** @type {number} */ base) =>
  base > 0 ? Number((value / base).toFixed(2)) : null;

/** @param {import("lighthouse").Result} lhr */
function figures(lhr) {
  const { categories, audits, runtimeError } = lhr;
  const score = (/** @type {string} */ id) => {
    const value = categories[id].score;
    return value === null ? null : Math.round(value * 100);
  };
  const ms = (/** @type {string} */ id) => Math.round(audits[id].numericValue ?? 0);
  const summary = /** @type {{ items: Array<{ resourceType: string, transferSize: number }> }} */ (
    /** @type {unknown} */ (audits["resource-summary"].details)
  ).items;
  const transfer = (/** @type {string} */ type) =>
    summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    // With headers: within the first round trip's 14,600 bytes it paints a round trip sooner
    // (`npm run size`, docs/decisions/707).
    htmlBytes: transfer("document"),
    transferredKb: kb(transfer("total")),
    jsKb: kb(transfer("script")),
    failedAudits: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
      .map((audit) => audit.id),
    // A failed trace fails every audit with the same message.
    errors: runtimeError
      ? [`${runtimeError.code}: ${runtimeError.message}`]
      : Object.values(audits)
          .filter((audit) => audit.errorMessage)
          .map((audit) => `${audit.id}: ${audit.errorMessage}`),
  };
}

/** Numbers are medians; the rest (audits, errors) come from the first run. */
function median(/** @type {Array<ReturnType<typeof figures>>} */ runs) {
  const [first] = runs;
  /** @type {Record<string, unknown>} */
  const result = { ...first };
  for (const [key, value] of Object.entries(first)) {
    if (typeof value === "number" || value === null) {
      result[key] = middle(
        runs.map((run) => /** @type {number | null} */ (run[/** @type {keyof typeof run} */ (key)])),
      );
    }
  }
  return /** @type {ReturnType<typeof figures>} */ (result);
}

const results = [];
try {
  for (const route of ROUTES) {
    const pageRuns = [];
    const floorRuns = [];
    const returningRuns = [];
    // Alternated, so a slow minute of the machine weighs on all three alike.
    for (let run = 0; run < RUNS; run++) {
      pageRuns.push(figures(await measure(`${served.origin}${route}`)));
      floorRuns.push(figures(await measure(`${floor.origin}${route}`)));
      returningRuns.push(figures(await measure(`${served.origin}${route}`, "returning")));
    }
    const page = median(pageRuns);
    const noJs = median(floorRuns);
    results.push({
      route,
      ...page,
      floor: {
        performance: noJs.performance,
        fcpMs: noJs.fcpMs,
        lcpMs: noJs.lcpMs,
        tbtMs: noJs.tbtMs,
        errors: noJs.errors,
      },
      fcpRatio: ratio(page.fcpMs, noJs.fcpMs),
      lcpRatio: ratio(page.lcpMs, noJs.lcpMs),
      returning: median(returningRuns),
    });
  }
} finally {
  served.close();
  floor.close();
}

console.table(
  results.map((row) => ({
    route: row.route,
    perf: row.performance,
    a11y: row.accessibility,
    "best pr.": row.bestPractices,
    seo: row.seo,
    "FCP ms": row.fcpMs,
    "LCP ms": row.lcpMs,
    "floor FCP": row.floor.fcpMs,
    "floor LCP": row.floor.lcpMs,
    "FCP x": row.fcpRatio,
    "LCP x": row.lcpRatio,
    "TBT ms": row.tbtMs,
    "floor TBT": row.floor.tbtMs,
    CLS: row.cls,
    "HTML B": row.htmlBytes,
    "JS KB": row.jsKb,
    "total KB": row.transferredKb,
  })),
);
console.info("Returning visit (an earlier visit fetched Inter; the HTTP cache emptied since):");
console.table(
  results.map(({ route, returning }) => ({
    route,
    perf: returning.performance,
    "FCP ms": returning.fcpMs,
    "LCP ms": returning.lcpMs,
    "TBT ms": returning.tbtMs,
    CLS: returning.cls,
    "total KB": returning.transferredKb,
  })),
);
for (const { route, failedAudits, errors, floor: noJs, returning } of results) {
  if (failedAudits.length) console.info(`${route}: audits below 0.9: ${failedAudits.join(", ")}`);
  const others = [...noJs.errors.map((e) => `(floor) ${e}`), ...returning.errors.map((e) => `(returning) ${e}`)];
  for (const error of [...errors, ...others]) console.error(`${route}: Lighthouse could not measure ${error}`);
}
await mkdir("bench", { recursive: true });
await writeFile(
  "bench/lighthouse.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      profile:
        "Lighthouse mobile, simulated throttling; floor = same build, scripts and module preloads removed; " +
        "returning = an earlier visit fetched Inter, its storage kept, HTTP cache empty",
      runsPerPage: RUNS,
      results,
    },
    null,
    2,
  ),
);
console.info("Wrote bench/lighthouse.json");
