import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { MOTION_STORAGE_KEY, isMotionPaused, restoreMotionChoiceScript, setMotionPaused } from "./motion";

afterEach(() => {
  document.documentElement.removeAttribute("data-motion");
  sessionStorage.clear();
});

describe('"Pause animations", remembered for the visit', () => {
  it("marks the page as paused, remembers it, and the app treats it as a wish for reduced motion", () => {
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);

    act(() => setMotionPaused(true));
    expect(isMotionPaused()).toBe(true);
    expect(document.documentElement).toHaveAttribute("data-motion", "paused");
    expect(sessionStorage.getItem(MOTION_STORAGE_KEY)).not.toBeNull();
    expect(result.current).toBe(true);

    act(() => setMotionPaused(false));
    expect(document.documentElement).not.toHaveAttribute("data-motion");
    expect(sessionStorage.getItem(MOTION_STORAGE_KEY)).toBeNull();
    expect(result.current).toBe(false);
  });

  it("is restored on the next page of the visit by the page's inline script, before the app starts", () => {
    setMotionPaused(true);
    document.documentElement.removeAttribute("data-motion");
    new Function(restoreMotionChoiceScript)();
    expect(isMotionPaused()).toBe(true);
  });

  it("leaves a new visit moving", () => {
    new Function(restoreMotionChoiceScript)();
    expect(isMotionPaused()).toBe(false);
  });
});
