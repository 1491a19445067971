// @ts-check
// Browser tests: make sure there is a build and a Chromium, build a second copy of the site wired to
// the local content stub (build-cms/) and check its HTML, then run Playwright against both. Extra arguments go to
// Playwright (`npm run test:e2e -- tests/e2e/home.spec.ts`).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cmsE2e } from "../tests/e2e/cms-settings.mjs";
import { createCmsStub, loadFixtures } from "./cms-stub.mjs";
import { ensureChromium } from "./find-chromium.mjs";

const run = (/** @type {string} */ command, /** @type {string[]} */ args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const chromePath = ensureChromium();
if (!existsSync("build/serving.json")) run("npm", ["run", "build"]);

// The content-service copy is prerendered while the stub serves the test fixtures, so its HTML
// carries the build-time snapshot; Playwright then starts a fresh stub for the live tests.
const stub = createCmsStub({ fixtures: loadFixtures(cmsE2e.fixtures) });
await stub.listen(cmsE2e.stubPort);
// Not spawnSync: the stub runs in this process and must keep answering during the build.
const buildStatus = await new Promise((resolve) =>
  spawn("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, ...cmsE2e.buildEnv } }).on(
    "exit",
    resolve,
  ),
);
await stub.close();
if (buildStatus !== 0) process.exit(Number(buildStatus ?? 1));
// Its pages carry the content service's pictures (AVIF and WebP sources) and texts: valid HTML too.
run("node", ["scripts/check-html.mjs", cmsE2e.buildDir]);

run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROME_PATH: chromePath });
