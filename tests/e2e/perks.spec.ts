import { documentTitle } from "../../app/lib/seo";
import {
  claimSteps,
  howToClaimCta,
  howToClaimSection,
  morePerksSoon,
  partnerOffersSection,
  partnerOrbit,
  partnerPerks,
  perkFactsText,
  perkFilterText,
  perkPartners,
  perksHero,
  perksMeta,
  type PartnerPerk,
} from "../../app/content/perks";
import * as hindi from "../../app/content/hi/perks";
import { formatDate } from "../../app/lib/format-date";
import { EVERY_OFFER, offerFilterChoices, showsUnder, type OfferFilter } from "../../app/lib/perks";
import { formatDate as formatHindiDate } from "../../app/content/hi/dates";
import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/site";
import { axeViolations, expect, hydrated, isPhone, rendered, scrollThrough, test, visit } from "./fixtures";

const orbitLogoName = (partner: { name: string; kind: string }) => `${partner.name}, ${partner.kind}`;

/** An offer's card, by its partner's name. */
const cardOf = (page: Page, perk: PartnerPerk) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: perk.name }) });

/** What a card says under one of its terms ("Who qualifies"). */
const factOf = (card: Locator, term: string) =>
  card.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");

/** The visitor's clock, in India. */
const india = (time: string) => new Date(`${time}+05:30`);
/** A built-in offer with a last day, and one without. */
const ending = partnerPerks.find((perk) => perk.endsOn)!;
const lasting = partnerPerks.find((perk) => !perk.endsOn)!;
const unescapeHtml = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

