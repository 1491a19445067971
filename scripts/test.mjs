// @ts-check
// `npm test`: everything CI checks, stopping at the first failing stage. Static checks and unit
// tests run side by side (lint and typecheck use about one of CI's two cores, unit tests little
// more), each one's output held and shown whole. Later checks run alone: each fills both cores, and
// in parallel they stretched each other's waits (a serving test past its time limit).
import { spawn } from "node:child_process";

/** @type {Array<Array<[string, string[]]>>} */
const stages = [
  [
    ["lint", ["npm", "run", "lint"]],
    ["typecheck", ["npm", "run", "typecheck"]],
    ["unit tests", ["npm", "run", "test:unit"]],
  ],
  [["build, its log free of warnings", ["node", "scripts/build/check-build-log.mjs"]]],
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

// Names this run's site copy, built by one step and read as is by the next
// (tests/stubs/build-with-stub.mjs): each build variant is made once per run.
const env = { ...process.env, TEST_RUN: String(Date.now()) };
const started = Date.now();
/** @param {number} since */
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Alone in its stage, output streams (a long browser run shows progress); beside others, held and shown whole at the end.
 * @param {string} name @param {string[]} commandLine @param {boolean} alone
 * @returns {Promise<boolean>} whether it passed
 */
function run(name, [command, ...args], alone) {
  const stepStarted = Date.now();
  if (alone) console.info(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      if (!alone) {
        console.info(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.info(`  (${name}: ${elapsed(stepStarted)})`);
      if (status !== 0) console.error(`\n✖ ${name} failed`);
      resolve(status === 0);
    });
  });
}

for (const stage of stages) {
  const passed = await Promise.all(stage.map(([name, commandLine]) => run(name, commandLine, stage.length === 1)));
  if (passed.includes(false)) process.exit(1);
}
console.info(`\n✔ all checks passed in ${elapsed(started)}`);
