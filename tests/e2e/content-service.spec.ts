import type { Page } from "@playwright/test";
import { growthToolkit, homeHero } from "../../app/content/home";
import { cardPagesText, fallbackArticles, featuredArticlesSection } from "../../app/content/knowledge-hub";
import { FIRST_FLIGHT_BYTES, firstResponse } from "../../scripts/size.mjs";
import { site } from "../../app/site";
import { cmsE2e } from "./cms-settings.mjs";
import { entry, stub, untilLogged } from "./cms-stub-client";
import { expect, faqQuestion, firstLoadModules, rendered, test, visit } from "./fixtures";

/** The site built against the local content stub (real SDK, real HTTP); the stub is shared, so serial. */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });

/** The e2e fixtures baked into build-cms/ (tests/stubs/fixtures/e2e.json). */
const baked = {
  heroTitle: "Founders build here (content service)",
  heroSubtitle: "Overridden subtitle from the content service",
  heroCta: "Join Launchpad",
  faqQuestions: ["First question from the content service?", "Second question from the content service?"],
  aboutHeading: "About, as the content service tells it",
};

const toolkitHeading = (page: Page) => page.getByRole("heading", { level: 2, name: growthToolkit.section.heading });

test.beforeEach(async ({ request }) => {
  await stub(request).reset();
});

test("the build-time snapshot puts the content service's hero, FAQ and section in the prerendered HTML", async ({
  request,
}) => {
  const html = (await (await request.get("/")).text()).replaceAll("&#x27;", "'");
  for (const text of [baked.heroTitle, baked.heroSubtitle, baked.heroCta, baked.aboutHeading, ...baked.faqQuestions]) {
    expect(html).toContain(text);
  }
  expect(html).not.toContain(homeHero.title);
});

