// @ts-check
// What the benchmarks in the browser share (`npm run bench`, `npm run bench:tap`): the production
// build they measure (SITE_ENV=production, the built-in content), served on 127.0.0.1 by the
// site's own handler, the options they take, and the median of their runs.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { createSiteHandler } from "../server/static-site.mjs";
import { packageScript, toolEnv } from "./project-tools.mjs";

/** Where the benchmarks build the site, unless told otherwise. */
export const BENCH_BUILD_DIR = "build-bench";

/**
 * The production build into `buildDir` (its log's warnings shown, the rest not); a failed build
 * ends this process with the build's status.
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
 * A build served on a free port of 127.0.0.1 as `npm start` serves it.
 * @param {string} buildDir @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serve(buildDir) {
  const server = createServer(createSiteHandler({ buildDir }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * The options both benchmarks take: `--runs N` (3 by default, at least 1), `--no-build` (measure
 * the build already there), and the paths to measure (arguments starting with "/"; none: all).
 * Options named in `withValue` take the argument after them as their value (`values`); the other
 * arguments that are not options are `names` (what else a benchmark lets one choose).
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
 * The median of the figures a measure gave (the middle one of an odd count, the upper of the two
 * middle ones of an even count), figures it could not give (null) left out; null if none.
 * @param {Array<number | null>} values
 * @returns {number | null}
 */
export function median(values) {
  const known = /** @type {number[]} */ (values.filter((value) => value !== null)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
}
