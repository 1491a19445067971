import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type FrameLocator, type Locator, type Page, type Request } from "@playwright/test";
import { english, siteLanguages } from "../../app/languages";
import { pagesLinkedFrom, routeDataPath } from "../../app/lib/pages-ahead";

export { expect };

const SITE_HOST = "127.0.0.1";

/** Every test records console errors, uncaught exceptions and requests leaving 127.0.0.1, for specs to assert on. */
export const test = base.extend<{ consoleErrors: string[]; externalRequests: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  externalRequests: async ({ page }, use) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== SITE_HOST) requests.push(request.url());
    });
    await use(requests);
  },
});

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** An FAQ question: the <summary> of its <details> (docs/decisions/012), read as a button with its expanded state. */
export const faqQuestion = (scope: Page | Locator | FrameLocator, question: string) =>
  scope.locator("summary").filter({ hasText: question });

/** A toolkit category's chip: the label around a radio button hidden but for screen readers and keys. */
export const filterChip = (scope: Page | Locator, label: string) =>
  scope.locator("label").filter({ hasText: new RegExp(`^${label}$`) });

/** The <details> a question opens: `open` while its answer shows. */
export const disclosureOf = (summary: Locator) => summary.locator("xpath=..");

/**
 * axe with the WCAG 2.2 A/AA rule sets. Legacy mode (in-page `axe.run`) and violation-only selectors took a page
 * from 2.8 s to 1.3 s; legacy mode skips cross-origin frames, which appear only once a visitor starts a video.
 */
export async function axeViolations(page: Page) {
  // `options` first: it replaces every option set before it, the tags included.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Waits for hydration, which starts after load, on idle (docs/decisions/001-paint-first-hydrate-on-idle-or-intent.md):
 * an early click is replayed, but a hover, focus plus arrow keys or a watched scroll need the app itself.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits for its app: what a visitor who stays a moment gets. */
export async function visit(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await hydrated(page);
  return response;
}

/** Waits two frames, then a task: by then IntersectionObserver and ResizeObserver callbacks have run. */
export async function rendered(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/**
 * Whether both Inter faces (latin, and ₹ →) are declared and loaded (docs/decisions/709). Not `document.fonts.check()`:
 * it is true of a family with no face yet, and Inter's faces come with the whole sheet (715).
 */
export const interLoaded = (page: Page) =>
  page.evaluate(() => {
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Inter Variable");
    return faces.length === 2 && faces.every((face) => face.status === "loaded");
  });

/** Bytes the page's Inter files took from the network (0: from the cache); fails if the page asked for none. */
export async function interBytesTransferred(page: Page) {
  await expect.poll(() => interLoaded(page)).toBe(true);
  const sizes = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.transferSize),
  );
  expect(sizes.length).toBeGreaterThan(0);
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Scrolls half a screen at a time, letting IntersectionObserver callbacks (lazy images, clips, count-ups) run. */
export async function scrollThrough(page: Page) {
  await hydrated(page);
  await page.evaluate(async () => {
    const observed = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await observed();
    }
  });
}

/**
 * Call before the page opens; the returned function waits until the idle app has fetched the data of every page the
 * document links to (`pagesLinkedFrom`, docs/decisions/015) and no request is open. Not "some app link is in the
 * document": after a client-side move the last page's links remain before the new page's fetches begin.
 */
export function pagesFetchedAhead(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  const fetched = new Set<string>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => {
    open.delete(request);
    fetched.add(new URL(request.url()).pathname);
  });
  page.on("requestfailed", (request) => open.delete(request));
  return async () => {
    const { lang, links } = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      links: [...document.links].map((link) =>
        Object.fromEntries(link.getAttributeNames().map((name) => [name, link.getAttribute(name)])),
      ),
    }));
    const language = siteLanguages.find(({ tag }) => tag === lang) ?? english;
    const asLinks = links.map((attributes) => ({
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
    }));
    const data = pagesLinkedFrom(asLinks, page.url(), language).map(routeDataPath);
    expect(data.length, "the page links to other pages of its app").toBeGreaterThan(0);
    await expect
      .poll(() => ({ notYetFetched: data.filter((path) => !fetched.has(path)), open: open.size }))
      .toEqual({ notYetFetched: [], open: 0 });
  };
}

/** Paths under /assets/ of the modules the bootstrap pulls in by static import, transitively (not dynamic imports). */
export async function firstLoadModules(page: Page): Promise<string[]> {
  // The bootstrap named in the inline loader (scripts/build/hydrate-on-intent.browser.mjs), read from the DOM
  // because a test's fake clock empties the performance entries.
  const boot = await page.evaluate(() =>
    [...document.scripts].map((script) => /\/assets\/boot-[\w-]+\.js/.exec(script.text)?.[0]).find(Boolean),
  );
  if (!boot) throw new Error("The page has no bootstrap to start.");
  const seen = new Set<string>();
  const queue = [new URL(boot, page.url()).href];
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const source = await (await page.request.get(url)).text();
    for (const [, specifier] of source.matchAll(
      /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["'](\.{0,2}\/[^"']+\.js)["']/g,
    )) {
      queue.push(new URL(specifier, url).href);
    }
  }
  return [...seen].map((url) => new URL(url).pathname);
}
