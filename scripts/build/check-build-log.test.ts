import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWarnings, runAndRead } from "./check-build-log.mjs";

// Lines as the build's tools print them (taken from this project's build logs before issue 30).
const viteDeprecation = "The `envFile` option is deprecated, please use `envDir: false` instead.";
const viteNotice =
  "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`, which is planned to become the default in a future major version of Vite:";
const rolldownCode =
  "\x1b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \x1b[0mapp/hooks/cohort-view.ts is dynamically imported by app/hooks/use-cohort-view.ts but also statically imported by app/routes/eligibility.tsx";
const cleanLog = [
  "vite v8.3.8 building client environment for production...",
  "✓ 310 modules transformed.",
  "build/client/assets/app-B0XmT2ZB.css                    59.77 kB │ gzip:  11.28 kB",
  "Hydration deferred: 13 pages, 13 bootstrap files",
  "serving: CSP for 12 pages, deploy/nginx.conf, 140 files precompressed",
].join("\n");

describe("buildWarnings", () => {
  it("finds nothing in a clean build's output", () => {
    expect(buildWarnings(cleanLog)).toEqual([]);
  });

  it("names Vite's deprecations and notices, Rolldown's coded warnings (colour codes removed) and npm's warn lines", () => {
    const log = [
      cleanLog,
      viteDeprecation,
      viteNotice,
      rolldownCode,
      "npm warn config production Use `--omit=dev` instead.",
    ].join("\n");
    expect(buildWarnings(log)).toEqual([
      viteDeprecation,
      viteNotice,
      "[INEFFECTIVE_DYNAMIC_IMPORT] app/hooks/cohort-view.ts is dynamically imported by app/hooks/use-cohort-view.ts but also statically imported by app/routes/eligibility.tsx",
      "npm warn config production Use `--omit=dev` instead.",
    ]);
  });

  it("lets a notice through only when the allowance names it", () => {
    const allowance = [{ pattern: /configLoader: 'native'/, reason: "a test's reason" }];
    expect(buildWarnings([viteNotice, viteDeprecation].join("\n"), allowance)).toEqual([viteDeprecation]);
  });
});

describe("the build step reads what the build's tools print, never npm's notices about the machine's npm settings", () => {
  // Issue 42: a user ~/.npmrc with a key npm 11 no longer knows (`nodedir`), which npm also hands to
  // every nested npm as `npm_config_nodedir`. These are the lines a nested `npm run build` printed.
  const npmNotices = [
    'npm warn Unknown env config "nodedir". This will stop working in the next major version of npm. See `npm help npmrc` for supported config options.',
    'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm. See `npm help npmrc` for supported config options.',
  ];
  // As a machine hands its settings to the build: `nodedir` as issue 42 found it, and `python`, a key
  // npm dropped in version 9 that every npm warns about (some npm builds, this machine's among them,
  // keep `nodedir` as an internal setting and say nothing of it).
  const machineNpmSettings = { ...process.env, npm_config_nodedir: "/usr", npm_config_python: "/usr/bin/python3" };
  let project = "";

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), "build-log-"));
    // A build whose tool prints one line, and one whose tool warns as Vite does.
    await writeFile(join(project, "build.mjs"), `console.log("✓ 310 modules transformed.");`);
    await writeFile(join(project, "warn.mjs"), `console.warn(${JSON.stringify(viteNotice)});`);
    const scripts = { build: "node build.mjs", "build-that-warns": "node warn.mjs" };
    await writeFile(join(project, "package.json"), JSON.stringify({ name: "p", private: true, scripts }));
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it("would count npm's notices as warnings if npm printed them into the log", () => {
    expect(buildWarnings([cleanLog, ...npmNotices].join("\n"))).toEqual(npmNotices);
  });

  it("starts the build script without npm, so a machine's unknown npm setting leaves the log clean", async () => {
    const { status, log } = await runAndRead("build", { cwd: project, env: machineNpmSettings, echo: false });
    expect(status).toBe(0);
    expect(log).toBe("✓ 310 modules transformed.\n");
    expect(buildWarnings(log)).toEqual([]);
  });

  it("still fails a build whose own tools warn", async () => {
    const { log } = await runAndRead("build-that-warns", { cwd: project, env: machineNpmSettings, echo: false });
    expect(buildWarnings(log)).toEqual([viteNotice]);
  });

  it("is the trap a nested npm sets: `npm run` in the same environment prints those notices", () => {
    const nested = spawnSync("npm", ["run", "build"], { cwd: project, env: machineNpmSettings, encoding: "utf8" });
    expect(buildWarnings(nested.stdout + nested.stderr)).toContainEqual(
      expect.stringMatching(/^npm warn Unknown env config "python"/),
    );
  });
});
