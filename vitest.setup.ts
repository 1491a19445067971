import { afterEach } from "vitest";

// Node-environment tests (the build's, the commands', the server's: vitest.config.ts) have no
// window, and skip what only a DOM needs: Testing Library and its matchers, the DOM stand-ins.
const hasDom = typeof window !== "undefined";
if (hasDom) {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  const { installDialog, installIntersectionObserver, installMatchMedia, resetDomStandIns } =
    await import("./tests/support/dom");
  installMatchMedia();
  installIntersectionObserver();
  installDialog();

  // waitFor and findBy poll for what they wait for; on a busy two-core machine a lazy import can take
  // longer than the 1 s they give up after by default.
  configure({ asyncUtilTimeout: 5000 });

  afterEach(() => {
    cleanup();
    resetDomStandIns();
  });
}

// vite.config.ts bakes this constant into a build; unit tests are a public build unless a test
// switches it on (vi.stubGlobal("__LIVE_PREVIEW__", true)).
Object.assign(globalThis, { __LIVE_PREVIEW__: false });
