import type { Locator, Page } from "@playwright/test";
import { about, homeFaq } from "../../app/content/home";
import { programmeCohort } from "../../app/content/cohort";
import { infinityFacts, infinityIntro } from "../../app/content/infinity";
import { footer } from "../../app/content/shared";
import { toolkitClaims } from "../../app/content/toolkits";
import { COUNT_UP_DURATION_MS, SCROLL_SPY_DURATION_MS } from "../../app/components/ui/count-up";
import { parseFigure } from "../../app/lib/format-count";
import { pathIn, siteLanguages } from "../../app/languages";
import { paths } from "../../app/route-paths";
import {
  axeViolations,
  expect,
  faqQuestion,
  hydrated,
  isPhone,
  rendered,
  scrollThrough,
  test,
  visit,
} from "./fixtures";

/**
 * The spec's motion (sections 4 and 9, issue 15): reveal on scroll, counters, hero backgrounds and
 * tooltips. The "Pause animations" switch and reduced motion are in accessibility.spec.ts.
 */

const [, hindi] = siteLanguages;
/** The content of each section after a page's hero: what reveals (app.css, "Reveal on scroll"). */
const REVEAL_TARGETS = "main > section:not(:first-child) > *";

/** Resolves once the reveal's script has looked at the page (it loads after hydration, on idle). */
const revealArmed = (page: Page) => page.locator("[data-reveal]").first().waitFor({ state: "attached" });

/** Opacity and translate of an element, as drawn now. */
const drawn = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { opacity: Number(style.opacity), translate: style.translate };
  });

test.describe("reveal on scroll", () => {
  test("content below the first screen rises into place as it scrolls in, once, and nothing shifts", async ({
    page,
  }) => {
    await visit(page, paths.infinity);
    await revealArmed(page);
    const ready = await page
      .locator(REVEAL_TARGETS)
      .evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute("data-reveal") === "ready"));
    const target = page.locator(REVEAL_TARGETS).nth(ready);
    const { top, height } = await target.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height };
    });
    const viewport = page.viewportSize()!.height;

    // A sliver in: on its way, partly transparent and a little low.
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport + 12);
    await expect.poll(async () => (await drawn(target)).opacity).toBeLessThan(1);
    expect((await drawn(target)).translate).not.toBe("none");

    // 30% of it (or of the screen) in: in place for good.
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport + Math.min(height, viewport) * 0.5);
    await expect(target).toHaveAttribute("data-reveal", "done");
    expect(await drawn(target)).toEqual({ opacity: 1, translate: "none" });
    const keyframes = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === "reveal")
        .flatMap((rule) => [...rule.cssRules].map((frame) => (frame as CSSKeyframeRule).style))
        .flatMap((style) => [...style]),
    );
    // The page's critical rules carry the keyframes too, as the whole sheet does (docs/decisions/702).
    expect([...new Set(keyframes)].sort(), "opacity and a short transform only").toEqual(["opacity", "translate"]);

    // Scrolled away and back: it does not play again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport + 12);
    expect(await target.evaluate((node) => node.getAnimations().length)).toBe(0);
    expect(await drawn(target)).toEqual({ opacity: 1, translate: "none" });
  });

  // Every route's first screen at rest, and no shift while scrolling: every-route.spec.ts's one visit.

  test("arriving on a /#id anchor, the target is there at once, by address or by a link from another page", async ({
    page,
  }) => {
    const faq = page.locator("#faqs > *").first();
    await page.goto("/#faqs");
    await expect(faq).toBeInViewport();
    expect(await drawn(faq)).toEqual({ opacity: 1, translate: "none" });
    await hydrated(page);
    await revealArmed(page);
    expect(await drawn(faq)).toEqual({ opacity: 1, translate: "none" });

    await visit(page, paths.perks);
    await revealArmed(page);
    await page.getByRole("contentinfo").getByRole("link", { name: footer.resources[0].label }).click();
    await expect(page.getByRole("heading", { name: homeFaq.section.heading })).toBeInViewport();
    await expect.poll(() => drawn(faq)).toEqual({ opacity: 1, translate: "none" });
  });

  test("content waiting to reveal is in the accessibility tree and found by find-in-page", async ({ page }) => {
    await visit(page, paths.home);
    await revealArmed(page);
    const faq = page.locator("#faqs > *").first();
    await expect(faq).toHaveAttribute("data-reveal", "ready");
    await expect(page.getByRole("heading", { name: homeFaq.section.heading })).toBeVisible();
    await expect(faqQuestion(page, homeFaq.items[0].question)).toBeVisible();
    // window.find is Chromium's find-in-page: it finds the text and scrolls to it, which reveals it.
    const found = await page.evaluate(
      (text) => (window as unknown as { find: (text: string) => boolean }).find(text),
      homeFaq.items[5].question,
    );
    expect(found).toBe(true);
    await expect(faq).toHaveAttribute("data-reveal", "done");
    await expect.poll(() => drawn(faq)).toEqual({ opacity: 1, translate: "none" });
  });

  test.describe("before the app has arrived", () => {
    test("nothing is held back or moving when the visitor scrolls straight away", async ({ page }) => {
      // The app never arrives: its bootstrap is held back for good.
      await page.route(/\/assets\/boot-[^/]+\.js$/, () => undefined);
      await page.goto(paths.infinity);
      const seen = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const states: string[] = [];
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await frame();
          for (const node of document.querySelectorAll("main > section:not(:first-child) > *")) {
            states.push(`${getComputedStyle(node).opacity} ${node.getAnimations().length}`);
          }
        }
        return [...new Set(states)];
      });
      expect(seen).toEqual(["1 0"]);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a section below the fold is fully there", async ({ page }) => {
      await page.goto(paths.home);
      const faq = page.locator("#faqs > *").first();
      await faq.scrollIntoViewIfNeeded();
      await expect(page.getByRole("heading", { name: homeFaq.section.heading })).toBeInViewport();
      expect(await drawn(faq)).toEqual({ opacity: 1, translate: "none" });
    });
  });
});

