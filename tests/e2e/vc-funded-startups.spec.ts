import { documentTitle } from "../../app/lib/seo";
import { closingCta, featureBlocks, featureSection } from "../../app/content/startup-features";
import {
  intelligenceCards,
  scaleSmarter,
  vcFundedHero,
  vcFundedMeta,
  vcFundedTalkToConsultant,
  whyChoose,
  whyChoosePoints,
} from "../../app/content/vc-funded";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { expectClipsMutedLoopingInline, expectFeatureBlocksAndClosingCta } from "./feature-blocks";
import { expect, test, visit } from "./fixtures";

const path = paths.vcFunded;

test.describe("VC-funded startups", () => {
  test("the hero names the provider and offers sign-up and a consultant", async ({ page }) => {
    await visit(page, path);
    const main = page.getByRole("main");
    await expect(page).toHaveTitle(documentTitle(vcFundedMeta.title));
    await expect(main.getByRole("heading", { level: 1, name: `Scale Faster With ${site.provider}` })).toBeVisible();
    await expect(main.getByText(vcFundedHero.subtitle)).toBeVisible();
    await expect(main.getByRole("link", { name: /^Get Started/ }).first()).toHaveAttribute(
      "href",
      /utm_content=vc_funded_hero/,
    );
    const consultant = main.getByRole("link", { name: vcFundedTalkToConsultant.text });
    await expect(consultant).toHaveAttribute("href", paths.consulting);
  });

  test("why VC-backed startups choose the provider: the payment pitch", async ({ page }) => {
    await visit(page, path);
    expect(whyChoose.sectionName).toBe(`whyChoose${site.provider}`);
    const section = page.getByRole("region", { name: whyChoose.heading });
    await expect(
      section.getByRole("heading", { level: 2, name: `Why Leading VC-Backed Startups Choose ${site.provider}` }),
    ).toBeVisible();
    for (const point of whyChoosePoints) {
      await expect(section.getByRole("heading", { level: 3, name: point.title })).toBeVisible();
      await expect(section.getByText(point.highlight, { exact: true })).toBeVisible();
    }
    for (const claim of ["150+", "T+15 min", "130+", "Up to 20%", "50%", "3DS 2.0", "UPI Autopay", "in INR"]) {
      await expect(section.getByText(claim).first()).toBeVisible();
    }
  });

  test("Scale Smarter shows the five intelligence cards with the pilot's terms", async ({ page }) => {
    await visit(page, path);
    const section = page.getByRole("region", { name: scaleSmarter.heading });
    await expect(section.getByText(scaleSmarter.subheading)).toContainText("600M+ profiles and 18B+ transactions");
    expect(intelligenceCards.map((card) => card.title)).toEqual([
      "Smarter Targeting",
      "Boost Conversions",
      "Lower CAC by 25-45%",
      "CRM Enrichment",
      "Free 30-Day Pilot",
    ]);
    for (const card of intelligenceCards) {
      await expect(section.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      await expect(section.getByText(card.description)).toBeVisible();
    }
    await expect(section.getByText(/worth ₹2 lakh\. Terms apply\./)).toBeVisible();
  });

  test("the same five feature blocks, muted looping clips and closing call to action", async ({ page }) => {
    await visit(page, path);
    await expectFeatureBlocksAndClosingCta(page);
    await expectClipsMutedLoopingInline(page);
    await expect(
      page.getByRole("region", { name: closingCta.heading }).getByRole("link", { name: /^Get Started/ }),
    ).toHaveAttribute("href", /utm_content=vc_funded_closing/);
  });

  test("has no progress spiral (that is the bootstrapped page's)", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(page.locator("[data-progress-spiral]")).toHaveCount(0);
  });

  test("prerenders the page's text into its HTML", { tag: "@any-width" }, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    for (const expected of [
      vcFundedHero.title,
      vcFundedHero.subtitle,
      vcFundedTalkToConsultant.text,
      whyChoose.heading,
      ...whyChoosePoints.map((point) => point.description),
      scaleSmarter.heading,
      ...intelligenceCards.map((card) => card.title),
      featureSection.heading,
      ...featureBlocks.map((block) => block.title),
      closingCta.heading,
      `<meta name="description" content="${vcFundedMeta.description}"`,
    ]) {
      expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
    }
  });

  test("/vc-funded lands on the canonical page", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, "/vc-funded");
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: vcFundedHero.title })).toBeVisible();
  });
});
