import { defineConfig } from "vitest/config";

// Separate from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The build's measurement constant, as a build without ANALYTICS_* has it (vite.config.ts); the
  // measuring code itself is unit-tested with its configuration passed in.
  define: { __ANALYTICS__: "null" },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