/** Resolves once `element` is 30% in view, after every observer created before this one was told. */
const inView = (element: Locator) =>
  element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          ([entry]) => {
            if (!entry.isIntersecting) return;
            observer.disconnect();
            resolve();
          },
          { threshold: 0.3 },
        );
        observer.observe(node);
      }),
  );

/** The digits drawn over each figure while it counts (hidden from assistive technology); null when at rest. */
const drawnDigits = (figures: Locator) =>
  figures.evaluateAll((nodes) => nodes.map((node) => node.querySelector("[aria-hidden='true']")?.textContent ?? null));

/** Opens `path` with time standing still until the test moves it. */
async function openWithStillClock(page: Page, path: string) {
  const start = new Date("2026-01-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path);
}

/** Moves the still clock on until the app has started: it does once the page is idle (2 s at the latest). */
async function startApp(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
    })
    .toBe(true);
}

test.describe("counters: scroll-spy (2.5 s) and count-up (2 s)", () => {
  const counters = [
    {
      name: "the Startup Toolkit's claims",
      path: paths.toolkits,
      figures: (page: Page) => page.getByRole("main").locator("dl").first().getByRole("definition"),
      expected: toolkitClaims.map((claim) => claim.figure),
      // On screen at once under the hero's title, where they stay at rest (below); they count when
      // the page opens further down, as a reload mid-page does.
      before: (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)),
    },
    {
      name: "the Infinity facts",
      path: paths.infinity,
      figures: (page: Page) =>
        page.getByRole("region", { name: infinityIntro.heading }).locator("dl").getByRole("definition"),
      expected: infinityFacts(programmeCohort).map((fact) => fact.value),
      // On a phone they are below the fold.
      before: (page: Page) => page.setViewportSize({ width: 390, height: 844 }),
    },
    {
      // Home's counters are count-ups of the spec's default 2 s, not scroll-spy counters.
      name: "the Hindi Home's figures, grouped the Indian way,",
      durationMs: COUNT_UP_DURATION_MS,
      path: pathIn(hindi, paths.home),
      figures: (page: Page) => page.locator("section[aria-labelledby='about-heading'] dd"),
      expected: ["5,00,000+", "150+"],
      grouping: "indian" as const,
      before: (page: Page) => page.setViewportSize({ width: 390, height: 844 }),
    },
  ];

  for (const {
    name,
    path,
    figures: figuresOf,
    expected,
    before,
    grouping,
    durationMs = SCROLL_SPY_DURATION_MS,
  } of counters) {
    test(`${name} count up over ${durationMs / 1000} s when first in view, read as their final figures throughout`, async ({
      page,
      request,
    }) => {
      const prerendered = (await (await request.get(path)).text()).replaceAll("&amp;", "&");
      for (const figure of expected) expect(prerendered, `the HTML holds "${figure}"`).toContain(figure);

      await openWithStillClock(page, path);
      await before(page);
      await startApp(page);
      const figures = figuresOf(page);
      const counting = expected.map((figure) => (parseFigure(figure, grouping) ? figure.replace(/[\d,]+/, "0") : null));
      expect(await drawnDigits(figures), "waiting, off screen, at zero").toEqual(counting);

      await figures.first().scrollIntoViewIfNeeded();
      await inView(figures.first());
      await page.clock.runFor(400);
      const early = await drawnDigits(figures);
      for (const [i, digits] of early.entries()) {
        if (counting[i] === null) continue;
        expect(digits, "counting: past zero, not yet at the figure").not.toBe(expected[i]);
        expect(digits).not.toBe(counting[i]);
      }
      // What a screen reader reads meanwhile: the final figures, never the changing digits.
      for (const [i, figure] of expected.entries()) {
        expect(await figures.nth(i).ariaSnapshot()).toBe(`- definition: ${figure}`);
      }

      await page.clock.runFor(durationMs - 410);
      expect(
        (await drawnDigits(figures)).filter(Boolean).length,
        "still counting 10 ms before its end",
      ).toBeGreaterThan(0);
      await page.clock.runFor(100);
      expect(await drawnDigits(figures)).toEqual(expected.map(() => null));
      await expect(figures).toHaveText(expected);
    });
  }

  test("figures on screen when the app starts stay as they are: no flash back to zero", async ({ page }) => {
    await openWithStillClock(page, paths.toolkits);
    await startApp(page);
    await page.clock.runFor(3000);
    const figures = counters[0].figures(page);
    expect(await drawnDigits(figures)).toEqual(toolkitClaims.map(() => null));
    await expect(figures).toHaveText(toolkitClaims.map((claim) => claim.figure));
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("they show their final figures and never count", async ({ page }) => {
      await openWithStillClock(page, paths.infinity);
      await page.setViewportSize({ width: 390, height: 844 });
      await startApp(page);
      const figures = counters[1].figures(page);
      await figures.first().scrollIntoViewIfNeeded();
      await inView(figures.first());
      for (let step = 0; step < 5; step++) {
        await page.clock.runFor(500);
        expect(await drawnDigits(figures)).toEqual(infinityFacts(programmeCohort).map(() => null));
      }
      await expect(figures).toHaveText(infinityFacts(programmeCohort).map((fact) => fact.value));
    });
  });
});

