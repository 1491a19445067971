import { describe, expect, it } from "vitest";
import { aliasRedirects, paths } from "~/route-paths";
import { site } from "~/site";
import {
  eligibilityEvent,
  eventNames,
  linkEvent,
  measuredReferrer,
  measuredUrl,
  pagePath,
  SEARCH_QUERY_MAX,
  searchEvent,
  vitalEvent,
} from "./analytics-events";
import { calendarFilePath } from "./cohort";
import { buildSignupUrl } from "./signup-url";

const origin = "https://launchpad.example";

describe("the page an event is about", () => {
  it("is one of the site's own paths, trailing slash or not", () => {
    expect(pagePath("/")).toBe("/");
    expect(pagePath(paths.perks)).toBe(paths.perks);
    expect(pagePath(`${paths.perks}/`)).toBe(paths.perks);
    expect(pagePath(Object.keys(aliasRedirects)[0])).toBe(Object.keys(aliasRedirects)[0]);
    // The pages the team publishes: an article, a further page of cards; not a path beneath them.
    expect(pagePath("/knowledge-hub/gst-basics-for-your-first-year/")).toBe(
      "/knowledge-hub/gst-basics-for-your-first-year",
    );
    expect(pagePath("/knowledge-hub/page/3")).toBe("/knowledge-hub/page/3");
    // A landing page the team composed.
    expect(pagePath("/demo-day-2027")).toBe("/demo-day-2027");
    for (const typed of ["/knowledge-hub/Some Name", "/knowledge-hub/a/b", "/knowledge-hub/x.y"]) {
      expect(pagePath(typed)).toBe("/404");
    }
  });

  it("is /404 for any other address, so nothing typed into the address bar is sent", () => {
    expect(pagePath("/priya@example.com")).toBe("/404");
    expect(pagePath("/perks/secret-coupon")).toBe("/404");
  });

  it("is /404 for a page that says there is no page there, even at an address of a published page's shape", () => {
    expect(pagePath("/priya-sharma-pitch-deck", true)).toBe("/404");
    expect(pagePath("/knowledge-hub/my-secret-plan", true)).toBe("/404");
    expect(measuredUrl(origin, "/priya-sharma", "?utm_source=x", true)).toBe(`${origin}/404?utm_source=x`);
  });
});

describe("measuredUrl", () => {
  it("keeps campaign parameters and drops every other part of the query and the fragment", () => {
    const query = "?funding=angels&utm_source=newsletter&stage=mvp&utm_campaign=march&fbclid=x&utm_content=a%20b";
    expect(measuredUrl(origin, paths.eligibility, query)).toBe(
      `${origin}${paths.eligibility}?utm_source=newsletter&utm_campaign=march&utm_content=a+b`,
    );
    expect(measuredUrl(origin, paths.search, "?q=my%20startup%20name")).toBe(`${origin}${paths.search}`);
    expect(measuredUrl(origin, "/", "")).toBe(`${origin}/`);
  });
});

describe("measuredReferrer", () => {
  it("is the other site and its page, without query or fragment", () => {
    expect(measuredReferrer("https://news.example/story?id=42&email=a@b.example#top", origin)).toBe(
      "https://news.example/story",
    );
    expect(measuredReferrer("https://www.google.com/", origin)).toBe("https://www.google.com/");
  });

  it("is nothing for a visit from the site itself, from nowhere, or from something that is not a web page", () => {
    expect(measuredReferrer(`${origin}/perks?x=1`, origin)).toBeUndefined();
    expect(measuredReferrer("", origin)).toBeUndefined();
    expect(measuredReferrer("android-app://com.example/", origin)).toBeUndefined();
  });
});

