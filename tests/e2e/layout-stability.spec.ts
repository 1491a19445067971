import type { BrowserContext, Page, Route } from "@playwright/test";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { pathIn, translations } from "../../app/languages";
import { knowledgeHubPaths, notFoundDocumentPath, paths } from "../../app/route-paths";
import { expect, hydrated, interBytesTransferred, interLoaded, rendered, test } from "./fixtures";
import { pacedDocument } from "./paced-document";

/**
 * Nothing moves, in any state, on a CPU as slow as a mid-range phone's (issue 34, docs/decisions/708):
 * every route, at both widths, as a first visit, and as a returning visitor whose browser has Inter
 * in its cache; and as one who has lost it, or gets it late, on the pages below. Layout shifts are summed from the page's start over
 * its load, hydration and the idle work after it (where the app fetches Inter for later, 709).
 * And as a busy phone paints a page it has only partly parsed: its HTML in pieces, a frame drawn
 * between any two (708's addendum).
 */
const FONT_FILE = /\/assets\/inter-[^/]+\.woff2$/;
// An article's page too: the pages the team publishes are drawn by the same rules. And two Hindi
// pages, where Devanagari's taller lines and other breaks set the first screen differently: Home's
// and the Infinity Program's, the longest (tests/e2e/hindi.spec.ts has every Hindi page).
const routes = [
  ...Object.values(paths),
  knowledgeHubPaths.article(fallbackArticles[0].slug),
  notFoundDocumentPath,
  ...[paths.home, paths.infinity].map((path) => pathIn(translations[0], path)),
];

/**
 * A returning visit that lost Inter, or gets it late, differs from one with Inter cached only in
 * the font's bytes, which no page load uses: every state keeps the stand-in (709, `keptTheStandIn`)
 * and fetches Inter after its app, for later. What those two states prove is the font code's
 * (app/lib/web-font.ts), the same on every page: checked on the longest English page, an article
 * and the longest Hindi page, at both widths (docs/decisions/904).
 */
const fontStateRoutes = new Set<string>([paths.infinity, routes[Object.values(paths).length], routes.at(-1)!]);
const onFontStatePagesOnly = (route: string) =>
  test.skip(!fontStateRoutes.has(route), "the font code's state: on three pages (fontStateRoutes)");

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

/** A visit before this one, on the same route: its app in and Inter fetched for later (709). */
async function earlierVisit(page: Page, route: string) {
  await page.goto(route);
  await expect.poll(() => interLoaded(page)).toBe(true);
}

/** The HTTP cache emptied since that visit (a phone that evicted Inter, a cleared cache); storage stays. */
async function emptyCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
}

/**
 * Where a parser may stop with the page painted: before every tag and comment after the first
 * screen's marker (before it, the page does not paint, decision 708), to the end of <main>, and
 * between a tag and the text it opens with (a busy phone's parser yields there too: a link painted
 * before its words).
 */
function pausePoints(html: string) {
  const from = html.indexOf(">", html.indexOf('id="first-screen-end"')) + 1;
  const to = html.indexOf("</main>");
  return [...html.slice(from, to).matchAll(/<(?!\/)|(?<=<[a-z][^<>]*>)(?=[^<\s])/g)].map((match) => from + match.index);
}

/**
 * How much of the page a parser that has read up to a point has built, at least: the elements in
 * its body and the length of its text (the same HTML parsed at once, in a blank page of the same
 * browser). Less any <noscript>: a page with scripts reads its content as text, a parser without
 * them (DOMParser's) as elements. Worked out a batch of points at a time, as the test reaches them:
 * it stops once past the first screen, a few points in of hundreds, and each parse reads the page
 * from its start.
 */
async function parsedBy(context: BrowserContext, html: string, points: number[]) {
  const blank = await context.newPage();
  const built: Array<{ elements: number; text: number }> = [];
  return {
    async upTo(index: number) {
      while (built.length <= index) {
        const batch = points.slice(built.length, built.length + 16);
        built.push(
          ...(await blank.evaluate(
            ({ html, batch }) =>
              batch.map((point) => {
                const read = html.slice(0, point).replace(/<noscript>[\s\S]*?(<\/noscript>|$)/g, "");
                const { body } = new DOMParser().parseFromString(read, "text/html");
                return { elements: body.getElementsByTagName("*").length, text: body.textContent?.length ?? 0 };
              }),
            { html, batch },
          )),
        );
      }
      return built[index];
    },
    close: () => blank.close(),
  };
}

