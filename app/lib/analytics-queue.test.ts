import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteEvent } from "./analytics-events";

let queue: typeof import("./analytics-queue");
beforeEach(async () => {
  vi.resetModules();
  queue = await import("./analytics-queue");
});

/** jsdom sends neither privacy signal: a test sets one on the navigator, and takes it away after. */
const signals: string[] = [];
function send(name: "globalPrivacyControl" | "doNotTrack", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
  signals.push(name);
}
afterEach(() => {
  for (const name of signals.splice(0)) delete (navigator as unknown as Record<string, unknown>)[name];
});

const video = (id: string): SiteEvent => ({ type: "video-play", video: id });

describe("the measurement queue", () => {
  it("keeps what happens before the sender arrives, then hands it over in order, and the rest as it comes", () => {
    const sender = vi.fn();
    queue.measure({ type: "location", pathname: "/", search: "" });
    queue.measure(video("a"));
    queue.deliverMeasuredEvents(sender);
    queue.measure(video("b"));
    expect(sender.mock.calls.map(([event]) => event)).toEqual([
      { type: "location", pathname: "/", search: "" },
      video("a"),
      video("b"),
    ]);
  });

  it.each([
    ["Global Privacy Control", () => send("globalPrivacyControl", true)],
    ["Do Not Track", () => send("doNotTrack", "1")],
  ])("keeps nothing at all for a visitor who sends %s", (_, signal) => {
    signal();
    const sender = vi.fn();
    expect(queue.visitorDeclinesMeasurement()).toBe(true);
    queue.measure(video("a"));
    queue.deliverMeasuredEvents(sender);
    queue.measure(video("b"));
    expect(sender).not.toHaveBeenCalled();
  });

  it("measures a visitor who sends neither signal, or says no to neither", () => {
    expect(queue.visitorDeclinesMeasurement()).toBe(false);
    send("globalPrivacyControl", false);
    send("doNotTrack", "0");
    expect(queue.visitorDeclinesMeasurement()).toBe(false);
  });
});
