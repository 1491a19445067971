// @vitest-environment node
import { createClient } from "contentful";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCmsStub, STUB_SPACE, STUB_TOKEN } from "../../scripts/cms-stub.mjs";
import { clientOptions, type CmsClient } from "./client";
import { readCmsConfig } from "./config";
import { contentOutage, forgetContentOutage, recordContentOutage } from "./content-outage";

const stub = createCmsStub({
  fixtures: [
    { contentType: "heroSection", id: "h", fields: { pageSlug: "/", isActive: true, title: "Baked hero" } },
    {
      contentType: "faqItem",
      id: "f",
      fields: { pageSlug: "/", isActive: true, order: 1, question: "Q?", answer: "A." },
    },
  ],
});
let client: CmsClient;
let stubUrl: string;

/**
 * A fresh module each time, as each copy of the app's code in a build has (the published-pages
 * step's, the server bundle's); the "service is down" memory is the build's (./content-outage.ts).
 */
const freshSnapshotModule = async () => {
  vi.resetModules();
  return import("./snapshot");
};

/** Runs a load to its end with the SDK's waits between retries played out on a fake clock. */
async function withRetriesPlayedOut<T>(load: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  let settled = false;
  const loading = load().finally(() => (settled = true));
  loading.catch(() => undefined);
  while (!settled) await vi.advanceTimersByTimeAsync(1000);
  vi.useRealTimers();
  return loading;
}

const warnings = () => vi.mocked(console.warn).mock.calls.map(([line]) => String(line));

