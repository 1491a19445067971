import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { installIntersectionObserver, installMatchMedia, resetDomStandIns } from "./tests/support/dom";

installMatchMedia();
installIntersectionObserver();

afterEach(() => {
  cleanup();
  resetDomStandIns();
});
