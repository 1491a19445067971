// @ts-check
// Build tests: make sure there is a built-in build (build/), then run tests/build/ with Vitest,
// whose tests build copies of the site under conditions (the content service down) and compare
// them with it. Extra arguments go to Vitest (`node tests/support/run-build-tests.mjs -t 429`).
import { existsSync } from "node:fs";
import { runScript, runTool } from "../../scripts/project-tools.mjs";

if (!existsSync("build/serving.json")) runScript("build");
runTool("vitest", ["run", "--config", "vitest.build.config.ts", ...process.argv.slice(2)]);
