// @ts-check
// Starts `npm start`'s server (server/start.mjs) as its own process on a free loopback port, for
// the serving tests and the load benchmark: the real entry point, PORT and HOST included.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/nginx.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param {{ buildDir?: string }} [options]
 * @returns {Promise<{ origin: string, port: number, pid: number, stop: () => Promise<void>, exitCode: () => number | null }>}
 */
export async function startNodeServer({ buildDir = "build" } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "server/start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server/start.mjs did not start in 60 s:\n${output}`)), 60_000);
    const onData = () => {
      if (!output.includes(`:${port}`)) return;
      clearTimeout(timer);
      resolve(undefined);
    };
    child.stdout.on("data", onData);
    exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server/start.mjs exited at start:\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
