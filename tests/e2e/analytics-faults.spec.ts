import type { ConsoleMessage, Page } from "@playwright/test";
import { knowledgeHubHero } from "../../app/content/knowledge-hub";
import { howToClaimCta, perksHero } from "../../app/content/perks";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { analyticsE2e } from "./analytics-settings.mjs";
import { expect, test, type Collector } from "./collector";
import { visit } from "./fixtures";

/**
 * A collector that is down, slow or answering 500 (issue 22) changes nothing a visitor sees; the site logs one warning
 * at most. The page sends nothing after the first failure, so the browser's own failed-request line appears once too.
 */

const BROWSER_NETWORK_ERROR = /^Failed to load resource/;
const OUR_WARNING = /^Measurement stopped on this page: the collector /;

test.beforeEach(async ({ context }) => {
  await context.route(`${new URL(site.signup.url).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>sign-up</title>" }),
  );
});

function consoleOf(page: Page) {
  const messages: ConsoleMessage[] = [];
  page.on("console", (message) => messages.push(message));
  page.on("pageerror", (error) => messages.push({ type: () => "pageerror", text: () => error.message } as never));
  return () => messages.filter((message) => message.type() !== "log" && message.type() !== "info");
}

/** After the first load, what would post more events: two client-side moves and a sign-up click (its tab closed). */
async function browse(page: Page) {
  await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: perksHero.title })).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`^${howToClaimCta}`) })
      .click(),
  ]);
  await popup.close();
  await page.getByRole("contentinfo").getByRole("link", { name: "Knowledge Hub", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: knowledgeHubHero.title })).toBeVisible();
  await expect(page).toHaveURL(`${analyticsE2e.siteUrl}${paths.knowledgeHub}`);
}

for (const fault of ["500", "down"] as const) {
  test(
    `a collector that ${fault === "500" ? "answers 500" : "is down"}: one warning, one request, the site as ever`,
    { tag: "@any-width" },
    async ({ page, collector }) => {
      await collector.fail(fault);
      const logged = consoleOf(page);
      const tried = collectorRequests(page);
      await visit(page, "/");
      // The first event fails, and the page says so once.
      await expect.poll(() => logged().filter((message) => OUR_WARNING.test(message.text())).length).toBe(1);
      await browse(page);

      expect(tried()).toHaveLength(1);
      expect(await attempts(collector)).toEqual([fault === "500" ? 500 : "dropped"]);
      const messages = logged();
      expect(messages.filter((message) => message.type() === "warning").map((message) => message.text())).toEqual([
        expect.stringMatching(OUR_WARNING),
      ]);
      // Whatever else there is, is the browser's own line for that one failed request.
      const others = messages.filter((message) => message.type() !== "warning");
      expect(others.length).toBeLessThanOrEqual(1);
      for (const message of others) expect(message.text()).toMatch(BROWSER_NETWORK_ERROR);
    },
  );
}

test(
  "a slow collector: every event still goes, nothing waits for it, and nothing is logged",
  { tag: "@any-width" },
  async ({ page, collector }) => {
    await collector.fail("slow");
    const logged = consoleOf(page);
    const sent: string[][] = [];
    page.on("request", (request) => {
      if (request.url() !== analyticsE2e.endpoint) return;
      const { name, url } = request.postDataJSON() as { name: string; url: string };
      // Left out: the vitals each client-side move sends with the page view it closes (analytics.spec.ts counts
      // them). Held by the slow collector, they fill the browser's six connections, so later events queue once sent.
      if (!name.startsWith("Web Vital")) sent.push([name, url]);
    });
    await visit(page, "/");
    await browse(page);
    // The collector has answered none of them yet, and the page has sent them all.
    await expect
      .poll(() => sent)
      .toEqual([
        ["pageview", `${analyticsE2e.siteUrl}/`],
        ["pageview", `${analyticsE2e.siteUrl}${paths.perks}`],
        ["Signup Click", `${analyticsE2e.siteUrl}${paths.perks}`],
        ["pageview", `${analyticsE2e.siteUrl}${paths.knowledgeHub}`],
      ]);
    expect(await collector.requests()).not.toEqual([]);
    expect(logged().map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  },
);

/** Requests the page itself sent to the collector, as the browser saw them. */
function collectorRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url() === analyticsE2e.endpoint) urls.push(request.url());
  });
  return () => urls;
}

const attempts = async (collector: Collector) => (await collector.requests()).map((request) => request.answered);
