// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCmsStub, STUB_SPACE, STUB_TOKEN } from "../../tests/stubs/cms-stub.mjs";
import { createClient } from "contentful";
import { buildQueryBudget, clientOptions, PRERENDER_REQUEST_TIMEOUT_MS, probeOptions, type CmsClient } from "./client";
import { readCmsConfig, type CmsConfig } from "./config";
import { contentFaults, faultWarnings, forgetContentFaults } from "./content-faults";
import type { ContentKind, ContentPath } from "./content-kinds";

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
/** What the stub's entries become on a page. */
const published = { hero: { title: "Baked hero" }, faqs: [{ question: "Q?", answer: "A." }] };
let config: CmsConfig;
/** The build's own clients (./client.ts): the one that asks, with the build's retries, and the probe. */
let client: Promise<CmsClient>;
let probe: Promise<CmsClient>;

/** Fresh each time, as each copy of the app's code in a build is; faults live in ./content-faults.ts. */
const freshSnapshotModule = async () => {
  vi.resetModules();
  return import("./snapshot");
};
/** Each test's own fresh module, and a page's kinds asked through it with the build's clients. */
let snapshot: Awaited<ReturnType<typeof freshSnapshotModule>>;
const load = (path: ContentPath, kinds: ContentKind[], from = snapshot) =>
  from.loadContentSnapshot(path, kinds, client, probe);

/** The clients' requests sent and not yet answered, counted by the SDK's own request and response hooks. */
let inFlight = 0;
const counted = { requestLogger: () => (inFlight += 1), responseLogger: () => (inFlight -= 1) };
const realSetTimeout = globalThis.setTimeout;
const realTick = () => new Promise((resolve) => realSetTimeout(resolve, 5));

/**
 * Plays the SDK's retry waits out on a fake clock, jumping only while no request is out so no
 * request's timeout passes in a jump (the deadline keeps real time: ./errors.ts).
 */
async function withRetriesPlayedOut<T>(load: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  let settled = false;
  const loading = load().finally(() => (settled = true));
  loading.catch(() => undefined);
  while (!settled) {
    await realTick();
    if (inFlight === 0) await vi.advanceTimersToNextTimerAsync();
  }
  vi.useRealTimers();
  return loading;
}

const warnings = () => vi.mocked(console.warn).mock.calls.map(([line]) => String(line));

const stubEnv = { CONTENTFUL_SPACE_ID: STUB_SPACE, CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN };
/** The service the deadline test's clients ask, and go on asking after it. */
const abandoned = createCmsStub({ fixtures: [] });

beforeAll(async () => {
  config = readCmsConfig({ ...stubEnv, CONTENTFUL_HOST: await stub.listen() })!;
  // The build's clients (./client.ts), their requests counted.
  client = Promise.resolve(createClient({ ...clientOptions(config, "build"), ...counted }));
  probe = Promise.resolve(createClient({ ...probeOptions(config), ...counted }));
});
afterAll(() => Promise.all([stub.close(), abandoned.close()]));
beforeEach(async () => {
  forgetContentFaults();
  inFlight = 0;
  stub.setFault(null);
  stub.requests.length = 0;
  vi.restoreAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  snapshot = await freshSnapshotModule();
});

/** Each request the stub answered, as "contentType status" ("entries" for the probe's). */
const answered = () =>
  stub.requests.map(({ query, answered: status }) => `${query.content_type ?? "entries"} ${status}`);