test.describe("Perks", () => {
  test("shows the hero, the partner orbit, six offers with their figures and How to Claim", async ({ page }) => {
    await visit(page, "/perks");
    await expect(page).toHaveTitle(documentTitle(perksMeta.title));
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1, name: perksHero.title })).toBeVisible();
    await expect(main.getByText(perksHero.subtitle)).toBeVisible();
    await expect(main.getByRole("link", { name: new RegExp(`^${perksHero.ctaText}`) })).toBeVisible();

    const orbit = main.getByRole("list", { name: partnerOrbit.label });
    await expect(orbit.getByRole("img")).toHaveCount(9);
    for (const partner of partnerOrbit.partners) {
      await expect(orbit.getByRole("img", { name: orbitLogoName(partner) })).toBeVisible();
    }
    // Nine places evenly round the ring, 40 degrees apart (each slot's turn, from the stylesheet).
    const angles = await orbit.locator(".orbit-slot").evaluateAll((slots) =>
      slots.map((slot) => {
        const { a, b } = new DOMMatrixReadOnly(getComputedStyle(slot).transform);
        return Math.round(((Math.atan2(b, a) * 180) / Math.PI + 360) % 360);
      }),
    );
    expect(angles).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320]);
    await expect(main.getByText(partnerOrbit.centreValue)).toBeVisible();

    const offers = main.getByRole("region", { name: partnerOffersSection.heading });
    await expect(offers.getByRole("heading", { level: 2 })).toHaveText(partnerOffersSection.heading);
    await expect(offers.getByText("Perks worth over ₹1 crore")).toBeVisible();
    expect(partnerPerks).toHaveLength(6);
    for (const perk of partnerPerks) {
      const card = offers.getByRole("article").filter({ has: page.getByRole("heading", { name: perk.name }) });
      const figure = perk.valueUpTo ? `${perkFactsText.upTo} ${perk.offer}` : perk.offer;
      await expect(card.getByText(figure, { exact: true })).toBeVisible();
      await expect(card.getByText(perk.description)).toBeVisible();
      await expect(card.getByRole("link", { name: new RegExp(`^${perk.cta}`) })).toBeVisible();
    }
    await expect(offers.getByRole("listitem").last().getByRole("heading", { name: morePerksSoon.title })).toBeVisible();

    const howToClaim = page.locator("#how-to-claim");
    await expect(howToClaim.getByRole("heading", { level: 2, name: howToClaimSection.heading })).toBeVisible();
    await expect(howToClaim.getByRole("listitem")).toHaveCount(3);
    for (const step of claimSteps) {
      await expect(howToClaim.getByRole("heading", { level: 3, name: step.title })).toBeVisible();
    }
    await expect(howToClaim.getByRole("link", { name: new RegExp(`^${howToClaimCta}`) })).toBeVisible();
  });

  test(
    "prerenders the hero, every offer and the claim steps into the HTML",
    { tag: "@any-width" },
    async ({ request }) => {
      const text = unescapeHtml(await (await request.get("/perks")).text());
      for (const expected of [
        perksMeta.title,
        perksHero.title,
        perksHero.subtitle,
        perksHero.ctaText,
        partnerOffersSection.heading,
        partnerOffersSection.subheading,
        ...partnerPerks.flatMap((perk) => [perk.name, perk.offer, perk.description]),
        morePerksSoon.title,
        howToClaimSection.heading,
        ...claimSteps.map((step) => step.title),
        howToClaimCta,
      ]) {
        expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
      }
      expect(text).toContain('id="how-to-claim"');
    },
  );

  test("each offer says who qualifies, until when, what it leaves out and how to claim it", async ({ page }) => {
    await visit(page, "/perks");
    for (const perk of partnerPerks) {
      const card = cardOf(page, perk);
      const who = perk.qualifies?.map((stage) => perkFactsText.stages[stage]).join(", ") ?? perkFactsText.everyFounder;
      await expect(factOf(card, perkFactsText.qualifies), perk.name).toHaveText(who);
      await expect(factOf(card, perkFactsText.runs), perk.name).toHaveText(
        perk.endsOn ? formatDate(perk.endsOn) : perkFactsText.noEnd,
      );
      await expect(factOf(card, perkFactsText.excludes)).toHaveText(perk.exclusions ?? []);
      const claim = factOf(card, perkFactsText.howToClaim);
      if (perk.claimSteps) await expect(claim.getByRole("listitem")).toHaveText(perk.claimSteps);
      else
        await expect(claim.getByRole("link", { name: perkFactsText.sharedSteps })).toHaveAttribute(
          "href",
          "#how-to-claim",
        );
      await expect(card.getByText(perkFactsText.upTo, { exact: true })).toHaveCount(perk.valueUpTo ? 1 : 0);
    }
    // The shared steps are the page's own, a tap away.
    await cardOf(page, lasting).getByRole("link", { name: perkFactsText.sharedSteps }).click();
    await expect(page.locator("#how-to-claim")).toBeInViewport();
  });

  test("in Hindi, each offer's facts are in Hindi, its dates as India writes them", async ({ page }) => {
    await visit(page, "/hi/perks");
    const card = cardOf(page, ending);
    const hindiEnding = hindi.partnerPerks.find((perk) => perk.id === ending.id)!;
    await expect(factOf(card, hindi.perkFactsText.runs)).toHaveText(formatHindiDate(ending.endsOn!));
    await expect(factOf(card, hindi.perkFactsText.qualifies)).toHaveText(hindi.perkFactsText.everyFounder);
    await expect(factOf(card, hindi.perkFactsText.howToClaim).getByRole("listitem")).toHaveText(
      hindiEnding.claimSteps!,
    );
    await expect(factOf(card, hindi.perkFactsText.excludes)).toHaveText(hindiEnding.exclusions!);
  });

  test("an offer shows all of its last day in India", async ({ page }) => {
    await page.clock.install({ time: india(`${ending.endsOn}T23:59`) });
    await visit(page, "/perks");
    await expect(cardOf(page, ending)).toBeVisible();
  });

  test("the day after its last day, an offer is gone from the first paint, and stays gone once the app runs", async ({
    page,
  }) => {
    await page.clock.install({ time: india(`${ending.endsOn}T23:59`).getTime() + 2 * 60 * 1000 });
    // The app's scripts held: what shows is the HTML and the script before the offers.
    const held: import("@playwright/test").Route[] = [];
    let released = false;
    await page.route("**/assets/**/*.js", (route) => (released ? route.continue() : void held.push(route)));
    await page.goto("/perks", { waitUntil: "domcontentloaded" });
    await expect(page.locator(`#perk-${ending.id}`)).toHaveAttribute("hidden", "");
    await expect(cardOf(page, ending)).toBeHidden();
    await expect(cardOf(page, lasting)).toBeVisible();
    // Then the app, which keeps it hidden by the visitor's day.
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await hydrated(page);
    await expect(page.locator(`#perk-${ending.id}`)).toHaveAttribute("hidden", "");
    await expect(cardOf(page, lasting)).toBeVisible();
  });

  test(
    "without JavaScript, the offers are those of the build's day (none ended in the built-in copy)",
    { tag: "@any-width" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.clock.install({ time: india("2099-01-01T12:00") });
      await page.goto("/perks");
      await expect(cardOf(page, ending)).toBeVisible();
      await context.close();
    },
  );

  test("the orbit goes round every 30 s, stops on its pause button and starts again on play", async ({ page }) => {
    await visit(page, "/perks");
    const ring = page.locator(".orbit-ring");
    const toggle = page.getByRole("button", { name: partnerOrbit.pause });
    await expect(ring).toHaveCSS("animation-duration", "30s");
    await expect(ring).toHaveCSS("animation-play-state", "running");
    await expect(toggle).toBeVisible();

    const firstLogo = page.getByRole("img", { name: orbitLogoName(partnerOrbit.partners[0]) });
    const before = await firstLogo.boundingBox();
    await expect.poll(() => firstLogo.boundingBox(), { message: "the logos move round the ring" }).not.toEqual(before);

    await toggle.click();
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: partnerOrbit.play }).blur();
    await expect(ring).toHaveCSS("animation-play-state", "paused");
    // Paused, the ring's own animation clock stands still: the logos stay put.
    const ringClock = () => ring.evaluate((element) => element.getAnimations()[0]?.currentTime ?? null);
    const paused = await ringClock();
    await rendered(page);
    expect(await ringClock(), "paused logos stay put").toEqual(paused);

    await page.getByRole("button", { name: partnerOrbit.play }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: partnerOrbit.pause }).blur();
    await expect(ring).toHaveCSS("animation-play-state", "running");
  });

  test(
    "the orbit stands still, with no pause button, when the visitor prefers reduced motion",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, "/perks");
      await expect(page.locator(".orbit-ring")).toHaveCSS("animation-name", "none");
      await expect(page.locator(".orbit-chip").first()).toHaveCSS("animation-name", "none");
      await expect(page.getByRole("button", { name: partnerOrbit.pause })).toBeHidden();
      await expect(page.getByRole("list", { name: partnerOrbit.label }).getByRole("img")).toHaveCount(9);
    },
  );

  test("under 768 px the orbit uses the compact layout of marks; wider screens show the wordmarks", async ({
    page,
  }) => {
    await visit(page, "/perks");
    const partner = partnerOrbit.partners[0];
    const logo = page.getByRole("img", { name: orbitLogoName(partner) });
    await expect(logo).toBeVisible();
    const shown = await logo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    const box = (await logo.boundingBox())!;
    if (isPhone(page)) {
      expect(shown).toBe(partner.mark);
      expect(Math.round(box.width)).toBe(Math.round(box.height));
    } else {
      expect(shown).toBe(partner.logo);
      expect(box.width).toBeGreaterThan(box.height * 2);
    }
    const stage = (await page.locator(".orbit-stage").boundingBox())!;
    expect(stage.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  });

  test(
    "every claim button opens the sign-up page with campaign tracking in a new tab",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, "/perks");
      const signupLinks = page.getByRole("main").locator(`a[href^="${site.signup.url}"]`);
      await expect(signupLinks).toHaveCount(partnerPerks.length + 2);
      const placements = new Set<string>();
      for (const link of await signupLinks.all()) {
        const url = new URL((await link.getAttribute("href"))!);
        expect(url.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
        expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
        expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
        placements.add(url.searchParams.get("utm_content")!);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      expect(placements.size, "each button reports its own placement").toBe(partnerPerks.length + 2);
    },
  );

  test("a partner logo that fails to load is hidden, in the orbit and on its card", async ({ page }) => {
    const broken = perkPartners.kinaraCrm;
    await page.route(`**/logos/perks/${broken.id}*`, (route) => route.fulfill({ status: 404, body: "" }));
    await visit(page, "/perks");
    const orbit = page.getByRole("list", { name: partnerOrbit.label });
    await expect(orbit.getByRole("img", { name: orbitLogoName(perkPartners.kagaz) })).toBeVisible();
    await expect(orbit.getByRole("img", { name: orbitLogoName(broken) })).toHaveCount(0);
    await expect(orbit.getByRole("img")).toHaveCount(8);

    await scrollThrough(page);
    const offers = page.getByRole("region", { name: partnerOffersSection.heading });
    await expect(offers.getByRole("img", { name: `${perkPartners.kagaz.name} logo` })).toBeVisible();
    await expect(offers.getByRole("img", { name: `${broken.name} logo` })).toHaveCount(0);
    await expect(offers.getByRole("heading", { level: 3, name: broken.name })).toBeVisible();
  });
});

