import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Timing = typeof import("./tooltip-timing");
let timing: Timing;

/** A tooltip as the timing sees it: its state setter, here recording what it was told. */
function tooltip() {
  const states: boolean[] = [];
  const show = (open: boolean) => void states.push(open);
  return { show, isOpen: () => states.at(-1) === true };
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  // Each test starts from a page where no tooltip has opened yet.
  vi.resetModules();
  timing = await import("./tooltip-timing");
});
afterEach(() => vi.useRealTimers());

describe("tooltip timing (spec section 9: open delay 700 ms, skip delay 300 ms)", () => {
  it("opens 700 ms after the pointer or focus arrives", () => {
    const pause = tooltip();
    timing.requestTooltip(pause.show);
    vi.advanceTimersByTime(timing.TOOLTIP_OPEN_DELAY_MS - 1);
    expect(pause.isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(pause.isOpen()).toBe(true);
  });

  it("does not open when the pointer or focus leaves before then", () => {
    const pause = tooltip();
    timing.requestTooltip(pause.show);
    vi.advanceTimersByTime(400);
    timing.releaseTooltip(pause.show);
    vi.advanceTimersByTime(1000);
    expect(pause.isOpen()).toBe(false);
  });

  it("opens the next one at once within 300 ms of the last closing, and with the delay after that", () => {
    const [previous, next, play] = [tooltip(), tooltip(), tooltip()];
    timing.requestTooltip(previous.show);
    vi.advanceTimersByTime(timing.TOOLTIP_OPEN_DELAY_MS);
    timing.releaseTooltip(previous.show);
    expect(previous.isOpen()).toBe(false);

    vi.advanceTimersByTime(timing.TOOLTIP_SKIP_DELAY_MS - 1);
    timing.requestTooltip(next.show);
    expect(next.isOpen()).toBe(true);

    timing.releaseTooltip(next.show);
    vi.advanceTimersByTime(timing.TOOLTIP_SKIP_DELAY_MS);
    timing.requestTooltip(play.show);
    expect(play.isOpen()).toBe(false);
    vi.advanceTimersByTime(timing.TOOLTIP_OPEN_DELAY_MS);
    expect(play.isOpen()).toBe(true);
  });

  it("shows one tooltip at a time: another asked for while one is open replaces it at once", () => {
    const [hovered, focused] = [tooltip(), tooltip()];
    timing.requestTooltip(hovered.show);
    vi.advanceTimersByTime(timing.TOOLTIP_OPEN_DELAY_MS);
    timing.requestTooltip(focused.show);
    expect(focused.isOpen()).toBe(true);
    expect(hovered.isOpen()).toBe(false);
  });

  it("keeps waiting for one tooltip when the pointer leaves another control", () => {
    const [waiting, other] = [tooltip(), tooltip()];
    timing.requestTooltip(waiting.show);
    timing.cancelWaitingTooltip(other.show);
    vi.advanceTimersByTime(timing.TOOLTIP_OPEN_DELAY_MS);
    expect(waiting.isOpen()).toBe(true);
  });
});
