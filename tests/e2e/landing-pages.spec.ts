import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { navigation, notFound } from "../../app/content/shared";
import { landingPageText } from "../../app/content/landing-page";
import { DEFAULT_SITE_ORIGIN } from "../../app/deployment";
import { pathIn, translations } from "../../app/languages";
import { documentTitle } from "../../app/lib/seo";
import { searchText } from "../../app/content/search";
import { site } from "../../app/site";
import { BUILD_LOG } from "../stubs/build-with-stub.mjs";
import { FIRST_FLIGHT_BYTES, firstResponse } from "../../scripts/size.mjs";
import { cmsE2e } from "./cms-settings.mjs";
import { axeViolations, expect, faqQuestion, isPhone, test, visit } from "./fixtures";

/**
 * Landing pages the marketing team composes in the content service (issue 32), on the copy built
 * against the local content stub (tests/stubs/fixtures/e2e.json): Founder Week uses every section
 * type; others are long, many-sectioned, hidden from search engines, or refused.
 */
test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });

const FOUNDER_WEEK = "/founder-week";
const buildLog = () => readFileSync(join(cmsE2e.buildDir, BUILD_LOG), "utf8");
const builtFile = (path: string) => readFileSync(join(cmsE2e.buildDir, "client", path), "utf8");