/** Whether what has been parsed so far reaches below the first screen: no later piece is in view. */
const pastTheFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const parsed = [...document.body.getElementsByTagName("*")].reverse();
    const last = parsed.find((element) => element.getClientRects().length > 0);
    return last !== undefined && last.getBoundingClientRect().top >= innerHeight;
  });

/** A page load never changes its font: every state paints, and stays, in Inter's stand-in (709). */
const keptTheStandIn = (page: Page) => expect(page.locator("html")).not.toHaveAttribute("data-web-font");

for (const route of routes) {
  test.describe(`${route} stays still`, () => {
    // Every state loads its page under a CPU four times slower, or one piece at a time, some twice:
    // on CI's busy two cores a long page took over the default 30 s (/perks, at 1280 px).
    test.slow();
    test.beforeEach(async ({ page }) => {
      await collectShifts(page);
    });

    // The first visit is the returning visit's earlier one: its app in and Inter fetched for later.
    test("on a first visit, and back again with Inter in the cache, with a slow CPU", async ({ page }) => {
      await test.step("a first visit", async () => {
        await slowCpu(page);
        await page.goto(route);
        await settled(page);
        expect(await shiftsSoFar(page)).toEqual([]);
      });
      await test.step("a returning visitor with Inter in the cache", async () => {
        await expect.poll(() => interLoaded(page)).toBe(true);
        await slowCpu(page);
        await page.goto(route);
        await settled(page);
        await keptTheStandIn(page);
        // Out of the cache, as the state says: nothing transferred.
        expect(await interBytesTransferred(page)).toBe(0);
        expect(await shiftsSoFar(page)).toEqual([]);
      });
    });

    // The 404 page's first screen is the whole page: there is no later piece to wait for.
    if (route !== notFoundDocumentPath) {
      test("when its HTML arrives in pieces, painted between any two", async ({ page, baseURL }) => {
        const paced = await pacedDocument(baseURL!, route);
        try {
          const points = pausePoints(paced.html);
          const parsed = await parsedBy(page.context(), paced.html, points);
          // The first screen, whole: a browser commits to a page once it has some of its body.
          paced.sendUpTo(points[0]);
          await page.goto(paced.url, { waitUntil: "commit" });
          let paintedPieces = 0;
          for (const [index, point] of points.entries()) {
            paced.sendUpTo(point);
            await page.waitForFunction(
              ({ elements, text }) =>
                document.body !== null &&
                document.body.getElementsByTagName("*").length >= elements &&
                (document.body.textContent?.length ?? 0) >= text,
              await parsed.upTo(index),
            );
            await rendered(page);
            paintedPieces++;
            if (await pastTheFirstScreen(page)) break;
          }
          await parsed.close();
          paced.finish();
          await settled(page);
          expect(paintedPieces).toBeGreaterThan(0);
          expect(await shiftsSoFar(page)).toEqual([]);
        } finally {
          await paced.close();
        }
      });
    }

    test("for a returning visitor whose cache lost Inter, with a slow CPU", async ({ page }) => {
      onFontStatePagesOnly(route);
      await earlierVisit(page, route);
      await emptyCache(page);
      // Inter comes from the network again, once this page's app is in.
      const fetched = page.waitForResponse(FONT_FILE);
      await slowCpu(page);
      await page.goto(route);
      await fetched;
      await settled(page);
      await keptTheStandIn(page);
      expect(await interBytesTransferred(page)).toBeGreaterThan(0);
      expect(await shiftsSoFar(page)).toEqual([]);
    });

    test("for a returning visitor whose Inter arrives late, with a slow CPU", async ({ page }) => {
      onFontStatePagesOnly(route);
      await earlierVisit(page, route);
      await emptyCache(page);
      // Inter's files are held until the app has asked for them and drawn a frame without them.
      const held: Route[] = [];
      let released = false;
      await page.route(FONT_FILE, (route) => (released ? route.continue() : void held.push(route)));
      const asked = page.waitForRequest(FONT_FILE);
      await slowCpu(page);
      await page.goto(route);
      await hydrated(page);
      await asked;
      await rendered(page);
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await expect.poll(() => interLoaded(page)).toBe(true);
      await settled(page);
      await keptTheStandIn(page);
      expect(await interBytesTransferred(page)).toBeGreaterThan(0);
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  });
}
