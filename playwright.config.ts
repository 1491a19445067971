import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./tests/support/find-chromium.mjs";
import { analyticsE2e } from "./tests/e2e/analytics-settings.mjs";
import { cmsE2e, previewE2e, seededE2e } from "./tests/e2e/cms-settings.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const phone = { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 } };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
/** Specs that change the content stub's entries (and reset it before each test). */
const usesTheStub = [
  "**/content-service.spec.ts",
  "**/content-lists.spec.ts",
  "**/live-preview.spec.ts",
  "**/site-content.spec.ts",
];
/** Compares the seeded copy with the built-in build, at one width: the same text at any. */
const seedFidelity = "**/seed-fidelity.spec.ts";

/** The copies built against the content stub or measuring, each served, and the stubs they read. */
const copies = [
  {
    command: "node server/start.mjs",
    env: { PORT: String(cmsE2e.sitePort), HOST: "127.0.0.1", BUILD_DIR: cmsE2e.buildDir },
    url: `http://127.0.0.1:${cmsE2e.sitePort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
  {
    command: "node server/start.mjs",
    env: { PORT: String(previewE2e.sitePort), HOST: "127.0.0.1", BUILD_DIR: previewE2e.buildDir },
    url: `http://127.0.0.1:${previewE2e.sitePort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
  {
    command: `node tests/stubs/cms-stub.mjs --port ${cmsE2e.stubPort} --fixtures ${cmsE2e.fixtures}`,
    url: `${cmsE2e.stubUrl}/__stub/requests`,
    reuseExistingServer: false,
  },
  {
    command: "node server/start.mjs",
    env: { PORT: String(seededE2e.sitePort), HOST: "127.0.0.1", BUILD_DIR: seededE2e.buildDir },
    url: `http://127.0.0.1:${seededE2e.sitePort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
  {
    command: `node tests/stubs/cms-stub.mjs --port ${seededE2e.stubPort} --fixtures ${seededE2e.fixtures} --assets ${seededE2e.assets}`,
    url: `${seededE2e.stubUrl}/__stub/requests`,
    reuseExistingServer: false,
  },
  {
    command: "node server/start.mjs",
    env: { PORT: String(analyticsE2e.sitePort), HOST: "127.0.0.1", BUILD_DIR: analyticsE2e.buildDir },
    url: `${analyticsE2e.siteUrl}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
  {
    command: `node tests/stubs/collector-stub.mjs --port ${analyticsE2e.collectorPort}`,
    url: `${analyticsE2e.collectorUrl}/__stub/events`,
    reuseExistingServer: false,
  },
];

/**
 * The built site, served by the production server on loopback, in Debian's Chromium; next to it
 * the copies built against the local content stub (Delivery API, and a preview build with Live
 * Preview) and the stub itself, the copy built against what `npm run cms:seed` writes with a stub of
 * its own, and the copy built to measure (ANALYTICS_*) with its collector stub.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Each failure's error, and the checks it failed in, once more at the end, where a CI that keeps
  // the output's end sees it.
  // With PLAYWRIGHT_JSON_OUTPUT_NAME, every test's and step's duration too, for finding where time goes.
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["./tests/e2e/failures-last-reporter.ts"],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as ["json"]] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Locally, a failed test keeps its trace (actions and DOM snapshots, no screencast). In CI none:
    // recording them costs every test about a tenth of its time on two cores, and CI keeps only its
    // log, where each failure and the step it failed in is repeated (failures-last-reporter.ts).
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      args: chromiumFlags,
    },
  },
  projects: [
    // The stub's entries and request log are shared: the specs that change them run one at a time,
    // in one worker, at desktop width, beside the other projects (listed first, so they start at once).
    { name: "content-service", use: desktop, testMatch: usesTheStub, fullyParallel: false, workers: 1 },
    // What a width cannot change (an HTTP answer, a file, what a measurement sends) is tagged
    // @any-width and checked at desktop width only.
    { name: "phone", use: phone, testIgnore: [...usesTheStub, seedFidelity], grepInvert: /@any-width/ },
    { name: "desktop", use: desktop, testIgnore: [...usesTheStub, seedFidelity] },
    // Its stub is its own and never changed: it runs beside the others.
    { name: "seed-fidelity", use: desktop, testMatch: seedFidelity },
  ],
  // The built-in build first; with E2E_SERVE=built-in (`npm run test:changed`), that one alone.
  webServer: [
    {
      command: "node server/start.mjs",
      env: { PORT: String(port), HOST: "127.0.0.1" },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(process.env.E2E_SERVE === "built-in" ? [] : copies),
  ],
});
