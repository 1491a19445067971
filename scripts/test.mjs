// @ts-check
// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["npm", "run", "lint"]],
  ["typecheck", ["npm", "run", "typecheck"]],
  ["unit tests", ["npm", "run", "test:unit"]],
  ["build, its log free of warnings", ["node", "scripts/check-build-log.mjs"]],
  ["valid HTML (the W3C's Nu Html Checker over every built page)", ["npm", "run", "check:html"]],
  [
    "builds while the content service fails, wholly or one type at a time: built-in copy where it failed, production stops",
    ["npm", "run", "test:build"],
  ],
  ["serving tests (Node, nginx, Cloudflare Pages runtime)", ["npm", "run", "test:serve"]],
  ["browser tests", ["npm", "run", "test:e2e"]],
  ["cross-engine browser tests (Firefox ESR, WebKitGTK)", ["npm", "run", "test:engines"]],
];

// Names this run: a copy of the site that one step builds, the next reads as it is
// (scripts/build-with-stub.mjs): every build variant is made once per run.
const env = { ...process.env, TEST_RUN: String(Date.now()) };
const started = Date.now();
/** @param {number} since */
const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

for (const [name, [command, ...args]] of steps) {
  console.info(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  console.info(`  (${name}: ${elapsed(stepStarted)})`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\n✔ all checks passed in ${elapsed(started)}`);
