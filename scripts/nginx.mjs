// @ts-check
// Debian's nginx for the serving tests and the load benchmark, installed with apt when missing
// (nothing downloaded any other way) and run in the foreground with the generated nginx.conf.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { aptInstall } from "../tests/support/apt-install.mjs";

export const NGINX_BINARY = "/usr/sbin/nginx";
/** The dynamic module behind `brotli_static on`; the generated config loads it from here. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** @returns {string} the nginx binary, installed with apt first when it or the brotli module is missing */
export function ensureNginx() {
  const missing = [
    ...(existsSync(NGINX_BINARY) ? [] : ["nginx"]),
    ...(existsSync(BROTLI_STATIC_MODULE) ? [] : ["libnginx-mod-http-brotli-static"]),
  ];
  if (missing.length > 0) {
    aptInstall(
      missing,
      "Install them with your package manager (Debian: `apt-get install nginx libnginx-mod-http-brotli-static`).",
    );
  }
  if (!existsSync(NGINX_BINARY) || !existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(`apt ran but ${NGINX_BINARY} or ${BROTLI_STATIC_MODULE} is still missing.`);
  }
  return NGINX_BINARY;
}

/**
 * Changes only three machine-specific lines: listen port, access log, and worker user (the test's
 * user, since www-data may not reach a checkout under /root).
 * @param {string} config the text of the generated nginx.conf
 * @param {{ port: number, accessLog: string, user: string | null }} local user: null when nginx
 *   is not started as root, which then keeps its own user and ignores the directive
 */
export function localiseNginxConfig(config, { port, accessLog, user }) {
  const replaceOnce = (/** @type {RegExp} */ pattern, /** @type {string} */ line) => {
    const found = config.match(new RegExp(pattern, "gm"))?.length ?? 0;
    if (found !== 1) throw new Error(`expected one line matching ${pattern} in the nginx config, found ${found}`);
    config = config.replace(pattern, line);
  };
  replaceOnce(/^(\s*)listen [^;]+;$/m, `$1listen 127.0.0.1:${port};`);
  replaceOnce(/^(\s*)access_log [^;]+;$/m, `$1access_log ${accessLog};`);
  replaceOnce(/^user [^;]+;$/m, user ? `user ${user};` : "# user: nginx runs as whoever started it");
  return config;
}

/** A port the kernel says is free right now. @returns {Promise<number>} */
export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} port @param {number} timeoutMs */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`);
}

/**
 * @param {{ configPath: string, accessLog?: string }} options
 * @returns {Promise<{ origin: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startNginx({ configPath, accessLog = "off" }) {
  const nginx = ensureNginx();
  const workDir = mkdtempSync(join(tmpdir(), "nimbus-nginx-"));
  const port = await freePort();
  const confFile = join(workDir, "nginx.conf");
  const user = process.getuid?.() === 0 ? userInfo().username : null;
  writeFileSync(confFile, localiseNginxConfig(readFileSync(configPath, "utf8"), { port, accessLog, user }));
  const args = [
    "-c",
    confFile,
    "-e",
    join(workDir, "error.log"),
    "-g",
    `daemon off; pid ${join(workDir, "nginx.pid")};`,
  ];

  const check = spawnSync(nginx, ["-t", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx rejected ${configPath}:\n${check.stderr}`);

  const child = spawn(nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await Promise.race([
      waitForPort(port, 10_000),
      exited.then(() => {
        throw new Error(`nginx exited at start: ${stderr}${readFileSync(join(workDir, "error.log"), "utf8")}`);
      }),
    ]);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    stop: async () => {
      // SIGQUIT: finish open requests, then exit.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureNginx());
}
