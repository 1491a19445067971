import type { Page, Route } from "@playwright/test";
import { eligibilityQuestions } from "../../app/content/eligibility";
import { about, homeFaq } from "../../app/content/home";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { searchText } from "../../app/content/search";
import { motionControl, navigation } from "../../app/content/shared";
import { toolFilters, tools, toolsSection, toolsText } from "../../app/content/toolkits";
import { anchorIds } from "../../app/lib/anchor-id";
import { filterToolsByCategory } from "../../app/lib/toolkit-filter";
import { SEARCH_READY_EVENT } from "../../app/lib/search-shortcut";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { disclosureOf, expect, faqQuestion, filterChip, hydrated, isPhone, test } from "./fixtures";

/**
 * Paint first, then hydrate (docs/decisions/001-paint-first-hydrate-on-idle-or-intent.md); the
 * first tap is the browser's (012): platform controls answer without the app and keep their state;
 * a tap only the app can answer is held and replayed. The first load's contents: first-load.spec.ts.
 */

const APP_ENTRY = /\/assets\/entry\.client-[^/]+\.js$/;
// Every header draws the sprite: held back, the page never finishes loading, so only a tap starts the app.
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
 * Opens a page held short of load and hydration; checks no script came before `tap` and that the
 * tap asked for the app. The returned function lets the app arrive.
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