describe("linkEvent", () => {
  const signupClick = (placement: string, page: string) => ({ name: "Signup Click", props: { placement, page } });

  it("counts a sign-up button with its placement (utm_content) and the page it is on", () => {
    expect(linkEvent(buildSignupUrl("home_hero"), origin, "/")).toEqual(signupClick("home_hero", "/"));
  });

  it("counts an application link on another host built by the same helper as a sign-up", () => {
    const application = buildSignupUrl("infinity_apply", "https://apply.example/infinity");
    expect(linkEvent(application, origin, paths.infinity)).toEqual(signupClick("infinity_apply", paths.infinity));
  });

  it("counts a plain link to the sign-up host as a sign-up of unknown placement", () => {
    expect(linkEvent(site.signup.url, origin, "/")).toEqual(signupClick("unknown", "/"));
  });

  it("counts a link to another site with its address, campaign parameters only", () => {
    expect(linkEvent("https://news.example/bbr/story?ref=abc&utm_source=x#part", origin, "/")).toEqual({
      name: "Outbound Link: Click",
      props: { url: "https://news.example/bbr/story?utm_source=x" },
    });
  });

  it("counts a calendar file by its event", () => {
    expect(linkEvent(`${origin}${calendarFilePath("demo-day")}`, origin, paths.infinity)).toEqual({
      name: "Calendar Download",
      props: { event: "demo-day" },
    });
  });

  it("counts nothing for the site's own pages, e-mail and telephone links, or no address at all", () => {
    expect(linkEvent(`${origin}${paths.perks}`, origin, "/")).toBeNull();
    expect(linkEvent(`${origin}/#faqs`, origin, "/")).toBeNull();
    expect(linkEvent("mailto:hello@nimbus.example", origin, "/")).toBeNull();
    expect(linkEvent("tel:+911234", origin, "/")).toBeNull();
    expect(linkEvent("http://[bad", origin, "/")).toBeNull();
  });
});

describe("eligibilityEvent", () => {
  const all = "funding=venture-capital&stage=mvp&raised=1m-to-10m&fintech=yes&india=yes";

  it("reports the track and whether InFINity would take the founder, never the answers", () => {
    const result = (track: string, infinity: string) => ({ name: "Eligibility Result", props: { track, infinity } });
    expect(eligibilityEvent(`?${all}`)).toEqual(result("vc-funded", "yes"));
    const notTaken = "?funding=bootstrapped&stage=idea&raised=nothing&fintech=no&india=not-yet&utm_source=x";
    expect(eligibilityEvent(notTaken)).toEqual(result("bootstrapped", "no"));
  });

  it("reports nothing until every question has an answer", () => {
    expect(eligibilityEvent("?funding=angels&stage=mvp")).toBeNull();
    expect(eligibilityEvent(`?${all.replace("stage=mvp", "stage=unicorn")}`)).toBeNull();
  });
});

describe("searchEvent", () => {
  it("reports how many pages matched, and not the words when some did", () => {
    expect(searchEvent("upi autopay", 3)).toEqual({ name: "Site Search", props: { results: 3 } });
  });

  it("reports the words of a search that found nothing, tidied and cut to 60 characters", () => {
    expect(searchEvent("  crypto   payroll ", 0)).toEqual({
      name: "Site Search",
      props: { results: 0, query: "crypto payroll" },
    });
    const long = "x".repeat(SEARCH_QUERY_MAX + 25);
    expect(searchEvent(long, 0).props?.query).toBe("x".repeat(60));
  });
});

describe("vitalEvent", () => {
  it("names the vital, says its rating in words and rounds its value: whole milliseconds, CLS to three places", () => {
    expect(vitalEvent({ name: "LCP", value: 2600.4, rating: "needs-improvement" }, "/perks")).toEqual({
      name: eventNames.lcp,
      props: { rating: "needs improvement", value: 2600, page: "/perks" },
    });
    expect(vitalEvent({ name: "INP", value: 520.5, rating: "poor" }, "/")).toEqual({
      name: eventNames.inp,
      props: { rating: "poor", value: 521, page: "/" },
    });
    expect(vitalEvent({ name: "CLS", value: 0.10049, rating: "good" }, "/404")).toEqual({
      name: eventNames.cls,
      props: { rating: "good", value: 0.1, page: "/404" },
    });
  });
});
