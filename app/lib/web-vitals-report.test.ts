import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";

const measure = vi.fn();
vi.mock("./analytics-queue", () => ({ measure }));
/** The callbacks the module gave web-vitals, by metric, with the options it asked for. */
const registered = new Map<string, { callback: (metric: Metric) => void; options: unknown }>();
vi.mock("web-vitals", () => {
  const on = (name: string) => (callback: (metric: Metric) => void, options: unknown) =>
    registered.set(name, { callback, options });
  return { onLCP: on("LCP"), onINP: on("INP"), onCLS: on("CLS") };
});

const { reportWebVitals } = await import("./web-vitals-report");

const metric = (name: "LCP" | "INP" | "CLS", id: string, value: number, navigationURL?: string) =>
  ({
    name,
    id,
    value,
    rating: "good",
    delta: value,
    entries: [],
    navigationType: "navigate",
    navigationId: 1,
    navigationURL,
  }) as Metric;

describe("reportWebVitals", () => {
  beforeEach(() => {
    registered.clear();
    measure.mockReset();
    reportWebVitals();
  });

  it("watches LCP, INP and CLS, each page view of its own where the browser tells soft navigations apart", () => {
    expect([...registered.keys()]).toEqual(["LCP", "INP", "CLS"]);
    for (const { options } of registered.values()) expect(options).toEqual({ reportSoftNavs: true });
  });

  it("reports each metric of a page view once, at the path of the page view it belongs to", () => {
    const cls = registered.get("CLS")!.callback;
    cls(metric("CLS", "v5-1", 0.02, `${window.location.origin}/perks?utm_source=x#offers`));
    // Hidden a second time: web-vitals calls again with the same metric; its first final value stands.
    cls(metric("CLS", "v5-1", 0.3, `${window.location.origin}/perks`));
    registered.get("LCP")!.callback(metric("LCP", "v5-2", 800));
    expect(measure.mock.calls).toEqual([
      [{ type: "vital", vital: { name: "CLS", value: 0.02, rating: "good" }, pathname: "/perks" }],
      [{ type: "vital", vital: { name: "LCP", value: 800, rating: "good" }, pathname: window.location.pathname }],
    ]);
  });
});
