import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { navigation } from "../../app/content/shared";
import { paths } from "../../app/route-paths";
import { cmsE2e } from "./cms-settings.mjs";
import { expect, hydrated, interBytesTransferred, interLoaded, isPhone, test } from "./fixtures";

/**
 * What a page's first load carries, and when (issue 11): no script before the page has painted
 * (docs/decisions/001), no content-service code without a content service (002), and the drawer's
 * and the reading view's code only once they are wanted.
 */

test.describe("first paint owes nothing to JavaScript", () => {
  for (const path of Object.values(paths)) {
    test(`${path}: no script, stylesheet or font is requested before the page has painted and loaded`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const firstOf = (pattern: RegExp) => {
          const starts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => pattern.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime);
          return starts.length ? Math.min(...starts) : null;
        };
        return {
          firstPaint: paint?.startTime,
          loaded: navigation.loadEventEnd,
          // The whole sheet comes with the app (docs/decisions/702), Inter after it (705).
          after: [firstOf(/\.js$/), firstOf(/\.css$/)],
          fonts: firstOf(/\.woff2$/),
        };
      });
      expect(timing.firstPaint).toBeDefined();
      for (const start of timing.after) {
        expect(start).not.toBeNull();
        expect(start).toBeGreaterThan(timing.firstPaint!);
        expect(start).toBeGreaterThanOrEqual(timing.loaded);
      }
      if (timing.fonts !== null) expect(timing.fonts).toBeGreaterThanOrEqual(timing.loaded);
    });
  }
});

/** Resolves once the page has painted for the first time (its first-contentful-paint entry). */
const firstPaint = (page: import("@playwright/test").Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          resolve(paint.startTime);
        }).observe({ type: "paint", buffered: true }),
      ),
  );

/** Two frames: whatever the last change caused has been laid out and painted. */
const framed = (page: import("@playwright/test").Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe("one round trip to first paint (docs/decisions/702)", () => {
  for (const path of [paths.home, paths.knowledgeHub, paths.perks]) {
    test(`${path}: paints, styled, while the stylesheet has still not arrived`, async ({ page }) => {
      // The stylesheet is held for as long as the test runs: only the page's own rules can paint it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
        await held;
        await route.continue().catch(() => {});
      });
      await page.goto(path, { waitUntil: "commit" });
      await firstPaint(page);
      const header = page.getByRole("banner");
      await expect(header).toHaveCSS("position", "sticky");
      await expect(header).toHaveCSS("height", "64px");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-weight", /^[6-9]00$/);
      release();
    });
  }
});

/** Layout shifts from the page's start, collected on `window.__layoutShifts`. */
const collectLayoutShifts = (page: import("@playwright/test").Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.defineProperty(window, "__layoutShifts", { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
const layoutShifts = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);

/** The font families the page has drawn with so far. */
const loadedFonts = (page: import("@playwright/test").Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));

test.describe("Inter on the pages the app draws, never shifting one (docs/decisions/704, 709)", () => {
  for (const path of [paths.home, paths.knowledgeHub]) {
    test(`${path}: a first visit paints in the matched stand-in, fetches Inter once the app is in, and nothing moves`, async ({
      page,
    }) => {
      await collectLayoutShifts(page);
      const fonts = page.waitForResponse(/\/assets\/inter-latin-[^/]+\.woff2$/);
      await page.goto(path);
      await hydrated(page);
      await fonts;
      await framed(page);
      const timing = await page.evaluate(() => ({
        hydrated: performance.getEntriesByName("app:hydrated")[0].startTime,
        fonts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => entry.startTime),
        webFont: document.documentElement.hasAttribute("data-web-font"),
      }));
      expect(timing.fonts.length).toBeGreaterThan(0);
      for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.hydrated);
      // The page keeps its stand-in: Inter now would redraw every line the visitor is reading.
      expect(timing.webFont).toBe(false);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Inter Fallback Arial"/);
      expect(await layoutShifts(page)).toEqual([]);
      // On this machine the stand-in is DejaVu Sans, scaled to Inter's widths (fonts.css).
      expect(await loadedFonts(page)).toContain("Inter Fallback DejaVu Sans");
    });
  }

  test("a returning visitor's page load paints in the stand-in too, waits for no font, and nothing moves", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await expect.poll(() => interLoaded(page)).toBe(true);
    await collectLayoutShifts(page);
    await page.goto(paths.knowledgeHub, { waitUntil: "commit" });
    await firstPaint(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Inter Fallback Arial"/);
    await hydrated(page);
    // Whether the cache still holds Inter cannot be known before the first paint: the page never
    // waits for it. Chromium may take Inter's faces from its memory cache as it parses them, before
    // the app; nothing is asked of the network, and the page's font does not change.
    expect(await interBytesTransferred(page)).toBe(0);
    await framed(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-web-font");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Inter Fallback Arial"/);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("a page the app shows after Inter has arrived is in Inter", async ({ page }) => {
    await page.goto(paths.perks);
    await hydrated(page);
    await expect.poll(() => interLoaded(page)).toBe(true);
    await expect(page.locator("html")).not.toHaveAttribute("data-web-font");
    await page.getByRole("contentinfo").getByRole("link", { name: "Community", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.community}$`));
    await expect(page.locator("html")).toHaveAttribute("data-web-font", "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Inter Variable"/);
  });
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

test.describe("the first screen keeps its place while the page is still arriving", () => {
  // A busy phone paints what it has parsed so far: the hero's picture, first in the markup so it
  // leads on a phone, must not stand in the text's column until the text arrives and then jump
  // (a shift of 0.27 seen on Home at 1280 wide). Modelled here by taking away what comes after it.
  for (const path of Object.values(paths)) {
    test(`${path}: the hero's first part sits where it will stay before the rest is parsed`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const hero = page.locator("main section").first().locator(":scope > .grid");
      const parts = await hero.locator(":scope > *").count();
      test.skip(parts < 2, "a hero without a picture: nothing comes after its text");
      const first = hero.locator(":scope > *").first();
      const whole = await first.boundingBox();
      await hero.evaluate((grid) => {
        while (grid.children.length > 1) grid.lastElementChild!.remove();
      });
      expect(await first.boundingBox()).toEqual(whole);
    });
  }
});

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
    await page.getByRole("link", { name: fallbackArticles[0].title }).click();
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
