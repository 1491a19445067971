import { searchText } from "../../app/content/search";
import { aliasRedirects, paths } from "../../app/route-paths";
import { policyViolations, recordPolicyViolations } from "./policy-violations";
import { expect, hydrated, scrollThrough, test } from "./fixtures";
import { cspErrors, expectEnforcedPolicy, expectInjectionRefused, stubVideoHost } from "./page-checks";

/**
 * The enforced Content-Security-Policy breaks nothing (docs/decisions/714) in what moves between
 * pages or opens on its own; every-route.spec.ts and strict-policy.spec.ts visit each route.
 * Injections tried at the end must be refused and reported, so a deaf listener cannot pass.
 */

test.beforeEach(async ({ context }) => {
  await recordPolicyViolations(context);
  await stubVideoHost(context);
});

test.describe("Content-Security-Policy, enforced", () => {
  // Every route of the public build, scrolled through and every video played: every-route.spec.ts.

  test("client-side navigation through every page loads route data and modules without a violation", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("contentinfo");
    const reachable = Object.values(paths).filter((path) => path !== "/");
    let visited = 0;
    for (const path of reachable) {
      const link = footer.locator(`a[href="${path}"]`);
      if ((await link.count()) === 0) continue;
      const data = page.waitForResponse((answer) => new URL(answer.url()).pathname === `${path}.data`);
      await link.first().click();
      expect((await data).status()).toBe(200);
      await expect(page).toHaveURL(path);
      await scrollThrough(page);
      visited++;
    }
    expect(visited).toBeGreaterThanOrEqual(reachable.length - 1);
    expect(await policyViolations(page)).toEqual([]);
  });

  test("structured data stays as served through hydration; a client navigation writes no script, and breaks nothing", async ({
    page,
    consoleErrors,
  }) => {
    const jsonLdTypes = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
    await page.goto(paths.infinity);
    await hydrated(page);
    // What a crawler reads in the page as served, still there once the app runs.
    expect(await jsonLdTypes()).toEqual(["BreadcrumbList", "FAQPage"]);
    // To a page whose head has other structured data: React would write it through innerHTML.
    await page.getByRole("contentinfo").locator(`a[href="${paths.perks}"]`).first().click();
    await expect(page).toHaveURL(paths.perks);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Infinity/);
    expect(await jsonLdTypes()).toEqual([]);
    expect(await policyViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("searching, in the dialog and on /search, runs the search's WebAssembly without a violation", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(paths.home);
    expectEnforcedPolicy(response);
    await hydrated(page);
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
    await dialog.getByRole("searchbox").fill("UPI Autopay");
    const found = dialog.getByRole("list", { name: searchText.resultsLabel }).getByRole("link");
    // The first search fetches and compiles the engine: slow on a busy machine.
    await expect(found.first()).toBeVisible({ timeout: 20_000 });
    await found.first().click();
    await expect(dialog).toBeHidden();

    await page.goto(`${paths.search}?q=GST`);
    await hydrated(page);
    await expect(page.getByRole("main").getByRole("list", { name: searchText.resultsLabel })).toBeVisible({
      timeout: 20_000,
    });
    expect(await policyViolations(page)).toEqual([]);
    expect(cspErrors(consoleErrors)).toEqual([]);
    await expectInjectionRefused(page);
  });

  test("an alias lands on its page under that page's policy", async ({ page }) => {
    for (const [alias, canonical] of Object.entries(aliasRedirects)) {
      const response = await page.goto(alias);
      await expect(page).toHaveURL(canonical);
      expectEnforcedPolicy(response);
      await page.waitForLoadState("networkidle");
      expect(await policyViolations(page)).toEqual([]);
    }
  });

  test("pictures and clips opened on their own show without a violation", async ({ page }) => {
    for (const file of ["/favicon.svg", "/img/home/founders-at-work.svg", "/video/global-currencies.webm"]) {
      const response = await page.goto(file);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);
      expect(await policyViolations(page), file).toEqual([]);
    }
  });
});

// With the content service configured, every page: strict-policy.spec.ts.
