import { documentTitle } from "../../app/lib/seo";
import {
  bootstrappedHero,
  bootstrappedMeta,
  bootstrappedTalkToUs,
  goLiveFast,
  goLiveSteps,
} from "../../app/content/bootstrapped";
import { closingCta, featureBlocks, featureMediaText, featureSection } from "../../app/content/startup-features";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { expectClipsMutedLoopingInline, expectFeatureBlocksAndClosingCta } from "./feature-blocks";
import { expect, isPhone, rendered, test, visit } from "./fixtures";

const path = paths.bootstrapped;
const firstClip = featureBlocks.find((block) => block.media?.kind === "video")!;

test.describe("Bootstrapped startups", () => {
  test("shows the hero, Go live fast, the five feature blocks and the closing call to action", async ({ page }) => {
    await visit(page, path);
    const main = page.getByRole("main");
    await expect(page).toHaveTitle(documentTitle(bootstrappedMeta.title));

    await expect(main.getByRole("heading", { level: 1, name: bootstrappedHero.title })).toBeVisible();
    await expect(main.getByText(bootstrappedHero.subtitle)).toBeVisible();
    const start = main.getByRole("link", { name: new RegExp(`^${bootstrappedHero.ctaText}`) });
    await expect(start).toHaveAttribute("href", new RegExp(`^${site.signup.url}.*utm_content=bootstrapped_hero`));
    await expect(main.getByRole("link", { name: bootstrappedTalkToUs.text })).toHaveAttribute(
      "href",
      bootstrappedTalkToUs.link,
    );

    const goLive = main.getByRole("region", { name: goLiveFast.heading });
    await expect(goLive.getByRole("heading", { level: 2, name: goLiveFast.heading })).toBeVisible();
    await expect(goLive.getByText(goLiveFast.subheading)).toBeVisible();
    await expect(goLive.getByText(goLiveFast.description)).toBeVisible();
    for (const step of goLiveSteps) {
      await expect(goLive.getByRole("heading", { level: 3, name: step.title })).toBeVisible();
      await expect(goLive.getByText(step.description)).toBeVisible();
    }

    await expectFeatureBlocksAndClosingCta(page);
    await expect(
      main.getByRole("region", { name: closingCta.heading }).getByRole("link", { name: /^Get Started/ }),
    ).toHaveAttribute("href", /utm_content=bootstrapped_closing/);
  });

  test("feature blocks alternate their media right and left on large screens", async ({ page }) => {
    test.skip(isPhone(page), "blocks stack on phones");
    await visit(page, path);
    const features = page.getByRole("region", { name: featureSection.heading });
    for (const [i, block] of featureBlocks.entries()) {
      const article = features.getByRole("article", { name: block.title });
      const title = await article.getByRole("heading", { level: 3 }).boundingBox();
      const media = await article.locator(":scope > div").nth(1).boundingBox();
      const mediaOnRight = media!.x > title!.x;
      expect(mediaOnRight, `block ${i + 1} has its media on the ${i % 2 ? "left" : "right"}`).toBe(i % 2 === 0);
    }
  });

  test("a clip is a muted inline loop that plays only while in view and pauses on its button", async ({ page }) => {
    await visit(page, path);
    await expectClipsMutedLoopingInline(page);
    const block = page.getByRole("article", { name: firstClip.title });
    const video = block.locator("video");
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);

    expect(await paused()).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(paused).toBe(true);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
    await block.getByRole("button", { name: featureMediaText.pauseClip }).click();
    await expect.poll(paused).toBe(true);
    await expect(block.getByRole("button", { name: featureMediaText.playClip })).toBeVisible();
  });

  test("under reduced motion the clips stay on their posters", { tag: "@any-width" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, path);
    const video = page.getByRole("article", { name: firstClip.title }).locator("video");
    await video.scrollIntoViewIfNeeded();
    // The poster shows once the clip is seen near the screen; by then it would have started.
    await expect(video).toHaveAttribute("poster", /poster\.webp$/);
    await rendered(page);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });

  test("the progress spiral appears once past 5% of the page, on large screens only", async ({ page }) => {
    await visit(page, path);
    const spiral = page.locator("[data-progress-spiral]");
    await expect(spiral).toHaveAttribute("aria-hidden", "true");
    await expect(spiral).toBeHidden();
    const scrollToProgress = (percent: number) =>
      page.evaluate((percent) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, (scrollable * percent) / 100);
      }, percent);
    await scrollToProgress(30);
    if (isPhone(page)) {
      await rendered(page);
      await expect(spiral).toBeHidden();
    } else {
      await expect(spiral).toBeVisible();
      await scrollToProgress(4);
      await expect(spiral).toBeHidden();
      await scrollToProgress(6);
      await expect(spiral).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(spiral).toBeHidden();
    }
  });

  test("each Go live fast dot lights up while its step is in view, on large screens only", async ({ page }) => {
    await visit(page, path);
    const dots = page.locator("[data-section-dot]");
    await expect(dots).toHaveCount(2);
    const goLive = page.getByRole("region", { name: goLiveFast.heading });
    const steps = goLiveSteps.map((step) => goLive.getByRole("article", { name: step.title }));
    if (isPhone(page)) {
      await steps[0].scrollIntoViewIfNeeded();
      for (const dot of await dots.all()) await expect(dot).toBeHidden();
      return;
    }
    const scrollToStep = (i: number) =>
      steps[i].evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));

    await scrollToStep(0);
    await expect(dots.nth(0)).toHaveAttribute("data-active", "true");
    await expect(dots.nth(0)).toBeVisible();
    await page.getByRole("region", { name: closingCta.heading }).scrollIntoViewIfNeeded();
    await expect(dots.nth(0)).toHaveAttribute("data-active", "false");
    await expect(dots.nth(1)).toHaveAttribute("data-active", "false");
    await scrollToStep(1);
    await expect(dots.nth(1)).toHaveAttribute("data-active", "true");
  });

  test("prerenders the page's text into its HTML", { tag: "@any-width" }, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    for (const expected of [
      bootstrappedHero.title,
      bootstrappedHero.subtitle,
      bootstrappedHero.ctaText,
      bootstrappedTalkToUs.text,
      goLiveFast.heading,
      ...goLiveSteps.map((step) => step.title),
      featureSection.heading,
      ...featureBlocks.map((block) => block.title),
      closingCta.heading,
      `<meta name="description" content="${bootstrappedMeta.description}"`,
    ]) {
      expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
    }
  });

  test("/bootstrapped lands on the canonical page", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, "/bootstrapped");
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: bootstrappedHero.title })).toBeVisible();
  });
});
