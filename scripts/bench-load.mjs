// @ts-check
// `npm run bench:load`: the Node server and Debian's nginx (generated deploy/nginx.conf) in turn,
// loaded by autocannon with browser-like requests for the home page and a hashed asset. Writes
// bench/load.json; fails only on errors or non-2xx/3xx answers, since timings depend on the machine.
//
//   BENCH_DURATION=10 BENCH_CONNECTIONS=100 npm run bench:load
import autocannon from "autocannon";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { ensureNginx, startNginx } from "./nginx.mjs";
import { startNodeServer } from "../tests/support/node-server.mjs";
import { runScript } from "./project-tools.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const warmup = 2;

if (!existsSync("build/serving.json") || !existsSync("deploy/nginx.conf")) {
  runScript("build");
}
ensureNginx();

const entry = readdirSync("build/client/assets").find((file) => /^entry\.client-.+\.js$/.test(file));
if (!entry) throw new Error("No entry.client-*.js in build/client/assets: is the build complete?");
const targets = [
  { label: "/ (home page)", path: "/" },
  { label: "hashed asset", path: `/assets/${entry}` },
];

/**
 * @param {string} url
 * @param {number} seconds
 */
const load = (url, seconds) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: { "accept-encoding": "br, gzip" },
  });

/** Clock ticks per second for /proc/<pid>/stat times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * Includes running children (nginx's workers): what the server spent, whatever the client could
 * send. Null off Linux.
 * @param {number} rootPid
 */
function cpuSeconds(rootPid) {
  if (!existsSync("/proc/self/stat")) return null;
  /** @param {number} pid */
  const stat = (pid) => {
    try {
      // Fields after the command name, which sits in parentheses and may hold spaces.
      const text = readFileSync(`/proc/${pid}/stat`, "utf8");
      return text.slice(text.lastIndexOf(")") + 2).split(" ");
    } catch {
      return null;
    }
  };
  const pids = [rootPid];
  for (const entry of readdirSync("/proc")) {
    if (/^\d+$/.test(entry) && Number(stat(Number(entry))?.[1]) === rootPid) pids.push(Number(entry));
  }
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, 12 and 13 after the name.
  return pids.reduce((sum, pid) => {
    const fields = stat(pid);
    return sum + (fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0);
  }, 0);
}

const servers = [
  { name: "Node (npm start)", start: () => startNodeServer() },
  { name: "nginx (deploy/nginx.conf)", start: () => startNginx({ configPath: "deploy/nginx.conf" }) },
];

const rows = [];
const started = Date.now();
for (const { name, start } of servers) {
  const server = await start();
  try {
    for (const { label, path } of targets) {
      const url = `${server.origin}${path}`;
      await load(url, warmup);
      const cpuBefore = cpuSeconds(server.pid);
      const clientBefore = process.cpuUsage();
      const result = await load(url, duration);
      const client = process.cpuUsage(clientBefore);
      const cpuAfter = cpuSeconds(server.pid);
      const serverCpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      const bad = result["1xx"] + result["4xx"] + result["5xx"];
      rows.push({
        server: name,
        target: label,
        path,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx3xx: bad,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
        ),
        throughputMBps: Number((result.throughput.average / 1e6).toFixed(1)),
        // Share of one core the server used, and its CPU time per 1,000 answers.
        serverCorePercent: serverCpu === null ? null : Math.round((serverCpu / result.duration) * 100),
        serverCpuMsPer1000: serverCpu === null ? null : Math.round((serverCpu * 1e6) / result.requests.total),
        // The load generator's own share: near 100 % means the client, not the server, set the pace.
        clientCorePercent: Math.round((client.user + client.system) / 1e4 / result.duration),
      });
      console.info(`${name} ${label}: ${Math.round(result.requests.average)} req/s`);
    }
  } finally {
    await server.stop();
  }
}

const table = [
  "| server | target | requests/s | p50 latency | p99 latency | requests | errors | non-2xx/3xx | server CPU | server CPU per 1,000 requests | client CPU |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (row) =>
      `| ${row.server} | ${row.target} | ${row.requestsPerSecond.toLocaleString("en")} | ${row.p50} ms | ${row.p99} ms | ` +
      `${row.requests.toLocaleString("en")} | ${row.errors + row.timeouts} | ${row.non2xx3xx} | ` +
      `${row.serverCorePercent ?? "n/a"} % of a core | ${row.serverCpuMsPer1000 ?? "n/a"} ms | ${row.clientCorePercent} % |`,
  ),
].join("\n");

// Client and servers share the machine's cores: the load average says how busy it was besides.
const machine =
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, ` +
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`;
console.info(
  `\n${connections} connections, ${duration} s per run after a ${warmup} s warm-up, Accept-Encoding: br, gzip; ${machine}\n`,
);
console.info(table);
mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/load.json",
  `${JSON.stringify({ date: new Date().toISOString(), machine, connections, duration, rows }, null, 2)}\n`,
);
console.info(`\nbench/load.json written; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);

const failed = rows.filter((row) => row.errors + row.timeouts + row.non2xx3xx > 0);
if (failed.length > 0) {
  console.error(
    `✖ errors or answers other than 2xx/3xx under load: ${failed.map((row) => `${row.server} ${row.target}`).join(", ")}`,
  );
  process.exit(1);
}
