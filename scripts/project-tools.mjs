// @ts-check
// Runs the project's tools (React Router's CLI, Vitest, Playwright, the build) as npm would, without
// npm: node_modules/.bin first on the PATH (the project's Node 24 is there too, decision 008). A
// nested `npm run` or `npx` prints notices about the user's ~/.npmrc into the output that checks
// read (issue 42).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * As far as the tools need npm's script environment: node_modules/.bin first on the PATH.
 * @param {string} [cwd]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function toolEnv(cwd = root, env = process.env) {
  return { ...env, PATH: [join(cwd, "node_modules", ".bin"), env.PATH].filter(Boolean).join(delimiter) };
}

/**
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
 * Through the shell, as npm starts it; output piped to the caller.
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
 * A name in node_modules/.bin, its output shown; a failure exits with the tool's status, as the test runners' steps want.
 * @param {string} tool
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runTool(tool, args, env = process.env) {
  exitOnFailure(spawnSync(tool, args, { cwd: root, stdio: "inherit", env: toolEnv(root, env) }));
}

/**
 * A package.json script (`build`), run as `runTool` runs a tool.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runScript(name, env = process.env) {
  exitOnFailure(spawnSync(packageScript(name), { cwd: root, stdio: "inherit", env: toolEnv(root, env), shell: true }));
}
