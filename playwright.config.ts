import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags } from "./scripts/find-chromium.mjs";
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
  // In CI, each failure's error once more at the end, where a CI that keeps the output's end sees it.
  reporter: process.env.CI ? [["line"], ["./tests/e2e/failures-last-reporter.ts"]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace, actions and DOM snapshots; no screencast of every test, which on
    // two busy cores costs every test a stream of frames to encode and acknowledge.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "phone", use: phone, testIgnore: [...usesTheStub, seedFidelity] },
    { name: "desktop", use: desktop, testIgnore: [...usesTheStub, seedFidelity] },
    // The stub's entries and request log are shared: its two specs run one after the other,
    // at desktop width, never beside each other.
    { name: "content-service", use: desktop, testMatch: "content-service.spec.ts" },
    { name: "content-lists", use: desktop, testMatch: "content-lists.spec.ts", dependencies: ["content-service"] },
    { name: "live-preview", use: desktop, testMatch: "live-preview.spec.ts", dependencies: ["content-lists"] },
    { name: "site-content", use: desktop, testMatch: "site-content.spec.ts", dependencies: ["live-preview"] },
    // Its stub is its own and never changed: it runs beside the others.
    { name: "seed-fidelity", use: desktop, testMatch: seedFidelity },
  ],
  webServer: [
    {
      command: "node server/start.mjs",
      env: { PORT: String(port), HOST: "127.0.0.1" },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
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
      command: `node scripts/cms-stub.mjs --port ${cmsE2e.stubPort} --fixtures ${cmsE2e.fixtures}`,
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
      command: `node scripts/cms-stub.mjs --port ${seededE2e.stubPort} --fixtures ${seededE2e.fixtures} --assets ${seededE2e.assets}`,
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
      command: `node scripts/collector-stub.mjs --port ${analyticsE2e.collectorPort}`,
      url: `${analyticsE2e.collectorUrl}/__stub/events`,
      reuseExistingServer: false,
    },
  ],
});
