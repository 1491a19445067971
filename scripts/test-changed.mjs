// @ts-check
// `npm run test:changed [git-ref]`: the quick loop, in minutes. For changes since `git-ref` (default
// HEAD, uncommitted and new files included): lint, typecheck, the unit tests Vitest relates to them
// (--changed), then a build and the browser specs of changed pages and components, plus each changed
// page's every-route.spec.ts check, at both widths, built-in build only. `npm test` still proves
// everything (README.md, tests/README.md).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename } from "node:path";
import { ensureDevanagariFace, ensureHeadlessShell } from "../tests/support/find-chromium.mjs";
import { runScript, runTool } from "./project-tools.mjs";

const ref = process.argv[2] ?? "HEAD";
const git = (/** @type {string[]} */ ...args) =>
  execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([...git("diff", "--name-only", ref), ...git("ls-files", "--others", "--exclude-standard")]),
].filter((file) => existsSync(file));

if (changed.length === 0) {
  console.info(`Nothing changed since ${ref}.`);
  process.exit(0);
}
console.info(`Changed since ${ref}:\n${changed.map((file) => `  ${file}`).join("\n")}`);

/**
 * Names a page's files go by (app/routes/<route file>, app/components/<folder>/, app/content/<file>.ts
 * and its translations), its address and its own specs.
 */
const pages = [
  { names: ["home"], path: "/", specs: ["home"] },
  {
    names: ["bootstrapped", "bootstrapped-startups"],
    path: "/bootstrapped-startups",
    specs: ["bootstrapped-startups"],
  },
  { names: ["vc-funded", "vc-funded-startups"], path: "/vc-funded-startups", specs: ["vc-funded-startups"] },
  { names: ["perks"], path: "/perks", specs: ["perks"] },
  { names: ["community"], path: "/community", specs: ["community"] },
  { names: ["consulting"], path: "/consulting", specs: ["consulting"] },
  {
    names: ["knowledge-hub", "knowledge-hub-article", "knowledge-hub-cards-page"],
    path: "/knowledge-hub",
    specs: ["knowledge-hub", "knowledge-hub-article"],
  },
  { names: ["toolkits"], path: "/toolkits", specs: ["toolkits"] },
  {
    names: ["infinity", "infinity-program", "cohort", "cohort-text"],
    path: "/infinity-program",
    specs: ["infinity-program", "cohort-calendar"],
  },
  { names: ["eligibility"], path: "/eligibility", specs: ["eligibility"] },
  { names: ["search"], path: "/search", specs: ["search"] },
  { names: ["not-found"], path: "/no/such/page", specs: ["navigation"] },
];

/** Undefined for shared code. */
function pageOf(/** @type {string} */ file) {
  const match =
    /^app\/routes\/([\w-]+)\.tsx?$/.exec(file) ??
    /^app\/components\/([\w-]+)\//.exec(file) ??
    /^app\/content\/(?:hi\/)?([\w-]+)\.ts$/.exec(file);
  return match ? pages.find((page) => page.names.includes(match[1])) : undefined;
}

const appChanged = changed.filter((file) => /^(app|public|server)\/|^(vite|react-router)\.config\.ts$/.test(file));
const specs = new Set(
  changed.filter((file) => /^tests\/e2e\/[\w-]+\.spec\.ts$/.test(file)).map((file) => basename(file)),
);
const visits = new Set();
for (const file of appChanged.filter((file) => !/\.test\.tsx?$/.test(file))) {
  const page = pageOf(file);
  if (page) {
    page.specs.forEach((spec) => specs.add(`${spec}.spec.ts`));
    visits.add(page.path);
  } else if (file.startsWith("app/")) {
    // Shared code (frame, section, hook, content layer): the frame's spec and Home's visit.
    specs.add("navigation.spec.ts");
    visits.add("/");
  }
}
// Specs needing the content-stub builds are left to npm test.
const needsCopies =
  /^(content-service|content-lists|live-preview|site-content|seed-fidelity|strict-policy|landing-pages|hindi-content|analytics.*)\.spec\.ts$/;
const skipped = [...specs].filter((spec) => needsCopies.test(spec));
const run = [...specs].filter((spec) => !needsCopies.test(spec) && spec !== "every-route.spec.ts");

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const lintable = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));

console.info("\n▶ lint (changed files)");
if (lintable.length > 0) runTool("eslint", ["--max-warnings=0", ...lintable]);
runTool("prettier", ["--check", "--ignore-unknown", ...changed]);
console.info("\n▶ typecheck");
runScript("typecheck");
console.info("\n▶ unit tests related to the change");
runTool("vitest", ["run", "--changed", ref, "--passWithNoTests"]);

if (run.length === 0 && visits.size === 0) {
  console.info("\nNo page or browser spec changed: no browser test to run.");
} else {
  console.info("\n▶ build");
  if (appChanged.length > 0 || !existsSync("build/serving.json")) runScript("build");
  const chromePath = ensureHeadlessShell();
  ensureDevanagariFace();
  const visitGrep = [...visits].map((path) => `every-route\\.spec\\.ts ${escape(path)}: one visit`);
  const grep = [...run.map((spec) => escape(spec)), ...visitGrep].join("|");
  const files = [...run, ...(visits.size > 0 ? ["every-route.spec.ts"] : [])].map((spec) => `tests/e2e/${spec}`);
  console.info(
    `\n▶ browser tests: ${files.join(", ")}${visits.size > 0 ? `; visits of ${[...visits].join(", ")}` : ""}`,
  );
  runTool("playwright", ["test", ...files, "--grep", grep], {
    ...process.env,
    CHROME_PATH: chromePath,
    E2E_SERVE: "built-in",
  });
}
if (skipped.length > 0)
  console.info(`\nLeft to npm test (they need the content-service copies): ${skipped.join(", ")}`);
console.info("\n✔ what the change touches passes; npm test proves everything.");
