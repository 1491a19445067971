import { homeFaq, partnerStrip } from "../../app/content/home";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { infinityFaq } from "../../app/content/infinity";
import { programmeCohort } from "../../app/content/cohort";
import { cohortView } from "../../app/hooks/cohort-view";
import { navigation } from "../../app/content/shared";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { axeViolations, expect, faqQuestion, hydrated, isPhone, test, visit } from "./fixtures";
import { pauseSwitch, STILL, whatMovesByItself } from "./page-checks";

/**
 * The states that need a visit of their own, on every route and published article; each route's
 * outline, landmarks and axe at rest and paused are in every-route.spec.ts's one visit.
 */
const routes = [...Object.values(paths), ...fallbackArticles.map((article) => knowledgeHubPaths.article(article.slug))];
const HEADER_HEIGHT = 64;

test.describe("open states pass axe too", () => {
  test("the Knowledge Hub article modal", async ({ page }) => {
    await visit(page, paths.knowledgeHub);
    await page.getByRole("link", { name: fallbackArticles[0].title }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an expanded FAQ on Home and on the Infinity Program", async ({ page }) => {
    await visit(page, "/#faqs");
    await faqQuestion(page, homeFaq.items[0].question).click();
    await expect(page.getByText(homeFaq.items[0].answer)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await visit(page, paths.infinity);
    // The first question and answer are the same whatever the day.
    const [first] = infinityFaq(programmeCohort, cohortView(programmeCohort, "2025-01-01").answers);
    await faqQuestion(page, first.question).click();
    await expect(page.getByText(first.answer)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("keyboard", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await visit(page, paths.perks);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: navigation.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement));
    expect(inMain, "the next Tab lands inside main").toBe(true);
  });

  for (const route of [paths.home, paths.infinity, paths.toolkits]) {
    test(`${route}: focus is always visible and never hidden under the fixed header`, async ({ page }) => {
      await visit(page, route);
      await page.getByRole("main").focus();
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          // A card-sized link draws its ring on ::after (the whole card is its target).
          const drawn = [getComputedStyle(element), getComputedStyle(element, "::after")];
          const box = element.getBoundingClientRect();
          return {
            label: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
            inHeader: !!element.closest("header"),
            inMain: !!element.closest("main"),
            top: box.top,
            outline: drawn.some((style) => style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0),
          };
        });
        if (!focused || !focused.inMain) break;
        expect(focused.outline, `${focused.label} shows where focus is`).toBe(true);
        expect(focused.top, `${focused.label} is not under the header`).toBeGreaterThanOrEqual(HEADER_HEIGHT - 1);
      }
    });
  }

  test("the partner marquee pauses from the keyboard", async ({ page }) => {
    await visit(page, paths.home);
    const pause = page.getByRole("button", { name: partnerStrip.pause });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: partnerStrip.play })).toBeFocused();
    await page.getByRole("main").focus();
    await expect(page.locator(".marquee-track")).toHaveCSS("animation-play-state", "paused");
  });

  test("the growth toolkit carousel moves with its buttons from the keyboard", async ({ page }) => {
    test.skip(!isPhone(page), "on a phone the cards overflow, so the buttons have somewhere to go");
    await visit(page, paths.home);
    const next = page.getByRole("button", { name: "Next slide" }).last();
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Previous slide" }).last()).toBeEnabled();
  });

  test("a video facade starts from the keyboard and focus moves into the player", async ({ page, context }) => {
    await context.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
    );
    await visit(page, paths.community);
    const facade = page.getByRole("button", { name: /^Play video:/ }).first();
    await facade.focus();
    await page.keyboard.press("Enter");
    // As in community.spec.ts: once a frame holds focus the page may report no focus of its own
    // (toBeFocused asks document.hasFocus()), so ask which element is active.
    const player = page.locator("iframe").first();
    await expect.poll(() => player.evaluate((frame) => frame === document.activeElement)).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route} reads completely: its headings and its calls to action`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const h2s = page.getByRole("heading", { level: 2 });
      expect(await h2s.count()).toBeGreaterThan(0);
      for (const heading of await h2s.all()) await expect(heading).toBeAttached();
      const cta = page.locator('main a[href*="utm_source="]').first();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Perks" })).toBeVisible();
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  // The device setting and the pause switch are one rule (`motion-reduce` in app.css,
  // app/lib/motion.ts); every-route.spec.ts presses the switch at both widths, so the setting is
  // checked at a phone's width, where founders read.
  for (const route of routes) {
    test(`${route}: nothing moves by itself`, async ({ page }) => {
      test.skip(!isPhone(page), "at a phone's width: the pause switch, the same rule, is pressed at both");
      await page.clock.install();
      await visit(page, route);
      expect(await whatMovesByItself(page)).toEqual(STILL);
    });
  }

  test("count-ups show their final value straight away", async ({ page }) => {
    await visit(page, paths.home);
    await page.getByText("500,000+", { exact: true }).first().scrollIntoViewIfNeeded();
    await expect(page.getByText("500,000+", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("0+", { exact: true })).toHaveCount(0);
  });
});

test.describe('the footer\'s "Pause animations" switch', () => {
  // On every route, once pressed, nothing moves by itself: every-route.spec.ts's visit.

  test("the choice holds from page to page and on reload for the visit, and can be undone", async ({ page }) => {
    await visit(page, paths.home);
    const marquee = page.locator(".marquee-track");
    await expect.poll(() => marquee.evaluate((node) => node.getAnimations().length)).toBeGreaterThan(0);
    await pauseSwitch(page).click();
    await expect.poll(() => marquee.evaluate((node) => node.getAnimations().length)).toBe(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Perks" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.perks}$`));
    await expect(pauseSwitch(page)).toBeChecked();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

    // A reload is still the same visit: still from the first paint, before the app has arrived.
    await page.reload();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await hydrated(page);
    await expect(pauseSwitch(page)).toBeChecked();

    await pauseSwitch(page).click();
    await expect(pauseSwitch(page)).not.toBeChecked();
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("it still stops the loops drawn by CSS", async ({ page }) => {
      await page.goto(paths.home);
      expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
      await pauseSwitch(page).check();
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    });
  });
});
