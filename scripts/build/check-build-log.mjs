// @ts-check
// `npm test`'s build step: the build script, its output shown as it comes and then read back. A
// build that prints a warning or a deprecation notice fails here, naming the lines, because people
// read warnings as breakage and a new one is how a tool announces its next breaking change (issue
// 30). A notice that no setting can silence goes into `allowed`, with its reason; there is none.
// The build is started without npm (scripts/project-tools.mjs): what is read is what the build's
// own tools print, never npm's notices about the machine's npm settings (issue 42).
import { stripVTControlCharacters } from "node:util";
import { spawnPackageScript } from "../project-tools.mjs";

/**
 * What a notice looks like in the output of the build's tools: Vite's "(!)" and "deprecated",
 * Rolldown's and Rollup's "[CODE]" and "(!) Plugin", Node's "Warning", and the generic "warning:"
 * and "warn" of most CLIs.
 */
const NOTICE = /\(!\)|\bwarn(?:ing)?s?\b|\bdeprecat|^\s*\[[A-Z][A-Z0-9_]+\]/i;

/**
 * Notices the build may print, each with why no setting can silence it. Keep it short.
 * @type {Array<{ pattern: RegExp, reason: string }>}
 */
export const allowed = [];

/**
 * The lines of a build's output that are notices and not allowed.
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
 * Runs one of package.json's scripts without npm, showing its output as it comes.
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