/** Whether anything is wider than the window: the page would scroll sideways. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe("a landing page", () => {
  test("draws every section type with the site's sections: headings in order, axe clean, nothing wider than the screen", async ({
    page,
    consoleErrors,
  }) => {
    await visit(page, FOUNDER_WEEK);
    await expect(page).toHaveTitle(documentTitle("Founder Week 2026"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Founder Week: five days to sharpen your startup");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "<script>window.injected = true</script> Why founder week",
      "What founder week offers",
      "Founder week questions",
      "Ready for founder week?",
    ]);
    await expect(main.getByRole("heading", { level: 3, name: "Meet the community" })).toBeVisible();
    // Text is text: the heading's <script> is shown, never run.
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await expect(main.getByText("Founder week packs a quarter's worth of advice into five days.")).toBeVisible();

    // The FAQ opens like every FAQ of the site, and is the page's FAQPage data.
    await faqQuestion(main, "Does founder week cost anything?").click();
    await expect(main.getByText("No: founder week is free for every founder with a Launchpad account.")).toBeVisible();
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = structured.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(faqPage.mainEntity.map((question: { name: string }) => question.name)).toEqual([
      "Does founder week cost anything?",
      "Can I join only some of the days?",
    ]);

    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test(
    "each button leads where its link says: sign-up tracked with its section, a page of the site, another site in a new tab",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, FOUNDER_WEEK);
      const main = page.getByRole("main");
      const signups = main.getByRole("link", { name: /^Join Founder Week/ });
      await expect(signups).toHaveCount(2);
      const placements = [];
      for (const link of await signups.all()) {
        const url = new URL((await link.getAttribute("href"))!);
        expect(url.origin + url.pathname).toBe(site.signup.url);
        expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
        placements.push(url.searchParams.get("utm_content"));
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      expect(placements).toEqual(["founder-week_1_hero", "founder-week_5_cta"]);

      const cards = main.getByRole("list").filter({ hasText: "Hands-on workshops" }).getByRole("listitem");
      const workshop = new URL((await cards.nth(0).getByRole("link").getAttribute("href"))!);
      expect(workshop.searchParams.get("utm_content")).toBe("founder-week_3_cards");
      const schedule = cards.nth(2).getByRole("link", { name: new RegExp(landingPageText.cardLink) });
      await expect(schedule).toHaveAttribute("href", "https://events.example/founder-week");
      await expect(schedule).toHaveAttribute("target", "_blank");
      await expect(schedule).toHaveAttribute("rel", "noopener noreferrer");

      // A path is a page of the site, reached within the app.
      await cards.nth(1).getByRole("link", { name: landingPageText.cardLink }).click();
      await expect(page).toHaveURL(/\/community$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  );

  test("reads whole without JavaScript", { tag: "@any-width" }, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: `http://127.0.0.1:${cmsE2e.sitePort}`,
    });
    const page = await context.newPage();
    await page.goto(FOUNDER_WEEK);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Founder Week: five days to sharpen your startup");
    await expect(page.getByText("Sign up and pick your sessions before the seats run out.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Join Founder Week/ }).first()).toHaveAttribute(
      "href",
      /utm_content=founder-week_1_hero/,
    );
    await context.close();
  });

  test("a heading of ten thousand characters wraps within the screen, and a hundred sections all show", async ({
    page,
  }) => {
    await visit(page, "/long-read");
    const heading = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(heading).toHaveText("paymentsgatewayonboarding".repeat(400));
    expect(await overflows(page)).toBe(false);
    const box = (await heading.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await visit(page, "/hundred-sections");
    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(sections).toHaveCount(100);
    await expect(sections.last()).toHaveText("Section 100");
    expect(await overflows(page)).toBe(false);
  });

  test(
    "a page of eight sections reaches the phone within the first round trip",
    { tag: "@any-width" },
    async ({ page, baseURL }) => {
      expect(await firstResponse(baseURL!, "/demo-day-2027")).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
      await visit(page, "/demo-day-2027");
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
        "Demo Day 2027: the cohort on stage",
      );
      // Hero, then seven sections with a heading each.
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(7);
    },
  );

  test(
    "its head: its title and description, a canonical address, in the sitemap unless it asks search engines to keep out",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get(FOUNDER_WEEK)).text();
      expect(html).toContain(`<link rel="canonical" href="${DEFAULT_SITE_ORIGIN}${FOUNDER_WEEK}"/>`);
      expect(html).toMatch(
        /<meta name="description" content="Five days of workshops, office hours and partner sessions/,
      );
      const sitemap = builtFile("sitemap.xml");
      expect(sitemap).toContain(`<loc>${DEFAULT_SITE_ORIGIN}${FOUNDER_WEEK}</loc>`);
      expect(sitemap).not.toContain("search-engines-keep-out");
      const hidden = await (await request.get("/search-engines-keep-out")).text();
      expect(hidden).toContain('<meta name="robots" content="noindex, follow"/>');
    },
  );

  test(
    "without its Hindi, it has no Hindi page and names none: no alternate, nothing in the sitemap",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get(FOUNDER_WEEK)).text();
      expect(html).not.toContain("hreflang");
      const hindi = await request.get(pathIn(translations[0], FOUNDER_WEEK));
      expect(hindi.status()).toBe(404);
      expect(await hindi.text()).toContain(`<html lang="${translations[0].tag}"`);
      const sitemap = builtFile("sitemap.xml");
      expect(sitemap).toContain(`<url><loc>${DEFAULT_SITE_ORIGIN}${FOUNDER_WEEK}</loc></url>`);
      expect(sitemap).not.toContain(`${DEFAULT_SITE_ORIGIN}${pathIn(translations[0], FOUNDER_WEEK)}`);
      // A route both languages have still names its counterpart.
      expect(await (await request.get("/perks")).text()).toContain('hreflang="hi-IN"');
    },
  );
});

test.describe("what the build refuses", { tag: "@any-width" }, () => {
  test("a taken, malformed or duplicate address, a page with nothing to show and a switched-off page are not published, each logged with its reason", async ({
    page,
  }) => {
    const log = buildLog();
    expect(log).toContain(
      'landingPage landing-taken-slug: field "slug" is invalid (is taken: /perks is already a page',
    );
    expect(log).toContain(
      'landingPage landing-bad-slug: field "slug" is invalid (must be lowercase letters and digits',
    );
    expect(log).toContain("landingPage landing-no-valid-section has no usable sections (none can be shown)");
    expect(log).toContain(
      'landingPage landing-founder-week-duplicate has no usable slug (/founder-week is "Founder Week 2026")',
    );
    expect(log).toContain(
      "landingPage landing-missing-section: sections item 1 links an entry that is deleted or not published; left out.",
    );
    expect(log).toMatch(/Landing pages: 6 published/);

    // The site's own page keeps its address; the others are not there.
    await visit(page, "/perks");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/taken/i);
    for (const path of ["/no-valid-section", "/switched-off-page", "/bad-slug"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    // The founder week page is the first one created, not the later one asking for its address.
    await visit(page, FOUNDER_WEEK);
    await expect(page.getByText("The later founder week page that must lose")).toHaveCount(0);
    // A page whose section was deleted is published with the rest.
    await visit(page, "/missing-section");
    await expect(page.getByRole("heading", { level: 2, name: "The section that is still there" })).toBeVisible();
  });
});

test.describe("site search", () => {
  test.slow();

  test("a phrase from a landing page finds it, and the result opens it", async ({ page }) => {
    test.skip(isPhone(page), "the search journey at a phone's width is search.spec.ts's");
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: navigation.search }).click();
    const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
    await dialog.getByRole("searchbox").fill("quokka ledger");
    const result = dialog.getByRole("list", { name: searchText.resultsLabel }).getByRole("link").first();
    await expect(result).toHaveAttribute("href", /^\/search-engines-keep-out/, { timeout: 20_000 });
    await result.click();
    await expect(page).toHaveURL(/\/search-engines-keep-out(#[\w-]+)?$/);
    await expect(page.getByRole("heading", { level: 2, name: "Not for search engines" })).toBeVisible();
  });
});

test.describe("an address the site does not have", () => {
  for (const path of [
    "/no-such-page",
    "/knowledge-hub/no-such-article",
    "/knowledge-hub/page/99",
    "/calendar/no-such.ics",
    "/a/b/c",
  ]) {
    test(`${path}: the 404 page, with status 404, hydrated once`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${notFound.code}: ${notFound.title}`);
      // The app runs: the header's controls answer.
      if (isPhone(page)) {
        await page.getByRole("button", { name: navigation.openMenu }).click();
        await expect(page.getByRole("dialog", { name: navigation.drawerTitle })).toBeVisible();
      }
    });
  }
});
