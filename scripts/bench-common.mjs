// @ts-check
// Shared by the browser benchmarks (`npm run bench`, `npm run bench:tap`): they measure the
// production build (SITE_ENV=production, built-in content) served by the site's own handler.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { createSiteHandler } from "../server/static-site.mjs";
import { packageScript, toolEnv } from "./project-tools.mjs";

/** Where the benchmarks build the site, unless told otherwise. */
export const BENCH_BUILD_DIR = "build-bench";

/**
 * Shows only the build's warnings; a failed build ends this process with its status.
 * @param {string} buildDir
 */
export function buildForBench(buildDir) {
  const build = spawnSync(packageScript("build"), {
    shell: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: toolEnv(undefined, { ...process.env, BUILD_DIR: buildDir, SITE_ENV: "production" }),
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * As `npm start` serves it, on a free port.
 * @param {string} buildDir @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serve(buildDir) {
  const server = createServer(createSiteHandler({ buildDir }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * `--runs N` (default 3), `--no-build` (measure the build already there), paths (starting with
 * "/"; none: all). `withValue` options take the next argument (`values`); other non-options are `names`.
 * @param {string[]} args the command line after the script's name
 * @param {string[]} [withValue] options besides `--runs` that take a value
 */
export function benchOptions(args, withValue = []) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {string[]} */
  const rest = [];
  for (let at = 0; at < args.length; at++) {
    if (args[at] === "--runs" || withValue.includes(args[at])) values[args[at]] = args[++at] ?? "";
    else rest.push(args[at]);
  }
  return {
    runs: "--runs" in values ? Math.max(1, Number(values["--runs"]) || 1) : 3,
    build: !rest.includes("--no-build"),
    paths: rest.filter((arg) => arg.startsWith("/")),
    names: rest.filter((arg) => !arg.startsWith("/") && !arg.startsWith("--")),
    values,
  };
}

/**
 * The upper middle of an even count; nulls (figures a measure could not give) left out.
 * @param {Array<number | null>} values
 * @returns {number | null}
 */
export function median(values) {
  const known = /** @type {number[]} */ (values.filter((value) => value !== null)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
}
