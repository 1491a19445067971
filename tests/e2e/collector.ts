import type { TestInfo } from "@playwright/test";
import { CLIENT_MARK } from "../stubs/collector-stub.mjs";
import { analyticsE2e } from "./analytics-settings.mjs";
import { expect, test as base } from "./fixtures";

/** An event as the collector stub received it (tests/stubs/collector-stub.mjs). */
export interface ReceivedEvent {
  name: string;
  url: string;
  domain: string;
  referrer?: string;
  props?: Record<string, string | number>;
}

export interface ReceivedRequest {
  client: string | null;
  method: string;
  contentType: string | null;
  sentCookie: boolean;
  referer: string | null;
  body: ReceivedEvent | null;
  answered: number | "dropped";
  errors: string[];
}

/** This test's side of the collector stub: only the requests its own pages sent. */
export class Collector {
  constructor(readonly client: string) {}

  private control(path: string, init?: RequestInit) {
    return fetch(`${analyticsE2e.collectorUrl}/__stub/${path}?client=${encodeURIComponent(this.client)}`, init);
  }

  async requests(): Promise<ReceivedRequest[]> {
    return (await this.control("events")).json();
  }

  /** The events the collector accepted, oldest first. */
  async events(): Promise<ReceivedEvent[]> {
    return (await this.requests()).filter((request) => request.answered === 202).map((request) => request.body!);
  }

  async named(name: string): Promise<ReceivedEvent[]> {
    return (await this.events()).filter((event) => event.name === name);
  }

  /** Waits until the collector has received these events of this name, exactly. */
  async expectEvents(name: string, expected: Partial<ReceivedEvent>[]) {
    await expect
      .poll(() => this.named(name), { timeout: 15_000, message: `${name} events` })
      .toEqual(expected.map((event) => expect.objectContaining(event)));
  }

  /** Answer this test's events with 500, slowly, or not at all (a collector that is down). */
  async fail(mode: "500" | "slow" | "down") {
    await this.control("fault", { method: "PUT", body: JSON.stringify({ mode }) });
  }

  async heal() {
    await this.control("fault", { method: "PUT", body: "null" });
  }
}

const clientId = (testInfo: TestInfo) => `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;

/** Only campaign parameters may be left in any address an event carries. */
export function expectNoQueryBeyondCampaign(address: string) {
  const names = [...new URL(address).searchParams.keys()];
  expect(
    names.filter((name) => !name.startsWith("utm_")),
    address,
  ).toEqual([]);
  expect(new URL(address).hash, address).toBe("");
}

/**
 * Tests of the measured copy of the site (build-analytics/): each test's browser marks its user
 * agent, so its events are its own while other tests run beside it; and after every test, no
 * event it caused carried a query beyond campaign parameters, a cookie or a Referer header.
 */
export const test = base.extend<{ collector: Collector }>({
  baseURL: analyticsE2e.siteUrl,
  userAgent: async ({ userAgent }, use, testInfo) => {
    await use(`${userAgent} ${CLIENT_MARK}${clientId(testInfo)}`);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
  collector: async ({}, use, testInfo) => {
    const collector = new Collector(clientId(testInfo));
    await use(collector);
    await collector.heal();
    for (const request of await collector.requests()) {
      expect(request.method, "a simple request, never a CORS preflight").toBe("POST");
      expect(request.contentType).toMatch(/^text\/plain/);
      expect(request.sentCookie).toBe(false);
      expect(request.referer).toBeNull();
      expect(request.errors).toEqual([]);
      if (!request.body) continue;
      expect(request.body.domain).toBe(analyticsE2e.domain);
      expectNoQueryBeyondCampaign(request.body.url);
      if (typeof request.body.props?.url === "string") expectNoQueryBeyondCampaign(request.body.props.url);
    }
  },
});

export { expect };
