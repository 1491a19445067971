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
} from "../../app/content/toolkits";
import { ALL_TOOLS, filterToolsByCategory } from "../../app/lib/toolkit-filter";
import { site } from "../../app/site";
import { axeViolations, expect, filterChip, rendered, scrollThrough, test, visit } from "./fixtures";

const path = "/toolkits";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

const toolsRegion = (page: Page) => page.getByRole("region", { name: toolsSection.heading });

type Filter = (typeof toolFilters)[number];
const filter = (key: string): Filter => toolFilters.find((candidate) => candidate.key === key)!;

/** The filter shows exactly the cards the rule picks, in order, says so politely, and is the one chosen. */
async function expectFiltered(region: Locator, chosen: Filter) {
  const expected = filterToolsByCategory(tools, chosen.key);
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(expected.map((tool) => tool.title));
  const status = region.getByRole("status");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status.locator("p:visible")).toHaveText(
    toolsText.resultCount(expected.length, chosen.key === ALL_TOOLS ? null : chosen.label),
  );
  for (const { key, label } of toolFilters) {
    const radio = region.getByRole("radio", { name: label, exact: true });
    if (key === chosen.key) await expect(radio).toBeChecked();
    else await expect(radio).not.toBeChecked();
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
    const group = region.getByRole("group", { name: toolsText.filterLabel });
    await expect(group.getByRole("radio")).toHaveCount(toolFilters.length);
    await expect(group.locator("label")).toHaveText(toolFilters.map(({ label }) => label));
    await expectFiltered(region, filter(ALL_TOOLS));
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

  test(
    "prerenders the claims, every tool, the news and the alumni into the HTML",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get(path)).text();
      const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
      for (const expected of [
        toolkitsMeta.title,
        toolkitsMeta.description,
        toolkitsHero.title,
        toolkitsHero.subtitle,
        ...toolkitClaims.flatMap((claim) => [claim.figure, claim.label]),
        ...toolFilters.map(({ label }) => label),
        ...tools.flatMap((tool) => [tool.title, tool.description, tool.buttonText]),
        ...newsCards.map((item) => item.headline),
        ...graduatedStartups.map((startup) => startup.name),
        signUpSection.heading,
        signUpButtonText,
      ]) {
        expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
      }
    },
  );

  test(
    "each filter shows only its category's cards when clicked, and All Tools shows them all again",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      const region = toolsRegion(page);
      for (const chosen of [...toolFilters.slice(1), filter(ALL_TOOLS)]) {
        await filterChip(region, chosen.label).click();
        await expectFiltered(region, chosen);
      }
    },
  );

  test("the filter works from the keyboard as a radio group: Tab to it, arrow keys to choose", async ({ page }) => {
    await visit(page, path);
    const region = toolsRegion(page);
    const radio = (key: string) => region.getByRole("radio", { name: filter(key).label, exact: true });
    await page.getByRole("heading", { name: toolsSection.heading }).scrollIntoViewIfNeeded();
    await radio(ALL_TOOLS).focus();

    await page.keyboard.press("ArrowRight");
    await expect(radio("funding")).toBeFocused();
    await expectFiltered(region, filter("funding"));

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(radio("compliance")).toBeFocused();
    await expectFiltered(region, filter("compliance"));

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(radio(ALL_TOOLS)).toBeFocused();
    await expectFiltered(region, filter(ALL_TOOLS));
    // Focus on the chosen filter is visible (its label carries the ring).
    const ring = await radio(ALL_TOOLS)
      .locator("xpath=..")
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).not.toBe("none");
  });

  test(
    "featured, special and spotlight cards look different from the rest and from each other",
    { tag: "@any-width" },
    async ({ page }) => {
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
    },
  );

  test(
    "every sign-up button carries the campaign parameters and names its own placement",
    { tag: "@any-width" },
    async ({ page }) => {
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
    },
  );

  test("axe finds no WCAG 2.2 AA violation, unfiltered and filtered", async ({ page }) => {
    await visit(page, path);
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
    await filterChip(toolsRegion(page), "Community").click();
    // The chips ease to their new colours (150 ms): contrast is judged once they are there.
    await toolsRegion(page).evaluate((region) =>
      Promise.all(
        region
          .getAnimations({ subtree: true })
          .filter((animation) => animation instanceof CSSTransition)
          // A transition replaced by another (the pointer leaving a chip) is done too.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  // A tap filters in the next frame only if the restyle is small. Rules testing
  // `:root:has(… :checked)` (the Pause animations switch's, once) made Chromium restyle the whole
  // page: 140 ms for this tap on a phone (docs/speed.md). Counted, not timed: elements restyled.
  test("choosing a category restyles the cards, not the whole page", async ({ page, browser, browserName }) => {
    test.skip(browserName !== "chromium", "Chromium's trace counts the elements each restyle touched");
    await visit(page, path);
    // The whole sheet, every rule of the site, applies: its pause rules are what once restyled everything.
    await page.waitForFunction(() =>
      [...document.styleSheets].some((styleSheet) => styleSheet.href?.includes("/assets/app-")),
    );
    const region = toolsRegion(page);
    await region.scrollIntoViewIfNeeded();
    await rendered(page);
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    await browser.startTracing(page, { categories: ["devtools.timeline"] });
    await filterChip(region, filter("funding").label).click();
    await expectFiltered(region, filter("funding"));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
      traceEvents: { name: string; args?: { elementCount?: number } }[];
    };
    const restyles = trace.traceEvents.filter((event) => event.name === "UpdateLayoutTree");
    expect(restyles.length).toBeGreaterThan(0);
    const mostRestyled = Math.max(...restyles.map((event) => event.args?.elementCount ?? 0));
    expect(mostRestyled, `of ${elements} elements`).toBeLessThan(elements / 5);
  });
});