test("the page shows the overrides, with FAQ items in the service's order", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(baked.heroTitle);
  await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${baked.heroCta}`) })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: baked.aboutHeading })).toBeVisible();
  await expect(page.getByText("Overridden subheading")).toBeVisible();
  await expect(page.locator("#faqs summary")).toHaveText(baked.faqQuestions);
  // Only the about section was overridden: the others keep the built-in copy.
  await expect(toolkitHeading(page)).toBeVisible();
});

test("asks the service with the spec's filters, after hydration", async ({ page, request }) => {
  await visit(page, "/");
  // Home asks for its hero, FAQ, sections and news links, in whichever order they leave.
  await expect.poll(async () => (await stub(request).requests()).length).toBeGreaterThanOrEqual(4);
  const queries = (await stub(request).requests()).map((logged) => logged.query);
  expect(queries).toContainEqual({
    content_type: "heroSection",
    "fields.pageSlug": "/",
    "fields.isActive": "true",
    limit: "1",
    include: "2",
  });
  expect(queries).toContainEqual(expect.objectContaining({ content_type: "faqItem", order: "fields.order" }));
  expect(queries).toContainEqual(expect.objectContaining({ content_type: "pageSection", "fields.pageSlug": "/" }));
});

test("refreshes live after load without moving anything when nothing changed", async ({ page, request }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  let answered = 0;
  page.on("requestfinished", (finished) => {
    if (new URL(finished.url()).pathname.includes("/entries")) answered++;
  });
  await visit(page, "/");
  const h1 = page.getByRole("heading", { level: 1 });
  await h1.evaluate((element) => {
    (window as unknown as { heroChanges: number }).heroChanges = 0;
    new MutationObserver(() => (window as unknown as { heroChanges: number }).heroChanges++).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  // Home asks for its hero, FAQ, sections and news links.
  await expect.poll(async () => (await stub(request).requests()).filter((r) => r.answered === 200).length).toBe(4);
  // The answers have reached the page and it has had its chance to render them.
  await expect.poll(() => answered).toBe(4);
  await rendered(page);
  expect(await page.evaluate(() => (window as unknown as { heroChanges: number }).heroChanges)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
  await expect(h1).toHaveText(baked.heroTitle);
});

test("shows what the service says now, after a change since the build", async ({ page, request }) => {
  await stub(request).entries([
    entry("heroSection", "hero-home", { pageSlug: "/", isActive: true, title: "Edited after the build" }),
  ]);
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edited after the build");
  // The service has no FAQ entries now: the built-in questions come back.
  await expect(page.locator("#faqs summary")).toHaveCount(6);
});

test("retries a 500 and then shows the override", async ({ page, request }) => {
  await stub(request).entries([
    entry("pageSection", "toolkit", {
      pageSlug: "/",
      isActive: true,
      sectionName: "growthToolkit",
      heading: "Toolkit, live",
    }),
  ]);
  await stub(request).fault({ mode: "500", contentType: "pageSection", times: 1 });
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 2, name: "Toolkit, live" })).toBeVisible({ timeout: 10_000 });
  const answers = (await stub(request).requests()).filter((r) => r.query.content_type === "pageSection");
  expect(answers.map((r) => r.answered)).toEqual([500, 200]);
});

const faults = [
  {
    name: "a persistent 500",
    fault: { mode: "500" },
    logged:
      /Content fetch failed for page sections for \/: InternalServerError: status 500 Internal Server Error, message "Internal server error\.", request id stub-\w+/,
  },
  {
    name: "a persistent 429",
    fault: { mode: "429", resetSeconds: 2 },
    logged: /Content fetch failed for page sections for \/: RateLimitExceeded: status 429/,
  },
  {
    name: "a timeout",
    fault: { mode: "slow", delayMs: 2000 },
    logged: /Content fetch failed for page sections for \/: AxiosError: timeout of 500ms exceeded/,
  },
  {
    name: "a malformed body",
    fault: { mode: "malformed" },
    logged: /Content fetch failed for page sections for \/: MalformedResponse/,
  },
] as const;

for (const { name, fault, logged } of faults) {
  test(`after ${name}, the page keeps its copy, shows no error and logs what happened`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Four loads of six attempts, each waiting the browser's real 500 ms timeout (the fake clock
    // cannot hurry it): about 15 s on a busy machine.
    test.slow(fault.mode === "slow", "every attempt waits the real timeout");
    await stub(request).entries([
      entry("pageSection", "toolkit", {
        pageSlug: "/",
        isActive: true,
        sectionName: "growthToolkit",
        heading: "Never shown",
      }),
    ]);
    await stub(request).fault({ ...fault, contentType: "pageSection" });
    await page.clock.install();
    await visit(page, "/");
    await untilLogged(page, consoleErrors, logged);
    await expect(toolkitHeading(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: baked.aboutHeading })).toBeVisible();
    await expect(page.getByText("Never shown")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/error|failed/i);
  });
}

test("with zero items, warns and shows the built-in copy", async ({ page, request }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await stub(request).fault({ mode: "empty", contentType: "heroSection" });
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
  expect(warnings.join("\n")).toMatch(/No active heroSection entries for \/; keeping the built-in copy/);
});

test("renders hostile entries as inert text that stays in its box", async ({ page, request }) => {
  const long = `${"Founders".repeat(1250)}`;
  await stub(request).entries([
    entry("heroSection", "hero-home", {
      pageSlug: "/",
      isActive: true,
      title: "<script>window.__pwned = 1</script>Hello",
      subtitle: '<img src=x onerror="window.__pwned = 2">',
      ctaButtonText: "Go",
      ctaButtonLink: "javascript:window.__pwned = 3",
    }),
    entry("faqItem", "hostile", {
      pageSlug: "/",
      isActive: true,
      order: 1,
      question: "<b onmouseover=alert(1)>Bold?</b>",
      answer: long,
    }),
    entry("pageSection", "about", { pageSlug: "/", isActive: true, sectionName: "about", description: long }),
  ]);
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("<script>window.__pwned = 1</script>Hello");
    await expect(page.getByText('<img src=x onerror="window.__pwned = 2">')).toBeVisible();
    const question = faqQuestion(page, "<b onmouseover=alert(1)>Bold?</b>");
    await question.click();
    await question.hover();
    const cta = page.getByRole("main").getByRole("link", { name: /^Go/ });
    expect(await cta.getAttribute("href")).toContain(site.signup.url);
    await cta.click({ modifiers: ["Alt"] }).catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("main script, main img[src='x']").count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing sticks out sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
  expect(dialogs).toBe(0);
});

test("follows a same-site ctaButtonLink and keeps the sign-up link for anything else", async ({ page, request }) => {
  await stub(request).entries([
    entry("heroSection", "hero-home", {
      pageSlug: "/",
      isActive: true,
      ctaButtonText: "See perks",
      ctaButtonLink: "/perks",
    }),
  ]);
  await visit(page, "/");
  await expect(page.getByRole("main").getByRole("link", { name: "See perks" })).toHaveAttribute("href", "/perks");

  await stub(request).entries([
    entry("heroSection", "hero-home", { pageSlug: "/", isActive: true, ctaButtonLink: "http://plain.example/phish" }),
  ]);
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
  const cta = page.getByRole("main").getByRole("link", { name: new RegExp(`^${homeHero.ctaText}`) });
  expect(await cta.getAttribute("href")).toContain(site.signup.url);
});

test("an editor's link to the sign-up host keeps the campaign tracking; a /# link scrolls to Home's section", async ({
  page,
  request,
}) => {
  await stub(request).entries([
    entry("heroSection", "hero-perks", {
      pageSlug: "/perks",
      isActive: true,
      ctaButtonText: "Sign up for perks",
      ctaButtonLink: `${site.signup.url}?plan=growth`,
    }),
  ]);
  await visit(page, "/perks");
  const signup = page.getByRole("main").getByRole("link", { name: /^Sign up for perks/ });
  const href = new URL((await signup.getAttribute("href")) ?? "");
  expect(href.searchParams.get("plan")).toBe("growth");
  expect(href.searchParams.get("utm_source")).toBe(site.signup.utmSource);
  expect(href.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
  expect(href.searchParams.get(site.signup.campaignContext.name)).toBe(site.signup.campaignContext.value);
  await expect(signup).toHaveAttribute("rel", "noopener noreferrer");

  await stub(request).entries([
    entry("heroSection", "hero-perks", {
      pageSlug: "/perks",
      isActive: true,
      ctaButtonText: "Read the FAQs",
      ctaButtonLink: "/#faqs",
    }),
  ]);
  await visit(page, "/perks");
  await page.getByRole("main").getByRole("link", { name: "Read the FAQs" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#faqs")).toBeInViewport();
});

test("keeps the content SDK out of the page's first load, fetching it once the app runs", async ({ page }) => {
  const sdkChunks: string[] = [];
  // Modules fetched ahead on idle (decision 015) may lose their bodies when the test ends; the poll
  // waits for the SDK's, so a lost body can only fail the test, never pass it.
  page.on("response", (response) => {
    if (!response.url().endsWith(".js")) return;
    response.text().then(
      (body) => body.includes("X-Contentful-User-Agent") && sdkChunks.push(new URL(response.url()).pathname),
      () => undefined,
    );
  });
  await visit(page, "/");
  await expect.poll(() => sdkChunks.length).toBe(1);
  // The first load is the module graph the page's bootstrap imports; the SDK comes after, on demand.
  const firstLoad = await firstLoadModules(page);
  expect(
    firstLoad.filter((path) => path.includes("/framework-")),
    "the graph was followed",
  ).toHaveLength(1);
  expect(firstLoad).not.toContain(sdkChunks[0]);
});

test.describe("other pages", () => {
  test("Knowledge Hub: the service's articles replace the built-in ones, in blogId order, twelve to a page", async ({
    page,
    request,
  }) => {
    const html = (await (await request.get("/knowledge-hub")).text()).replaceAll("&#x27;", "'");
    expect(html).toContain("First article from the content service");
    expect(html).not.toContain(fallbackArticles[0].title);
    // Cards only: an article's text is on its own page.
    expect(html).not.toContain("Written in the content service. Shown as text.");

    await visit(page, "/knowledge-hub");
    const region = page.getByRole("region", { name: featuredArticlesSection.heading });
    const cards = region.getByRole("heading", { level: 3 });
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toHaveText("First article from the content service");
    await expect(cards.nth(2)).toHaveText("Third article with broken sections");
    // The refused ones (no slug, a bad slug, a taken slug) are not among them.
    await expect(cards.nth(3)).toHaveText("Founder guide number 4");
    const pages = region.getByRole("navigation", { name: cardPagesText.navLabel });
    await expect(pages.getByRole("link", { name: cardPagesText.page(5) })).toHaveAttribute(
      "href",
      "/knowledge-hub/page/5",
    );

    await pages.getByRole("link", { name: cardPagesText.next }).click();
    await expect(page).toHaveURL("/knowledge-hub/page/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cardPagesText.title(2, 5));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(12);
    await visit(page, "/knowledge-hub/page/5");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Founder guide number 49",
      "Founder guide number 50",
    ]);
    // A card on a further page opens the reader there too.
    await page.getByRole("link", { name: "Founder guide number 50" }).click();
    const reader = page.getByRole("dialog", { name: "Founder guide number 50" });
    await expect(reader.getByRole("heading", { level: 3, name: "What guide 50 covers" })).toBeVisible();
    await expect(page).toHaveURL("/knowledge-hub/founder-guide-50");
  });

  test("Knowledge Hub: fifty articles build fifty pages and a feed, the refused ones none, and the hub still fits the first round trip", async ({
    request,
    baseURL,
  }) => {
    const feed = await (await request.get("/knowledge-hub/feed.xml")).text();
    const addresses = [...feed.matchAll(/<entry>\s*<id>[^<]*?(\/knowledge-hub\/[a-z0-9-]+)<\/id>/g)].map(
      (match) => match[1],
    );
    expect(addresses).toHaveLength(50);
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(await response.text(), address).toContain('"@type":"BlogPosting"');
    }
    for (const refused of ["an-article-without-an-address", "bad-address"]) {
      expect((await request.get(`/knowledge-hub/${refused}`)).status()).toBe(404);
    }
    expect((await request.get("/knowledge-hub/page/6")).status()).toBe(404);
    // The hub's response, as a browser asks for it (brotli), within the first round trip.
    expect(await firstResponse(baseURL!, "/knowledge-hub")).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  });

  test("Knowledge Hub: an article's page carries its text; broken sections show none and are logged", async ({
    page,
    consoleErrors,
  }) => {
    await visit(page, "/knowledge-hub/first-article-from-the-content-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("First article from the content service");
    await expect(page.getByRole("heading", { level: 2, name: "Section from JSON" })).toBeVisible();
    // The service's own dates: created 2 March, changed 15 June 2026.
    await expect(page.getByText("Published 2 March 2026")).toBeVisible();
    await expect(page.getByText("Updated 15 June 2026")).toBeVisible();
    await expect(page.getByRole("link", { name: /Next article/ })).toHaveAttribute(
      "href",
      "/knowledge-hub/second-article-from-the-content-service",
    );

    await visit(page, "/knowledge-hub/third-article-with-broken-sections");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Third article with broken sections");
    await expect(page.getByRole("main").locator("article h2")).toHaveCount(0);
    await expect.poll(() => consoleErrors.join("\n")).toMatch(/blogArticle article-3: sections is not valid JSON/);
  });

  test("an aliased page shows content stored under its alias slug, and the canonical slug wins", async ({
    page,
    request,
  }) => {
    const html = (await (await request.get("/infinity-program")).text()).replaceAll("&#x27;", "'");
    expect(html).toContain("Infinity, told under the alias slug");

    await visit(page, "/infinity");
    await expect(page).toHaveURL("/infinity-program");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Infinity, told under the alias slug");
    await expect(page.locator("#infinity-faqs summary")).toHaveText(["Is this the only Infinity question now?"]);

    await visit(page, "/vc-funded-startups");
    await expect(page.getByRole("heading", { level: 2, name: "Scale smarter, canonical override" })).toBeVisible();
    await expect(page.getByText("Alias heading that must lose")).toHaveCount(0);
    await expect
      .poll(async () => (await stub(request).requests()).map((logged) => logged.query))
      .toContainEqual(
        expect.objectContaining({
          content_type: "pageSection",
          "fields.pageSlug[in]": "/vc-funded-startups,/vc-funded",
        }),
      );
  });
});
