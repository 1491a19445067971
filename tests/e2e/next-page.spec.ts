import type { Page, Request } from "@playwright/test";
import { accelerator } from "../../app/content/home";
import { growthToolkit as growthToolkitInHindi } from "../../app/content/hi/home";
import { perksHero as perksHeroInHindi } from "../../app/content/hi/perks";
import { communityHero } from "../../app/content/community";
import { infinityHero } from "../../app/content/infinity";
import { fallbackArticles, featuredArticlesSection } from "../../app/content/knowledge-hub";
import { footer, navigation } from "../../app/content/shared";
import { toolkitsHero } from "../../app/content/toolkits";
import { english, routePathOf, translations } from "../../app/languages";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { expect, isPhone, pagesFetchedAhead, test, visit } from "./fixtures";
import { policyViolations, recordPolicyViolations } from "./policy-violations";

/**
 * The next page at once (issue 55, docs/decisions/015): once started and idle, the app prefetches
 * every linked page's code and data, so a tap requests neither. Never with Save-Data, never before
 * the first paint.
 */
const [hindi] = translations;

/** Network fetches by path, not cache or prefetch-cache hits: Chromium's own account (CDP). */
async function networkOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const fetched: string[] = [];
  cdp.on("Network.responseReceived", ({ response }) => {
    const url = new URL(response.url);
    if (url.protocol.startsWith("http") && !response.fromDiskCache && !response.fromPrefetchCache)
      fetched.push(url.pathname);
  });
  return { cdp, fetched };
}
type Network = Awaited<ReturnType<typeof networkOf>>;

/** A page's route module, its imports (React Router's manifest, in the page) and its route data. */
const codeAndDataOf = (
  page: Page,
  address: string,
  path = routePathOf(address.startsWith(hindi.pathPrefix) ? hindi : english, address),
) =>
  page.evaluate(
    ({ address, path }) => {
      const { routes } = (
        window as unknown as {
          __reactRouterManifest: {
            routes: Record<string, { path?: string; index?: boolean; module: string; imports?: string[] }>;
          };
        }
      ).__reactRouterManifest;
      const route = Object.values(routes).find((candidate) =>
        path === "/" ? candidate.index === true : candidate.path === path,
      );
      if (!route) throw new Error(`No route for ${path}`);
      return [route.module, ...(route.imports ?? []), `${address === "/" ? "/_" : address}.data`];
    },
    { address, path },
  );

/**
 * Taps the link, waits for the next heading, and checks the page's code and data were not fetched
 * after the tap (the new page's own prefetches, once idle, are not them).
 */
async function moveWithoutFetching(
  page: Page,
  network: Network,
  tap: () => Promise<void>,
  to: { path: string; heading: string; route?: string },
) {
  const own = await codeAndDataOf(page, to.path, to.route);
  const before = network.fetched.length;
  await tap();
  await expect(page.getByRole("heading", { level: 1, name: to.heading })).toBeVisible();
  await expect(page).toHaveURL(to.path);
  expect(network.fetched.slice(before).filter((path) => own.includes(path))).toEqual([]);
}

