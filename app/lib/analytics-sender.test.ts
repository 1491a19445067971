import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "~/route-paths";
import type { SiteEvent, Vital } from "./analytics-events";
import { calendarFilePath } from "./cohort";
import { buildSignupUrl } from "./signup-url";

// web-vitals needs a real browser's performance timeline: here, what it would report is fed to the queue by hand.
const reportWebVitals = vi.fn();
vi.mock("./web-vitals-report", () => ({ reportWebVitals }));

// The queue and the sender keep the page's state in their modules: a fresh pair for every test.
let measure: (event: SiteEvent) => void;
let startMeasuring: typeof import("./analytics-sender").startMeasuring;
let SEARCH_SETTLE_MS: number;

const config = { endpoint: "https://collector.example/api/event", domain: "launchpad.example" };
const origin = window.location.origin;
const fetchMock = vi.fn<typeof fetch>();
let stop: (() => void) | undefined;

/** Every event posted so far, as the collector would read it. */
const posted = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
const namesAndUrls = () => posted().map((event) => [event.name, event.url]);
/** An event as the collector reads it, posted from `url`. */
const postedEvent = (name: string, url: string, props: object) => ({ name, url, domain: config.domain, props });
const answered = (status: number) => fetchMock.mockResolvedValue({ ok: status < 400, status } as Response);

