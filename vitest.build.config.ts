import { defineConfig } from "vitest/config";

// Builds of the site under conditions a unit test cannot stage (tests/build/), each compared with
// the built-in build (build/), which tests/support/run-build-tests.mjs makes first when it is missing.
// One build at a time (React Router writes its route types into .react-router/ at every build).
export default defineConfig({
  // The tests read the built-in copy (app/content/) to know what a fallen-back page shows.
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    fileParallelism: false,
    // A hook waits for a whole build: a limit for a build that hangs, not a wait.
    hookTimeout: 15 * 60_000,
  },
});
