// @ts-check
// The cross-engine suite: make sure Firefox ESR, WebKitGTK's WebDriver and Xvfb are installed
// (Debian's packages, with apt when missing, as root) and that there is a build, then run
// tests/engines/ with Vitest. Extra arguments go to Vitest (`npm run test:engines -- webkit`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureEngines } from "./find-engines.mjs";

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureEngines();
if (!existsSync("build/serving.json")) run("npm", ["run", "build"]);
run("npx", ["vitest", "run", "--config", "vitest.engines.config.ts", ...process.argv.slice(2)]);
