// @ts-check
// `npm test`'s build step: fails on any warning or deprecation notice, since people read warnings
// as breakage and a new one announces a tool's next breaking change (issue 30). Run without npm
// (scripts/project-tools.mjs), so npm's notices about local settings are not read (issue 42).
import { stripVTControlCharacters } from "node:util";
import { spawnPackageScript } from "../project-tools.mjs";

/** Vite's "(!)" and "deprecated", Rolldown's and Rollup's "[CODE]", Node's "Warning", CLIs' "warn". */
const NOTICE = /\(!\)|\bwarn(?:ing)?s?\b|\bdeprecat|^\s*\[[A-Z][A-Z0-9_]+\]/i;

/**
 * Each with why no setting can silence it. Keep it short.
 * @type {Array<{ pattern: RegExp, reason: string }>}
 */
export const allowed = [];

/**
 * @param {string} log
 * @param {Array<{ pattern: RegExp }>} [allowance]
 * @returns {string[]}
 */
export function buildWarnings(log, allowance = allowed) {
  return log
    .split("\n")
    .map(stripVTControlCharacters) // the colour codes tools put around a notice's code
    .filter((line) => NOTICE.test(line) && !allowance.some(({ pattern }) => pattern.test(line)));
}

/**
 * A package.json script, run without npm, its output shown as it comes.
 * @param {string} script
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, echo?: boolean }} [options]
 * @returns {Promise<{ status: number, log: string }>}
 */
export function runAndRead(script, { echo = true, ...options } = {}) {
  let log = "";
  const child = spawnPackageScript(script, options);
  for (const [stream, out] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    stream.on("data", (chunk) => {
      if (echo) out.write(chunk);
      log += chunk;
    });
  }
  return new Promise((resolve) => child.on("close", (code) => resolve({ status: code ?? 1, log })));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { status, log } = await runAndRead("build");
  if (status !== 0) process.exit(status);
  const warnings = buildWarnings(log);
  if (warnings.length > 0) {
    console.error(
      `\nThe build printed ${warnings.length} warning line(s). Fix the cause, or, if no setting can ` +
        `silence it, allow it with its reason in scripts/build/check-build-log.mjs:\n${warnings.map((line) => `  ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.info("Build log: no warning.");
}
