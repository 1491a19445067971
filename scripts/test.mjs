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
    "builds while the content service is down (500, then 429): built-in copy, one warning",
    ["npm", "run", "test:build"],
  ],
  ["serving tests (Node, nginx, Cloudflare Pages runtime)", ["npm", "run", "test:serve"]],
  ["browser tests", ["npm", "run", "test:e2e"]],
  ["cross-engine browser tests (Firefox ESR, WebKitGTK)", ["npm", "run", "test:engines"]],
];

for (const [name, [command, ...args]] of steps) {
  console.info(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.info("\n✔ all checks passed");
