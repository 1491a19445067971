import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { navigation } from "../../app/content/shared";
import { paths } from "../../app/route-paths";
import { cmsE2e } from "./cms-settings.mjs";
import { expect, hydrated, isPhone, test } from "./fixtures";

/**
 * What a page's first load carries, and when (issue 11): no script before the page has painted
 * (docs/decisions/001), no content-service code without a content service (002), and the drawer's
 * and the reading view's code only once they are wanted.
 */

test.describe("first paint owes nothing to JavaScript", () => {
  for (const path of Object.values(paths)) {
    test(`${path}: no script is requested before the page has painted and loaded`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
          /\.js$/.test(new URL(entry.name).pathname),
        );
        return {
          firstPaint: paint?.startTime,
          loaded: navigation.loadEventEnd,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstPaint).toBeDefined();
      expect(timing.firstScript).toBeGreaterThan(timing.firstPaint!);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
    });
  }
});

/** The JavaScript files a page asked for, by path. */
function scriptsRequested(page: import("@playwright/test").Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

test.describe("code a page may never use is not in its first load", () => {
  test("the drawer's code loads when the hamburger is reached, not before", async ({ page }) => {
    test.skip(!isPhone(page), "the hamburger shows below the large breakpoint");
    const scripts = scriptsRequested(page);
    await page.goto(paths.home);
    await hydrated(page);
    expect(scripts.filter((script) => script.includes("mobile-drawer"))).toEqual([]);
    await page.getByRole("button", { name: navigation.openMenu }).click();
    await expect(page.getByRole("dialog", { name: navigation.drawerTitle })).toBeVisible();
    expect(scripts.filter((script) => script.includes("mobile-drawer"))).toHaveLength(1);
  });

  test("the reading view's code loads when an article is reached, not before", async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto(paths.knowledgeHub);
    await hydrated(page);
    expect(scripts.filter((script) => script.includes("article-dialog"))).toEqual([]);
    await page.getByRole("button", { name: fallbackArticles[0].title }).click();
    await expect(page.getByRole("dialog", { name: fallbackArticles[0].title })).toBeVisible();
    expect(scripts.filter((script) => script.includes("article-dialog"))).toHaveLength(1);
  });
});

test.describe("a build without a content service ships none of its code", () => {
  /** Every script a build wrote, as text. */
  const scriptsOf = (buildDir: string) => {
    const assets = join(buildDir, "client", "assets");
    return readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(assets, file), "utf8"));
  };
  // Strings only each library has: the SDK's own user-agent header, TanStack Query's option names.
  const contentSdk = (script: string) => script.includes("X-Contentful-User-Agent");
  const dataCache = (script: string) => script.includes("refetchOnWindowFocus");

  test("without one: no content client, no data cache, not even an unused file", () => {
    const scripts = scriptsOf("build");
    expect(scripts.filter(contentSdk)).toHaveLength(0);
    expect(scripts.filter(dataCache)).toHaveLength(0);
  });

  test("with one: the content client (in a chunk of its own) and the data cache are there", () => {
    const scripts = scriptsOf(cmsE2e.buildDir);
    expect(scripts.filter(contentSdk)).toHaveLength(1);
    expect(scripts.filter(dataCache).length).toBeGreaterThan(0);
  });
});
