// @ts-check
// `npm start`: builds the site when there is no build yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVING_MANIFEST } from "./manifest.mjs";
import { pinnedNode, runtimeProblem } from "./runtime.mjs";
import { createSiteServer } from "./static-site.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = join(root, process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
// Loopback by default; set HOST=0.0.0.0 inside a container so the port can be published.
const host = process.env.HOST ?? "127.0.0.1";

const problem = runtimeProblem(process.versions.node, pinnedNode(root));
if (problem) {
  console.error(problem);
  process.exit(1);
}

if (!existsSync(join(buildDir, SERVING_MANIFEST))) {
  console.info("No build found: running `npm run build` first.");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = createSiteServer({ buildDir });
server.listen(port, host, () => {
  console.info(
    `Serving the built site on http://${host === "127.0.0.1" ? "localhost" : host}:${port} (Node ${process.versions.node})`,
  );
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
