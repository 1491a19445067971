import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { english, pathIn, translations } from "../../app/languages";
import { BUILD_LOG } from "../stubs/build-with-stub.mjs";
import { createCmsStub, loadFixtures, type Fixture } from "../stubs/cms-stub.mjs";
import { cmsE2e } from "./cms-settings.mjs";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Hindi pages of the copy built against the content stub (issue 45, docs/decisions/014): the team's Hindi, else its
 * changed English (marked English), else the built-in Hindi; an article has a Hindi page only with a Hindi title.
 * e2e.json gives the home hero a Hindi title and button, not its changed subtitle; article 1 its Hindi, article 2 none.
 */
test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });

const hindi = translations[0];
const LOCALE = hindi.contentfulLocale.code;
const fixtures = loadFixtures(cmsE2e.fixtures);
const fixture = (id: string) => fixtures.find((candidate) => candidate.id === id)!;
const heroHome = fixture("hero-home");
const translatedArticle = fixture("article-1");
const untranslatedArticle = fixture("article-2");
const hindiOf = (entry: Fixture, field: string) => entry.locales![LOCALE][field] as string;
const articlePath = (entry: Fixture) => `/knowledge-hub/${String(entry.fields.slug)}`;

/** This spec's own stub for the live refresh, so specs that change the shared stub cannot change these pages. */
const ownStub = createCmsStub({ fixtures });
let ownStubUrl: string;
test.beforeAll(async () => {
  ownStubUrl = await ownStub.listen();
});
test.afterAll(() => ownStub.close());
test.beforeEach(() => ownStub.setEntries(fixtures));
// A refresh still being answered when a test ends is let go, not failed as the page closes.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

async function readingOwnStub(page: Page) {
  await page.route(`${cmsE2e.stubUrl}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(cmsE2e.stubUrl, ownStubUrl) });
    await route.fulfill({ response });
  });
}

test.describe("a Hindi page built from the team's content", () => {
  test("shows the team's Hindi, a text changed only in English marked as English, and the built-in Hindi for the rest", async ({
    page,
    consoleErrors,
  }) => {
    await readingOwnStub(page);
    await page.goto(pathIn(hindi, "/"));
    const hero = page.locator("#home-hero-title");
    await expect(hero).toHaveText(hindiOf(heroHome, "title"));
    await expect(hero).not.toHaveAttribute("lang");
    const subtitle = page.getByText(String(heroHome.fields.subtitle), { exact: true });
    await expect(subtitle).toHaveAttribute("lang", english.tag);
    await expect(page.getByRole("main").getByRole("link", { name: hindiOf(heroHome, "ctaButtonText") })).toBeVisible();
    // After the app starts, the live refresh asks both locales and the page stays as built.
    const hindiAnswer = page.waitForResponse((response) => response.url().includes(`locale=${LOCALE}`));
    await hydrated(page);
    await hindiAnswer;
    await expect(hero).toHaveText(hindiOf(heroHome, "title"));
    await expect(subtitle).toHaveAttribute("lang", english.tag);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test(
    "a Hindi title published after the build shows once the page has refreshed",
    { tag: "@any-width" },
    async ({ page }) => {
      const later = "फ़ाउंडर्स यहीं बनाते हैं, नई बात";
      ownStub.setEntries(
        fixtures.map((entry) =>
          entry.id === heroHome.id
            ? { ...entry, locales: { [LOCALE]: { ...entry.locales![LOCALE], title: later } } }
            : entry,
        ),
      );
      await readingOwnStub(page);
      await page.goto(pathIn(hindi, "/"));
      await hydrated(page);
      await expect(page.locator("#home-hero-title")).toHaveText(later);
    },
  );

  test(
    "the Hindi pages ask the service for hi-IN, never for every locale at once",
    { tag: "@any-width" },
    async ({ page }) => {
      await readingOwnStub(page);
      await page.goto(pathIn(hindi, "/"));
      await hydrated(page);
      await expect.poll(() => ownStub.requests.some((request) => request.query.locale === LOCALE)).toBe(true);
      expect(ownStub.requests.filter((request) => request.query.locale === "*")).toEqual([]);
    },
  );
});

test.describe("an article the team wrote", { tag: "@any-width" }, () => {
  test("with its Hindi title, has a Hindi page, listed by the Hindi hub, each page naming the other", async ({
    request,
  }) => {
    const path = articlePath(translatedArticle);
    const page = await request.get(pathIn(hindi, path));
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(hindiOf(translatedArticle, "title"));
    expect(html).toContain(`hreflang="${english.tag}"`);
    expect(await (await request.get(path)).text()).toContain(`hreflang="${hindi.tag}"`);
    expect(await (await request.get(pathIn(hindi, "/knowledge-hub"))).text()).toContain(
      `href="${pathIn(hindi, path)}"`,
    );
  });

  test("without its Hindi title, has none: a 404, no alternate, no card in the Hindi hub", async ({ request }) => {
    const path = articlePath(untranslatedArticle);
    const page = await request.get(pathIn(hindi, path));
    expect(page.status()).toBe(404);
    expect(await (await request.get(path)).text()).not.toContain("hreflang");
    expect(await (await request.get(pathIn(hindi, "/knowledge-hub"))).text()).not.toContain(path);
  });
});

test(
  "the build log says what needs translation and which articles have no Hindi page yet",
  { tag: "@any-width" },
  () => {
    const log = readFileSync(join(cmsE2e.buildDir, BUILD_LOG), "utf8");
    expect(log).toContain(`[cms] heroSection hero-home needs translation into ${LOCALE}: subtitle changed in English`);
    expect(log).toContain(`[cms] blogArticle ${untranslatedArticle.id} has no title in ${LOCALE}`);
    expect(log).not.toContain(`[cms] blogArticle ${translatedArticle.id} has no title`);
  },
);
