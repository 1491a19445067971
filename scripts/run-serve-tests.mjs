// @ts-check
// Serving tests: make sure there is a build and Debian's nginx (installed with apt when missing, as
// root), then run tests/serve/ with Vitest against the three servers (Node, nginx, and Cloudflare's
// Pages runtime from the wrangler npm package). Extra arguments go to Vitest.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureNginx } from "./nginx.mjs";

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureNginx();
const built = ["build/serving.json", "deploy/nginx.conf", "build/client/_headers"].every((file) => existsSync(file));
if (!built) run("npm", ["run", "build"]);
run("npx", ["vitest", "run", "--config", "vitest.serve.config.ts", ...process.argv.slice(2)]);
