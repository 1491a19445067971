import { defineConfig } from "vitest/config";

// The cross-engine suite (tests/engines/): the built site in Firefox ESR and WebKitGTK, started by
// tests/support/run-engine-tests.mjs once both engines are installed. One engine at a time: two browsers
// and the server on a two-core machine would race each other.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/engines/**/*.test.ts"],
    globalSetup: ["tests/engines/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