/** What a filter's chip says: the kinds of startup as an offer's facts name them. */
const chipOf = {
  for: (value: OfferFilter["for"]) => (value === "all" ? perkFilterText.forEveryone : perkFactsText.stages[value]),
  category: (value: OfferFilter["category"]) => perkFilterText.category[value],
};
const choose = (page: Page, name: keyof OfferFilter, value: string) =>
  page
    .getByRole("group", { name: name === "for" ? perkFilterText.forLabel : perkFilterText.categoryLabel })
    .getByText((chipOf[name] as (value: string) => string)(value), { exact: true })
    .click();
/** The ids of the offers on screen, in their order. */
const offersShown = (page: Page) =>
  page.locator("#partner-offers li[data-stages]:visible").evaluateAll((items) => items.map((item) => item.id));
const expectedUnder = (filter: OfferFilter) =>
  partnerPerks.filter((perk) => showsUnder(perk, filter)).map((perk) => `perk-${perk.id}`);
/** Holds the app's scripts until `release` is called: what shows is the HTML and its inline scripts. */
async function holdTheApp(page: Page) {
  const held: import("@playwright/test").Route[] = [];
  let released = false;
  await page.route("**/assets/**/*.js", (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test.describe("Narrowing the offers", () => {
  test(
    "every choice narrows the offers at a tap before the app has started, and the count says how many",
    { tag: "@any-width" },
    async ({ page }) => {
      await holdTheApp(page);
      await page.goto("/perks", { waitUntil: "domcontentloaded" });
      const status = page.locator("#partner-offers [role=status] p:visible");
      let filter = EVERY_OFFER;
      await expect.poll(() => offersShown(page)).toEqual(expectedUnder(filter));
      for (const name of ["for", "category"] as const) {
        for (const value of [...offerFilterChoices[name].slice(1), offerFilterChoices[name][0]]) {
          await choose(page, name, value);
          filter = { ...filter, [name]: value };
          await expect
            .poll(() => offersShown(page), `${filter.for}, ${filter.category}`)
            .toEqual(expectedUnder(filter));
          await expect(status).toHaveText(perkFilterText.count(expectedUnder(filter).length, partnerPerks.length));
        }
      }
      // Both at once: VC-funded software.
      await choose(page, "for", "venture-funded");
      await choose(page, "category", "software");
      const both: OfferFilter = { for: "venture-funded", category: "software" };
      await expect.poll(() => offersShown(page)).toEqual(expectedUnder(both));
      await expect(status).toHaveText(perkFilterText.count(expectedUnder(both).length, partnerPerks.length));
    },
  );

  test(
    "the choice is kept in the address once the app runs, loads nothing, and a shared address paints narrowed",
    { tag: "@any-width" },
    async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto("/perks", { waitUntil: "domcontentloaded" });
      await choose(page, "for", "bootstrapped");
      await release();
      await hydrated(page);
      // The choice made before the app is in the address as the app takes over.
      await expect(page).toHaveURL(/\/perks\?for=bootstrapped$/);
      const data: string[] = [];
      page.on("request", (request) => void (request.url().includes("/perks.data") && data.push(request.url())));
      await choose(page, "category", "finance");
      await expect(page).toHaveURL(/\/perks\?for=bootstrapped&category=finance$/);
      await choose(page, "for", "all");
      await expect(page).toHaveURL(/\/perks\?category=finance$/);
      expect(data).toEqual([]);

      // Shared: the page paints with the choice before the app has started.
      const shared = await page.context().newPage();
      await holdTheApp(shared);
      await shared.goto("/perks?for=venture-funded&category=software", { waitUntil: "domcontentloaded" });
      const filter: OfferFilter = { for: "venture-funded", category: "software" };
      await expect.poll(() => offersShown(shared)).toEqual(expectedUnder(filter));
      await expect(shared.getByRole("radio", { name: perkFilterText.category.software })).toBeChecked();
      await shared.close();
    },
  );

  test("narrowed, the page passes axe", async ({ page }) => {
    await visit(page, "/perks?for=infinity&category=software");
    await expect.poll(() => offersShown(page)).toEqual(expectedUnder({ for: "infinity", category: "software" }));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("in Hindi, the filters and the count are in Hindi", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, "/hi/perks?category=hiring");
    await expect(page.getByRole("group", { name: hindi.perkFilterText.categoryLabel })).toBeVisible();
    await expect(page.getByRole("radio", { name: hindi.perkFilterText.category.hiring })).toBeChecked();
    const hiring = expectedUnder({ ...EVERY_OFFER, category: "hiring" });
    await expect.poll(() => offersShown(page)).toEqual(hiring);
    await expect(page.locator("#partner-offers [role=status] p:visible")).toHaveText(
      hindi.perkFilterText.count(hiring.length, partnerPerks.length),
    );
  });
});
