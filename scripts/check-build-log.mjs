// @ts-check
// `npm test`'s build step: `npm run build`, its output shown as it comes and then read back. A
// build that prints a warning or a deprecation notice fails here, naming the lines, because people
// read warnings as breakage and a new one is how a tool announces its next breaking change (issue
// 30). A notice that no setting can silence goes into `allowed`, with its reason; there is none.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

/**
 * What a notice looks like in the output of the build's tools: Vite's "(!)" and "deprecated",
 * Rolldown's and Rollup's "[CODE]" and "(!) Plugin", npm's and Node's "warn"/"Warning", and the
 * generic "warning:" of most CLIs.
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

if (import.meta.url === `file://${process.argv[1]}`) {
  let log = "";
  const build = spawn("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
  build.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    log += chunk;
  });
  build.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    log += chunk;
  });
  const status = await new Promise((resolve) => build.on("close", (code) => resolve(code ?? 1)));
  if (status !== 0) process.exit(status);
  const warnings = buildWarnings(log);
  if (warnings.length > 0) {
    console.error(
      `\nThe build printed ${warnings.length} warning line(s). Fix the cause, or, if no setting can ` +
        `silence it, allow it with its reason in scripts/check-build-log.mjs:\n${warnings.map((line) => `  ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.info("Build log: no warning.");
}
