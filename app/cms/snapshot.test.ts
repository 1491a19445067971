// @vitest-environment node
import { createClient } from "contentful";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCmsStub, STUB_SPACE, STUB_TOKEN } from "../../scripts/cms-stub.mjs";
import { clientOptions, type CmsClient } from "./client";
import { readCmsConfig } from "./config";

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

/** A fresh module each time: the "service is down" memory lasts one build. */
const freshSnapshotModule = async () => {
  vi.resetModules();
  return import("./snapshot");
};

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

  it("survives a service that is down: one warning per failed query, built-in copy, later queries skip at once", async () => {
    const { loadContentSnapshot } = await freshSnapshotModule();
    stub.setFault({ mode: "503" });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let done = false;
    const loading = loadContentSnapshot("/", ["hero", "faqs", "sections"], Promise.resolve(client)).finally(
      () => (done = true),
    );
    while (!done) await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();

    expect(await loading).toEqual({ hero: null, faqs: null, sections: null });
    const warnings = vi.mocked(console.warn).mock.calls.map(([line]) => String(line));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/Build: could not load hero for \/: ServiceUnavailable: status 503/);
    expect(warnings[1]).toMatch(/Build: skipped faqs for \//);
    expect(warnings[2]).toMatch(/Build: skipped sections for \//);
    expect(stub.requests).toHaveLength(6);
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
      vi.useFakeTimers({ toFake: ["setTimeout"] });
      let settled = false;
      const loading = loadContentSnapshot("/perks", ["hero", "perks"], Promise.resolve(client), true).finally(
        () => (settled = true),
      );
      loading.catch(() => undefined);
      while (!settled) await vi.advanceTimersByTimeAsync(1000);
      vi.useRealTimers();
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
