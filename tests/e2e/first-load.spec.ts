import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { homeFaq } from "../../app/content/home";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { navigation } from "../../app/content/shared";
import { anchorIds } from "../../app/lib/anchor-id";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { analyticsE2e } from "./analytics-settings.mjs";
import { cmsE2e, previewE2e, seededE2e } from "./cms-settings.mjs";
import {
  expect,
  firstLoadModules,
  hydrated,
  interBytesTransferred,
  interLoaded,
  isPhone,
  pagesFetchedAhead,
  test,
} from "./fixtures";

/**
 * What a page's first load carries, and when (issue 11): no script before the page has painted
 * (docs/decisions/001), no content-service code without a content service (002), and the drawer's
 * and the reading view's code only once they are wanted.
 */

// When the page asks for its script, sheet and font (after its load event) is the loader's rule, the
// same at any width: checked at desktop width (@any-width).
test.describe("first paint owes nothing to JavaScript @any-width", () => {
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
          // The app after load (docs/decisions/001), the whole sheet at the first paint (702), Inter
          // after the app (705).
          script: firstOf(/\.js$/),
          sheet: firstOf(/\.css$/),
          fonts: firstOf(/\.woff2$/),
        };
      });
      expect(timing.firstPaint).toBeDefined();
      expect(timing.script).not.toBeNull();
      expect(timing.script).toBeGreaterThan(timing.firstPaint!);
      expect(timing.script).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.sheet).not.toBeNull();
      expect(timing.sheet).toBeGreaterThan(timing.firstPaint!);
      if (timing.fonts !== null) expect(timing.fonts).toBeGreaterThanOrEqual(timing.loaded);
    });
  }
});

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

/**
 * What the visitor sees of each element in view: where it is and how it is drawn. Paths by tag
 * and position, so that the same element is compared before and after.
 */
const inView = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const seen: Record<string, string> = {};
    const pathOf = (element: Element): string =>
      element.parentElement
        ? `${pathOf(element.parentElement)}>${element.tagName}${[...element.parentElement.children].indexOf(element)}`
        : element.tagName;
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      // The part in view: a section reaching below it may grow there.
      const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight)];
      seen[pathOf(element)] = [
        `${Math.round(box.x)},${Math.round(top)} ${Math.round(box.width)}x${Math.round(bottom - top)}`,
        style.color,
        style.backgroundColor,
        style.backgroundImage.slice(0, 60),
        style.font,
        style.borderColor,
        style.borderRadius,
        style.boxShadow.slice(0, 60),
        style.opacity,
      ].join(" | ");
    }
    return seen;
  });

/** Holds every request for the whole stylesheet until `release` is called. */
async function holdStylesheet(page: import("@playwright/test").Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
    asked();
    await held;
    await route.continue().catch(() => {});
  });
  return { requested, release };
}

test.describe("the first screen's rules only; the rest with the whole sheet (docs/decisions/702)", () => {
  // Larger screens than the projects' too: a tall Android phone's, and a full-HD monitor's browser.
  const larger = { phone: { width: 412, height: 915 }, desktop: { width: 1920, height: 960 } };
  for (const path of [...Object.values(paths), knowledgeHubPaths.article(fallbackArticles[0].slug)]) {
    for (const screen of ["the project's", "a larger"] as const) {
      test(`${path}, on ${screen} screen: nothing in view changes when the whole sheet arrives`, async ({ page }) => {
        if (screen === "a larger") await page.setViewportSize(larger[isPhone(page) ? "phone" : "desktop"]);
        // What moves by itself is still; the app, which could change the page, is held back.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.route(/\/assets\/boot-[\w-]+\.js$/, () => {});
        const sheet = await holdStylesheet(page);
        await page.goto(path, { waitUntil: "commit" });
        await firstPaint(page);
        // The page asks for the sheet at its first paint.
        await sheet.requested;
        // The icons' sprite, which draws the header's icons whatever the sheet, is in.
        await page.waitForFunction(() =>
          performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/icons-")),
        );
        await framed(page);
        const before = await inView(page);
        sheet.release();
        await page.waitForFunction(() =>
          [...document.styleSheets].some((styleSheet) => styleSheet.href?.includes("/assets/app-")),
        );
        await framed(page);
        expect(await inView(page)).toEqual(before);
      });
    }
  }

  test("an address that names a place further down waits for the whole sheet before its first paint", async ({
    page,
  }) => {
    await collectLayoutShifts(page);
    const sheet = await holdStylesheet(page);
    const answer = homeFaq.items[2];
    const [address] = anchorIds(homeFaq.section.sectionName, [answer.question]);
    await page.goto(`${paths.home}#${address}`, { waitUntil: "domcontentloaded" });
    await sheet.requested;
    expect(await page.evaluate(() => performance.getEntriesByType("paint").length)).toBe(0);
    sheet.release();
    await firstPaint(page);
    const blocking = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as Array<PerformanceResourceTiming & { renderBlockingStatus: string }>)
        .filter((entry) => entry.name.includes("/assets/app-") && entry.name.endsWith(".css"))
        .map((entry) => entry.renderBlockingStatus),
    );
    expect(blocking).toEqual(["blocking"]);
    await expect(page.getByText(answer.answer)).toBeInViewport();
    await hydrated(page);
    await framed(page);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test(
    "an address without one paints from the page's own rules and asks for the sheet without blocking",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(paths.home);
      await hydrated(page);
      const blocking = await page.evaluate(() =>
        (
          performance.getEntriesByType("resource") as Array<
            PerformanceResourceTiming & { renderBlockingStatus: string }
          >
        )
          .filter((entry) => entry.name.includes("/assets/app-") && entry.name.endsWith(".css"))
          .map((entry) => entry.renderBlockingStatus),
      );
      expect(blocking).toEqual(["non-blocking"]);
    },
  );
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
    // The page never waits for Inter's cache before its first paint. Chromium may take the faces
    // from its memory cache before the app: nothing from the network, and the font does not change.
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

function scriptsRequested(page: import("@playwright/test").Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) scripts.push(pathname);
  });
  return scripts;
}

