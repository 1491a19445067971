// @ts-check
// `npm run bench`: builds the production site (SITE_ENV=production, built-in content), serves it
// on 127.0.0.1 and runs Lighthouse (mobile profile, simulated throttling) on every canonical route
// in the system Chromium. Prints a table and writes bench/lighthouse.json. It reports; it never
// fails because a score is low; a score Lighthouse could not compute shows as null, with the error.
// Paths after the options bench only those routes: `npm run bench -- --no-build /perks`.
import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createSiteHandler } from "../server/static-site.mjs";
import { chromiumFlags, ensureChromium } from "./find-chromium.mjs";

const BUILD_DIR = "build-bench";

const chromePath = ensureChromium();
if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR, SITE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every canonical route, as the build's sitemap lists them.
const sitemap = await readFile(`${BUILD_DIR}/client/sitemap.xml`, "utf8");
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const ROUTES = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => new URL(loc).pathname)
  .filter((route) => !chosen.length || chosen.includes(route));

const server = createServer(createSiteHandler({ buildDir: BUILD_DIR }));
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const { port: sitePort } = /** @type {import("node:net").AddressInfo} */ (server.address());

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumFlags] });
/** One Lighthouse run; again once if the trace itself failed (NO_NAVSTART and the like), as it asks. */
const measure = async (/** @type {string} */ route) => {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(`http://127.0.0.1:${sitePort}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!runner?.lhr.runtimeError || attempt === 2) return runner;
    console.warn(`${route}: ${runner.lhr.runtimeError.code}, measuring again`);
  }
};
const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;
const results = [];
try {
  for (const route of ROUTES) {
    const runner = await measure(route);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits, runtimeError } = runner.lhr;
    const score = (/** @type {string} */ id) => {
      const value = categories[id].score;
      return value === null ? null : Math.round(value * 100);
    };
    const summary = /** @type {{ items: Array<{ resourceType: string, transferSize: number }> }} */ (
      /** @type {unknown} */ (audits["resource-summary"].details)
    ).items;
    const transfer = (/** @type {string} */ type) =>
      summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    results.push({
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
      transferredKb: kb(transfer("total")),
      jsKb: kb(transfer("script")),
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
        .map((audit) => audit.id),
      errors: [
        ...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []),
        ...Object.values(audits)
          .filter((audit) => audit.errorMessage)
          .map((audit) => `${audit.id}: ${audit.errorMessage}`),
      ],
    });
  }
} finally {
  await chrome.kill();
  server.close();
}

console.table(results.map(({ failedAudits: _, errors: __, ...row }) => row));
for (const { route, failedAudits, errors } of results) {
  if (failedAudits.length) console.info(`${route}: audits below 0.9: ${failedAudits.join(", ")}`);
  for (const error of errors) console.error(`${route}: Lighthouse could not measure ${error}`);
}
await mkdir("bench", { recursive: true });
await writeFile(
  "bench/lighthouse.json",
  JSON.stringify(
    { date: new Date().toISOString(), profile: "Lighthouse mobile, simulated throttling", results },
    null,
    2,
  ),
);
console.info("Wrote bench/lighthouse.json");
