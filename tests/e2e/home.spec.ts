import { homeFaq, homeHero, partnerStrip, about, growthToolkit, accelerator } from "../../app/content/home";
import { site } from "../../app/site";
import { expect, faqQuestion, isPhone, rendered, scrollThrough, test, visit } from "./fixtures";

test.describe("Home", () => {
  test("shows every section with its text", async ({ page }) => {
    await visit(page, "/");
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1, name: homeHero.title })).toBeVisible();
    await expect(main.getByText(homeHero.subtitle)).toBeVisible();
    await expect(main.getByRole("link", { name: new RegExp(`^${homeHero.ctaText}`) })).toBeVisible();

    await expect(main.getByRole("heading", { name: partnerStrip.section.heading })).toBeVisible();
    await expect(main.getByText(partnerStrip.section.description)).toBeVisible();
    for (const partner of partnerStrip.partners) {
      await expect(main.getByRole("img", { name: partner.alt, exact: true })).toHaveCount(1);
    }

    await expect(main.getByRole("heading", { name: about.section.heading })).toBeVisible();
    await scrollThrough(page);
    await expect(main.getByText("500,000+", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("150+", { exact: true }).first()).toBeVisible();

    await expect(main.getByRole("heading", { name: growthToolkit.section.heading })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3 }).filter({ hasText: /^Products$/ })).toHaveCount(1);
    for (const card of growthToolkit.cards) {
      await expect(main.getByRole("heading", { level: 3, name: card.title, exact: true })).toHaveCount(1);
    }

    await expect(main.getByRole("heading", { name: accelerator.section.heading })).toBeVisible();
    for (const item of accelerator.news) {
      const link = main.getByRole("link", { name: new RegExp(item.headline) });
      await expect(link).toHaveAttribute("href", item.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("rel", /noreferrer/);
    }

    const faq = page.locator("#faqs");
    await expect(faq.getByRole("heading", { level: 2, name: homeFaq.section.heading })).toBeVisible();
    for (const { question } of homeFaq.items) await expect(faqQuestion(faq, question)).toBeVisible();
    await expect(faq.locator("summary")).toHaveCount(6);
  });

  test(
    "prerenders the hero, partner heading, final stats and FAQ questions into the HTML",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get("/")).text();
      const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
      for (const expected of [
        homeHero.title,
        homeHero.subtitle,
        partnerStrip.section.heading,
        "500,000+",
        "150+",
        ...homeFaq.items.flatMap((item) => [item.question, item.answer]),
      ]) {
        expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
      }
    },
  );

  test("FAQ keeps one answer open at a time and can close it again", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, "/#faqs");
    const [first, second] = homeFaq.items;
    const firstButton = faqQuestion(page, first.question);
    const secondButton = faqQuestion(page, second.question);

    await firstButton.click();
    await expect(page.getByText(first.answer)).toBeVisible();
    await secondButton.click();
    await expect(page.getByText(second.answer)).toBeVisible();
    await expect(page.getByText(first.answer)).toBeHidden();
    await secondButton.click();
    await expect(page.getByText(second.answer)).toBeHidden();

    await firstButton.focus();
    await page.keyboard.press("ArrowDown");
    await expect(secondButton).toBeFocused();
    await page.keyboard.press("End");
    await expect(faqQuestion(page, homeFaq.items[5].question)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(firstButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(first.answer)).toBeVisible();
  });

  test("the partner marquee loops, pauses on its button and stays still under reduced motion", async ({ page }) => {
    await visit(page, "/");
    const track = page.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-duration", "30s");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await expect(track.locator("li")).toHaveCount(partnerStrip.partners.length * 2);

    await page.getByRole("button", { name: partnerStrip.pause }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.getByRole("button", { name: partnerStrip.play }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: partnerStrip.pause }).blur();
    await expect(track).toHaveCSS("animation-play-state", "running");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
    await expect(page.getByRole("button", { name: partnerStrip.pause })).toBeHidden();
  });

  test("the gallery advances every 3 s and the stats count up when scrolled into view", async ({ page }) => {
    // Time stands still until the test moves it, however slow the machine is.
    const start = new Date("2026-01-01T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    // The app starts when the page is idle (at the latest 2 s after its first paint), by this paused
    // clock: move it until the app is there, since a busy machine may see that paint after a
    // first step of the clock has run (and the start's timer, set then, would never come).
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return page.locator("html[data-hydrated]").count();
      })
      .toBe(1);
    const gallery = page.getByRole("region", { name: about.galleryLabel });
    await gallery.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(gallery.getByText("1 / 3")).toBeVisible();
    await page.clock.runFor(3000);
    await expect(gallery.getByText("2 / 3")).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page.getByText("500,000+", { exact: true }).first()).toBeVisible();
  });

  test("each of the about section's figures reads number first, then its label", async ({ page }) => {
    await page.goto("/");
    // Below the first screen, the figures are laid out by the whole stylesheet, which comes after
    // the first paint (decision 702): measured before it arrives, a label can still sit above.
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet != null);
    await rendered(page);
    const section = page.getByRole("region", { name: about.section.heading });
    for (const stat of about.stats) {
      const label = section.getByRole("term").filter({ hasText: stat.label });
      const figure = section.getByRole("definition").nth(about.stats.indexOf(stat));
      const [labelBox, figureBox] = [await label.boundingBox(), await figure.boundingBox()];
      expect(figureBox!.y + figureBox!.height, `"${stat.label}" under its number`).toBeLessThanOrEqual(labelBox!.y);
    }
  });

  test("each growth toolkit card leads to the page that offers it", async ({ page }) => {
    for (const card of growthToolkit.cards) {
      await visit(page, "/");
      const link = page.getByRole("main").getByRole("link", { name: card.link.label });
      await link.focus();
      await page.keyboard.press("Enter");
      const [path, section] = card.link.href.split("#");
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (section) await expect(page.locator(`#${section}`)).toBeInViewport();
    }
  });

  test(
    "every call to action opens the sign-up page with campaign tracking in a new tab",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, "/");
      const signupLinks = page.locator(`a[href^="${site.signup.url}"]`);
      const count = await signupLinks.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i++) {
        const link = signupLinks.nth(i);
        const url = new URL((await link.getAttribute("href"))!);
        expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
        expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
        expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAttribute("rel", /noreferrer/);
      }
    },
  );

  test("Get Started opens a new tab on a desktop", async ({ page, context }) => {
    test.skip(isPhone(page), "phones change location instead; see the handheld test");
    await context.route(`${site.signup.url}**`, (route) => route.fulfill({ body: "sign-up stub" }));
    await visit(page, "/");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("main")
        .getByRole("link", { name: /^Get Started/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(site.signup.url);
    expect(page.url()).not.toContain(site.signup.url);
  });
});

test.describe("Home on a touch phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("Get Started changes location in the same tab after a short delay", async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "a touch device is a phone-project concern");
    await context.route(`${site.signup.url}**`, (route) => route.fulfill({ body: "sign-up stub" }));
    await visit(page, "/");
    let popups = 0;
    page.on("popup", () => popups++);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Get Started/ })
      .tap();
    await page.waitForURL(`${site.signup.url}**`);
    const url = new URL(page.url());
    expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
    expect(popups).toBe(0);
  });
});
