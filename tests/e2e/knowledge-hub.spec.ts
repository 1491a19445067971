import type { Page } from "@playwright/test";
import { documentTitle } from "../../app/lib/seo";
import {
  articleFeedText,
  articleViewText,
  expertVideos,
  fallbackArticles,
  featuredArticlesSection,
  knowledgeHubHero,
  knowledgeHubHeroVideo,
  knowledgeHubMeta,
  videoLibrarySection,
} from "../../app/content/knowledge-hub";
import { a11yText } from "../../app/content/shared";
import { splitArticleContent } from "../../app/lib/article-content";
import { site } from "../../app/site";
import { knowledgeHubPaths } from "../../app/route-paths";
import { axeViolations, expect, scrollThrough, test, visit } from "./fixtures";

const path = "/knowledge-hub";
const addressOf = (article: (typeof fallbackArticles)[number]) => knowledgeHubPaths.article(article.slug);
const card = (page: Page, article: (typeof fallbackArticles)[number]) =>
  page.getByRole("region", { name: featuredArticlesSection.heading }).getByRole("link", { name: article.title });
const playButton = (title: string) => ({ name: `${a11yText.playVideo} ${title}` });

test.describe("Knowledge Hub", () => {
  test("shows the hero video, the video library and every built-in article as a card linking to its page", async ({
    page,
  }) => {
    await visit(page, path);
    const main = page.getByRole("main");

    await expect(page).toHaveTitle(documentTitle(knowledgeHubMeta.title));
    await expect(main.getByRole("heading", { level: 1, name: knowledgeHubHero.title })).toBeVisible();
    await expect(main.getByText(knowledgeHubHero.subtitle)).toBeVisible();
    await expect(main.getByRole("link", { name: new RegExp(`^${knowledgeHubHero.ctaText}`) })).toBeVisible();
    await expect(main.getByRole("button", playButton(knowledgeHubHeroVideo.title))).toBeVisible();

    const library = main.getByRole("region", { name: videoLibrarySection.heading });
    await expect(library.getByRole("heading", { level: 2 })).toHaveText(videoLibrarySection.heading);
    await expect(library.getByRole("button")).toHaveCount(4);
    for (const video of expertVideos) {
      await expect(library.getByRole("button", playButton(video.title))).toBeVisible();
      await expect(library.getByText(video.description!)).toBeVisible();
    }

    const articles = main.getByRole("region", { name: featuredArticlesSection.heading });
    await expect(articles.getByRole("heading", { level: 2 })).toHaveText(featuredArticlesSection.heading);
    await expect(articles.getByRole("listitem")).toHaveCount(fallbackArticles.length);
    for (const article of fallbackArticles) {
      const item = articles.getByRole("listitem").filter({ has: page.getByRole("link", { name: article.title }) });
      await expect(item.getByRole("heading", { level: 3, name: article.title })).toBeVisible();
      await expect(item.getByText(article.summary)).toBeVisible();
      await expect(item.getByText(article.badge, { exact: true })).toBeVisible();
      await expect(card(page, article)).toHaveAttribute("href", addressOf(article));
    }
    // Six articles: one page of cards, no links to others.
    await expect(articles.getByRole("navigation")).toHaveCount(0);
  });

  test(
    "prerenders the cards, not the articles' text, and announces the feed",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get(path)).text();
      const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
      for (const expected of [
        knowledgeHubMeta.title,
        knowledgeHubMeta.description,
        knowledgeHubHero.title,
        knowledgeHubHero.subtitle,
        videoLibrarySection.heading,
        featuredArticlesSection.heading,
        knowledgeHubHeroVideo.title,
        ...expertVideos.flatMap((video) => [video.title, video.description!]),
        ...fallbackArticles.flatMap((article) => [article.title, article.summary, article.badge, addressOf(article)]),
      ]) {
        expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
      }
      for (const article of fallbackArticles) {
        expect(text, "an article's sections are on its own page").not.toContain(article.sections[0].content);
      }
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/atom\\+xml" title="${articleFeedText.title}" href="${knowledgeHubPaths.feed}"/>`,
        ),
      );
    },
  );

  test(
    "a video loads nothing from the video host until its facade is clicked",
    { tag: "@any-width" },
    async ({ page, context, externalRequests }) => {
      await context.route(`${site.videoEmbedOrigin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>player stub</title>" }),
      );
      await visit(page, path, { waitUntil: "networkidle" });
      await scrollThrough(page);
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(externalRequests).toEqual([]);

      const [video] = expertVideos;
      await page.getByRole("button", playButton(video.title)).click();
      const player = page.getByTitle(video.title, { exact: true });
      await expect(player).toHaveAttribute("src", new RegExp(`^${site.videoEmbedOrigin}/embed/${video.id}\\?`));
      await expect(page.locator("iframe")).toHaveCount(1);
      expect(externalRequests.every((url) => url.startsWith(site.videoEmbedOrigin))).toBe(true);
    },
  );

  test("a card opens the reader full screen over the hub at the article's address; its close button closes it", async ({
    page,
  }) => {
    await visit(page, path);
    const article = fallbackArticles[1];
    await card(page, article).click();

    const dialog = page.getByRole("dialog", { name: article.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(addressOf(article));
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

    await expect(dialog.getByRole("heading", { level: 2, name: article.title })).toBeVisible();
    await expect(dialog.getByText(article.summary)).toBeVisible();
    for (const section of article.sections) {
      await expect(dialog.getByRole("heading", { level: 3, name: section.title })).toHaveCount(1);
    }
    // The hub is still underneath.
    await expect(page.getByRole("heading", { level: 1, name: knowledgeHubHero.title })).toBeAttached();

    await dialog.getByRole("button", { name: articleViewText.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(path);
    await expect(card(page, article)).toBeFocused();
  });

  test("the browser's Back closes the reader; the address and the scroll position are the hub's again", async ({
    page,
  }) => {
    await visit(page, path);
    const article = fallbackArticles[4];
    await card(page, article).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await card(page, article).click();
    await expect(page.getByRole("dialog", { name: article.title })).toBeVisible();
    await expect(page).toHaveURL(addressOf(article));

    await page.goBack();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(path);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(card(page, article)).toBeFocused();

    // Forward opens it again over the hub, as it was.
    await page.goForward();
    await expect(page).toHaveURL(addressOf(article));
    await expect(page.getByRole("dialog", { name: article.title })).toBeVisible();
  });

  test(
    "shows the title and summary at once while the text loads, and says so when it cannot load",
    { tag: "@any-width" },
    async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${addressOf(fallbackArticles[2])}.data*`, async (route) => {
        await held;
        await route.continue();
      });
      await page.route(`**${addressOf(fallbackArticles[3])}.data*`, (route) => route.abort());
      await visit(page, path);

      await card(page, fallbackArticles[2]).click();
      const dialog = page.getByRole("dialog", { name: fallbackArticles[2].title });
      await expect(dialog.getByText(fallbackArticles[2].summary)).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText(articleViewText.loading);
      release();
      await expect(
        dialog.getByRole("heading", { level: 3, name: fallbackArticles[2].sections[0].title }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await card(page, fallbackArticles[3]).click();
      const failed = page.getByRole("dialog", { name: fallbackArticles[3].title });
      await expect(failed.getByRole("status")).toContainText(articleViewText.loadFailed);
      await expect(failed.getByRole("link", { name: articleViewText.openPage })).toHaveAttribute(
        "href",
        addressOf(fallbackArticles[3]),
      );
      // The hub is intact behind it.
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { level: 1, name: knowledgeHubHero.title })).toBeVisible();
    },
  );

  test(
    "a click with a modifier key or the middle button opens the article's page in a new tab",
    { tag: "@any-width" },
    async ({ page, context }) => {
      await visit(page, path);
      const article = fallbackArticles[0];
      for (const click of [
        () => card(page, article).click({ modifiers: ["ControlOrMeta"] }),
        () => card(page, article).click({ button: "middle" }),
      ]) {
        const [tab] = await Promise.all([context.waitForEvent("page"), click()]);
        // A new tab opens on about:blank, then navigates: wait for the article's address itself.
        await tab.waitForURL((url) => url.pathname === addressOf(article));
        // Read from the document: with Chromium 150, Playwright 1.65's locator assertions in a tab a
        // click opened under device emulation wait for a navigation that has already finished.
        await expect.poll(() => tab.evaluate(() => document.querySelector("h1")?.textContent)).toBe(article.title);
        await tab.close();
      }
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(path);
    },
  );

  test(
    "an article opens from the keyboard, traps focus, closes on Escape and hands focus back",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      const article = fallbackArticles[0];
      const link = card(page, article);
      await link.focus();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("dialog", { name: article.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: articleViewText.close })).toBeFocused();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(path);
      await expect(link).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: articleViewText.backToArticles }).press("Enter");
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    },
  );

  test(
    "a long sentence with one colon shows a bold label; other sentences stay plain text",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      const article = fallbackArticles[0];
      const pieces = splitArticleContent(article.sections[0].content);
      const labelled = pieces.find((piece) => piece.label)!;
      const plain = pieces.find((piece) => !piece.label)!;

      await card(page, article).click();
      const dialog = page.getByRole("dialog", { name: article.title });
      const label = dialog.locator("strong", { hasText: `${labelled.label}:` });
      await expect(label).toHaveCount(1);
      await expect(label.locator("xpath=..")).toHaveText(`${labelled.label}: ${labelled.text}`);
      const plainParagraph = dialog.locator("p", { hasText: plain.text });
      await expect(plainParagraph).toHaveText(plain.text);
      await expect(plainParagraph.locator("strong")).toHaveCount(0);
    },
  );

  test("a video poster that fails to load is hidden and its video still plays", async ({ page, context }) => {
    const [video] = expertVideos;
    await context.route(`**${video.poster!.src}`, (route) => route.fulfill({ status: 404, body: "" }));
    await context.route(`${site.videoEmbedOrigin}/**`, (route) => route.fulfill({ body: "player stub" }));
    const posterRequested = page.waitForRequest(`**${video.poster!.src}`);
    await visit(page, path);
    const facade = page.getByRole("button", playButton(video.title));
    await facade.scrollIntoViewIfNeeded();
    await posterRequested;
    await expect(facade).toBeVisible();
    await expect(facade.locator("img")).toHaveCount(0);
    await expect(page.getByRole("button", playButton(expertVideos[1].title)).locator("img")).toHaveCount(1);
    await facade.click();
    await expect(page.getByTitle(video.title, { exact: true })).toHaveAttribute("src", /\/embed\//);
  });

  test("axe finds no WCAG 2.2 AA violation, with and without an article open", async ({ page }) => {
    await visit(page, path);
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);

    await card(page, fallbackArticles[3]).click();
    await expect(page.getByRole("dialog").getByRole("heading", { level: 3 }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    "the hero call to action opens the sign-up page with campaign tracking",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      const link = page.getByRole("main").getByRole("link", { name: new RegExp(`^${knowledgeHubHero.ctaText}`) });
      const url = new URL((await link.getAttribute("href"))!);
      expect(url.origin + url.pathname).toBe(site.signup.url);
      expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
      expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
      expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("rel", /noreferrer/);
    },
  );
});
