import { documentTitle } from "../../app/lib/seo";
import {
  accessBlocks,
  accessSection,
  ceoQuote,
  ceoQuoteSection,
  communityHero,
  communityHeroPictures,
  communityMeta,
} from "../../app/content/community";
import { site } from "../../app/site";
import { expect, isPhone, scrollThrough, test, visit } from "./fixtures";

const unescapeHtml = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const playButtonName = (title: string) => `Play video: ${title}`;

test.describe("Community", () => {
  test("shows the hero with its mosaic, the CEO's quote and the three access blocks", async ({ page }) => {
    await visit(page, "/community");
    await expect(page).toHaveTitle(documentTitle(communityMeta.title));
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1, name: communityHero.title })).toBeVisible();
    await expect(main.getByText(communityHero.subtitle)).toBeVisible();
    const cta = main.getByRole("link", { name: new RegExp(`^${communityHero.ctaText}`) });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute("href", new RegExp(`^${site.signup.url}`));
    const mosaicShown = isPhone(page) ? 3 : 5;
    for (const [i, picture] of communityHeroPictures.entries()) {
      const image = main.getByRole("img", { name: picture.alt });
      if (i < mosaicShown) await expect(image).toBeVisible();
      else await expect(image).toBeHidden();
    }

    const quote = main.getByRole("region", { name: ceoQuoteSection.heading });
    await expect(quote.getByRole("heading", { level: 2 })).toHaveText(ceoQuoteSection.heading);
    await expect(quote.getByText(ceoQuote.quote)).toBeVisible();
    await expect(quote.getByText(ceoQuote.name)).toBeVisible();
    await expect(quote.getByText(ceoQuote.role)).toBeVisible();

    const access = main.getByRole("region", { name: accessSection.heading });
    await expect(access.getByRole("heading", { level: 2 })).toHaveText(accessSection.heading);
    await scrollThrough(page);
    for (const block of accessBlocks) {
      const article = access.getByRole("article", { name: block.title });
      await expect(article.getByRole("heading", { level: 3 })).toHaveText(block.title);
      await expect(article.getByText(block.description)).toBeVisible();
      for (const highlight of block.highlights) {
        await expect(article.getByText(highlight, { exact: true })).toBeVisible();
      }
      await expect(article.getByRole("button", { name: playButtonName(block.video.title) })).toBeVisible();
      const photos = article.getByRole("list", { name: block.photosLabel });
      for (const photo of block.photos) await expect(photos.getByRole("img", { name: photo.alt })).toBeVisible();
    }
    await expect(access.getByRole("heading", { level: 3 })).toHaveText([
      "Curated WhatsApp groups",
      "AMAs with industry leaders",
      "Demo days with VCs",
    ]);
  });

  test("prerenders the hero, the quote and every block into the HTML", { tag: "@any-width" }, async ({ request }) => {
    const text = unescapeHtml(await (await request.get("/community")).text());
    for (const expected of [
      communityMeta.title,
      communityHero.title,
      communityHero.subtitle,
      communityHero.ctaText,
      ceoQuoteSection.heading,
      ceoQuote.quote,
      ceoQuote.name,
      accessSection.heading,
      ...accessBlocks.flatMap((block) => [block.title, block.description, ...block.highlights, block.video.title]),
    ]) {
      expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
    }
    expect(text, "no player is in the page before a visitor asks for one").not.toContain("<iframe");
  });

  test(
    "a video loads nothing from the embed host until played, then swaps in the privacy-enhanced player",
    { tag: "@any-width" },
    async ({ page, externalRequests }) => {
      await page.route(`${site.videoEmbedOrigin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>player stub</title>" }),
      );
      await visit(page, "/community", { waitUntil: "networkidle" });
      await scrollThrough(page);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(externalRequests, "no third-party request before the click").toEqual([]);

      for (const block of accessBlocks) {
        const article = page.getByRole("article", { name: block.title });
        await article.getByRole("button", { name: playButtonName(block.video.title) }).click();
        const player = article.locator("iframe");
        await expect(player).toHaveAttribute("title", block.video.title);
        const src = new URL((await player.getAttribute("src"))!);
        expect(src.origin).toBe(site.videoEmbedOrigin);
        expect(src.pathname).toBe(`/embed/${block.video.id}`);
        // Focus moves into the player (once a frame holds focus, the page itself reports no focus,
        // so ask which element is active rather than whether the page is focused).
        await expect.poll(() => player.evaluate((frame) => frame === document.activeElement)).toBe(true);
        await expect(article.getByRole("button", { name: playButtonName(block.video.title) })).toHaveCount(0);
      }
      expect(externalRequests.every((url) => url.startsWith(`${site.videoEmbedOrigin}/`))).toBe(true);
    },
  );

  test("the play buttons work from the keyboard", { tag: "@any-width" }, async ({ page }) => {
    await page.route(`${site.videoEmbedOrigin}/**`, (route) => route.fulfill({ contentType: "text/html", body: "" }));
    await visit(page, "/community");
    const [first] = accessBlocks;
    const play = page.getByRole("button", { name: playButtonName(first.video.title) });
    await play.focus();
    await page.keyboard.press("Enter");
    const player = page.getByRole("article", { name: first.title }).locator("iframe");
    await expect(player).toHaveAttribute("src", new RegExp(`^${site.videoEmbedOrigin}/embed/`));
    await expect.poll(() => player.evaluate((frame) => frame === document.activeElement)).toBe(true);
  });

  test("the CEO's portrait falls back to initials when it fails to load", { tag: "@any-width" }, async ({ page }) => {
    await page.route(`**${ceoQuote.photo.src}`, (route) => route.fulfill({ status: 404, body: "" }));
    await visit(page, "/community");
    const quote = page.getByRole("region", { name: ceoQuoteSection.heading });
    await quote.scrollIntoViewIfNeeded();
    await expect(quote.locator("[data-initials]")).toHaveText("VR");
    await expect(quote.locator("img")).toHaveCount(0);
  });
});