test("@any-width a page's own links, an article's, the footer's, the hub's reader and a Hindi page's: each move draws what was fetched ahead", async ({
  page,
  context,
}) => {
  await recordPolicyViolations(context);
  const network = await networkOf(page);
  const fetchedAhead = pagesFetchedAhead(page);
  const link = (within: string, name: string) => page.locator(within).getByRole("link", { name, exact: true });

  await test.step("a page's own link: Home to the Infinity Program", async () => {
    await visit(page, paths.home);
    await fetchedAhead();
    await moveWithoutFetching(page, network, () => link("main", accelerator.cta.label).click(), {
      path: paths.infinity,
      heading: infinityHero.title,
    });
  });

  await test.step("the footer's link, from a page the app drew: the Infinity Program to the toolkit", async () => {
    await fetchedAhead();
    const toolkit = footer.resources.find(({ href }) => href === paths.toolkits)!;
    await moveWithoutFetching(page, network, () => link("footer", toolkit.label).click(), {
      path: paths.toolkits,
      heading: toolkitsHero.title,
    });
  });

  await test.step("back: the Infinity Program again", async () => {
    await moveWithoutFetching(page, network, () => page.goBack().then(() => undefined), {
      path: paths.infinity,
      heading: infinityHero.title,
    });
  });

  await test.step("an article's next article, whose route asks for its own data (?_routes=)", async () => {
    await visit(page, knowledgeHubPaths.article(fallbackArticles[0].slug));
    await fetchedAhead();
    const next = page.locator('nav a[rel="next"]');
    const slug = (await next.getAttribute("href"))!.split("/").pop()!;
    const article = fallbackArticles.find((candidate) => candidate.slug === slug)!;
    await moveWithoutFetching(page, network, () => next.click(), {
      path: knowledgeHubPaths.article(slug),
      heading: article.title,
      route: knowledgeHubPaths.article(":slug"),
    });
  });

  await test.step("the hub's reader: a card opens its article over the hub, its text fetched ahead", async () => {
    await visit(page, paths.knowledgeHub);
    await fetchedAhead();
    const article = fallbackArticles[1];
    const before = network.fetched.length;
    await page
      .getByRole("region", { name: featuredArticlesSection.heading })
      .getByRole("link", { name: article.title })
      .click();
    await expect(
      page
        .getByRole("dialog", { name: article.title })
        .getByRole("heading", { level: 3, name: article.sections[0].title }),
    ).toBeVisible();
    expect(network.fetched.slice(before)).not.toContain(`${knowledgeHubPaths.article(article.slug)}.data`);
  });

  await test.step("within Hindi: होम to its perks", async () => {
    await visit(page, hindi.pathPrefix);
    await fetchedAhead();
    const perks = growthToolkitInHindi.cards.find(({ link }) => link.href === paths.perks)!.link;
    await moveWithoutFetching(page, network, () => link("main", perks.label).click(), {
      path: `${hindi.pathPrefix}${paths.perks}`,
      heading: perksHeroInHindi.title,
    });
  });

  expect(await policyViolations(page)).toEqual([]);
});

test("the header's links on a desktop, the drawer's on a phone", async ({ page }) => {
  const network = await networkOf(page);
  const fetchedAhead = pagesFetchedAhead(page);
  await visit(page, paths.perks);
  await fetchedAhead();
  const community = navigation.links.find(({ href }) => href === paths.community)!;
  await moveWithoutFetching(
    page,
    network,
    async () => {
      if (isPhone(page)) {
        await page.getByRole("button", { name: navigation.openMenu }).click();
        await page
          .getByRole("dialog", { name: navigation.drawerTitle })
          .getByRole("link", { name: community.label })
          .click();
      } else {
        await page
          .getByRole("navigation", { name: navigation.label })
          .getByRole("link", { name: community.label })
          .click();
      }
    },
    { path: paths.community, heading: communityHero.title },
  );
});

test("@any-width nothing is fetched ahead before the first paint, nor ever with Save-Data", async ({
  page,
  context,
}) => {
  await test.step("fetched after the first paint and the app, once the browser is idle", async () => {
    const fetchedAhead = pagesFetchedAhead(page);
    await visit(page, paths.home);
    await fetchedAhead();
    const { firstPaint, appStarted, ahead } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      appStarted: performance.getEntriesByName("app:hydrated")[0]?.startTime,
      ahead: performance
        .getEntriesByType("resource")
        .filter(({ name }) => /\.data$|\/pages-ahead-[\w-]+\.js$/.test(new URL(name).pathname))
        .map(({ name, startTime }) => ({ name, startTime })),
    }));
    expect(ahead.map(({ name }) => new URL(name).pathname)).toContain(`${paths.perks}.data`);
    expect(firstPaint).toBeGreaterThan(0);
    for (const { name, startTime } of ahead) {
      expect(startTime, name).toBeGreaterThan(firstPaint!);
      expect(startTime, name).toBeGreaterThan(appStarted!);
    }
  });

  await test.step("with Save-Data, nothing at all: not the code that would, nor any page's data, nor Inter", async () => {
    const saving = await context.newPage();
    const network = await networkOf(saving);
    await network.cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const requests = new Set<Request>();
    saving.on("request", (request) => requests.add(request));
    saving.on("requestfinished", (request) => requests.delete(request));
    saving.on("requestfailed", (request) => requests.delete(request));
    await visit(saving, paths.home);
    expect(
      await saving.evaluate(() => (navigator as unknown as { connection: { saveData: boolean } }).connection.saveData),
    ).toBe(true);
    // Two idle periods after the app's start, the first of which is when it would have begun.
    await saving.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect.poll(() => requests.size).toBe(0);
    await expect(saving.locator("link[data-ahead]")).toHaveCount(0);
    expect(network.fetched.filter((path) => /\.data$|\/pages-ahead-|\/inter-/.test(path))).toEqual([]);
  });
});
