import type { Page } from "@playwright/test";
import { addToCalendarText } from "../../app/content/infinity";
import { eligibilityQuestions } from "../../app/content/eligibility";
import { expertVideos } from "../../app/content/knowledge-hub";
import { howToClaimCta } from "../../app/content/perks";
import { searchText } from "../../app/content/search";
import { footer, measurementNotice } from "../../app/content/shared";
import type { Answers, QuestionId } from "../../app/lib/eligibility";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { analyticsE2e } from "./analytics-settings.mjs";
import { expect, test } from "./collector";
import { policyViolations, recordPolicyViolations } from "./policy-violations";
import { axeViolations, firstLoadModules, rendered, visit } from "./fixtures";

/**
 * Measurement (issue 22) on build-analytics/ against the collector stub: each event of the issue's
 * table with its exact props, and what is never sent. tests/e2e/collector.ts gives each test its own
 * events and checks that no address kept a query beyond campaign parameters.
 */

const siteUrl = analyticsE2e.siteUrl;
const collectorHost = new URL(analyticsE2e.endpoint).host;
const eligibilityLinkLabel = footer.resources.find((link) => link.href === paths.eligibility)!.label;

/** The sign-up host and the other sites a click opens, offline: a page of our own at their addresses. */
test.beforeEach(async ({ context }) => {
  for (const host of [site.signup.url, "https://www.linkedin.com", "https://news.example", site.videoEmbedOrigin]) {
    await context.route(`${new URL(host).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>elsewhere</title>" }),
    );
  }
});

async function followToNewTab(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await popup.close();
}

test.describe("pageviews", { tag: "@any-width" }, () => {
  test("one when a page loads, with nothing but campaign parameters of its address", async ({ page, collector }) => {
    await visit(page, "/?utm_source=newsletter&utm_medium=email&ref=partner&email=founder%40example.com#faqs");
    await collector.expectEvents("pageview", [
      { name: "pageview", url: `${siteUrl}/?utm_source=newsletter&utm_medium=email`, domain: analyticsE2e.domain },
    ]);
    const [pageview] = await collector.named("pageview");
    expect(Object.keys(pageview)).toEqual(["name", "url", "domain"]);
  });

  test("one for each client-side navigation, and none for a new query on the same page", async ({
    page,
    collector,
  }) => {
    await visit(page, "/");
    await collector.expectEvents("pageview", [{ url: `${siteUrl}/` }]);
    // Set on the window: still there after the navigations proves they were the app's own.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}${paths.perks}`);
    await page.getByRole("contentinfo").getByRole("link", { name: eligibilityLinkLabel }).click();
    await expect(page).toHaveURL(`${siteUrl}${paths.eligibility}`);
    await page
      .getByRole("group", { name: eligibilityQuestions.funding.legend })
      .getByRole("radio", { name: eligibilityQuestions.funding.options.bootstrapped })
      .check();
    await expect(page).toHaveURL(`${siteUrl}${paths.eligibility}?funding=bootstrapped`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}${paths.perks}`);
    await collector.expectEvents("pageview", [
      { url: `${siteUrl}/` },
      { url: `${siteUrl}${paths.perks}` },
      { url: `${siteUrl}${paths.eligibility}` },
      { url: `${siteUrl}${paths.perks}` },
    ]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a visitor from another site brings its address, without query, as the referrer", async ({
    page,
    collector,
  }) => {
    await visit(page, paths.toolkits, { referer: "https://news.example/founder-ledger/story?id=42" });
    await collector.expectEvents("pageview", [{ url: `${siteUrl}${paths.toolkits}` }]);
    const [pageview] = await collector.named("pageview");
    expect(pageview.referrer).toMatch(/^https:\/\/news\.example\//);
    expect(pageview.referrer).not.toContain("?");
  });

  test("an address the site does not have is reported as /404, not as typed", async ({ page, collector }) => {
    await visit(page, "/founder-priya-at-example-com?utm_campaign=typo");
    await collector.expectEvents("pageview", [{ url: `${siteUrl}/404?utm_campaign=typo` }]);
  });
});

test.describe("the events of the table", { tag: "@any-width" }, () => {
  test("Signup Click: the button's placement (utm_content) and the page", async ({ page, collector }) => {
    await visit(page, paths.perks);
    await followToNewTab(page, page.getByRole("main").getByRole("link", { name: new RegExp(`^${howToClaimCta}`) }));
    await collector.expectEvents("Signup Click", [
      {
        url: `${siteUrl}${paths.perks}`,
        domain: analyticsE2e.domain,
        props: { placement: "perks_how_to_claim", page: paths.perks },
      },
    ]);
  });

  test("Outbound Link: Click: the other site's address", async ({ page, collector }) => {
    await visit(page, "/");
    const linkedIn = site.social.find((profile) => profile.network === "LinkedIn")!;
    await followToNewTab(
      page,
      page.getByRole("contentinfo").getByRole("link", { name: footer.socialProfile(linkedIn.network) }),
    );
    await collector.expectEvents("Outbound Link: Click", [{ url: `${siteUrl}/`, props: { url: linkedIn.href } }]);
    // A link to another site is not a sign-up, and a sign-up is not an outbound link.
    expect(await collector.named("Signup Click")).toEqual([]);
  });

  test("Eligibility Result: the track and InFINity, when the checker shows a result and when it changes", async ({
    page,
    collector,
  }) => {
    await visit(page, paths.eligibility);
    const answers: Answers = {
      funding: "venture-capital",
      stage: "paying-customers",
      raised: "1m-to-10m",
      fintech: "yes",
      india: "yes",
    };
    const choose = async <Q extends QuestionId>(question: Q, value: Answers[Q]) =>
      page
        .getByRole("group", { name: eligibilityQuestions[question].legend })
        .getByRole("radio", {
          name: (eligibilityQuestions[question].options as Record<string, string>)[value],
          exact: true,
        })
        .check();
    for (const [question, value] of Object.entries(answers)) await choose(question as QuestionId, value as never);
    await collector.expectEvents("Eligibility Result", [{ props: { track: "vc-funded", infinity: "yes" } }]);
    await choose("fintech", "no");
    await collector.expectEvents("Eligibility Result", [
      { props: { track: "vc-funded", infinity: "yes" } },
      { props: { track: "vc-funded", infinity: "no" } },
    ]);
    // The answers are in the page's address, never in what was sent.
    expect(new URL(page.url()).searchParams.get("fintech")).toBe("no");
    for (const event of await collector.events()) expect(event.url).toBe(`${siteUrl}${paths.eligibility}`);
  });

  test("Eligibility Result: a shared link with every answer shows its result, and counts it", async ({
    page,
    collector,
  }) => {
    await visit(page, `${paths.eligibility}?funding=bootstrapped&stage=idea&raised=nothing&fintech=yes&india=yes`);
    await collector.expectEvents("Eligibility Result", [
      { url: `${siteUrl}${paths.eligibility}`, props: { track: "bootstrapped", infinity: "no" } },
    ]);
  });

  test("Calendar Download: the event whose file was taken", async ({ page, collector }) => {
    // The cohort's events are upcoming on this day, so each has its calendar file.
    await page.clock.setFixedTime(new Date("2025-02-01T10:00:00+05:30"));
    await visit(page, paths.infinity);
    const link = page.locator("#dates").getByRole("link", { name: new RegExp(`^${addToCalendarText}.*bootcamp`) });
    await Promise.all([page.waitForEvent("download"), link.click()]);
    await collector.expectEvents("Calendar Download", [
      { url: `${siteUrl}${paths.infinity}`, props: { event: "bootcamp" } },
    ]);
  });

  test("Site Search: once per query when it settles; the words only when nothing matched, cut to 60", async ({
    page,
    collector,
  }) => {
    await visit(page, paths.search);
    const field = page.getByRole("main").getByRole("searchbox", { name: searchText.inputLabel });
    const status = page.getByRole("main").getByRole("status");

    await field.pressSequentially("upi autopay");
    await expect(status).toHaveText(/pages? match/, { timeout: 15_000 });
    const pages = Number((await status.textContent())!.match(/^(\d+)/)![1]);
    await collector.expectEvents("Site Search", [{ url: `${siteUrl}${paths.search}`, props: { results: pages } }]);

    const nonsense = "zqxjv ".repeat(14).trim();
    await field.fill(nonsense);
    await expect(status).toContainText(searchText.noResults(nonsense));
    await collector.expectEvents("Site Search", [
      { props: { results: pages } },
      { props: { results: 0, query: nonsense.slice(0, 60) } },
    ]);

    // Leaving the page counts any search still settling: none is, so nothing more arrives.
    await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
    await collector.expectEvents("pageview", [
      { url: `${siteUrl}${paths.search}` },
      { url: `${siteUrl}${paths.perks}` },
    ]);
    expect(await collector.named("Site Search")).toHaveLength(2);
  });

  test("Video Play: the video's id", async ({ page, collector }) => {
    await visit(page, paths.knowledgeHub);
    const video = expertVideos[0];
    await page.getByRole("button", { name: new RegExp(video.title) }).click();
    await expect(page.locator(`iframe[title="${video.title}"]`)).toBeVisible();
    await collector.expectEvents("Video Play", [
      { url: `${siteUrl}${paths.knowledgeHub}`, props: { video: video.id } },
    ]);
  });
});

test.describe("consent without a banner", { tag: "@any-width" }, () => {
  const signals = {
    "Global Privacy Control": () =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    "Do Not Track": () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
  };

  for (const [signal, send] of Object.entries(signals)) {
    test(`${signal}: no event at all, and not even the code that sends them`, async ({ page, collector }) => {
      await page.addInitScript(send);
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));

      await visit(page, "/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
      await expect(page).toHaveURL(`${siteUrl}${paths.perks}`);
      await followToNewTab(page, page.getByRole("main").getByRole("link", { name: new RegExp(`^${howToClaimCta}`) }));
      // Twice idle after hydration: the moment the sender would have been fetched has passed.
      for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));

      expect(
        requested.filter(
          (url) =>
            url.includes("analytics-sender") || url.includes("web-vitals") || url.startsWith(analyticsE2e.collectorUrl),
        ),
      ).toEqual([]);
      expect(await collector.requests()).toEqual([]);
    });
  }

  test("the same visit without either signal is measured (so the tests above can fail)", async ({
    page,
    collector,
  }) => {
    await visit(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
    await collector.expectEvents("pageview", [{ url: `${siteUrl}/` }, { url: `${siteUrl}${paths.perks}` }]);
  });
});

test.describe("founders' own speed: Core Web Vitals", { tag: "@any-width" }, () => {
  const rating = expect.stringMatching(/^(good|needs improvement|poor)$/);

  test("a page view reports its LCP, INP and CLS once each, with its rating, value and page", async ({
    page,
    context,
    collector,
  }) => {
    // The measured build's own code, under the same policy: Trusted Types and all (docs/decisions/714).
    await recordPolicyViolations(context);
    const vitals = page.waitForResponse(/\/assets\/web-vitals-report-[\w-]+\.js$/);
    await visit(page, paths.perks);
    await vitals;
    // Idle once the file is in, so web-vitals is watching: the browser's buffer keeps only
    // interactions of 104 ms or more, so an earlier tap would be lost.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => requestIdleCallback(idle))));
    // A slow, painted interaction for INP (it also settles LCP): web-vitals reports none under
    // 40 ms, which a click on an idle machine can take.
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await heading.evaluate((element) =>
      element.addEventListener("click", () => {
        const until = performance.now() + 120;
        while (performance.now() < until);
      }),
    );
    await heading.click();
    await rendered(page);
    // Hidden by hand so web-vitals reports: a page navigated away from is gone before it sends with
    // the test's user agent, by which the collector stub tells this test's events apart.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const names = ["Web Vital: LCP", "Web Vital: INP", "Web Vital: CLS"];
    for (const name of names) await collector.expectEvents(name, [{ url: `${siteUrl}${paths.perks}` }]);
    for (const event of (await collector.events()).filter((received) => names.includes(received.name))) {
      expect(event.props).toEqual({ rating, value: expect.any(Number), page: paths.perks });
      expect(event.props!.value).toBeGreaterThanOrEqual(0);
    }
    expect(await policyViolations(page)).toEqual([]);
  });

  test("web-vitals is fetched after the sender, never in a first load", async ({ page }) => {
    const sender = page.waitForResponse(/\/assets\/analytics-sender-[\w-]+\.js$/);
    const vitals = page.waitForRequest(/\/assets\/web-vitals-report-[\w-]+\.js$/);
    await visit(page, "/");
    expect((await firstLoadModules(page)).filter((module) => /web-vitals|analytics-sender/.test(module))).toEqual([]);
    await sender;
    await vitals;
  });
});

test.describe("what measurement costs a page", () => {
  test(
    "the sender is not in any page's first load: it is fetched after hydration",
    { tag: "@any-width" },
    async ({ page }) => {
      const sender = page.waitForRequest(/\/assets\/analytics-sender-[\w-]+\.js$/);
      await visit(page, "/");
      expect((await firstLoadModules(page)).filter((module) => module.includes("analytics-sender"))).toEqual([]);
      const url = (await sender).url();
      await (await sender).response();
      const timing = await page.evaluate(
        (name) => ({
          hydrated: performance.getEntriesByName("app:hydrated")[0]?.startTime,
          sender: performance.getEntriesByName(name)[0]?.startTime,
        }),
        url,
      );
      expect(timing.sender).toBeGreaterThan(timing.hydrated!);
    },
  );

  test(
    "the page's policy lets it connect to the collector, and nowhere else new",
    { tag: "@any-width" },
    async ({ request }) => {
      for (const path of [...Object.values(paths), "/no-such-page"]) {
        const response = await request.get(`${siteUrl}${path}`);
        const csp = response.headers()["content-security-policy"];
        expect(csp, path).toContain(`connect-src 'self' ${analyticsE2e.collectorUrl};`);
      }
    },
  );

  test("the footer says what is measured and where it goes, and the page stays accessible", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText(measurementNotice(collectorHost));
    expect(await axeViolations(page)).toEqual([]);
  });
});
