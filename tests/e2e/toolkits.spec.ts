import { documentTitle } from "../../app/lib/seo";
import type { Locator, Page } from "@playwright/test";
import {
  graduatedStartups,
  newsCards,
  newsSection,
  signUpButtonText,
  signUpSection,
  startupsSection,
  toolFilters,
  toolkitClaims,
  toolkitsHero,
  toolkitsMeta,
  tools,
  toolsSection,
  toolsText,
  type ToolFilter,
} from "../../app/content/toolkits";
import { ALL_TOOLS, filterToolsByCategory } from "../../app/lib/toolkit-filter";
import { site } from "../../app/site";
import { axeViolations, expect, scrollThrough, test, visit } from "./fixtures";

const path = "/toolkits";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

const toolsRegion = (page: Page) => page.getByRole("region", { name: toolsSection.heading });

/** The filter shows exactly the cards the rule picks, in order, says so politely, and marks its button. */
async function expectFiltered(region: Locator, chosen: ToolFilter) {
  const expected = filterToolsByCategory(tools, chosen);
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(expected.map((tool) => tool.title));
  const status = region.getByRole("status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText(toolsText.resultCount(expected.length, chosen));
  for (const name of toolFilters) {
    await expect(region.getByRole("button", { name, exact: true })).toHaveAttribute(
      "aria-pressed",
      String(name === chosen),
    );
  }
}

test.describe("Startup Toolkit", () => {
  test("shows the hero and claims, every tool, the news, the alumni and the final sign-up", async ({ page }) => {
    await visit(page, path);
    const main = page.getByRole("main");

    await expect(page).toHaveTitle(documentTitle(toolkitsMeta.title));
    await expect(main.getByRole("heading", { level: 1, name: toolkitsHero.title })).toBeVisible();
    await expect(main.getByText(toolkitsHero.subtitle)).toBeVisible();
    await expect(main.getByRole("link", { name: startsWith(toolkitsHero.ctaText) })).toBeVisible();
    for (const claim of toolkitClaims) {
      await expect(main.getByText(claim.figure, { exact: true })).toBeVisible();
      await expect(main.getByText(claim.label, { exact: true })).toBeVisible();
    }

    const region = toolsRegion(page);
    await expect(region.getByRole("heading", { level: 2 })).toHaveText(toolsSection.heading);
    await expect(region.getByRole("group", { name: toolsText.filterLabel }).getByRole("button")).toHaveText([
      ...toolFilters,
    ]);
    await expectFiltered(region, ALL_TOOLS);
    for (const tool of tools) {
      await expect(region.getByRole("link", { name: startsWith(tool.buttonText) })).toBeVisible();
    }

    const news = main.getByRole("region", { name: newsSection.heading });
    await expect(news.getByRole("link")).toHaveCount(3);
    for (const item of newsCards) {
      const link = news.getByRole("link", { name: startsWith(item.headline) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", item.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("rel", /noreferrer/);
      await expect(news.getByText(item.summary!)).toBeVisible();
    }

    const alumni = main.getByRole("region", { name: startupsSection.heading });
    await expect(alumni.getByRole("listitem")).toHaveCount(graduatedStartups.length);
    for (const startup of graduatedStartups) {
      await expect(alumni.getByText(startup.name, { exact: true })).toBeVisible();
    }

    const closing = main.getByRole("region", { name: signUpSection.heading });
    await expect(closing.getByText(signUpSection.description)).toBeVisible();
    await expect(closing.getByRole("link", { name: startsWith(signUpButtonText) })).toBeVisible();
  });

  test("prerenders the claims, every tool, the news and the alumni into the HTML", async ({ request }) => {
    const html = await (await request.get(path)).text();
    const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    for (const expected of [
      toolkitsMeta.title,
      toolkitsMeta.description,
      toolkitsHero.title,
      toolkitsHero.subtitle,
      ...toolkitClaims.flatMap((claim) => [claim.figure, claim.label]),
      ...toolFilters,
      ...tools.flatMap((tool) => [tool.title, tool.description, tool.buttonText]),
      ...newsCards.map((item) => item.headline),
      ...graduatedStartups.map((startup) => startup.name),
      signUpSection.heading,
      signUpButtonText,
    ]) {
      expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
    }
  });

  test("each filter shows only its category's cards when clicked, and All Tools shows them all again", async ({
    page,
  }) => {
    await visit(page, path);
    const region = toolsRegion(page);
    const order: ToolFilter[] = [...toolFilters.slice(1), ALL_TOOLS];
    for (const name of order) {
      await region.getByRole("button", { name, exact: true }).click();
      await expectFiltered(region, name);
    }
  });

  test("the filter works from the keyboard with Tab, Enter and Space", async ({ page }) => {
    await visit(page, path);
    const region = toolsRegion(page);
    await region.getByRole("button", { name: ALL_TOOLS }).focus();

    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Funding" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectFiltered(region, "Funding");

    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Compliance" })).toBeFocused();
    await page.keyboard.press("Space");
    await expectFiltered(region, "Compliance");

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(region.getByRole("button", { name: ALL_TOOLS })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectFiltered(region, ALL_TOOLS);
  });

  test("featured, special and spotlight cards look different from the rest and from each other", async ({ page }) => {
    await visit(page, path);
    const region = toolsRegion(page);
    const card = (title: string) =>
      region.locator("article").filter({ has: page.getByRole("heading", { name: title }) });
    const spotlight = tools.find((tool) => tool.spotlight)!;
    const special = tools.find((tool) => tool.special)!;
    const featured = tools.find((tool) => tool.featured && !tool.special && !tool.spotlight)!;
    const standard = tools.find((tool) => !tool.featured && !tool.special && !tool.spotlight)!;

    await expect(card(spotlight.title).getByText(toolsText.spotlightTag)).toBeVisible();
    await expect(card(special.title).getByText(toolsText.specialTag)).toBeVisible();
    await expect(card(featured.title).getByText(toolsText.featuredTag)).toBeVisible();
    await expect(card(spotlight.title).getByText(spotlight.quote!)).toBeVisible();

    const look = (title: string) =>
      card(title).evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.borderTopColor} ${style.borderTopWidth}`;
      });
    const looks = await Promise.all([spotlight, special, featured, standard].map((tool) => look(tool.title)));
    expect(new Set(looks).size).toBe(4);
  });

  test("every sign-up button carries the campaign parameters and names its own placement", async ({ page }) => {
    await visit(page, path);
    const links = page.getByRole("main").locator(`a[href^="${site.signup.url}"]`);
    const count = await links.count();
    expect(count).toBe(tools.length + 2);
    const placements = new Set<string>();
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const url = new URL((await link.getAttribute("href"))!);
      expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
      expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
      expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
      placements.add(url.searchParams.get("utm_content")!);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("rel", /noreferrer/);
    }
    expect(placements.size).toBe(count);
  });

  test("axe finds no WCAG 2.2 AA violation, unfiltered and filtered", async ({ page }) => {
    await visit(page, path);
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
    await toolsRegion(page).getByRole("button", { name: "Community" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
