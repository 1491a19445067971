// @ts-check
// The Node the server must run on: the project's own (the `node` dev dependency, pinned in
// .node-version; docs/decisions/008). `npm start` finds it first on its PATH; a server started
// some other way on the machine's own Node (20 here, past its end of life) refuses to start
// rather than serve on a runtime without security fixes.
import { readFileSync } from "node:fs";

/** The version in .node-version at the project's root. @param {string} root */
export const pinnedNode = (root) => readFileSync(`${root}/.node-version`, "utf8").trim();

/**
 * Why this Node must not run the server, or null when it is the pinned major.
 * @param {string} running e.g. process.versions.node
 * @param {string} pinned e.g. "24.21.0"
 */
export function runtimeProblem(running, pinned) {
  const major = (/** @type {string} */ version) => version.replace(/^v/, "").split(".")[0];
  if (major(running) === major(pinned)) return null;
  return (
    `This is Node ${running}; the site runs on Node ${pinned}, which \`npm ci\` installs into ` +
    "node_modules. Start it with `npm start` or `node_modules/.bin/node server/start.mjs`."
  );
}
