import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLLING_CLASS, useScrollingBodyClass } from "./use-scrolling-body-class";

const scroll = () => window.dispatchEvent(new Event("scroll"));
const hasClass = () => document.body.classList.contains(SCROLLING_CLASS);

describe("useScrollingBodyClass", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks the body while scrolling and clears it 150 ms after the last scroll", () => {
    renderHook(() => useScrollingBodyClass(true));
    scroll();
    expect(hasClass()).toBe(true);
    vi.advanceTimersByTime(100);
    scroll();
    vi.advanceTimersByTime(149);
    expect(hasClass()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hasClass()).toBe(false);
  });

  it("does nothing on devices where it is disabled", () => {
    renderHook(() => useScrollingBodyClass(false));
    scroll();
    expect(hasClass()).toBe(false);
  });

  it("cleans up the class and the listener when unmounted mid-scroll", () => {
    const { unmount } = renderHook(() => useScrollingBodyClass(true));
    scroll();
    unmount();
    expect(hasClass()).toBe(false);
    scroll();
    expect(hasClass()).toBe(false);
  });
});
