import { documentTitle } from "../../app/lib/seo";
import {
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
import { axeViolations, expect, rendered, scrollThrough, test, visit } from "./fixtures";

const path = "/knowledge-hub";
const playButton = (title: string) => ({ name: `${a11yText.playVideo} ${title}` });

test.describe("Knowledge Hub", () => {
  test("shows the hero video, the video library and every built-in article", async ({ page }) => {
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
      const card = articles.getByRole("listitem").filter({ has: page.getByRole("button", { name: article.title }) });
      await expect(card.getByRole("heading", { level: 3, name: article.title })).toBeVisible();
      await expect(card.getByText(article.summary)).toBeVisible();
      await expect(card.getByText(article.badge, { exact: true })).toBeVisible();
    }
  });

  test("prerenders the hero, the video titles and every article card into the HTML", async ({ request }) => {
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
      ...fallbackArticles.flatMap((article) => [article.title, article.summary, article.badge]),
    ]) {
      expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
    }
  });

  test("a video loads nothing from the video host until its facade is clicked", async ({
    page,
    context,
    externalRequests,
  }) => {
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
  });

  test("an article opens full screen by mouse, closes with its close button and hands focus back", async ({ page }) => {
    await visit(page, path);
    const article = fallbackArticles[1];
    const card = page.getByRole("button", { name: article.title });
    await card.click();

    const dialog = page.getByRole("dialog", { name: article.title });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

    await expect(dialog.getByRole("heading", { level: 2, name: article.title })).toBeVisible();
    await expect(dialog.getByText(article.summary)).toBeVisible();
    for (const section of article.sections) {
      await expect(dialog.getByRole("heading", { level: 3, name: section.title })).toHaveCount(1);
    }

    await dialog.getByRole("button", { name: articleViewText.close }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("an article opens from the keyboard, traps focus, closes on Escape and hands focus back", async ({ page }) => {
    await visit(page, path);
    const article = fallbackArticles[0];
    const card = page.getByRole("button", { name: article.title });
    await card.focus();
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
    await expect(card).toBeFocused();

    await page.keyboard.press(" ");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: articleViewText.backToArticles }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("an article opened again at once after Escape stays open", async ({ page }) => {
    await visit(page, path);
    const article = fallbackArticles[0];
    const card = page.getByRole("button", { name: article.title });
    await card.click();
    const dialog = page.getByRole("dialog", { name: article.title });
    await expect(dialog.getByRole("button", { name: articleViewText.close })).toBeFocused();

    // Escape, then a press on the card before the browser's "close" event, which comes a task
    // later: what a quick keyboard or a busy phone does.
    const closedBetween = await page.evaluate(async (title) => {
      const shown = document.querySelector<HTMLDialogElement>("dialog[open]")!;
      shown.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const closed = !shown.open;
      [...document.querySelectorAll("button")].find((button) => button.textContent === title)!.click();
      return closed;
    }, article.title);
    expect(closedBetween).toBe(true);
    await rendered(page);
    await expect(dialog).toBeVisible();
  });

  test("a long sentence with one colon shows a bold label; other sentences stay plain text", async ({ page }) => {
    await visit(page, path);
    const article = fallbackArticles[0];
    const pieces = splitArticleContent(article.sections[0].content);
    const labelled = pieces.find((piece) => piece.label)!;
    const plain = pieces.find((piece) => !piece.label)!;

    await page.getByRole("button", { name: article.title }).click();
    const dialog = page.getByRole("dialog", { name: article.title });
    const label = dialog.locator("strong", { hasText: `${labelled.label}:` });
    await expect(label).toHaveCount(1);
    await expect(label.locator("xpath=..")).toHaveText(`${labelled.label}: ${labelled.text}`);
    const plainParagraph = dialog.locator("p", { hasText: plain.text });
    await expect(plainParagraph).toHaveText(plain.text);
    await expect(plainParagraph.locator("strong")).toHaveCount(0);
  });

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

    await page.getByRole("button", { name: fallbackArticles[3].title }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the hero call to action opens the sign-up page with campaign tracking", async ({ page }) => {
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
  });
});