describe("the build's query budget", () => {
  it("fits a page's query, its retries and the probe after it inside React Router's prerender limit", () => {
    const { retryLimit, deadlineMs, probeTimeoutMs } = buildQueryBudget;
    // A page's kinds are asked together: the page takes one query's budget, then one probe.
    expect(deadlineMs + probeTimeoutMs).toBeLessThanOrEqual(PRERENDER_REQUEST_TIMEOUT_MS - 2_000);
    // After 5xx answers the SDK waits sqrt(2)^n s plus at most 0.7 s before retry n: its own
    // retries end before the deadline, which only a slow or rate-limited service reaches.
    const backOffMs = Array.from({ length: retryLimit }, (_, n) => Math.SQRT2 ** (n + 1) * 1000 + 700);
    expect(backOffMs.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(deadlineMs - 500);
    expect(clientOptions(config, "build")).toMatchObject({ retryLimit, timeout: deadlineMs, retryOnError: true });
  });

  it("gives up, at the deadline, a type whose service never answers or asks for a minute's wait", async () => {
    // Real time: the deadline is what is proved. Its own stub: the SDK keeps retrying after the
    // test ends, and those requests must not land among a later test's.
    abandoned.setFault([
      { mode: "slow", delayMs: 60_000, contentType: "heroSection" },
      { mode: "429", resetSeconds: 60, contentType: "faqItem" },
    ]);
    const own = readCmsConfig({ ...stubEnv, CONTENTFUL_HOST: await abandoned.listen() })!;
    const [ownClient, ownProbe] = [clientOptions(own, "build"), probeOptions(own)].map((options) =>
      Promise.resolve(createClient(options)),
    );
    expect(await snapshot.loadContentSnapshot("/", ["hero", "faqs", "meta"], ownClient, ownProbe)).toEqual({
      hero: null,
      faqs: null,
      meta: null,
    });
    const within = `within ${buildQueryBudget.deadlineMs / 1000} s, retries included`;
    expect(contentFaults()).toMatchObject({
      outage: null,
      types: {
        hero: { error: `NoAnswerInTime: no answer to hero for / ${within}` },
        faqs: { error: `NoAnswerInTime: no answer to FAQ for / ${within}` },
      },
    });
  }, 15_000);
});

describe("build-time content snapshot", () => {
  it("asks nothing when no content service is configured", async () => {
    expect(await snapshot.loadContentSnapshot("/", ["hero", "faqs"], null)).toEqual({});
    expect(stub.requests).toHaveLength(0);
  });

  it("carries the page's entries into the prerendered HTML", async () => {
    expect(await load("/", ["hero", "faqs", "sections"])).toEqual({ ...published, sections: null });
  });

  // A page type, a list, the articles, the landing pages and the FAQs, each failing alone in each way.
  const types = [
    { kind: "hero", contentType: "heroSection", name: "hero", other: "faqs" },
    { kind: "perks", contentType: "partnerPerk", name: "partner perks", other: "hero" },
    { kind: "articles", contentType: "blogArticle", name: "articles", other: "hero" },
    { kind: "landingPages", contentType: "landingPage", name: "landing pages", other: "hero" },
    { kind: "faqs", contentType: "faqItem", name: "FAQ", other: "hero" },
  ] as const;
  describe.each(types)("$contentType failing alone", ({ kind, contentType, name, other }) => {
    it.each([
      ["500", { mode: "500" as const }, /InternalServerError: status 500/],
      ["429 past its retries", { mode: "429" as const, resetSeconds: 1 }, /RateLimitExceeded: status 429/],
      ["a malformed body", { mode: "malformed" as const }, /MalformedResponse/],
    ])("(%s) shows its built-in copy on every page, asked once; the rest as published", async (_, fault, error) => {
      stub.setFault({ ...fault, contentType });
      const home = await withRetriesPlayedOut(() => load("/", [kind, other]));
      expect(home).toEqual({ [kind]: null, [other]: published[other] });
      // The next pages asking for it are built without asking.
      for (const path of ["/perks", "/community"] as const) {
        expect(await load(path, [kind])).toEqual({ [kind]: null });
      }
      const asked = answered().filter((line) => line.startsWith(contentType));
      expect(asked).toHaveLength(fault.mode === "malformed" ? 1 : buildQueryBudget.retryLimit + 1);
      expect(answered()).toContain("entries 200");
      expect(contentFaults().outage).toBeNull();
      expect(contentFaults().types[kind]?.error).toMatch(error);
      // Nothing said yet: the build's end says it once, naming every page built without it.
      expect(warnings()).toEqual([]);
      expect(faultWarnings(contentFaults())).toEqual([
        `[cms] Build: ${name} (${contentType}) could not be read (${contentFaults().types[kind]?.error}); these pages show its built-in copy, the team's other content as published: /, /perks, /community.`,
      ]);
    });
  });

  it("survives a service that is down: one warning naming its error at once, built-in copy, nothing more asked", async () => {
    stub.setFault({ mode: "503" });
    const loading = withRetriesPlayedOut(() => load("/", ["hero", "faqs", "sections"]));
    expect(await loading).toEqual({ hero: null, faqs: null, sections: null });
    expect(warnings()).toEqual([
      expect.stringMatching(
        /^\[cms\] Build: the content service could not be read \((hero|FAQ|page sections) for \/: ServiceUnavailable: status 503.*\)\. This build goes on with the built-in copy and asks the service nothing more\.$/,
      ),
    ]);
    expect(contentFaults()).toMatchObject({
      outage: expect.stringMatching(/ServiceUnavailable: status 503/),
      types: {},
    });
    const asked = stub.requests.length;
    expect(await load("/perks", ["hero", "perks"])).toEqual({ hero: null, perks: null });
    expect(stub.requests).toHaveLength(asked);
    expect(faultWarnings(contentFaults())).toEqual([]);
  });

  it("takes a rate limit on every question as an outage, waiting the reset the service names", async () => {
    stub.setFault({ mode: "429", resetSeconds: 2 });
    expect(await withRetriesPlayedOut(() => load("/perks", ["hero"]))).toEqual({ hero: null });
    expect(warnings()).toEqual([
      expect.stringMatching(/could not be read \(hero for \/perks: RateLimitExceeded: status 429.*built-in copy/),
    ]);
    // The query and its retries, then the probe's one question.
    expect(answered()).toEqual([...Array(buildQueryBudget.retryLimit + 1).fill("heroSection 429"), "entries 429"]);
  });

  it("remembers the outage for the whole build: the next copy of the app's code asks nothing and says nothing", async () => {
    // The test's own module: the published-pages step's copy of the code.
    stub.setFault({ mode: "500" });
    await withRetriesPlayedOut(() => load("/knowledge-hub", ["articles"]));
    expect(warnings()).toEqual([expect.stringMatching(/articles: InternalServerError: status 500/)]);
    const asked = stub.requests.length;

    // The server bundle, prerendering: no clock to play out, every query answered at once.
    const prerender = await freshSnapshotModule();
    expect(await load("/", ["announcements"], prerender)).toEqual({ announcements: null });
    expect(await load("/", ["meta", "hero", "faqs"], prerender)).toEqual({ meta: null, hero: null, faqs: null });
    expect(stub.requests).toHaveLength(asked);
    expect(warnings()).toHaveLength(1);
    expect(contentFaults().skipped).toBe(4);
  });

  it("warns once when a page's loaders find the service down together", async () => {
    stub.setFault({ mode: "500" });
    const both = await withRetriesPlayedOut(() => Promise.all([load("/", ["announcements"]), load("/", ["hero"])]));
    expect(both).toEqual([{ announcements: null }, { hero: null }]);
    expect(warnings()).toHaveLength(1);
    expect(contentFaults().skipped).toBe(1);
  });

  it("asks each query once per build: a page's twice-rendered HTML and every page showing a site-wide list share it", async () => {
    for (const path of ["/infinity-program", "/infinity-program", "/eligibility"] as const)
      await load(path, ["hero", "programmeCohort"]);
    // One hero per page, one cohort for both.
    const asked = stub.requests.map((request) => request.query.content_type).sort();
    expect(asked).toEqual(["heroSection", "heroSection", "programmeCohort"]);
  });

  it("takes a token the service refuses, the probe's too, as the whole service refusing", async () => {
    const refusing = readCmsConfig({
      CONTENTFUL_SPACE_ID: STUB_SPACE,
      CONTENTFUL_DELIVERY_TOKEN: "not-the-token",
      CONTENTFUL_HOST: `http://${config.host}`,
    })!;
    vi.resetModules();
    const { getCmsClient, getCmsProbe } = await import("./client");
    const { loadContentSnapshot } = await import("./snapshot");
    expect(await loadContentSnapshot("/", ["hero"], getCmsClient(refusing), getCmsProbe(refusing))).toEqual({
      hero: null,
    });
    expect(contentFaults().outage).toMatch(/hero for \/: AccessTokenInvalid: status 401/);
  });
});
