// @ts-check
// Cloudflare's local Pages runtime for the serving tests: `wrangler pages dev` over build/client on a free loopback
// port, from the locked npm packages, with no download, account or outside traffic. Telemetry is off by wrangler's
// variables; its two start-up look-ups read seeded caches (miniflare's node_modules/.mf/cf.json under the cwd, used if
// under 30 days old; update-check's <tmpdir>/update-check/wrangler-latest.json, if under an hour old); its state, logs
// and config go to a work directory (cwd, XDG_CONFIG_HOME, TMPDIR) removed on stop.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/nginx.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const wranglerBin = join(root, "node_modules/wrangler/bin/wrangler.js");

/** Pinned so a run never asks for the current date: the locked wrangler's workerd release date (a later one warns). */
export const COMPATIBILITY_DATE = "2026-11-17";

/**
 * The environment wrangler runs in: the caller's, minus anything that would reach an account.
 * @param {string} workDir
 * @returns {NodeJS.ProcessEnv}
 */
export function pagesDevEnvironment(workDir) {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (/^(?:CLOUDFLARE_|CF_|WRANGLER_)/.test(name)) delete env[name];
  return {
    ...env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    XDG_CONFIG_HOME: join(workDir, "config"),
    TMPDIR: join(workDir, "tmp"),
    // Colour codes would only get in the way of reading its output.
    FORCE_COLOR: "0",
    NO_COLOR: "1",
  };
}

/** Seeds the two caches wrangler would otherwise fill from the network (see the top of this file). */
export function seedOfflineCaches(/** @type {string} */ workDir) {
  const { version } = JSON.parse(readFileSync(join(root, "node_modules/wrangler/package.json"), "utf8"));
  mkdirSync(join(workDir, "node_modules/.mf"), { recursive: true });
  // An empty object: requests carry no geolocation or TLS data, which a static site never reads.
  writeFileSync(join(workDir, "node_modules/.mf/cf.json"), "{}\n");
  mkdirSync(join(workDir, "tmp/update-check"), { recursive: true });
  writeFileSync(
    join(workDir, "tmp/update-check/wrangler-latest.json"),
    JSON.stringify({ latest: version, lastUpdate: Date.now() }),
  );
  mkdirSync(join(workDir, "config"), { recursive: true });
}

/**
 * Starts `wrangler pages dev` on a free loopback port and resolves once it says it is ready.
 * @param {{ clientDir: string, timeoutMs?: number }} options
 * @returns {Promise<{ origin: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startPagesDev({ clientDir, timeoutMs = 60_000 }) {
  const workDir = mkdtempSync(join(tmpdir(), "nimbus-pages-dev-"));
  seedOfflineCaches(workDir);
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const args = [
    wranglerBin,
    "pages",
    "dev",
    resolve(clientDir),
    "--ip=127.0.0.1",
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    "--show-interactive-dev-session=false",
    "--live-reload=false",
  ];
  // Its own process group, so that stopping it also stops the workerd it starts.
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    env: pagesDevEnvironment(workDir),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));

  const stopGroup = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    await exited;
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await new Promise((resolveReady, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`wrangler pages dev was not ready in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      const ready = `Ready on http://127.0.0.1:${port}`;
      const onData = () => {
        if (!output.includes(ready)) return;
        clearTimeout(timer);
        resolveReady(undefined);
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`wrangler pages dev exited at start:\n${output}`));
      });
    });
  } catch (error) {
    await stopGroup();
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    stop: stopGroup,
  };
}
