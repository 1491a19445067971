// @ts-check
// The project's own tools (React Router's CLI, Vitest, Playwright, the build) started the way npm
// would start them, without npm: node_modules/.bin first on the PATH (the project's Node 24 is
// there too, decision 008). A nested `npm run` or `npx` prints npm's notices about the machine's
// own npm settings ("Unknown user config", "Unknown env config") into the output of whatever it
// runs: a check that reads that output would blame the project for the user's ~/.npmrc (issue 42).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The environment a package script gets from npm, as far as the project's tools need it: the
 * folder's node_modules/.bin first on the PATH.
 * @param {string} [cwd]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function toolEnv(cwd = root, env = process.env) {
  return { ...env, PATH: [join(cwd, "node_modules", ".bin"), env.PATH].filter(Boolean).join(delimiter) };
}

/**
 * The command line of one of package.json's scripts.
 * @param {string} name
 * @param {string} [cwd]
 */
export function packageScript(name, cwd = root) {
  const { scripts = {} } = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8"));
  const line = scripts[name];
  if (typeof line !== "string") throw new Error(`package.json has no "${name}" script.`);
  return line;
}

/**
 * One of package.json's scripts, started through the shell as npm starts it, without npm; its
 * output piped to the caller.
 * @param {string} name
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function spawnPackageScript(name, { cwd = root, env = process.env } = {}) {
  return spawn(packageScript(name, cwd), {
    cwd,
    env: toolEnv(cwd, env),
    shell: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** @param {import("node:child_process").SpawnSyncReturns<Buffer>} result */
const exitOnFailure = (result) => {
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/**
 * One of the project's tools (a name in node_modules/.bin), run to its end with its output shown;
 * a failure ends this process with the tool's status, as the test runners' steps want.
 * @param {string} tool
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runTool(tool, args, env = process.env) {
  exitOnFailure(spawnSync(tool, args, { cwd: root, stdio: "inherit", env: toolEnv(root, env) }));
}

/**
 * One of package.json's scripts (`build`), run as `runTool` runs a tool.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runScript(name, env = process.env) {
  exitOnFailure(spawnSync(packageScript(name), { cwd: root, stdio: "inherit", env: toolEnv(root, env), shell: true }));
}