test.describe("no control waits on the network once the app has started (docs/decisions/012)", () => {
  test("the drawer is in the page: opening it asks for nothing", async ({ page }) => {
    test.skip(!isPhone(page), "the hamburger shows below the large breakpoint");
    // Search's results code and the linked pages (docs/decisions/015) arrive on idle, which on a
    // busy machine can be the moment of the tap: tap once they are in.
    const searchResultsIn = page.waitForResponse((response) => response.url().includes("search-results"));
    const fetchedAhead = pagesFetchedAhead(page);
    await page.goto(paths.home);
    await hydrated(page);
    await searchResultsIn;
    await fetchedAhead();
    const scripts = scriptsRequested(page);
    await page.getByRole("button", { name: navigation.openMenu }).click();
    await expect(page.getByRole("dialog", { name: navigation.drawerTitle })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test(
    "the reading view's code is not in the hub's first load, and is fetched on idle before a card is tapped",
    { tag: "@any-width" },
    async ({ page }) => {
      const scripts = scriptsRequested(page);
      const readerFetched = page.waitForRequest((request) => request.url().includes("article-dialog"));
      await page.goto(paths.knowledgeHub);
      await hydrated(page);
      expect(await firstLoadModules(page)).not.toContainEqual(expect.stringContaining("article-dialog"));
      await readerFetched;
      const before = scripts.length;
      await page.getByRole("link", { name: fallbackArticles[0].title }).click();
      await expect(page.getByRole("dialog", { name: fallbackArticles[0].title })).toBeVisible();
      expect(scripts.slice(before).filter((script) => script.includes("article-dialog"))).toEqual([]);
    },
  );

  test(
    "search's results code is not in a page's first load, and is fetched on idle before search is opened",
    { tag: "@any-width" },
    async ({ page }) => {
      const resultsFetched = page.waitForRequest((request) => request.url().includes("search-results"));
      await page.goto(paths.perks);
      await hydrated(page);
      expect(await firstLoadModules(page)).not.toContainEqual(expect.stringContaining("search-results"));
      await resultsFetched;
    },
  );
});

test.describe("a build without a content service ships none of its code", { tag: "@any-width" }, () => {
  const scriptsOf = (buildDir: string) => {
    const assets = join(buildDir, "client", "assets");
    return readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(assets, file), "utf8"));
  };
  // Strings only each library has: the SDK's own user-agent header, TanStack Query's option names.
  const contentSdk = (script: string) => script.includes("X-Contentful-User-Agent");
  const dataCache = (script: string) => script.includes("refetchOnWindowFocus");

  test("every copy the suites serve bundles React's production build", () => {
    for (const buildDir of ["build", cmsE2e.buildDir, previewE2e.buildDir, analyticsE2e.buildDir, seededE2e.buildDir]) {
      expect(
        scriptsOf(buildDir).filter((script) => script.includes("Download the React DevTools")),
        buildDir,
      ).toEqual([]);
    }
  });

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
