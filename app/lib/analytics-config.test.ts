import { describe, expect, it, vi } from "vitest";
import { collectorHost, collectorOrigins, readAnalyticsConfig } from "./analytics-config";

describe("readAnalyticsConfig", () => {
  it("is null when nothing is configured: the build measures nothing", () => {
    expect(readAnalyticsConfig({})).toBeNull();
  });

  it("reads the collector's events URL and the site's name there", () => {
    expect(
      readAnalyticsConfig({
        ANALYTICS_ENDPOINT: " https://plausible.io/api/event ",
        ANALYTICS_DOMAIN: " launchpad.example ",
      }),
    ).toEqual({ endpoint: "https://plausible.io/api/event", domain: "launchpad.example" });
  });

  it("takes a path on the site's own origin, for a collector behind the site's own proxy", () => {
    expect(readAnalyticsConfig({ ANALYTICS_ENDPOINT: "/api/event", ANALYTICS_DOMAIN: "d" })).toEqual({
      endpoint: "/api/event",
      domain: "d",
    });
  });

  it("measures nothing with half the settings, and says which one is missing", () => {
    const warn = vi.fn();
    expect(readAnalyticsConfig({ ANALYTICS_ENDPOINT: "https://plausible.io/api/event" }, warn)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^ANALYTICS_DOMAIN is not set/));
    expect(readAnalyticsConfig({ ANALYTICS_DOMAIN: "d", ANALYTICS_ENDPOINT: " " }, warn)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/^ANALYTICS_ENDPOINT is not set/));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("rejects an endpoint that is neither an http(s) URL nor a path, naming the variable", () => {
    for (const endpoint of ["plausible.io/api/event", "ftp://plausible.io/api/event", "//plausible.io/api/event"]) {
      expect(() => readAnalyticsConfig({ ANALYTICS_ENDPOINT: endpoint, ANALYTICS_DOMAIN: "d" })).toThrow(
        /^ANALYTICS_ENDPOINT must be an http\(s\) URL/,
      );
    }
  });
});

describe("the collector, as the policy and the footer name it", () => {
  const cloud = { endpoint: "https://plausible.io/api/event", domain: "d" };
  const ownPath = { endpoint: "/api/event", domain: "d" };

  it("lets pages connect to the collector's origin only, and to nothing more for a path of the site's own", () => {
    expect(collectorOrigins(cloud)).toEqual(["https://plausible.io"]);
    expect(collectorOrigins({ endpoint: "http://127.0.0.1:4401/api/event", domain: "d" })).toEqual([
      "http://127.0.0.1:4401",
    ]);
    expect(collectorOrigins(ownPath)).toEqual([]);
    expect(collectorOrigins(null)).toEqual([]);
  });

  it("names the collector's host, or none when the counts go to the site itself", () => {
    expect(collectorHost(cloud)).toBe("plausible.io");
    expect(collectorHost(ownPath)).toBeNull();
  });
});
