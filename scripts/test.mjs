// @ts-check
// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawn } from "node:child_process";

/**
 * Each stage's steps run side by side, the next stage once they have all passed. Side by side only
 * where they share nothing and leave a core to spare: lint and typecheck each use one core, the
 * unit tests the rest; none reads what another writes.
 * @type {Array<Array<[string, string[]]>>}
 */
const stages = [
  [
    ["lint", ["npm", "run", "lint"]],
    ["typecheck", ["npm", "run", "typecheck"]],
    ["unit tests", ["npm", "run", "test:unit"]],
  ],
  [["build, its log free of warnings", ["node", "scripts/check-build-log.mjs"]]],
  [["valid HTML (the W3C's Nu Html Checker over every built page)", ["npm", "run", "check:html"]]],
  [
    [
      "builds while the content service fails, wholly or one type at a time: built-in copy where it failed, production stops",
      ["npm", "run", "test:build"],
    ],
  ],
  [["serving tests (Node, nginx, Cloudflare Pages runtime)", ["npm", "run", "test:serve"]]],
  [["browser tests", ["npm", "run", "test:e2e"]]],
  [["cross-engine browser tests (Firefox ESR, WebKitGTK)", ["npm", "run", "test:engines"]]],
];

// Names this run: a copy of the site that one step builds, the next reads as it is
// (scripts/build-with-stub.mjs): every build variant is made once per run.
const env = { ...process.env, TEST_RUN: String(Date.now()) };
const started = Date.now();
/** @param {number} since */
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside others, it is kept and
 * printed whole when the step ends, so that no two steps' lines are interleaved.
 * @param {string} name
 * @param {string[]} commandLine
 * @param {boolean} alone
 * @returns {Promise<number>} its exit status
 */
function run(name, [command, ...args], alone) {
  const stepStarted = Date.now();
  if (alone) console.info(`\n▶ ${name}`);
  const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (!alone) {
        console.info(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.info(`  (${name}: ${elapsed(stepStarted)})`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  const statuses = await Promise.all(stage.map(([name, commandLine]) => run(name, commandLine, stage.length === 1)));
  const failed = stage.filter((_, index) => statuses[index] !== 0);
  if (failed.length > 0) {
    for (const [name] of failed) console.error(`\n✖ ${name} failed`);
    process.exit(statuses.find((status) => status !== 0) ?? 1);
  }
}
console.info(`\n✔ all checks passed in ${elapsed(started)}`);
