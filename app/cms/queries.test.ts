// @vitest-environment node
import { createClient } from "contentful";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCmsStub, STUB_PREVIEW_TOKEN, STUB_SPACE, STUB_TOKEN } from "../../tests/stubs/cms-stub.mjs";
import type { SitePath } from "~/route-paths";
import { clientOptions, RETRY_LIMIT, type CmsClient } from "./client";
import { readCmsConfig, type CmsConfig } from "./config";
import { formatCmsError, MalformedResponseError } from "./errors";
import type { ContentKind } from "./content-kinds";
import { fetchContent } from "./queries";

/** The real SDK against the local stub over real HTTP. */
const stub = createCmsStub();
let config: CmsConfig;
let client: CmsClient;

const fixture = (contentType: string, id: string, fields: Record<string, unknown>) => ({ contentType, id, fields });
/** An active entry of a page. */
const onPage = (contentType: string, id: string, pageSlug: string, fields: Record<string, unknown>) =>
  fixture(contentType, id, { pageSlug, isActive: true, ...fields });
const hero = (id: string, pageSlug: string, title: string) => onPage("heroSection", id, pageSlug, { title });
const section = (id: string, pageSlug: string, sectionName: string, heading: string) =>
  onPage("pageSection", id, pageSlug, { sectionName, heading });
const article = (id: string, blogId: number, title: string, slug: string) =>
  onPage("blogArticle", id, "/knowledge-hub", { blogId, title, slug });
const lastQuery = () => stub.requests.at(-1)!.query;

/** One kind of content for a page (the page matters only to page kinds). */
const fetchKind = <Kind extends ContentKind>(from: CmsClient, kind: Kind, path = "/", assetOrigin?: string) =>
  fetchContent(from, { kind, path: path as SitePath }, assetOrigin);

/** Runs a call while fast-forwarding the SDK's retry waits (real sockets, fake clock). */
async function withFastRetries<T>(call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  let settled = false;
  const result = call().finally(() => (settled = true));
  while (!settled) await vi.advanceTimersByTimeAsync(1000);
  vi.useRealTimers();
  return result;
}

beforeAll(async () => {
  const url = await stub.listen();
  config = readCmsConfig({
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
    CONTENTFUL_HOST: url,
  })!;
  client = createClient(clientOptions(config));
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.setFault(null);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("queries, with the exact filters of spec section 7", () => {
  it("asks for one active hero of the page, links two levels deep, with the token as a bearer header", async () => {
    stub.setEntries([hero("h1", "/perks", "Perks!")]);
    expect(await fetchKind(client, "hero", "/perks")).toEqual({ title: "Perks!" });
    expect(lastQuery()).toEqual({
      content_type: "heroSection",
      "fields.pageSlug": "/perks",
      "fields.isActive": "true",
      limit: "1",
      include: "2",
    });
    expect(stub.requests.at(-1)!.authorization).toBe(`Bearer ${STUB_TOKEN}`);
    expect(stub.requests.at(-1)!.path).toBe(`/spaces/${STUB_SPACE}/environments/master/entries`);
  });

  it("asks for active FAQ items ordered by their order field, and returns them in that order", async () => {
    stub.setEntries([
      onPage("faqItem", "f2", "/", { order: 2, question: "Second?", answer: "B" }),
      onPage("faqItem", "f1", "/", { order: 1, question: "First?", answer: "A" }),
      onPage("faqItem", "f3", "/", { isActive: false, order: 0, question: "Hidden?", answer: "C" }),
    ]);
    expect(await fetchKind(client, "faqs", "/")).toEqual([
      { question: "First?", answer: "A" },
      { question: "Second?", answer: "B" },
    ]);
    expect(lastQuery()).toMatchObject({ content_type: "faqItem", order: "fields.order", include: "2" });
  });

  it("asks for a page's sections and reads them by name", async () => {
    stub.setEntries([section("s1", "/", "about", "H")]);
    expect(await fetchKind(client, "sections", "/")).toEqual([{ sectionName: "about", heading: "H", subheading: "" }]);
    expect(lastQuery()).toMatchObject({ content_type: "pageSection", "fields.pageSlug": "/", include: "2" });
  });

  it("asks for every article under /knowledge-hub by default, ordered by blogId", async () => {
    stub.setEntries([article("b2", 2, "Two", "two"), article("b1", 1, "One", "one")]);
    expect((await fetchKind(client, "articles"))?.map((article) => article.title)).toEqual(["One", "Two"]);
    // Each becomes a page: all of them, not the service's first hundred.
    expect(lastQuery()).toMatchObject({ "fields.pageSlug": "/knowledge-hub", order: "fields.blogId", limit: "1000" });
  });

  it("gives an address to the first article asking for it and skips a later one, naming both", async () => {
    stub.setEntries([
      article("b1", 1, "One", "same"),
      article("b2", 2, "Two", "same"),
      article("b3", 3, "Three", "three"),
    ]);
    expect((await fetchKind(client, "articles"))?.map((article) => article.slug)).toEqual(["same", "three"]);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/blogArticle b2 has no usable slug \(\/knowledge-hub\/same is "One"\); skipped/),
    );
  });

  it("asks for a page's alias slugs too, and lets the canonical slug win", async () => {
    stub.setEntries([
      hero("alias", "/infinity", "From the alias"),
      hero("canonical", "/infinity-program", "Canonical"),
      section("a", "/infinity", "why", "Alias why"),
      section("b", "/infinity", "only", "Alias only"),
      section("c", "/infinity-program", "why", "Why"),
    ]);
    expect(await fetchKind(client, "hero", "/infinity-program")).toEqual({ title: "Canonical" });
    expect(lastQuery()).toMatchObject({ "fields.pageSlug[in]": "/infinity-program,/infinity", limit: "2" });
    const sections = await fetchKind(client, "sections", "/infinity-program");
    expect(sections?.map((section) => section.heading)).toEqual(["Why", "Alias only"]);
  });

  it("uses an alias's entries when the canonical slug has none", async () => {
    stub.setEntries([hero("alias", "/bootstrapped", "Alias hero")]);
    expect(await fetchKind(client, "hero", "/bootstrapped-startups")).toEqual({ title: "Alias hero" });
  });

  it("warns and gives no override when there are no entries, naming the slug for articles", async () => {
    stub.setEntries([]);
    expect(await fetchKind(client, "hero", "/perks")).toBeNull();
    expect(await fetchKind(client, "articles")).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/No active heroSection entries for \/perks/));
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/No active blogArticle entries for \/knowledge-hub/),
    );
  });
});

