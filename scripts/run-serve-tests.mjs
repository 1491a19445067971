// @ts-check
// Serving tests: make sure there is a build and Debian's nginx (installed with apt when missing, as
// root), then run tests/serve/ with Vitest against both servers. Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureNginx } from "./nginx.mjs";

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureNginx();
if (!existsSync("build/serving.json") || !existsSync("deploy/nginx.conf")) run("npm", ["run", "build"]);
run("npx", ["vitest", "run", "--config", "vitest.serve.config.ts", ...process.argv.slice(2)]);
