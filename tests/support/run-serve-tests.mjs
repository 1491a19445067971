// @ts-check
// Serving tests: make sure there is a build and Debian's nginx (installed with apt when missing, as
// root), build the preview copy (build-preview/, whose policy lets Contentful's web app frame it),
// then run tests/serve/ with Vitest against the three servers (Node, nginx, and Cloudflare's Pages
// runtime from the wrangler npm package) for each. Extra arguments go to Vitest.
import { existsSync } from "node:fs";
import { previewE2e } from "../e2e/cms-settings.mjs";
import { buildWithStub } from "../stubs/build-with-stub.mjs";
import { ensureNginx } from "../../scripts/nginx.mjs";
import { runScript, runTool } from "../../scripts/project-tools.mjs";

ensureNginx();
const built = ["build/serving.json", "deploy/nginx.conf", "build/client/_headers"].every((file) => existsSync(file));
if (!built) runScript("build");
const previewStatus = await buildWithStub(previewE2e);
if (previewStatus !== 0) process.exit(previewStatus);
runTool("vitest", ["run", "--config", "vitest.serve.config.ts", ...process.argv.slice(2)]);
