// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildWarnings } from "./check-build-log.mjs";

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