beforeAll(async () => {
  const url = await stub.listen();
  stubUrl = url;
  const config = readCmsConfig({
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
    CONTENTFUL_HOST: url,
  })!;
  client = createClient(clientOptions(config));
});
afterAll(() => stub.close());
beforeEach(() => {
  forgetContentOutage();
  stub.setFault(null);
  stub.requests.length = 0;
  vi.restoreAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("build-time content snapshot", () => {
  it("asks nothing when no content service is configured", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    expect(await loadContentSnapshot("/", ["hero", "faqs"], null)).toEqual({});
    expect(stub.requests).toHaveLength(0);
  });

  it("carries the page's entries into the prerendered HTML", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    expect(await loadContentSnapshot("/", ["hero", "faqs", "sections"], Promise.resolve(client))).toEqual({
      hero: { title: "Baked hero" },
      faqs: [{ question: "Q?", answer: "A." }],
      sections: null,
    });
  });

  it("survives a service that is down: one warning naming its error, built-in copy, later queries not asked", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    stub.setFault({ mode: "503" });
    const loading = withRetriesPlayedOut(() =>
      loadContentSnapshot("/", ["hero", "faqs", "sections"], Promise.resolve(client)),
    );

    expect(await loading).toEqual({ hero: null, faqs: null, sections: null });
    expect(warnings()).toEqual([
      expect.stringMatching(
        /^\[cms\] Build: the content service could not be read \(hero for \/: ServiceUnavailable: status 503.*\)\. This build goes on with the built-in copy and asks the service nothing more\.$/,
      ),
    ]);
    // The first query and its five retries; nothing after.
    expect(stub.requests).toHaveLength(6);
    expect(contentOutage()).toEqual({ error: expect.stringMatching(/^ServiceUnavailable: status 503/), skipped: 2 });
  });

  it("takes a rate limit that lasts the whole build as an outage, waiting the reset the service names", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    stub.setFault({ mode: "429", resetSeconds: 2 });
    const loading = withRetriesPlayedOut(() =>
      loadContentSnapshot("/perks", ["hero", "perks"], Promise.resolve(client)),
    );
    expect(await loading).toEqual({ hero: null, perks: null });
    expect(warnings()).toEqual([
      expect.stringMatching(/could not be read \(hero for \/perks: RateLimitExceeded: status 429.*built-in copy/),
    ]);
    expect(stub.requests).toHaveLength(6);
  });

  it("remembers the outage for the whole build: the next copy of the app's code asks nothing and says nothing", async () => {
    const publishedPagesStep = await freshSnapshotModule();
    stub.setFault({ mode: "500" });
    await withRetriesPlayedOut(() =>
      publishedPagesStep.loadContentSnapshot("/knowledge-hub", ["articles"], Promise.resolve(client)),
    );
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/articles for \/knowledge-hub: InternalServerError: status 500/);
    const asked = stub.requests.length;

    // The server bundle, prerendering: no clock to play out, every query answered at once.
    const prerender = await freshSnapshotModule();
    const pending = Promise.resolve(client);
    expect(await prerender.loadContentSnapshot("/", ["announcements"], pending)).toEqual({ announcements: null });
    expect(await prerender.loadContentSnapshot("/", ["meta", "hero", "faqs"], pending)).toEqual({
      meta: null,
      hero: null,
      faqs: null,
    });
    expect(stub.requests).toHaveLength(asked);
    expect(warnings()).toHaveLength(1);
    expect(contentOutage()?.skipped).toBe(4);
  });

  it("warns once when a page's loaders find the service down together", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    stub.setFault({ mode: "500" });
    const pending = Promise.resolve(client);
    const both = await withRetriesPlayedOut(() =>
      Promise.all([loadContentSnapshot("/", ["announcements"], pending), loadContentSnapshot("/", ["hero"], pending)]),
    );
    expect(both).toEqual([{ announcements: null }, { hero: null }]);
    expect(warnings()).toHaveLength(1);
    expect(contentOutage()?.skipped).toBe(1);
  });

  it("never skips in a production build, even after an outage: it asks, and stops if the service fails", async () => {
    recordContentOutage("InternalServerError: status 500");
    const { loadContentSnapshot } = await freshSnapshotModule();
    expect(await loadContentSnapshot("/", ["hero"], Promise.resolve(client), true)).toEqual({
      hero: { title: "Baked hero" },
    });
    expect(stub.requests).toHaveLength(1);
  });

  it("keeps asking after a malformed answer, which says nothing about the service being down", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    stub.setFault({ mode: "malformed", contentType: "heroSection" });
    const snapshot = await loadContentSnapshot("/", ["hero", "faqs"], Promise.resolve(client));
    expect(snapshot).toEqual({ hero: null, faqs: [{ question: "Q?", answer: "A." }] });
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/could not load hero for \/: MalformedResponse/));
  });

  it("asks each query once per build: a page's twice-rendered HTML and every page showing a site-wide list share it", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    const pending = Promise.resolve(client);
    await loadContentSnapshot("/infinity-program", ["hero", "programmeCohort"], pending);
    await loadContentSnapshot("/infinity-program", ["hero", "programmeCohort"], pending);
    await loadContentSnapshot("/eligibility", ["hero", "programmeCohort"], pending);
    // One hero per page, one cohort for both.
    const asked = stub.requests.map((request) => request.query.content_type).sort();
    expect(asked).toEqual(["heroSection", "heroSection", "programmeCohort"]);
  });

  it("stops a production build that cannot read the service, naming its error; other builds fall back", async () => {
    for (const fault of [{ mode: "503" as const }, { mode: "malformed" as const }]) {
      const { loadContentSnapshot } = await freshSnapshotModule();
      stub.setFault(fault);
      const loading = withRetriesPlayedOut(() =>
        loadContentSnapshot("/perks", ["hero", "perks"], Promise.resolve(client), true),
      );
      await expect(loading).rejects.toThrow(
        /Production build stopped: the content service could not be read \(hero for \/perks: (ServiceUnavailable: status 503|MalformedResponse)/,
      );
    }
  });

  it("refuses a token the service does not accept: in production by failing, elsewhere with a warning", async () => {
    const refused = createClient({
      ...clientOptions(
        readCmsConfig({
          CONTENTFUL_SPACE_ID: STUB_SPACE,
          CONTENTFUL_DELIVERY_TOKEN: "not-the-token",
          CONTENTFUL_HOST: stubUrl,
        })!,
      ),
      retryOnError: false,
    });
    const production = await freshSnapshotModule();
    await expect(production.loadContentSnapshot("/", ["hero"], Promise.resolve(refused), true)).rejects.toThrow(
      /Production build stopped.*hero for \/: .*401/,
    );
    const development = await freshSnapshotModule();
    expect(await development.loadContentSnapshot("/", ["hero"], Promise.resolve(refused), false)).toEqual({
      hero: null,
    });
  });
});
