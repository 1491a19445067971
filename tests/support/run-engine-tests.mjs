// @ts-check
// The cross-engine suite: make sure Firefox ESR, WebKitGTK's WebDriver, Xvfb and a Devanagari face
// are installed (Debian's packages, with apt when missing, as root) and that there is a build, then run
// tests/engines/ with Vitest. Extra arguments go to Vitest (`npm run test:engines -- webkit`).
import { existsSync } from "node:fs";
import { ensureDevanagariFace } from "./find-chromium.mjs";
import { ensureEngines } from "./find-engines.mjs";
import { runScript, runTool } from "../../scripts/project-tools.mjs";

ensureEngines();
ensureDevanagariFace();
if (!existsSync("build/serving.json")) runScript("build");
runTool("vitest", ["run", "--config", "vitest.engines.config.ts", ...process.argv.slice(2)]);
