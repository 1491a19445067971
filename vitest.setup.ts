import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installIntersectionObserver, installMatchMedia, resetDomStandIns } from "./tests/support/dom";

// Node-environment tests (real HTTP against the content stub) have no window.
const hasDom = typeof window !== "undefined";
if (hasDom) {
  installMatchMedia();
  installIntersectionObserver();
}

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  resetDomStandIns();
});
