// @ts-check
// Browser tests: make sure there is a build and a Chromium, then run Playwright against the built
// site. Extra arguments go to Playwright (`npm run test:e2e -- tests/e2e/home.spec.ts`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureChromium } from "./find-chromium.mjs";

const run = (/** @type {string} */ command, /** @type {string[]} */ args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const chromePath = ensureChromium();
if (!existsSync("build/site-manifest.json")) run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROME_PATH: chromePath });
