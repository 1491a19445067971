import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { consultingMeta } from "../../app/content/consulting";
import { DEFAULT_SITE_ORIGIN } from "../../app/deployment";
import { site } from "../../app/site";
import { cmsE2e, previewE2e } from "./cms-settings.mjs";
import { loadFixtures } from "../stubs/cms-stub.mjs";
import { entry, stub } from "./cms-stub-client";
import { axeViolations, expect, firstLoadModules, rendered, test } from "./fixtures";

/**
 * What marketing steers beyond page texts (issue 20): meta and social cards (pageMeta), the
 * announcement, a preview build's content report. Copies built at BUILT_AT from
 * tests/stubs/fixtures/e2e.json; the stub is shared: one test at a time.
 */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });
test.beforeEach(async ({ request }) => {
  await stub(request).reset();
});

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute("content");

test.describe("page meta", () => {
  test("a page's title, description and social card come from its entry; its address stays its own", async ({
    page,
  }) => {
    await page.goto("/perks");
    const title = "Partner perks for founders, from the content service";
    const description =
      "Credits and discounts from the programme's partners, as the marketing team words them in the content service.";
    await expect(page).toHaveTitle(title);
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(title);
    expect(await metaContent(page, 'meta[name="twitter:image:alt"]')).toBe(title);
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
      expect(await metaContent(page, selector), selector).toBe(description);
    }
    // The picture through the image API, exactly a card's size, filled, as a JPEG every network reads.
    const card = `${cmsE2e.stubUrl}/__assets/backdrop.png?w=1200&h=630&fit=fill&fm=jpg&q=85`;
    expect(await metaContent(page, 'meta[property="og:image"]')).toBe(card);
    expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe("1200");
    expect(await metaContent(page, 'meta[property="og:image:height"]')).toBe("630");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${DEFAULT_SITE_ORIGIN}/perks`);
  });

  test("a 200-character title and a card too small are refused: the page keeps its own, and takes the rest", async ({
    page,
  }) => {
    await page.goto("/consulting");
    await expect(page).toHaveTitle(`${consultingMeta.title} | ${site.programme}`);
    expect(await metaContent(page, 'meta[name="description"]')).toBe(
      "Consulting for founders: go-to-market, pricing, risk and scale, with the programme's experts.",
    );
    expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/\/social\/consulting\.png$/);
  });

  test("noindex keeps a page out of search results and out of the sitemap", async ({ page, request }) => {
    await page.goto("/community");
    expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex, follow");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`<loc>${DEFAULT_SITE_ORIGIN}/community</loc>`);
    // Nor anyone's alternate; noindex is shared by both languages (decision 014), so Hindi is out too.
    expect(sitemap).not.toContain(`href="${DEFAULT_SITE_ORIGIN}/community"`);
    expect(sitemap).not.toContain(`${DEFAULT_SITE_ORIGIN}/hi/community`);
    await page.goto("/hi/community");
    expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex, follow");
    expect(sitemap).toContain(`<loc>${DEFAULT_SITE_ORIGIN}/perks</loc>`);
    expect(sitemap).toContain(`<loc>${DEFAULT_SITE_ORIGIN}/hi/perks</loc>`);
  });
});

test.describe("the announcement", () => {
  /** The visitor's clock, in India. */
  const india = (time: string) => new Date(`${time}+05:30`);
  const bar = (page: Page) => page.getByRole("region", { name: "Announcement" });
  /** The one announcement on show (the page holds every one due soon, the others hidden). */
  const shown = (page: Page) => bar(page).locator("[data-announcement]:visible");

  test("shows from first paint, before any of the app's scripts, with its link", async ({ page }) => {
    await page.clock.install({ time: india("2026-11-21T12:00") });
    // No script of the app at all: what shows is the HTML and its before-paint script.
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await expect(shown(page)).toContainText("Applications for the next cohort close on 15 January.");
    await expect(shown(page)).toHaveCount(1);
    await expect(shown(page).getByRole("link", { name: "See the dates" })).toHaveAttribute(
      "href",
      "/infinity-program#dates",
    );
    // Above the header.
    const [barBox, headerBox] = await Promise.all([bar(page).boundingBox(), page.locator("header").boundingBox()]);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
  });

  test("is never the page's largest paint", async ({ page }) => {
    await page.clock.install({ time: india("2026-11-21T12:00") });
    for (const path of ["/", "/perks", "/consulting"]) {
      await page.goto(path);
      await expect(shown(page)).toHaveCount(1);
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as unknown as { element: Element | null };
              resolve(last.element?.closest("[data-announcements]") ? "the announcement" : "the page");
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(largest, path).toBe("the page");
    }
  });

  test("its link leads where it says", async ({ page }) => {
    await page.clock.install({ time: india("2026-11-21T12:00") });
    await page.goto("/");
    await bar(page).getByRole("link", { name: "See the dates" }).click();
    await expect(page).toHaveURL(/\/infinity-program#dates$/);
  });

  test("closing it hides it on this page and on every later page and visit; a new one shows again", async ({
    page,
  }) => {
    await page.clock.install({ time: india("2026-11-21T12:00") });
    await page.goto("/");
    await bar(page).getByRole("button", { name: "Close this announcement" }).click();
    await expect(bar(page)).toBeHidden();
    await expect(page.locator("header a").first()).toBeFocused();

    await page.goto("/perks");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await page.reload();
    await expect(bar(page)).toBeHidden();

    // Remembered per announcement: the next one, once it starts, shows.
    await page.clock.setSystemTime(india("2026-12-16T10:00"));
    await page.goto("/");
    await expect(shown(page)).toContainText("Perks page updated: three new partners.");
  });

  test("one scheduled after the build appears at its start with nothing shifting, and is gone after its end", async ({
    page,
  }) => {
    // Every layout shift of each page, from its first parse on.
    await page.addInitScript(() => {
      const record = window as unknown as { shifts: number };
      record.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

    await page.clock.install({ time: india("2026-12-15T08:59") });
    await page.goto("/");
    await expect(shown(page)).toContainText("Applications for the next cohort close on 15 January.");

    await page.clock.setSystemTime(india("2026-12-15T09:01"));
    await page.reload();
    await expect(shown(page)).toContainText("Perks page updated: three new partners.");
    await expect(bar(page).getByRole("link", { name: /Read the news/ })).toHaveAttribute("target", "_blank");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await rendered(page);
    expect(await shifts()).toBe(0);

    await page.clock.setSystemTime(india("2026-12-20T18:01"));
    await page.reload();
    await expect(shown(page)).toHaveCount(1);
    await expect(shown(page)).not.toContainText("Perks page updated");
    await expect(shown(page)).toContainText("Applications for the next cohort close on 15 January.");
  });

  test("a hostile announcement is text: no markup, no script, no link to run", async ({ page, consoleErrors }) => {
    await page.clock.install({ time: india("2026-12-02T12:00") });
    await page.goto("/");
    await expect(shown(page)).toContainText(`<img src=x onerror="document.title='owned'"><script>`);
    await expect(bar(page).locator("img")).toHaveCount(0);
    await expect(bar(page).locator('[data-announcement="announcement-hostile"] a')).toHaveCount(0);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).not.toHaveTitle("owned");
    expect(consoleErrors).toEqual([]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`axe finds nothing with the announcement shown, ${viewport.width} wide`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.install({ time: india("2026-11-21T12:00") });
      await page.goto("/perks");
      await expect(bar(page)).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("adds no JavaScript to a page's first load: the app has no part in it", async ({ page }) => {
    await page.clock.install({ time: india("2026-11-21T12:00") });
    await page.goto("/");
    await expect(bar(page)).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const modules = await firstLoadModules(page);
    expect(modules.length).toBeGreaterThan(3);
    for (const path of modules) {
      expect(await (await page.request.get(path)).text(), path).not.toContain("data-announcement");
    }
  });
});

test.describe("the content report", () => {
  const report = `http://127.0.0.1:${previewE2e.sitePort}/content-report`;
  const row = (page: Page, id: string) => page.locator(`tr[data-entry="${id}"]`);

  test("names a skipped perk with the field, the reason and a link to edit it", async ({ page }) => {
    await page.goto(report);
    await expect(page.getByRole("heading", { level: 1, name: "Content report" })).toBeVisible();
    const perk = row(page, "perk-without-offer");
    await expect(perk).toContainText("Skipped");
    await expect(perk).toContainText("offer is missing");
    await expect(perk.getByRole("link", { name: /A perk with no offer/ })).toHaveAttribute(
      "href",
      `${previewE2e.editorOrigin}/spaces/stub-space/environments/master/entries/perk-without-offer`,
    );
    // An offer refused for a stage the site does not know, and one left out for its last day.
    await expect(row(page, "perk-unknown-stage")).toContainText("Skipped");
    await expect(row(page, "perk-unknown-stage")).toContainText(
      "qualifies must each be one of bootstrapped, venture-funded, infinity",
    );
    await expect(row(page, "perk-ended")).toContainText("Its last day was 31 January 2026: it has left the page");
    // A field refused: which, and why; the rest of the entry shows.
    await expect(row(page, "meta-consulting")).toContainText("title must be at most 60 characters");
    await expect(row(page, "mentor-plain-http")).toContainText("linkedin must start with https://");
    expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex, nofollow");
  });

  test("says why an article has no page: no slug, a bad one, or one an earlier article has", async ({ page }) => {
    await page.goto(report);
    await expect(row(page, "article-no-slug")).toContainText("Skipped");
    await expect(row(page, "article-no-slug")).toContainText("slug is missing");
    await expect(row(page, "article-bad-slug")).toContainText("slug must be lowercase letters and digits");
    await expect(row(page, "article-taken-slug")).toContainText("Not shown");
    await expect(row(page, "article-taken-slug")).toContainText(
      "First article from the content service is shown there instead",
    );
    await expect(row(page, "article-1")).toContainText("/knowledge-hub/first-article-from-the-content-service");
  });

  test("says why a landing page or a section is not published, with a link to edit each", async ({ page }) => {
    await page.goto(report);
    await expect(row(page, "landing-founder-week")).toContainText("/founder-week");
    await expect(row(page, "landing-taken-slug")).toContainText("Skipped");
    await expect(row(page, "landing-taken-slug")).toContainText("slug is taken: /perks is already a page");
    await expect(row(page, "landing-bad-slug")).toContainText("slug must be lowercase letters and digits");
    await expect(row(page, "landing-no-valid-section")).toContainText("cannot be shown (see its own entry)");
    await expect(row(page, "landing-founder-week-duplicate")).toContainText("Not shown");
    await expect(row(page, "landing-founder-week-duplicate")).toContainText("Founder Week 2026 is shown there instead");
    await expect(row(page, "landing-missing-section")).toContainText(
      "sections item 1 links an entry that is deleted or not published",
    );
    await expect(row(page, "no-valid-section-cta")).toContainText("heading is missing");
    // A draft has its page in the preview and its line in the report.
    await expect(row(page, "landing-draft-preview")).toContainText("/draft-preview-page");
    await expect(row(page, "landing-taken-slug").getByRole("link")).toHaveAttribute(
      "href",
      `${previewE2e.editorOrigin}/spaces/stub-space/environments/master/entries/landing-taken-slug`,
    );
  });

  test("follows the preview: an entry fixed after the build shows as fixed, without a reload", async ({
    page,
    request,
  }) => {
    const fixtures = loadFixtures(cmsE2e.fixtures);
    await stub(request).entries(
      fixtures.map((fixture) =>
        fixture.id === "perk-without-offer"
          ? entry("partnerPerk", "perk-without-offer", {
              isActive: true,
              order: 0,
              name: "A perk with no offer",
              offer: "Now with an offer",
              description: "Fixed.",
              ctaText: "Claim",
            })
          : fixture,
      ),
    );
    await page.goto(report);
    await expect(row(page, "perk-without-offer")).toContainText("Shown");
    await expect(row(page, "perk-without-offer")).not.toContainText("offer is missing");
  });

  test("is a 404 in a public build, and nothing of it is in its files", async ({ request }) => {
    for (const origin of [`http://127.0.0.1:${cmsE2e.sitePort}`, `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`]) {
      expect((await request.get(`${origin}/content-report`)).status(), origin).toBe(404);
    }
    for (const buildDir of ["build", cmsE2e.buildDir]) {
      const files = readdirSync(join(buildDir, "client"), { recursive: true, withFileTypes: true })
        .filter((file) => file.isFile() && /\.(?:html|js|json|data|xml|txt)$/.test(file.name))
        .map((file) => join(file.parentPath, file.name));
      for (const file of files) {
        const text = readFileSync(file, "utf8");
        expect(text, file).not.toContain("content-report");
        expect(text, file).not.toContain("Content report");
      }
    }
  });
});
