import type { BrowserContext, Page } from "@playwright/test";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { pathIn, translations } from "../../app/languages";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { expect, rendered, test } from "./fixtures";
import { collectShifts, cpuSlowedBy, returningVisits, settled, shiftsSoFar } from "./page-checks";
import { pacedDocument } from "./paced-document";

/**
 * Nothing moves, in any state, on a CPU as slow as a mid-range phone's (issue 34, docs/decisions/708):
 * every route, at both widths, as a first visit, and as a returning visitor whose browser has Inter
 * in its cache, has lost it, or gets it late: those states are checked in each English route's
 * visit (every-route.spec.ts), and here for two Hindi pages, where Devanagari's taller lines and
 * other breaks set the first screen differently (Home's and the Infinity Program's, the longest).
 * Layout shifts are summed from the page's start over its load, hydration and the idle work after
 * it (where the app fetches Inter for later, 709). And, for every page, as a busy phone paints a
 * page it has only partly parsed: its HTML in pieces, a frame drawn between any two (708's addendum).
 */
const hindiRoutes = [paths.home, paths.infinity].map((path) => pathIn(translations[0], path));
// An article's page too: the pages the team publishes are drawn by the same rules.
const routes = [...Object.values(paths), knowledgeHubPaths.article(fallbackArticles[0].slug), ...hindiRoutes];

/**
 * Where a parser may stop with the page painted: before every tag and comment after the first
 * screen's marker (before it, the page does not paint, decision 708), to the end of <main>.
 */
function pausePoints(html: string) {
  const from = html.indexOf(">", html.indexOf('id="first-screen-end"')) + 1;
  const to = html.indexOf("</main>");
  return [...html.slice(from, to).matchAll(/<(?!\/)/g)].map((match) => from + match.index);
}

/**
 * How much of the page a parser that has read up to each point has built, at least: the elements in
 * its body and the length of its text (the same HTML parsed at once, in a blank page of the same
 * browser). Less any <noscript>: a page with scripts reads its content as text, a parser without
 * them (DOMParser's) as elements.
 */
async function builtUpTo(context: BrowserContext, html: string, points: number[]) {
  const blank = await context.newPage();
  const built = await blank.evaluate(
    ({ html, points }) =>
      points.map((point) => {
        const read = html.slice(0, point).replace(/<noscript>[\s\S]*?(<\/noscript>|$)/g, "");
        const { body } = new DOMParser().parseFromString(read, "text/html");
        return { elements: body.getElementsByTagName("*").length, text: body.textContent?.length ?? 0 };
      }),
    { html, points },
  );
  await blank.close();
  return built;
}

/** Whether what has been parsed so far reaches below the first screen: no later piece is in view. */
const pastTheFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const parsed = [...document.body.getElementsByTagName("*")].reverse();
    const last = parsed.find((element) => element.getClientRects().length > 0);
    return last !== undefined && last.getBoundingClientRect().top >= innerHeight;
  });

for (const route of routes) {
  // The 404 page is left out: its first screen is the whole page, there is no later piece to wait for.
  test(`${route} stays still when its HTML arrives in pieces, painted between any two`, async ({ page, baseURL }) => {
    // One piece at a time: on CI's busy two cores a long page took over the default 30 s.
    test.slow();
    await collectShifts(page);
    const paced = await pacedDocument(baseURL!, route);
    try {
      const points = pausePoints(paced.html);
      const built = await builtUpTo(page.context(), paced.html, points);
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
          built[index],
        );
        await rendered(page);
        paintedPieces++;
        if (await pastTheFirstScreen(page)) break;
      }
      paced.finish();
      await settled(page);
      expect(paintedPieces).toBeGreaterThan(0);
      expect(await shiftsSoFar(page)).toEqual([]);
    } finally {
      await paced.close();
    }
  });
}

for (const route of hindiRoutes) {
  test(`${route} stays still on a first visit and on every return, with a slow CPU`, async ({ page }) => {
    // Four loads on a CPU four times slower: a limit for a load that hangs, not a wait.
    test.setTimeout(180_000);
    await collectShifts(page);
    await cpuSlowedBy(page, 4);
    await page.goto(route);
    await settled(page);
    expect.soft(await shiftsSoFar(page), "layout shifts: a first visit").toEqual([]);
    await cpuSlowedBy(page, 1);
    for (const [state, shifts] of Object.entries(await returningVisits(page, route))) {
      expect.soft(shifts, `layout shifts: ${state}`).toEqual([]);
    }
  });
}
