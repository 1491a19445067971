import type { Page } from "@playwright/test";
import { closingCta, closingCtaText, featureBlocks, featureSection } from "../../app/content/startup-features";
import { expect } from "./fixtures";

/** The five feature blocks and the closing call to action, shared by both startup pages. */
export async function expectFeatureBlocksAndClosingCta(page: Page) {
  const main = page.getByRole("main");
  const features = main.getByRole("region", { name: featureSection.heading });
  await expect(features.getByRole("heading", { level: 2, name: featureSection.heading })).toBeVisible();
  await expect(features.getByText(featureSection.subheading)).toBeVisible();
  for (const block of featureBlocks) {
    const article = features.getByRole("article", { name: block.title });
    await expect(article.getByRole("heading", { level: 3, name: block.title })).toBeVisible();
    await expect(article.getByText(block.subtitle)).toBeVisible();
    for (const feature of block.features) await expect(article.getByText(feature.text)).toBeVisible();
  }

  const closing = main.getByRole("region", { name: closingCta.heading });
  await expect(closing.getByRole("heading", { level: 2, name: closingCta.heading })).toBeVisible();
  await expect(closing.getByRole("link", { name: new RegExp(`^${closingCtaText}`) })).toBeVisible();
}

/** Each of the five blocks has a muted, looping, inline video with a lazy poster and no autoplay attribute. */
export async function expectClipsMutedLoopingInline(page: Page) {
  await expect(page.locator("video")).toHaveCount(featureBlocks.length);
  const postersFarBelow = await page
    .locator("video")
    .evaluateAll((videos) =>
      videos
        .filter((video) => video.getBoundingClientRect().top > window.innerHeight + 100)
        .map((video) => video.getAttribute("poster")),
    );
  expect(postersFarBelow.length, "some clips start far below the first screen").toBeGreaterThan(0);
  expect(postersFarBelow, "no poster is fetched before its clip nears the viewport").toEqual(
    postersFarBelow.map(() => null),
  );
  for (const block of featureBlocks) {
    const video = page.getByRole("article", { name: block.title }).locator("video");
    await video.scrollIntoViewIfNeeded();
    await expect(video, "the poster is set once the clip nears the viewport").toHaveAttribute("poster", /.+/);
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      autoplay: element.autoplay,
      poster: element.getAttribute("poster"),
    }));
    expect(state).toMatchObject({ muted: true, loop: true, playsInline: true, autoplay: false });
    expect(state.poster).toMatch(/^\/video\/.+-poster\.webp$/);
  }
}
