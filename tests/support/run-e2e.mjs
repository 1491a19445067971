// @ts-check
// Browser tests: ensure a build, a Chromium and a Devanagari face; build the copies wired to the content stub
// (build-cms/, build-preview/, HTML checked), the one from `npm run cms:seed` (build-seeded/) and the measured one
// (build-analytics/); then run Playwright against all five.
// Extra arguments go to Playwright (`npm run test:e2e -- tests/e2e/home.spec.ts`).
import { existsSync } from "node:fs";
import { analyticsE2e } from "../e2e/analytics-settings.mjs";
import { cmsE2e, previewE2e, seededE2e } from "../e2e/cms-settings.mjs";
import { buildWithStub } from "../stubs/build-with-stub.mjs";
import { writeSeedFixtures } from "../stubs/cms-seed-fixtures.mjs";
import { ensureDevanagariFace, ensureHeadlessShell } from "./find-chromium.mjs";
import { runScript, runTool } from "../../scripts/project-tools.mjs";

const chromePath = ensureHeadlessShell();
ensureDevanagariFace();
if (!existsSync("build/serving.json")) runScript("build");

// Prerendered while the stub serves the fixtures, so the HTML is the build-time snapshot (Playwright starts a fresh
// stub for the live tests); checked because it carries the service's pictures, texts and announcements.
for (const copy of [cmsE2e, previewE2e]) {
  const status = await buildWithStub(copy);
  if (status !== 0) process.exit(status);
}
runTool("node", ["scripts/check-html.mjs", cmsE2e.buildDir, previewE2e.buildDir]);

// Held to the built-in build's text page by page (tests/e2e/seed-fidelity.spec.ts).
await writeSeedFixtures(seededE2e);
const seeded = await buildWithStub(seededE2e);
if (seeded !== 0) process.exit(seeded);

// The measured copy needs no collector to build: it only names the collector's address.
runScript("build", { ...process.env, ...analyticsE2e.buildEnv });

runTool("playwright", ["test", ...process.argv.slice(2)], { ...process.env, CHROME_PATH: chromePath });
