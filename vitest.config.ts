import { defineConfig } from "vitest/config";

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
      // The app's tests, in jsdom: components rendered, the DOM the browser would give them.
      { extends: true, test: { name: "app", environment: "jsdom", include: ["app/**/*.test.{ts,tsx}"] } },
      // The build's, the developer's commands' and the server's tests, in Node, where that code runs;
      // the few that read a page through a DOM say `// @vitest-environment jsdom` themselves.
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
        },
      },
    ],
  },
});
