import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const APP_TESTS = "app/**/*.test.{ts,tsx}";

/**
 * The app's test files that replace modules (vi.mock, vi.doMock, vi.hoisted, vi.resetModules): they
 * need a module registry of their own. Read from the files, so a new one is never left out.
 */
const replacingModules = globSync(APP_TESTS).filter((file) =>
  /\bvi\.(mock|doMock|hoisted|resetModules)\(/.test(readFileSync(file, "utf8")),
);

// Separate from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The build's measurement constant, as a build without ANALYTICS_* has it (vite.config.ts); the
  // measuring code itself is unit-tested with its configuration passed in.
  define: { __ANALYTICS__: "null" },
  test: {
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // Each project takes the settings above (extends: true); a file's own `// @vitest-environment`
    // comment overrides its project's environment.
    projects: [
      // The app's tests, in jsdom: components rendered, the DOM the browser would give them. One
      // jsdom for the files that replace no module (vitest.setup.ts cleans the DOM, mocks and
      // stubbed globals after each test): a jsdom of their own cost each file about a second to set
      // up, two thirds of the unit tests' time on two cores.
      {
        extends: true,
        test: { name: "app", environment: "jsdom", include: [APP_TESTS], exclude: replacingModules, isolate: false },
      },
      { extends: true, test: { name: "app (own modules)", environment: "jsdom", include: replacingModules } },
      // The build's, the developer's commands', the server's and the test harness's own tests, in
      // Node, where that code runs;
      // the few that read a page through a DOM say `// @vitest-environment jsdom` themselves.
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "scripts/**/*.test.{ts,mjs}",
            "server/**/*.test.{ts,mjs}",
            "tests/stubs/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
    ],
  },
});