describe("the lists the marketing team edits", () => {
  const logo = { sys: { type: "Link", linkType: "Asset", id: "logo-1" } };
  const asset = (id: string, file: string, contentType: string, width: number, height: number) => ({
    contentType: "Asset",
    id,
    fields: { title: id, file: { url: `/__assets/${file}`, contentType, details: { image: { width, height } } } },
  });
  const perk = (id: string, order: number, extra: Record<string, unknown> = {}) =>
    fixture("partnerPerk", id, {
      isActive: true,
      order,
      name: `Partner ${id}`,
      offer: "10% off",
      description: "An offer.",
      ctaText: "Claim",
      ...extra,
    });

  it("asks for active entries in the editors' order, links two levels deep", async () => {
    stub.setEntries([perk("b", 2), perk("a", 1), perk("c", 0, { isActive: false })]);
    expect((await fetchKind(client, "perks"))?.map((item) => item.name)).toEqual(["Partner a", "Partner b"]);
    expect(lastQuery()).toEqual({
      content_type: "partnerPerk",
      "fields.isActive": "true",
      order: "fields.order",
      include: "2",
    });
  });

  it("resolves a logo to its asset on the asset host, with the file's own size", async () => {
    // The stub serves its own pictures, as the image host would: `//<stub host>/__assets/...`.
    const origin = `http://${config.host}`;
    stub.setEntries([perk("a", 1, { logo }), asset("logo-1", "partner-logo.svg", "image/svg+xml", 200, 48)]);
    const [mapped] = (await fetchKind(client, "perks", "/", origin))!;
    expect(mapped.logo).toEqual({
      src: `${origin}/__assets/partner-logo.svg`,
      alt: "Partner a logo",
      width: 200,
      height: 48,
      resizable: false,
    });
  });

  it("reads people, a page's news (alias slugs too) and a page's videos by placement", async () => {
    const person = (type: string, id: string) =>
      fixture(type, id, { isActive: true, name: `Name ${id}`, title: "Title", linkedin: "https://x.example/in/p" });
    stub.setEntries([
      person("mentor", "m1"),
      person("consultant", "c1"),
      onPage("newsLink", "n1", "/infinity", { publication: "P", title: "Alias news", url: "/perks" }),
      onPage("video", "v1", "/community", { placement: "amas", videoId: "abcdef123", title: "An AMA" }),
      onPage("video", "v2", "/community", { placement: "amas", videoId: "abcdef456", title: "Second" }),
    ]);
    expect((await fetchKind(client, "mentors"))?.map((item) => item.name)).toEqual(["Name m1"]);
    expect((await fetchKind(client, "consultants"))?.map((item) => item.name)).toEqual(["Name c1"]);
    expect((await fetchKind(client, "news", "/infinity-program"))?.map((item) => item.headline)).toEqual([
      "Alias news",
    ]);
    expect(lastQuery()).toMatchObject({ "fields.pageSlug[in]": "/infinity-program,/infinity" });
    expect(await fetchKind(client, "videos", "/community")).toEqual({
      amas: [
        { id: "abcdef123", title: "An AMA" },
        { id: "abcdef456", title: "Second" },
      ],
    });
  });

  it("keeps the built-in list, with a warning, when no entry is usable", async () => {
    stub.setEntries([perk("a", 1, { offer: "" })]);
    expect(await fetchKind(client, "perks")).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/No usable active partnerPerk entries; keeping the built-in list/),
    );
  });

  it("shows drafts to a preview build only, as the Preview API does", async () => {
    stub.setEntries([perk("published", 1), { ...perk("draft", 2), draft: true }]);
    const preview = createClient(clientOptions({ ...config, accessToken: STUB_PREVIEW_TOKEN, preview: true }));
    expect((await fetchKind(client, "perks"))?.map((item) => item.name)).toEqual(["Partner published"]);
    expect((await fetchKind(preview, "perks"))?.map((item) => item.name)).toEqual([
      "Partner published",
      "Partner draft",
    ]);
  });
});

