import type { Locator, Page } from "@playwright/test";
import { about } from "../../app/content/home";
import { carouselLabels } from "../../app/content/shared";
import { featureMediaText } from "../../app/content/startup-features";
import { paths } from "../../app/route-paths";
import { expect, hydrated, rendered, test } from "./fixtures";

/**
 * Every picture is in the HTML with its file (docs/decisions/901): it shows without JavaScript and
 * before the app arrives, and the browser fetches it only as it nears the viewport.
 */

/** The pages that show pictures (the eligibility checker, the search and the toolkits have none). */
const pagesWithPictures = [
  paths.home,
  paths.bootstrapped,
  paths.vcFunded,
  paths.perks,
  paths.community,
  paths.consulting,
  paths.knowledgeHub,
  paths.infinity,
];

/** Nothing on the way from the picture to the page makes it transparent or hidden. */
const seenAsIs = (picture: Locator) =>
  picture.evaluate((image) => {
    for (let element: Element | null = image; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (Number(style.opacity) === 0 || style.visibility === "hidden") return false;
    }
    return true;
  });

/**
 * Scrolls to each picture in `main` and checks it loaded and shows. Skips `except` and those the
 * layout hides at this width (display: none, like the mosaic's extra tiles on a phone).
 */
async function expectEveryPictureShown(page: Page, except?: string) {
  // A round of checks for each of up to 26 pictures (Home's marquee repeats its logos): on CI's busy
  // two cores, Home took over the default 30 s.
  test.slow();
  const pictures = await page.locator(except ? `main img:not(${except})` : "main img").all();
  let shown = 0;
  for (const picture of pictures) {
    const laidOut = await picture.evaluate((image) => image.getClientRects().length > 0);
    if (!laidOut) continue;
    shown += 1;
    // Not scrollIntoViewIfNeeded: it waits for the element to stand still, and a marquee never does.
    await picture.evaluate((image) => image.scrollIntoView({ block: "center", inline: "center" }));
    const name = (await picture.getAttribute("src")) ?? "a picture";
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        message: name,
      })
      .toBeGreaterThan(0);
    await expect(picture, name).toBeVisible();
    expect(await seenAsIs(picture), `${name} is not transparent`).toBe(true);
  }
  expect(shown, "pictures shown").toBeGreaterThan(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pagesWithPictures) {
    test(`${path}: every picture is there, loaded and visible`, async ({ page }) => {
      await page.goto(path);
      await expectEveryPictureShown(page);
    });
  }

  test(
    "a clip that cannot play shows its poster as a picture, and no dead controls",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(paths.bootstrapped);
      const clips = page.locator("main video");
      expect(await clips.count()).toBeGreaterThan(0);
      for (const clip of await clips.all()) await expect(clip).toBeHidden();
      const label = await clips.first().getAttribute("aria-label");
      await expect(page.getByRole("main").getByRole("img", { name: label!, exact: true })).toBeAttached();
      await expect(page.getByRole("button", { name: featureMediaText.pauseClip })).toHaveCount(0);
    },
  );

  test("a carousel's pictures sit in a row to swipe through, without buttons that cannot work", async ({ page }) => {
    await page.goto(paths.home);
    const carousel = page.getByRole("region", { name: about.galleryLabel });
    const slides = carousel.locator("[data-slide]");
    expect(await slides.count()).toBeGreaterThan(1);
    const tops = await slides.evaluateAll((all) => all.map((slide) => Math.round(slide.getBoundingClientRect().top)));
    expect(new Set(tops).size, "side by side").toBe(1);
    await expect(carousel.getByRole("button", { name: carouselLabels.next })).toHaveCount(0);
  });
});

test.describe("before the app arrives", () => {
  for (const path of [paths.home, paths.community]) {
    test(`${path}: every picture shows, none waits for the app to appear`, async ({ page }) => {
      // The app never arrives: its entry is held until the test ends.
      await page.route(/\/assets\/entry\.client-[^/]+\.js$/, () => new Promise<void>(() => undefined));
      await page.goto(path);
      // A carousel's later pictures wait, as its turns do, for the app (without it, they sit in a row).
      await expectEveryPictureShown(page, '[data-slide][aria-hidden="true"] img');
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    });
  }
});

test.describe("with JavaScript", () => {
  test("a picture far below the first screen is fetched only as it nears the viewport", async ({ page }) => {
    const fetched = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "image") fetched.add(new URL(request.url()).pathname);
    });
    await page.goto(paths.infinity);
    await hydrated(page);
    await rendered(page);
    // Beyond every distance at which Chromium starts a lazy fetch (2,500 px on slow connections).
    const limit = page.viewportSize()!.height + 3000;
    const far = await page
      .locator("main img[loading=lazy]")
      .evaluateAll(
        (images, below) =>
          images
            .filter((image) => image.getBoundingClientRect().top > below)
            .map((image) => new URL(image.getAttribute("src")!, location.href).pathname),
        limit,
      );
    expect(far.length, "pictures far below the first screen").toBeGreaterThan(0);
    expect(
      far.filter((path) => fetched.has(path)),
      "fetched before they came near",
    ).toEqual([]);

    const last = page.locator("main img[loading=lazy]").last();
    const requested = page.waitForRequest((request) => far.includes(new URL(request.url()).pathname));
    await last.evaluate((image) => image.scrollIntoView({ block: "center" }));
    await requested;
    await expect
      .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => seenAsIs(last), { message: "faded in once loaded" }).toBe(true);
  });
});