// Hero backgrounds (8, 12, 6, 9, 7 s loops, transforms only, hidden, never the largest paint):
// every-route.spec.ts's one visit.

test.describe("tooltips on icon-only controls", () => {
  const tooltip = (page: Page) => page.getByRole("tooltip");

  /**
   * Home hydrated, scrolled through (so axe judges sections at rest, not translucent mid-reveal),
   * tooltip code loaded (on idle), gallery on screen; then the clock stands still.
   */
  async function homeWithTooltips(page: Page) {
    await visit(page, paths.home);
    await scrollThrough(page);
    await expect(page.locator(".tooltip-anchor[data-state]").first()).toBeAttached();
    const gallery = page.getByRole("region", { name: about.galleryLabel });
    await gallery.scrollIntoViewIfNeeded();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    return gallery;
  }

  // Every icon-only control on every page has one: every-route.spec.ts's one visit.

  test("a tooltip shows the control's name 700 ms after the pointer arrives; the next one within 300 ms opens at once", async ({
    page,
  }) => {
    test.slow(); // A page scrolled through, then axe.
    const gallery = await homeWithTooltips(page);
    const previous = gallery.getByRole("button", { name: "Previous slide" });
    const next = gallery.getByRole("button", { name: "Next slide" });

    await previous.hover();
    await page.clock.runFor(699);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip(page)).toHaveText("Previous slide");
    await expect(tooltip(page)).toBeVisible();

    await next.hover();
    await page.clock.runFor(10);
    await expect(tooltip(page)).toHaveText("Next slide");
    // The tooltip shows the name; it does not replace or repeat it.
    await expect(next).toHaveAccessibleName("Next slide");
    await expect(next).not.toHaveAttribute("aria-describedby");

    // axe needs time to run.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("on keyboard focus too, after 700 ms, and at once for the next control", async ({ page }) => {
    test.slow(); // A page scrolled through, then axe.
    const gallery = await homeWithTooltips(page);
    const previous = gallery.getByRole("button", { name: "Previous slide" });
    await previous.focus();
    await page.keyboard.press("Tab");
    await expect(gallery.getByRole("button", { name: "Next slide" })).toBeFocused();
    await page.clock.runFor(699);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip(page)).toHaveText("Next slide");

    await page.keyboard.press("Tab");
    await expect(tooltip(page)).toHaveText("Pause");
    await page.keyboard.press("Tab");
    await expect(tooltip(page)).toHaveText("Go to slide 1");

    // axe needs time to run.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a control works and keeps its name before the tooltips' code has arrived", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/tooltip-popup-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await visit(page, paths.home);
    const gallery = page.getByRole("region", { name: about.galleryLabel });
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole("button", { name: "Next slide" }).click();
    await expect(gallery.getByText(/^\d \/ 3$/)).not.toHaveText("1 / 3");
    await expect(gallery.getByRole("button", { name: "Pause" })).toHaveAccessibleName("Pause");
    await expect(tooltip(page)).toHaveCount(0);
    release();
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });

    test("a tap never shows one, and the tooltips' code is not even fetched", async ({ page }) => {
      test.skip(!isPhone(page), "a touch screen is a phone's");
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/tooltip-popup-[^/]+\.js$/.test(request.url())) fetched.push(request.url());
      });
      await page.clock.install();
      await visit(page, paths.home);
      await scrollThrough(page);
      const gallery = page.getByRole("region", { name: about.galleryLabel });
      await gallery.scrollIntoViewIfNeeded();
      await gallery.getByRole("button", { name: "Pause" }).tap();
      await expect(gallery.getByRole("button", { name: "Play" })).toBeVisible();
      // Past the tooltip's delay and the idle moment at which a hovering device fetches the code.
      await page.clock.runFor(3000);
      await rendered(page);
      await expect(tooltip(page)).toHaveCount(0);
      expect(fetched).toEqual([]);
    });
  });
});
