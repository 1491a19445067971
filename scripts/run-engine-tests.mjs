// @ts-check
// The cross-engine suite: make sure Firefox ESR, WebKitGTK's WebDriver and Xvfb are installed
// (Debian's packages, with apt when missing, as root) and that there is a build, then run
// tests/engines/ with Vitest. Extra arguments go to Vitest (`npm run test:engines -- webkit`).
import { existsSync } from "node:fs";
import { ensureEngines } from "./find-engines.mjs";
import { runScript, runTool } from "./project-tools.mjs";

ensureEngines();
if (!existsSync("build/serving.json")) runScript("build");
runTool("vitest", ["run", "--config", "vitest.engines.config.ts", ...process.argv.slice(2)]);
