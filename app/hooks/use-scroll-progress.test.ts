import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readScrollProgress, useScrollProgress } from "./use-scroll-progress";

/** A page 3000 px tall in an 800 px window: 2200 px of scrolling. */
function setPage(scrollY: number, scrollHeight = 3000, innerHeight = 800) {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: scrollHeight });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: innerHeight });
  Object.defineProperty(window, "scrollY", { configurable: true, value: scrollY });
}

const scroll = (y: number) => {
  setPage(y);
  window.dispatchEvent(new Event("scroll"));
};

describe("readScrollProgress", () => {
  it("is the share of the scrollable height already scrolled, in percent", () => {
    setPage(0);
    expect(readScrollProgress()).toBe(0);
    setPage(1100);
    expect(readScrollProgress()).toBe(50);
    setPage(2200);
    expect(readScrollProgress()).toBe(100);
  });

  it("is 0 on a page too short to scroll, and stays within 0-100 when the browser overscrolls", () => {
    setPage(0, 600, 800);
    expect(readScrollProgress()).toBe(0);
    setPage(-40);
    expect(readScrollProgress()).toBe(0);
    setPage(2400);
    expect(readScrollProgress()).toBe(100);
  });
});

describe("useScrollProgress", () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
    setPage(0);
  });
  afterEach(() => vi.restoreAllMocks());

  const runFrames = () =>
    act(() => {
      const pending = frames;
      frames = [];
      pending.forEach((callback) => callback(performance.now()));
    });

  it("starts from where the page already is", () => {
    setPage(550);
    const { result } = renderHook(() => useScrollProgress());
    expect(result.current).toBe(25);
  });

  it("updates at most once per animation frame however many scroll events arrive", () => {
    const { result } = renderHook(() => useScrollProgress());
    act(() => {
      scroll(220);
      scroll(440);
      scroll(1100);
    });
    expect(frames).toHaveLength(1);
    expect(result.current).toBe(0);
    runFrames();
    expect(result.current).toBe(50);
    act(() => scroll(2200));
    expect(frames).toHaveLength(1);
    runFrames();
    expect(result.current).toBe(100);
  });

  it("listens passively, so scrolling is never held up", () => {
    const add = vi.spyOn(window, "addEventListener");
    renderHook(() => useScrollProgress());
    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
  });

  it("stops listening when unmounted", () => {
    const { result, unmount } = renderHook(() => useScrollProgress());
    unmount();
    scroll(1100);
    expect(frames).toHaveLength(0);
    expect(result.current).toBe(0);
  });

  it("is null until read, so a prerendered page draws nothing that only the scroll shows", async () => {
    const { renderToString } = await import("react-dom/server");
    const Progress = () => String(useScrollProgress());
    expect(renderToString(createElement(Progress))).toBe("null");
  });
});