beforeEach(async () => {
  vi.resetModules();
  ({ measure } = await import("./analytics-queue"));
  ({ startMeasuring, SEARCH_SETTLE_MS } = await import("./analytics-sender"));
  fetchMock.mockReset();
  answered(202);
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const start = () => (stop = startMeasuring(config));
const at = (pathname: string, search = "") => measure({ type: "location", pathname, search });
const click = (href: string) => measure({ type: "link", href });

describe("what the sender posts", () => {
  it("posts the first page's pageview once it starts, in Plausible's events API, as a simple request", () => {
    at(paths.perks, "?utm_source=newsletter&coupon=SAVE");
    expect(fetchMock).not.toHaveBeenCalled();
    start();
    const [endpoint, init] = fetchMock.mock.calls[0];
    expect(endpoint).toBe(config.endpoint);
    expect(init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      keepalive: true,
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    expect(posted()).toEqual([
      { name: "pageview", url: `${origin}${paths.perks}?utm_source=newsletter`, domain: config.domain },
    ]);
    expect(Object.keys(posted()[0])).toEqual(["name", "url", "domain"]);
  });

  it("adds the other site a visitor came from, as its origin and path", () => {
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://news.example/story?id=7#top");
    at("/");
    start();
    expect(posted()[0]).toEqual({
      name: "pageview",
      url: `${origin}/`,
      domain: config.domain,
      referrer: "https://news.example/story",
    });
  });

  it("posts a pageview for each client-side navigation, not for a new query on the same page", () => {
    start();
    at("/");
    at(paths.search, "?q=upi");
    at(paths.search, "?q=upi+autopay");
    at(paths.perks);
    at("/", "#faqs");
    expect(namesAndUrls()).toEqual([
      ["pageview", `${origin}/`],
      ["pageview", `${origin}${paths.search}`],
      ["pageview", `${origin}${paths.perks}`],
      ["pageview", `${origin}/`],
    ]);
  });

  it("posts the eligibility result when the checker shows one, and again only when it changes", () => {
    start();
    const complete = "funding=angels&stage=mvp&raised=nothing&fintech=yes&india=yes";
    at(paths.eligibility);
    at(paths.eligibility, "?funding=angels&stage=mvp");
    at(paths.eligibility, `?${complete}`);
    at(paths.eligibility, `?${complete.replace("india=yes", "india=not-yet")}`);
    at(paths.eligibility, `?${complete.replace("fintech=yes", "fintech=no")}`);
    const events = posted();
    expect(events.map((event) => [event.name, event.props])).toEqual([
      ["pageview", undefined],
      ["Eligibility Result", { track: "bootstrapped", infinity: "yes" }],
      ["Eligibility Result", { track: "bootstrapped", infinity: "no" }],
    ]);
    expect(events.every((event) => event.url === `${origin}${paths.eligibility}`)).toBe(true);
  });

  it("tells sign-up, outbound and calendar clicks apart, each with the page it was on", () => {
    start();
    at(paths.infinity, "?utm_campaign=spring");
    click(buildSignupUrl("infinity_hero"));
    click("https://news.example/bbr/infinity-bootcamp");
    click(`${origin}${calendarFilePath("bootcamp")}`);
    click(`${origin}${paths.perks}`);
    const url = `${origin}${paths.infinity}?utm_campaign=spring`;
    expect(posted().slice(1)).toEqual([
      postedEvent("Signup Click", url, { placement: "infinity_hero", page: paths.infinity }),
      postedEvent("Outbound Link: Click", url, { url: "https://news.example/bbr/infinity-bootcamp" }),
      postedEvent("Calendar Download", url, { event: "bootcamp" }),
    ]);
  });

  it("posts a video started", () => {
    start();
    at(paths.knowledgeHub);
    measure({ type: "video-play", video: "abc123" });
    expect(posted().at(-1)).toEqual(postedEvent("Video Play", `${origin}${paths.knowledgeHub}`, { video: "abc123" }));
  });
});

describe("a search", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    start();
    at("/");
  });
  const searches = () => posted().filter((event) => event.name === "Site Search");

  it("counts once, when the visitor has stopped typing, with its result count and not its words", () => {
    measure({ type: "search", query: "fu", results: 5 });
    vi.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    measure({ type: "search", query: "funding", results: 2 });
    vi.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    expect(searches()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(searches().map((event) => event.props)).toEqual([{ results: 2 }]);
  });

  it("reports the words of a search that found nothing, and the same search only once", () => {
    measure({ type: "search", query: " crypto payroll ", results: 0 });
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    measure({ type: "search", query: "Crypto Payroll", results: 0 });
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    expect(searches().map((event) => event.props)).toEqual([{ results: 0, query: "crypto payroll" }]);
  });

  it("counts a settling search at once when a result is followed to another page, on the page it was made on", () => {
    measure({ type: "search", query: "perks", results: 4 });
    at(paths.perks);
    expect(namesAndUrls()).toEqual([
      ["pageview", `${origin}/`],
      ["Site Search", `${origin}/`],
      ["pageview", `${origin}${paths.perks}`],
    ]);
  });

  it("counts a settling search at once when the page is hidden (the visitor leaves)", () => {
    measure({ type: "search", query: "gst", results: 1 });
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(searches()).toHaveLength(1);
  });
});

describe("a collector that fails", () => {
  it.each([
    ["answers 500", () => answered(500), "answered 500"],
    ["cannot be reached", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch")), "could not be reached"],
  ])("%s: one warning, and nothing more is sent from the page", async (_, fault, reason) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fault();
    start();
    at("/");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0][0]).toContain(reason);
    at(paths.perks);
    click("https://news.example/a");
    measure({ type: "video-play", video: "v" });
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("stopping", () => {
  it("leaves the app's events waiting once stopped", () => {
    start();
    at("/");
    stop?.();
    click("https://news.example/a");
    measure({ type: "video-play", video: "v" });
    expect(posted()).toHaveLength(1);
  });
});

describe("founders' own speed", () => {
  const vital = (pathname: string, name: Vital["name"], value: number, rating: Vital["rating"]) =>
    measure({ type: "vital", vital: { name, value, rating }, pathname });

  it("starts web-vitals with the sender, and posts each vital for its page view with its rating", async () => {
    at(paths.eligibility, "?funding=bootstrapped&utm_source=mail");
    start();
    await vi.waitFor(() => expect(reportWebVitals).toHaveBeenCalled());
    vital(paths.eligibility, "LCP", 1234.56, "needs-improvement");
    vital(paths.eligibility, "CLS", 0.04567, "good");
    const url = `${origin}${paths.eligibility}?utm_source=mail`;
    expect(posted().slice(1)).toEqual([
      postedEvent("Web Vital: LCP", url, { rating: "needs improvement", value: 1235, page: paths.eligibility }),
      postedEvent("Web Vital: CLS", url, { rating: "good", value: 0.046, page: paths.eligibility }),
    ]);
  });

  it("posts an earlier page view's vitals at that page, not the one shown now", () => {
    start();
    at(paths.perks);
    at(paths.toolkits);
    vital(paths.perks, "INP", 88, "good");
    expect(posted().at(-1)).toMatchObject({ url: `${origin}${paths.perks}`, props: { page: paths.perks } });
  });

  it("reports the 404 page's vitals as /404, never at the address typed, and drops a view it never saw", () => {
    start();
    measure({ type: "location", pathname: "/founders-weak", search: "", missing: true });
    vital("/founders-weak", "LCP", 900, "good");
    vital("/never-shown", "LCP", 900, "good");
    expect(posted().slice(1)).toEqual([
      expect.objectContaining({ url: `${origin}/404`, props: { rating: "good", value: 900, page: "/404" } }),
    ]);
  });
});
