import { fallbackArticles } from "../../app/content/knowledge-hub";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { expect, scrollThrough, test } from "./fixtures";
import {
  collectShifts,
  cpuSlowedBy,
  expectEnforcedStrictPolicy,
  expectFirstScreenAtRest,
  expectHeroFirstPartInPlace,
  expectHeroShapesDrift,
  expectIconControlsHaveTooltips,
  expectNothingRequestedBeforePaint,
  expectInjectionRefused,
  expectInlineStylesRefused,
  expectReadableStructure,
  pagesWithVideos,
  playEveryVideo,
  policyErrors,
  returningVisits,
  settled,
  shiftsSoFar,
  standInForTheVideoHost,
  useThePage,
} from "./page-checks";
import { policyViolations, recordPolicyViolations } from "./policy-violations";
import { viewports } from "./widths";

/**
 * What every page owes its visitors, gathered in one visit per route and width (a project of its own,
 * one visit at a time: playwright.config.ts; the width in the title): the page opened
 * cold on a CPU as slow as a mid-range phone's, then scrolled, read, played and used as a visitor
 * does, then opened again as a returning visitor in each state of their cache. Each check is a
 * step of its own, named, and soft: a failure names its width and route (the title) and its check (the step and the assertion's message), and the other checks still run.
 *
 * - policy: the strictest Content-Security-Policy, enforced (docs/decisions/701, 714), breaks
 *   nothing the visitor does, and refuses what it must (inline styles, script from strings or
 *   another origin), reporting each, so a listener that hears nothing cannot pass for a clean page;
 * - console and requests: no error, no request leaving 127.0.0.1;
 * - accessibility: one h1, headings in order, landmarks, names, alt texts, axe (WCAG 2.2 AA);
 * - first load: nothing requested before the page has painted and loaded (docs/decisions/001);
 * - motion: the first screen at rest, the hero's shapes looping (301, spec section 9);
 * - layout stability: nothing moves on the first visit, while scrolling, or on any return (708, 709).
 */
const sitePaths: string[] = Object.values(paths);
const unknownAddress = "/no/such/page";
const routes = [
  ...Object.values(paths),
  ...fallbackArticles.map((article) => knowledgeHubPaths.article(article.slug)),
  // The 404 page, as an unknown address is answered.
  unknownAddress,
];

/** What the console may say: nothing, but on the 404 page its status and the address (spec, section 2). */
const expectedConsole = (route: string) =>
  route === unknownAddress
    ? ["Failed to load resource: the server responded with a status of 404 (Not Found)", `404: no page at ${route}`]
    : [];

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(width, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}: one visit, every check`, async ({ page, context, consoleErrors, externalRequests }) => {
        // A whole visit and three more loads on a slowed CPU: a limit for a visit that hangs, not a wait.
        test.setTimeout(240_000);
        await recordPolicyViolations(context);
        await collectShifts(page);

        await test.step("layout stability: a first visit, with a slow CPU", async () => {
          await cpuSlowedBy(page, 4);
          const response = await page.goto(route);
          await test.step("policy: strict, enforced, as served", () => expectEnforcedStrictPolicy(response));
          await settled(page);
          expect.soft(await shiftsSoFar(page), "layout shifts").toEqual([]);
          await cpuSlowedBy(page, 1);
        });

        await test.step("first load: no script, stylesheet or font before the page has painted and loaded", () =>
          expectNothingRequestedBeforePaint(page));
        if (sitePaths.includes(route)) {
          await test.step("motion: the first screen at rest, the hero never revealed", () =>
            expectFirstScreenAtRest(page));
          // /search is a tool with a search field where the other pages have a hero.
          if (route !== paths.search) {
            await test.step("motion: the hero's shapes drift in loops, never the largest paint", () =>
              expectHeroShapesDrift(page));
          }
        }
        await test.step("accessibility: every icon-only control has a tooltip", () =>
          expectIconControlsHaveTooltips(page));

        await test.step("console and requests: scrolled through, nothing fails, nothing leaves", async () => {
          await page.waitForLoadState("networkidle");
          await scrollThrough(page);
          await page.waitForLoadState("networkidle");
          expect.soft(await shiftsSoFar(page), "layout shifts while scrolling through").toEqual([]);
          expect.soft(consoleErrors, "console errors").toEqual(expectedConsole(route));
          expect.soft(externalRequests, "requests leaving 127.0.0.1").toEqual([]);
        });

        await test.step("accessibility: structure, names and axe", () => expectReadableStructure(page));

        await test.step("policy: every control used, every video played, no violation", async () => {
          await useThePage(page, route);
          // Routed requests bypass the HTTP cache: the stand-in goes once the players are in, so
          // the returning visits below find Inter where the first visit left it.
          await standInForTheVideoHost(context);
          const played = await playEveryVideo(page);
          if (pagesWithVideos.includes(route)) expect(played, "video facades clicked").toBeGreaterThan(0);
          await context.unrouteAll();
          expect.soft(await policyViolations(page), "policy violations").toEqual([]);
          expect.soft(policyErrors(consoleErrors), "policy errors in the console").toEqual([]);
        });

        await test.step("policy: inline styles refused and reported", () => expectInlineStylesRefused(page));
        await test.step("policy: script from strings or another origin refused and reported", () =>
          expectInjectionRefused(page));

        await test.step("layout stability: returning visits, with a slow CPU", async () => {
          for (const [state, shifts] of Object.entries(await returningVisits(page, route))) {
            expect.soft(shifts, `layout shifts: ${state}`).toEqual([]);
          }
        });

        if (sitePaths.includes(route)) {
          await test.step("layout stability: the hero's first part sits where it will stay", () =>
            expectHeroFirstPartInPlace(page));
        }
      });
    }
  });
}
