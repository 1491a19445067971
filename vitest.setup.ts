import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { installDialog, installIntersectionObserver, installMatchMedia, resetDomStandIns } from "./tests/support/dom";

// Node-environment tests (real HTTP against the content stub) have no window.
const hasDom = typeof window !== "undefined";
if (hasDom) {
  installMatchMedia();
  installIntersectionObserver();
  installDialog();
}

// waitFor and findBy poll for what they wait for; on a busy two-core machine a lazy import can take
// longer than the 1 s they give up after by default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  resetDomStandIns();
});

// vite.config.ts bakes this constant into a build; unit tests are a public build unless a test
// switches it on (vi.stubGlobal("__LIVE_PREVIEW__", true)).
Object.assign(globalThis, { __LIVE_PREVIEW__: false });