test.describe("before the app has arrived, the browser's own controls answer at once, and the app takes them over", () => {
  test("the hamburger opens the drawer; once the app is there, Escape closes it and focus goes back", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the hamburger shows below the large breakpoint");
    const hamburger = page.getByRole("button", { name: navigation.openMenu });
    const drawer = page.getByRole("dialog", { name: navigation.drawerTitle });
    const arrive = await tapBeforeHydration(page, paths.home, () => hamburger.click());
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: navigation.links[0].label })).toBeVisible();
    await arrive();
    await expect(drawer, "still open once the app has started").toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("the Products menu opens, and stays open as the app takes it over", async ({ page }) => {
    test.skip(isPhone(page), "the Products menu shows from the large breakpoint");
    const products = page.getByRole("navigation", { name: navigation.label }).locator("summary");
    const arrive = await tapBeforeHydration(page, paths.perks, () => products.click());
    const link = page.getByRole("banner").getByRole("link", { name: new RegExp(navigation.products[0].label) });
    await expect(link).toBeVisible();
    await arrive();
    await expect(link).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(disclosureOf(products)).not.toHaveAttribute("open");
  });

  test(
    "an FAQ question opens its answer, which stays open as the app takes it over",
    { tag: "@any-width" },
    async ({ page }) => {
      const [first] = homeFaq.items;
      const question = faqQuestion(page, first.question);
      const arrive = await tapBeforeHydration(page, paths.home, () => question.click());
      await expect(page.getByText(first.answer)).toBeVisible();
      await arrive();
      await expect(page.getByText(first.answer)).toBeVisible();
      await expect(disclosureOf(question)).toHaveAttribute("open", "");
    },
  );

  test(
    "Enter on an FAQ question opens it at once; the arrow key after it moves on once the app is there",
    { tag: "@any-width" },
    async ({ page }) => {
      const [first, second] = homeFaq.items;
      const question = faqQuestion(page, first.question);
      const arrive = await tapBeforeHydration(page, paths.home, async () => {
        await question.focus();
        await page.keyboard.press("Enter");
        await page.keyboard.press("ArrowDown");
      });
      await expect(page.getByText(first.answer)).toBeVisible();
      await arrive();
      await expect(faqQuestion(page, second.question)).toBeFocused();
    },
  );

  test(
    "the / key opens search at once, focus in its field, and what is typed stays as the app takes over",
    { tag: "@any-width" },
    async ({ page }) => {
      const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
      const field = dialog.getByRole("searchbox", { name: searchText.inputLabel });
      const arrive = await tapBeforeHydration(page, paths.perks, async () => {
        await page.keyboard.press("/");
        await page.keyboard.type("GST");
      });
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("GST");
      await arrive();
      await expect(field).toHaveValue("GST");
      await expect(dialog.getByRole("list", { name: searchText.resultsLabel })).toBeVisible();
    },
  );

  test(
    "once the app runs, / still opens search while the dialog's own code is on its way, and that code then takes the key",
    { tag: "@any-width" },
    async ({ page }) => {
      const dialogCode = await holdBack(page, /\/assets\/search-dialog-[^/]+\.js$/);
      await page.goto(paths.perks);
      await hydrated(page);
      await dialogCode.requested;
      const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
      const field = dialog.getByRole("searchbox", { name: searchText.inputLabel });
      // The inline loader answers the key until the dialog's code says it does.
      await page.keyboard.press("/");
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // Listening before the code is let through, so that its word cannot be missed.
      await page.evaluate((event) => {
        window.addEventListener(event, () => document.documentElement.setAttribute("data-test-search-ready", ""), {
          once: true,
        });
      }, SEARCH_READY_EVENT);
      dialogCode.release();
      await page.locator("html[data-test-search-ready]").waitFor({ state: "attached" });
      await page.keyboard.press("/");
      await expect(field).toBeFocused();
      await page.keyboard.type("GST");
      await expect(dialog.getByRole("list", { name: searchText.resultsLabel })).toBeVisible();
    },
  );

  test("the header's search button opens search at once; Enter sends the query to /search until the app is there", async ({
    page,
  }) => {
    test.skip(isPhone(page), "the header's control shows from the medium breakpoint up");
    // The app never arrives on the first page: the search must work without it.
    const entry = await holdBack(page, APP_ENTRY);
    await page.goto(paths.perks);
    await page.getByRole("banner").getByRole("button", { name: navigation.search }).click();
    const field = page
      .getByRole("dialog", { name: searchText.dialogTitle })
      .getByRole("searchbox", { name: searchText.inputLabel });
    await expect(field).toBeFocused();
    await page.keyboard.type("GST");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${paths.search}?q=GST`);
    expect(await page.locator("html[data-hydrated]").count(), "the app had not arrived").toBe(0);
    entry.release();
  });

  test(
    "a toolkit filter filters at once, and stays chosen as the app takes over",
    { tag: "@any-width" },
    async ({ page }) => {
      const filters = page.getByRole("group", { name: toolsText.filterLabel });
      const funding = toolFilters.find(({ key }) => key === "funding")!;
      const radio = filters.getByRole("radio", { name: funding.label });
      const titles = page.getByRole("region", { name: toolsSection.heading }).getByRole("heading", { level: 3 });
      const funded = filterToolsByCategory(tools, "funding").map((tool) => tool.title);
      const arrive = await tapBeforeHydration(page, paths.toolkits, () => filterChip(filters, funding.label).click());
      await expect(radio).toBeChecked();
      await expect(titles).toHaveText(funded);
      await arrive();
      await expect(radio).toBeChecked();
      await expect(titles).toHaveText(funded);
    },
  );

  test("the Pause animations switch stops what moves at once, and the app keeps the choice", async ({ page }) => {
    const pause = page.getByRole("switch", { name: motionControl.label });
    const moving = () =>
      page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);
    const arrive = await tapBeforeHydration(page, paths.home, () => pause.click());
    await expect(pause).toBeChecked();
    await expect.poll(moving).toBe(0);
    await arrive();
    await expect(pause).toBeChecked();
    await expect(page.locator("html[data-motion=paused]")).toHaveCount(1);
    await expect.poll(moving).toBe(0);
  });
});

test.describe("a tap only the app can answer is held until it has arrived; links and form controls need no app", () => {
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

  test("a video facade plays", { tag: "@any-width" }, async ({ page, context }) => {
    await context.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
    );
    const facade = page.getByRole("button", { name: /^Play video:/ }).first();
    const arrive = await tapBeforeHydration(page, paths.community, () => facade.click());
    await expect(page.locator("iframe")).toHaveCount(0);
    await arrive();
    await expect(page.locator("iframe").first()).toBeVisible();
  });

  test(
    "an article card is a link: tapped before the app has arrived, it opens the article's page",
    { tag: "@any-width" },
    async ({ page }) => {
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
    },
  );

  test(
    "eligibility answers chosen before the app has arrived, by a tap and by arrow keys, are kept",
    { tag: "@any-width" },
    async ({ page }) => {
      const funding = page.getByRole("group", { name: eligibilityQuestions.funding.legend });
      const stage = page.getByRole("group", { name: eligibilityQuestions.stage.legend });
      const angels = funding.getByRole("radio", { name: eligibilityQuestions.funding.options.angels });
      const mvp = stage.getByRole("radio", { name: eligibilityQuestions.stage.options.mvp });
      const india = page
        .getByRole("group", { name: eligibilityQuestions.india.legend })
        .getByRole("radio", { name: eligibilityQuestions.india.options.yes });
      const arrive = await tapBeforeHydration(page, paths.eligibility, async () => {
        await angels.click();
        await stage.getByRole("radio", { name: eligibilityQuestions.stage.options.idea }).focus();
        await page.keyboard.press("ArrowDown");
        // A choice made with no click at all, which the app is never told of: read on hydration.
        await india.evaluate((radio: HTMLInputElement) => (radio.checked = true));
      });
      await expect(angels, "chosen at once: a radio button is the browser's").toBeChecked();
      await expect(mvp).toBeChecked();
      await arrive();
      await expect(angels).toBeChecked();
      await expect(mvp).toBeChecked();
      await expect(india).toBeChecked();
      await expect(page).toHaveURL(`${paths.eligibility}?funding=angels&stage=mvp&india=yes`);
    },
  );

  // A pointer resting over the page as it lays out starts nothing (docs/decisions/906); moving it does.
  test("a mouse moved over the page asks for the app at once @any-width", async ({ page }) => {
    const arrive = await tapBeforeHydration(page, paths.home, () => page.mouse.move(400, 300, { steps: 2 }));
    await arrive();
  });

  test("a call to action is a real link and needs no app at all", { tag: "@any-width" }, async ({ page, context }) => {
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
    // The new tab opens on about:blank, then navigates to the sign-up page.
    await signupPage.waitForURL(/^https:\/\/[^/]*\.example\//);
    expect(new URL(signupPage.url()).searchParams.get("utm_source")).toBeTruthy();
    expect(await page.locator("html[data-hydrated]").count(), "the app had not arrived").toBe(0);
    entry.release();
  });
});

test.describe("without JavaScript, the same controls answer (docs/decisions/012)", () => {
  test.use({ javaScriptEnabled: false });

  test("the hamburger opens the drawer, its Products section opens, its close button closes it", async ({ page }) => {
    test.skip(!isPhone(page), "the hamburger shows below the large breakpoint");
    await page.goto(paths.home);
    await page.getByRole("button", { name: navigation.openMenu }).click();
    const drawer = page.getByRole("dialog", { name: navigation.drawerTitle });
    await expect(drawer).toBeVisible();
    await drawer.locator("summary").click();
    await expect(drawer.getByRole("link", { name: new RegExp(navigation.products[0].label) })).toBeVisible();
    await drawer.getByRole("button", { name: navigation.closeMenu }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: navigation.openMenu })).toBeFocused();
  });

  test("the Products menu opens", async ({ page }) => {
    test.skip(isPhone(page), "the Products menu shows from the large breakpoint");
    await page.goto(paths.perks);
    await page.getByRole("navigation", { name: navigation.label }).locator("summary").click();
    await expect(
      page.getByRole("banner").getByRole("link", { name: new RegExp(navigation.products[0].label) }),
    ).toBeVisible();
  });

  test(
    "an FAQ keeps one answer open at a time, on Home and on the Infinity Program",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(paths.home);
      const [first, second] = homeFaq.items;
      await faqQuestion(page, first.question).click();
      await expect(page.getByText(first.answer)).toBeVisible();
      await faqQuestion(page, second.question).click();
      await expect(page.getByText(second.answer)).toBeVisible();
      await expect(page.getByText(first.answer)).toBeHidden();
      await faqQuestion(page, second.question).click();
      await expect(page.getByText(second.answer)).toBeHidden();

      await page.goto(paths.infinity);
      const faq = page.locator("#infinity-faqs");
      await faq.locator("summary").nth(0).click();
      await faq.locator("summary").nth(1).click();
      await expect(faq.locator("details[open]")).toHaveCount(1);
    },
  );

  test("an address naming an FAQ answer opens it", async ({ page }) => {
    const faq = homeFaq.items[3];
    const [id] = anchorIds("faqs", [faq.question]);
    await page.goto(`${paths.home}#${id}`);
    await expect(page.getByText(faq.answer)).toBeVisible();
    await expect(page.getByText(faq.answer)).toBeInViewport();
  });

  test("a toolkit filter filters", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(paths.toolkits);
    const compliance = toolFilters.find(({ key }) => key === "compliance")!;
    await filterChip(page, compliance.label).click();
    await expect(
      page.getByRole("region", { name: toolsSection.heading }).getByRole("heading", { level: 3 }),
    ).toHaveText(filterToolsByCategory(tools, "compliance").map((tool) => tool.title));
  });

  test("the search button opens search, whose form sends the query to /search", async ({ page }) => {
    test.skip(isPhone(page), "the header's control shows from the medium breakpoint up");
    await page.goto(paths.perks);
    await page.getByRole("banner").getByRole("button", { name: navigation.search }).click();
    const field = page
      .getByRole("dialog", { name: searchText.dialogTitle })
      .getByRole("searchbox", { name: searchText.inputLabel });
    await expect(field).toBeFocused();
    await field.fill("equity");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${paths.search}?q=equity`);
  });

  test("the Pause animations switch stops what moves", async ({ page }) => {
    await page.goto(paths.home);
    const moving = () =>
      page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length);
    expect(await moving(), "the partner marquee and the hero's shapes move").toBeGreaterThan(0);
    await page.getByRole("switch", { name: motionControl.label }).click();
    await expect.poll(moving).toBe(0);
  });
});