describe("the client's rules", () => {
  it("is configured with the spec's timeout and retries", () => {
    expect(clientOptions(config)).toMatchObject({ timeout: 30000, retryLimit: 5, retryOnError: true });
    expect(RETRY_LIMIT).toBe(5);
  });

  it("needs a space and an access token", () => {
    expect(() => createClient({ ...clientOptions(config), space: "" })).toThrow(/space/);
    expect(() => createClient({ ...clientOptions(config), accessToken: "" })).toThrow(/accessToken/);
  });

  it("refuses a locale of * and object values as query parameters, before any request", async () => {
    await expect(client.getEntries({ locale: "*" })).rejects.toThrow(/locale='\*'/);
    await expect(client.getEntries({ "fields.pageSlug": { nested: true } } as never)).rejects.toThrow(
      /Objects are not supported/,
    );
    expect(stub.requests).toHaveLength(0);
  });

  it.each([
    ["retries a 500 and then succeeds", { mode: "500" as const, times: 1 }, [500, 200]],
    [
      "waits out a 429 for the X-Contentful-RateLimit-Reset seconds, then succeeds",
      { mode: "429" as const, times: 2, resetSeconds: 3 },
      [429, 429, 200],
    ],
  ])("%s", async (_, fault, codes) => {
    stub.setEntries([hero("h1", "/", "Eventually")]);
    stub.setFault(fault);
    expect(await withFastRetries(() => fetchKind(client, "hero", "/"))).toEqual({ title: "Eventually" });
    expect(stub.requests.map((request) => request.answered)).toEqual(codes);
  });

  it("gives up after the first request and 5 retries on a service that keeps failing", async () => {
    stub.setFault({ mode: "503" });
    const failure = await withFastRetries(() => fetchKind(client, "hero", "/").catch((error: unknown) => error));
    expect(stub.requests).toHaveLength(1 + RETRY_LIMIT);
    expect(formatCmsError(failure)).toMatch(
      /^ServiceUnavailable: status 503 Service Unavailable, message "Service unavailable\.", request id stub-/,
    );
  });

  it("reports a missing entry as NotFound with its message and details", async () => {
    const failure = await client.getEntry("no-such-entry").catch((error: unknown) => error);
    expect(formatCmsError(failure)).toMatch(
      /^NotFound: message "The resource could not be found.", details \{.*"id":"no-such-entry".*\}/,
    );
  });

  it("reports an unreachable service as a Network Error", async () => {
    const offline = createClient(clientOptions({ ...config, host: "127.0.0.1:9", timeoutMs: 2000 }));
    const failure = await withFastRetries(() => fetchKind(offline, "hero", "/").catch((error: unknown) => error));
    expect(formatCmsError(failure)).toMatch(/Network Error|ECONNREFUSED/);
  });

  it("times out a slow answer", async () => {
    const impatient = createClient({ ...clientOptions({ ...config, timeoutMs: 200 }), retryLimit: 0 });
    stub.setFault({ mode: "slow", delayMs: 1500, times: 1 });
    const failure = await impatient.getEntries({ content_type: "heroSection" }).catch((error: unknown) => error);
    expect(formatCmsError(failure)).toMatch(/timeout of 200ms exceeded/);
  });

  it("rejects a malformed body as a MalformedResponse", async () => {
    stub.setFault({ mode: "malformed", times: 1 });
    await expect(fetchKind(client, "hero", "/")).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it("reports a wrong token as AccessTokenInvalid", async () => {
    const wrong = createClient({ ...clientOptions(config), accessToken: "wrong", retryLimit: 0 });
    const failure = await wrong.getEntries({ content_type: "heroSection" }).catch((error: unknown) => error);
    expect((failure as Error).name).toBe("AccessTokenInvalid");
  });
});
