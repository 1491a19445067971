import type { Page, Route } from "@playwright/test";
import { eligibilityQuestions } from "../../app/content/eligibility";
import { about, homeFaq } from "../../app/content/home";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { searchText } from "../../app/content/search";
import { navigation } from "../../app/content/shared";
import { tools, toolsSection, toolsText } from "../../app/content/toolkits";
import { filterToolsByCategory } from "../../app/lib/toolkit-filter";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { expect, hydrated, isPhone, test } from "./fixtures";

/**
 * Paint first, then hydrate (docs/decisions/001-paint-first-hydrate-on-idle-or-intent.md): no tap
 * is lost while the app is on its way. What the first load carries: first-load.spec.ts.
 */

const APP_ENTRY = /\/assets\/entry\.client-[^/]+\.js$/;
// The icon sprite, which every page draws in its header: while it is held back, the page cannot
// finish loading, so the app can only start because of the visitor's tap.
const ICONS = /\/assets\/icons-[^/]+\.svg$/;

/** Holds back every request matching `pattern` until `release()`; `requested` settles on the first. */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(pattern, async (route: Route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Opens a page whose load cannot finish and whose app cannot start until `release()`; checks that
 * no script was asked for before `tap`, that the tap asked for the app at once, and that nothing
 * happened before the app arrived; then lets it arrive.
 */
async function tapBeforeHydration(page: Page, path: string, tap: () => Promise<void>) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const icons = await holdBack(page, ICONS);
  const entry = await holdBack(page, APP_ENTRY);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await icons.requested;
  expect(scripts, "no script before the visitor's first interaction").toEqual([]);
  await tap();
  await entry.requested;
  return async () => {
    entry.release();
    icons.release();
    await hydrated(page);
  };
}

test.describe("a tap before the app has arrived is not lost", () => {
  test("the hamburger opens the drawer", async ({ page }) => {
    test.skip(!isPhone(page), "the hamburger shows below the large breakpoint");
    const hamburger = page.getByRole("button", { name: navigation.openMenu });
    const arrive = await tapBeforeHydration(page, paths.home, () => hamburger.click());
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await arrive();
    await expect(page.getByRole("dialog", { name: navigation.drawerTitle })).toBeVisible();
  });

  test("the Products menu opens", async ({ page }) => {
    test.skip(isPhone(page), "the Products menu shows from the large breakpoint");
    const products = page.getByRole("button", { name: navigation.productsLabel });
    const arrive = await tapBeforeHydration(page, paths.perks, () => products.click());
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await arrive();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("banner").getByRole("link", { name: new RegExp(navigation.products[0].label) }),
    ).toBeVisible();
  });

  test("an FAQ question opens its answer", async ({ page }) => {
    const [first] = homeFaq.items;
    const question = page.getByRole("button", { name: first.question });
    const arrive = await tapBeforeHydration(page, paths.home, () => question.click());
    await expect(page.getByText(first.answer)).toBeHidden();
    await arrive();
    await expect(page.getByText(first.answer)).toBeVisible();
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });

  test("a key press on an FAQ question, Enter then an arrow, opens it and moves on", async ({ page }) => {
    const [first, second] = homeFaq.items;
    const question = page.getByRole("button", { name: first.question });
    const arrive = await tapBeforeHydration(page, paths.home, async () => {
      await question.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("ArrowDown");
    });
    await arrive();
    await expect(page.getByText(first.answer)).toBeVisible();
    await expect(page.getByRole("button", { name: second.question })).toBeFocused();
  });

  test("the / key opens search", async ({ page }) => {
    const arrive = await tapBeforeHydration(page, paths.perks, () => page.keyboard.press("/"));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await arrive();
    const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("searchbox", { name: searchText.inputLabel })).toBeFocused();
  });

  test("the header's search control is a real link: before the app it opens /search at once", async ({ page }) => {
    test.skip(isPhone(page), "the header's control shows from the medium breakpoint up");
    // The app never arrives on the first page: the click must work without it.
    const entry = await holdBack(page, APP_ENTRY);
    await page.goto(paths.perks);
    await page.getByRole("banner").getByRole("link", { name: navigation.search }).click();
    await expect(page).toHaveURL(paths.search);
    await expect(page.getByRole("main").getByRole("searchbox", { name: searchText.inputLabel })).toBeVisible();
    expect(await page.locator("html[data-hydrated]").count(), "the app had not arrived").toBe(0);
    entry.release();
  });

  test("a toolkit filter filters", async ({ page }) => {
    const filters = page.getByRole("group", { name: toolsText.filterLabel });
    const funding = filters.getByRole("button", { name: "Funding" });
    const arrive = await tapBeforeHydration(page, paths.toolkits, () => funding.click());
    await expect(funding).toHaveAttribute("aria-pressed", "false");
    await arrive();
    await expect(funding).toHaveAttribute("aria-pressed", "true");
    const funded = filterToolsByCategory(tools, "Funding").map((tool) => tool.title);
    await expect(
      page.getByRole("region", { name: toolsSection.heading }).getByRole("heading", { level: 3 }),
    ).toHaveText(funded);
  });

  test.describe("with motion reduced, so the pictures do not advance by themselves", () => {
    test.use({ reducedMotion: "reduce" });

    test("a carousel arrow moves to the next picture", async ({ page }) => {
      const gallery = page.getByRole("region", { name: about.galleryLabel });
      const next = gallery.getByRole("button", { name: "Next slide" });
      const total = about.gallery.length;
      const arrive = await tapBeforeHydration(page, paths.home, () => next.click());
      await expect(gallery.getByText(`1 / ${total}`)).toBeAttached();
      await arrive();
      await expect(gallery.getByText(`2 / ${total}`)).toBeAttached();
    });
  });

  test("a video facade plays", async ({ page, context }) => {
    await context.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
    );
    const facade = page.getByRole("button", { name: /^Play video:/ }).first();
    const arrive = await tapBeforeHydration(page, paths.community, () => facade.click());
    await expect(page.locator("iframe")).toHaveCount(0);
    await arrive();
    await expect(page.locator("iframe").first()).toBeVisible();
  });

  test("an article card is a link: tapped before the app has arrived, it opens the article's page", async ({
    page,
  }) => {
    const [article] = fallbackArticles;
    // The app never arrives, on the hub or on the page the link leads to.
    const entry = await holdBack(page, APP_ENTRY);
    await page.goto(paths.knowledgeHub, { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(knowledgeHubPaths.article(article.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole("heading", { level: 2, name: article.sections[0].title })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    entry.release();
  });

  test("eligibility answers chosen before the app has arrived, by a tap and by arrow keys, are kept", async ({
    page,
  }) => {
    const funding = page.getByRole("group", { name: eligibilityQuestions.funding.legend });
    const stage = page.getByRole("group", { name: eligibilityQuestions.stage.legend });
    const angels = funding.getByRole("radio", { name: eligibilityQuestions.funding.options.angels });
    const mvp = stage.getByRole("radio", { name: eligibilityQuestions.stage.options.mvp });
    const india = page
      .getByRole("group", { name: eligibilityQuestions.india.legend })
      .getByRole("radio", { name: eligibilityQuestions.india.options.yes });
    const arrive = await tapBeforeHydration(page, paths.eligibility, async () => {
      await angels.click();
      // Chromium turns an arrow key in a radio group into a click on the next radio: held too.
      await stage.getByRole("radio", { name: eligibilityQuestions.stage.options.idea }).focus();
      await page.keyboard.press("ArrowDown");
      // A choice made with no click at all, which the app is never told of: read on hydration.
      await india.evaluate((radio: HTMLInputElement) => (radio.checked = true));
    });
    await expect(angels, "the tap waits for the app").not.toBeChecked();
    await arrive();
    await expect(angels).toBeChecked();
    await expect(mvp).toBeChecked();
    await expect(india).toBeChecked();
    await expect(page).toHaveURL(`${paths.eligibility}?funding=angels&stage=mvp&india=yes`);
  });

  test("a call to action is a real link and needs no app at all", async ({ page, context }) => {
    await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>sign-up</title>" }),
    );
    const entry = await holdBack(page, APP_ENTRY);
    await page.goto(paths.home);
    const cta = page
      .getByRole("main")
      .getByRole("link", { name: /^Get Started/ })
      .first();
    const [signupPage] = await Promise.all([context.waitForEvent("page"), cta.click()]);
    await signupPage.waitForLoadState();
    expect(new URL(signupPage.url()).searchParams.get("utm_source")).toBeTruthy();
    expect(await page.locator("html[data-hydrated]").count(), "the app had not arrived").toBe(0);
    entry.release();
  });
});
