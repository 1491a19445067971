import type { BrowserContext, CDPSession, Page, Response, Route } from "@playwright/test";
import { eligibilityQuestions } from "../../app/content/eligibility";
import { searchText } from "../../app/content/search";
import { a11yText, motionControl, navigation } from "../../app/content/shared";
import { questionIds } from "../../app/lib/eligibility";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { SINKS_REFUSED, tryScriptSinks } from "../support/trusted-types";
import { axeViolations, disclosureOf, expect, hydrated, interLoaded, isPhone, rendered } from "./fixtures";
import { policyViolations } from "./policy-violations";

/**
 * What a visit of a page checks, one function a check, shared by the specs that visit every route
 * (every-route.spec.ts gathers them all in one visit per route and width; strict-policy.spec.ts
 * and layout-stability.spec.ts use them on the other copies and states).
 */

// The policy

/** The page came with the strict policy: nothing by default, no unsafe source for scripts or styles. */
export function expectStrictPolicy(response: Response | null) {
  expect(response, "a navigation response").not.toBeNull();
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toMatch(/^default-src 'none'; /);
  expect(policy).toMatch(/; style-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-hashes'|(?<!wasm-)'unsafe-eval'/);
  expect(response!.headers()["cross-origin-resource-policy"]).toBe("same-origin");
}

/** ...and enforced rather than report-only, with Trusted Types (docs/decisions/714). */
export function expectEnforcedStrictPolicy(response: Response | null) {
  expectStrictPolicy(response);
  const headers = response!.headers();
  // WebAssembly for the site search may compile; eval never (docs/decisions/401).
  expect(headers["content-security-policy"]).toMatch(
    /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  expect(headers["content-security-policy"]).toContain("; require-trusted-types-for 'script'; trusted-types 'none'");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
}

/** The console's lines about a policy: what Chromium prints when one refuses something. */
export const policyErrors = (errors: string[]) =>
  errors.filter((line) => /Content Security Policy|Permissions-Policy|Refused to/i.test(line));

/** The violations reported from now on, as `directive blocked` and the sample. */
async function violationsAfter(page: Page, mark: number) {
  return (await policyViolations(page)).slice(mark);
}

/**
 * A style attribute and a <style> element added now must not apply, and must be reported: proof
 * that the listener hears, and that inline styles are really off.
 */
export async function expectInlineStylesRefused(page: Page) {
  const mark = (await policyViolations(page)).length;
  const applied = await page.evaluate(() => {
    // Built node by node: markup from a string is a sink Trusted Types refuses.
    const paragraph = Object.assign(document.createElement("p"), { id: "injected-attribute", textContent: "x" });
    paragraph.setAttribute("style", "color: rgb(255, 0, 0)");
    document.body.append(paragraph);
    const style = document.createElement("style");
    style.textContent = "#injected-attribute { outline: 9px solid rgb(255, 0, 0) }";
    document.head.append(style);
    const probe = getComputedStyle(document.getElementById("injected-attribute")!);
    return { color: probe.color, outline: probe.outlineWidth };
  });
  expect(applied).not.toEqual(expect.objectContaining({ color: "rgb(255, 0, 0)" }));
  expect(applied.outline).not.toBe("9px");
  // Once per policy the page has: a page the team published says its own in a <meta> as well as
  // the header's (docs/decisions/010), the same policy, so each refusal is reported twice there.
  await expect
    .poll(async () => [...new Set((await violationsAfter(page, mark)).map((violation) => violation.directive))].sort())
    .toEqual(["style-src-attr", "style-src-elem"]);
}

/**
 * Trusted Types: a string given to a sink that makes script (markup, a script's text, a script's
 * address) throws, and is reported once for each; the script policy: a module from another origin
 * is not loaded (import() is no sink, so the script policy is the one that answers it).
 */
export async function expectInjectionRefused(page: Page) {
  const mark = (await policyViolations(page)).length;
  expect(await page.evaluate(tryScriptSinks)).toEqual(SINKS_REFUSED);
  const imported = await page.evaluate(
    "import('https://third-party.example/injected.js').then(() => 'ran', () => 'refused')",
  );
  expect(imported).toBe("refused");
  expect(
    await page.evaluate(() => (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan),
  ).toBeUndefined();
  // Once per policy the page has: a page published from content says its own in a <meta> as well
  // as the header's (docs/decisions/010), the same policy, so each refusal is reported twice there.
  const policies = 1 + (await page.locator('meta[http-equiv="Content-Security-Policy"]').count());
  await expect
    .poll(async () => (await violationsAfter(page, mark)).map(({ directive, blocked }) => `${directive} ${blocked}`))
    .toEqual([
      ...Array(3 * policies).fill("require-trusted-types-for trusted-types-sink"),
      ...Array(policies).fill("script-src-elem https://third-party.example/injected.js"),
    ]);
  const samples = (await violationsAfter(page, mark)).map(({ sample }) => sample.split("|")[0]);
  expect(samples.slice(0, 3 * policies)).toEqual(
    ["Element innerHTML", "HTMLScriptElement textContent", "HTMLScriptElement src"].flatMap((sample) =>
      Array(policies).fill(sample),
    ),
  );
}

// Videos

/** The privacy-enhanced video host, offline: a player page of our own at its address. */
export const standInForTheVideoHost = (context: BrowserContext) =>
  context.route(`${site.videoEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>player</title><p>player stub</p>" }),
  );

/** Clicks every video facade on the page, waits for each player to load; returns how many. */
export async function playEveryVideo(page: Page) {
  const facades = page.getByRole("button", { name: new RegExp(`^${a11yText.playVideo}`) }).filter({ visible: true });
  let played = 0;
  for (; played < 20 && (await facades.count()) > 0; played++) {
    await facades.first().click();
  }
  const players = page.locator(`iframe[src^="${site.videoEmbedOrigin}/embed/"]`);
  await expect(players).toHaveCount(played);
  for (let index = 0; index < played; index++) {
    await expect(players.nth(index).contentFrame().getByText("player stub")).toBeVisible();
  }
  return played;
}

/** The pages whose built-in copy embeds videos. */
export const pagesWithVideos: string[] = [paths.community, paths.knowledgeHub, paths.infinity];

// Use

/**
 * Everything a visitor does on a page they have scrolled through (`scrollThrough`): each step
 * waits for what it caused. The pause switch comes last: "/" is a character while focus is on a
 * form control.
 */
export async function useThePage(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  await page.keyboard.press("/");
  const search = page.getByRole("dialog", { name: searchText.dialogTitle });
  await expect(search.getByRole("searchbox")).toBeFocused();
  await search.getByRole("searchbox").fill("payments");
  // The first search fetches and compiles the engine: slow on a busy machine.
  await expect(search.getByRole("list", { name: searchText.resultsLabel })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();

  if (isPhone(page)) {
    await page.getByRole("button", { name: navigation.openMenu }).click();
    const drawer = page.getByRole("dialog", { name: navigation.drawerTitle });
    await expect(drawer).toBeVisible();
    await drawer.locator("summary").filter({ hasText: navigation.productsLabel }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: navigation.label });
    const products = nav.locator("summary").filter({ hasText: navigation.productsLabel });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: new RegExp(navigation.products[0].label) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(disclosureOf(products)).not.toHaveAttribute("open");
  }

  if (path === paths.eligibility) {
    // Every question answered: the checker's reasoning, drawn by the app, and its result.
    for (const question of questionIds) {
      await page.getByRole("group", { name: eligibilityQuestions[question].legend }).getByRole("radio").last().check();
    }
    await expect(page.locator("[aria-live=polite]").filter({ has: page.locator("h3") })).toBeVisible();
  }

  if (path === paths.knowledgeHub) {
    // The first article card, whichever articles the build has (built in, or the content service's).
    const card = page.locator("#featured-articles").getByRole("listitem").first().getByRole("link");
    const title = (await card.textContent())!;
    await card.click();
    const article = page.getByRole("dialog", { name: title });
    await expect(article).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(article).toBeHidden();
  }

  const pause = page.getByRole("contentinfo").getByRole("switch", { name: motionControl.label });
  await pause.click();
  await expect(pause).toBeChecked();
  await pause.click();
  await expect(pause).not.toBeChecked();
}

// Accessibility

/**
 * Headings in document order, as [level, text]: those a screen reader reads in the page, not a
 * closed dialog's (the drawer's and the search's, in every page's HTML), which are not rendered.
 */
const headings = (page: Page) =>
  page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((elements) =>
      elements
        .filter((element) => !element.closest("[hidden], [aria-hidden=true], dialog:not([open])"))
        .map((element) => [Number(element.tagName[1]), element.textContent?.trim() ?? ""] as const),
    );

/** One h1 first, headings that skip no level, the landmarks once each, every nav, image and article named. */
export async function expectReadableStructure(page: Page) {
  const outline = await headings(page);
  expect(
    outline.filter(([level]) => level === 1),
    "exactly one h1",
  ).toHaveLength(1);
  expect(outline[0][0], "the h1 comes first").toBe(1);
  for (let i = 1; i < outline.length; i++) {
    expect(outline[i][0], `"${outline[i][1]}" does not skip a level after "${outline[i - 1][1]}"`).toBeLessThanOrEqual(
      outline[i - 1][0] + 1,
    );
  }

  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  const unnamedNavs = await page
    .locator("nav")
    .evaluateAll(
      (navs) => navs.filter((nav) => !nav.getAttribute("aria-label") && !nav.getAttribute("aria-labelledby")).length,
    );
  expect(unnamedNavs, "every nav is named").toBe(0);
  expect(await page.locator("img:not([alt])").count(), "every image has an alt, meaningful or empty").toBe(0);
  // A screen reader moving by article hears each one's name, found in the accessibility tree.
  for (const article of await page.getByRole("article").all()) {
    const heading = await article.locator("h1, h2, h3, h4").first().textContent();
    await expect(article, "every article is named by its heading").toHaveAccessibleName(heading!.trim());
  }
  expect(await axeViolations(page), "axe").toEqual([]);
}

// Layout stability (docs/decisions/708, 709)

export const FONT_FILE = /\/assets\/inter-[^/]+\.woff2$/;

type Shift = { value: number; sources: string[] };

/** Collects every layout shift of each document the page loads, with what moved. */
export const collectShifts = (page: Page) =>
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

export const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/**
 * The page's CPU slowed `rate` times (4: as Lighthouse's mobile profile and a mid-range phone; 1:
 * as it is). The session stays open: the browser drops a session's emulation when it detaches.
 */
export async function cpuSlowedBy(page: Page, rate: number) {
  let cdp = sessions.get(page);
  if (!cdp) sessions.set(page, (cdp = await page.context().newCDPSession(page)));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}
const sessions = new WeakMap<Page, CDPSession>();

/** After hydration, the idle work the app starts then (Inter's fetch for the next page), rendered. */
export async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await rendered(page);
}

/** The HTTP cache emptied since the last visit (a phone that evicted Inter, a cleared cache); storage stays. */
async function emptyCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
}

/** The bytes this page's Inter files took from the network (0: out of the cache), once both are loaded. */
async function interBytesTransferred(page: Page) {
  await expect.poll(() => interLoaded(page)).toBe(true);
  const sizes = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.transferSize),
  );
  expect(sizes.length).toBeGreaterThan(0);
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** A page load never changes its font: every state paints, and stays, in Inter's stand-in (709). */
const keptTheStandIn = (page: Page) => expect(page.locator("html")).not.toHaveAttribute("data-web-font");

/**
 * The page loaded on a slow CPU as a visitor who has been here before (a visit of this page has
 * already fetched Inter for later: 709), in the three states their cache can be in: Inter in it,
 * Inter lost, Inter coming late. Each load's shifts, from its start through its idle work, must be
 * none. Returns each state's shifts, by name.
 */
export async function returningVisits(page: Page, route: string) {
  await expect.poll(() => interLoaded(page), "the earlier visit fetched Inter").toBe(true);
  // Each return opens the page at its top: a reload would restore where the earlier visit left off.
  await page.evaluate(() => window.scrollTo(0, 0));
  const shifts: Record<string, Shift[]> = {};

  await cpuSlowedBy(page, 4);
  await page.goto(route);
  await settled(page);
  await keptTheStandIn(page);
  // Out of the cache, as the state says: nothing transferred.
  expect(await interBytesTransferred(page), "Inter out of the cache").toBe(0);
  shifts["Inter in the cache"] = await shiftsSoFar(page);

  await emptyCache(page);
  // Inter comes from the network again, once this page's app is in.
  const fetched = page.waitForResponse(FONT_FILE);
  await page.goto(route);
  await fetched;
  await settled(page);
  await keptTheStandIn(page);
  expect(await interBytesTransferred(page), "Inter from the network").toBeGreaterThan(0);
  shifts["the cache lost Inter"] = await shiftsSoFar(page);

  await emptyCache(page);
  // Inter's files are held until the app has asked for them and drawn a frame without them.
  const held: Route[] = [];
  let released = false;
  await page.route(FONT_FILE, (route) => (released ? route.continue() : void held.push(route)));
  const asked = page.waitForRequest(FONT_FILE);
  await page.goto(route);
  await hydrated(page);
  await asked;
  await rendered(page);
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect.poll(() => interLoaded(page)).toBe(true);
  await settled(page);
  await keptTheStandIn(page);
  expect(await interBytesTransferred(page), "Inter from the network, late").toBeGreaterThan(0);
  shifts["Inter arrives late"] = await shiftsSoFar(page);
  await page.unroute(FONT_FILE);
  await cpuSlowedBy(page, 1);
  return shifts;
}

// What the first load carries and draws (docs/decisions/001, 301, 702)

/** No script, stylesheet or font is requested before the page has painted and loaded (001, 702, 705). */
export async function expectNothingRequestedBeforePaint(page: Page) {
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
      // The app after load (001), the whole sheet at the first paint (702), Inter after the app (705).
      script: firstOf(/\.js$/),
      sheet: firstOf(/\.css$/),
      fonts: firstOf(/\.woff2$/),
    };
  });
  expect(timing.firstPaint, "a first paint").toBeDefined();
  expect(timing.script, "the app's scripts").not.toBeNull();
  expect(timing.script, "scripts after the first paint").toBeGreaterThan(timing.firstPaint!);
  expect(timing.script, "scripts after load").toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.sheet, "the whole stylesheet").not.toBeNull();
  expect(timing.sheet, "the whole stylesheet after the first paint").toBeGreaterThan(timing.firstPaint!);
  if (timing.fonts !== null) expect(timing.fonts, "Inter after load").toBeGreaterThanOrEqual(timing.loaded);
}

/** The content of each section after a page's hero: what reveals (app.css, "Reveal on scroll"). */
const REVEAL_TARGETS = "main > section:not(:first-child) > *";

/** Nothing in the first screen animates once the reveal's script has looked at the page; the hero never reveals (301). */
export async function expectFirstScreenAtRest(page: Page) {
  // The reveal's script loads after hydration, on idle.
  await page.locator("[data-reveal]").first().waitFor({ state: "attached" });
  const firstScreen = await page.locator(REVEAL_TARGETS).evaluateAll((targets) =>
    targets
      .filter((node) => node.getBoundingClientRect().top < window.innerHeight)
      .map((node) => ({
        reveal: node.getAttribute("data-reveal"),
        opacity: getComputedStyle(node).opacity,
        animations: node.getAnimations().length,
      })),
  );
  for (const content of firstScreen) expect(content).toEqual({ reveal: "done", opacity: "1", animations: 0 });
  expect(await page.locator("main > section:first-child [data-reveal]").count(), "the hero never reveals").toBe(0);
}

/**
 * The hero's shapes drift in loops of 8, 12, 6, 9 and 7 s (spec, section 9), transforms only, out of
 * the accessibility tree, and are never the largest paint.
 */
export async function expectHeroShapesDrift(page: Page) {
  const layer = page.locator("main > section").first().locator(".hero-shapes");
  await expect(layer).toHaveAttribute("aria-hidden", "true");
  const loops = await layer.locator("> *").evaluateAll((shapes) =>
    shapes.map((shape) => {
      const [animation] = shape.getAnimations();
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      return {
        seconds: Number(getComputedStyle(shape).animationDuration.replace("s", "")),
        iterations: animation.effect?.getComputedTiming().iterations,
        animates: [...new Set(keyframes.flatMap((frame) => Object.keys(frame)))]
          .filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key))
          .sort(),
      };
    }),
  );
  expect(loops).toEqual(
    [8, 12, 6, 9, 7].map((seconds) => ({ seconds, iterations: Infinity, animates: ["transform"] })),
  );
  expect(await layer.evaluate((node) => node.textContent)).toBe("");
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { element: Element | null }[];
          const element = entries.at(-1)?.element;
          resolve(element ? (element.closest(".hero-shapes") ? "hero shapes" : element.tagName) : "none");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(largest, "the largest paint").not.toBe("hero shapes");
  expect(largest, "the largest paint").not.toBe("none");
}

/** Every control that shows only an icon has a tooltip naming it (docs/decisions/303). */
export async function expectIconControlsHaveTooltips(page: Page) {
  const without = await page.locator("button, a[href]").evaluateAll((controls) =>
    controls
      .filter((control) => {
        const visible = control.cloneNode(true) as Element;
        visible.querySelectorAll(".sr-only, [aria-hidden='true']").forEach((node) => node.remove());
        return visible.textContent?.trim() === "" && !control.querySelector(".tooltip-anchor");
      })
      .map((control) => control.getAttribute("aria-label")),
  );
  expect(without, "icon-only controls without a tooltip").toEqual([]);
}

/**
 * The hero's first part sits where it will stay before the rest is parsed: a busy phone paints what
 * it has parsed so far, and the hero's picture, first in the markup so it leads on a phone, must
 * not stand in the text's column until the text arrives and then jump (a shift of 0.27 seen on Home
 * at 1280 wide). Modelled by taking away what comes after it: it changes the page, so it comes last.
 */
export async function expectHeroFirstPartInPlace(page: Page) {
  const hero = page.locator("main section").first().locator(":scope > .grid");
  // A hero without a picture: nothing comes after its text.
  if ((await hero.locator(":scope > *").count()) < 2) return;
  const first = hero.locator(":scope > *").first();
  const whole = await first.boundingBox();
  await hero.evaluate((grid) => {
    while (grid.children.length > 1) grid.lastElementChild!.remove();
  });
  expect(await first.boundingBox()).toEqual(whole);
}
