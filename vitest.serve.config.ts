import { defineConfig } from "vitest/config";

// The serving tests: the built site behind both real servers (`npm start`'s and Debian's nginx
// with deploy/nginx.conf), started once by tests/serve/global-setup.ts. Run after the build.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/serve/**/*.test.ts"],
    globalSetup: ["tests/serve/global-setup.ts"],
    testTimeout: 60_000,
    // Run through Vitest rather than imported as is, so that observatory.test.ts can stand in for
    // the one file of it the install would download (the HSTS preload list).
    server: { deps: { inline: ["@mdn/mdn-http-observatory"] } },
  },
});
