import type { Page, Route } from "@playwright/test";
import { WEB_FONT_STORAGE_KEY } from "../../app/lib/web-font";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { knowledgeHubPaths, notFoundDocumentPath, paths } from "../../app/route-paths";
import { expect, hydrated, rendered, test } from "./fixtures";

/**
 * Nothing moves, in any state, on a CPU as slow as a mid-range phone's (issue 34, docs/decisions/708):
 * every route, at both widths, as a first visit, and as a returning visitor whose browser has Inter
 * in its cache, has lost it, or gets it late. Layout shifts are summed from the page's start over
 * its load, hydration and the idle work after it (where a first visit fetches Inter for later).
 */
const FONT_FILE = /\/assets\/inter-[^/]+\.woff2$/;
// An article's page too: the pages the team publishes are drawn by the same rules.
const routes = [...Object.values(paths), knowledgeHubPaths.article(fallbackArticles[0].slug), notFoundDocumentPath];

type Shift = { value: number; sources: string[] };

/** Collects every layout shift of each document the page loads, with what moved. */
const collectShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.defineProperty(window, "__shifts", { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        const sources = entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node?.nodeName ?? "?"} "${(node?.textContent ?? "").trim().slice(0, 40)}" ` +
            `(${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height})`,
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** A CPU four times slower, as Lighthouse's mobile profile and a mid-range phone. */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** After hydration, the idle work the app starts then (Inter's fetch for the next page), rendered. */
async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await rendered(page);
}

/** A visitor an earlier page has given Inter: the flag decision 705 keeps, before any script runs. */
const rememberInter = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, "1"), WEB_FONT_STORAGE_KEY);

for (const route of routes) {
  test.describe(`${route} stays still`, () => {
    test.beforeEach(async ({ page }) => {
      await collectShifts(page);
    });

    test("on a first visit, with a slow CPU", async ({ page }) => {
      await slowCpu(page);
      await page.goto(route);
      await settled(page);
      expect(await shiftsSoFar(page)).toEqual([]);
    });

    test("for a returning visitor with Inter in the cache, with a slow CPU", async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_STORAGE_KEY)).not.toBeNull();
      await slowCpu(page);
      await page.goto(route);
      await settled(page);
      await expect(page.locator("html")).toHaveAttribute("data-web-font", "");
      expect(await shiftsSoFar(page)).toEqual([]);
    });

    test("for a returning visitor whose cache lost Inter, with a slow CPU", async ({ page }) => {
      await rememberInter(page);
      // A fresh browser's cache is empty: Inter comes from the network, while the page loads.
      const fetched = page.waitForResponse(FONT_FILE);
      await slowCpu(page);
      await page.goto(route);
      await fetched;
      await settled(page);
      expect(await shiftsSoFar(page)).toEqual([]);
    });

    test("for a returning visitor whose Inter arrives after the first paint, with a slow CPU", async ({ page }) => {
      await rememberInter(page);
      const held: Route[] = [];
      await page.route(FONT_FILE, (route) => void held.push(route));
      await slowCpu(page);
      await page.goto(route, { waitUntil: "commit" });
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            new PerformanceObserver((list, observer) => {
              if (!list.getEntriesByName("first-contentful-paint").length) return;
              observer.disconnect();
              resolve(undefined);
            }).observe({ type: "paint", buffered: true }),
          ),
      );
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const arrived = page.waitForResponse(FONT_FILE);
      await Promise.all(held.map((route) => route.continue()));
      await arrived;
      await settled(page);
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  });
}
