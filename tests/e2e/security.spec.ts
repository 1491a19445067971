import type { Page, Response } from "@playwright/test";
import { searchText } from "../../app/content/search";
import { a11yText } from "../../app/content/shared";
import { aliasRedirects, paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { cmsE2e } from "./cms-settings.mjs";
import { SINKS_REFUSED, tryScriptSinks } from "../support/trusted-types";
import { policyViolations, recordPolicyViolations } from "./policy-violations";
import { expect, hydrated, scrollThrough, test } from "./fixtures";

/**
 * The Content-Security-Policy, enforced as served, breaks nothing: on every route, with the page
 * scrolled through (lazy pictures, clips) and every video facade clicked, Chromium reports no
 * `securitypolicyviolation`, Trusted Types' included (docs/decisions/714). Strings given to DOM sinks
 * and a module from another origin, tried at the end, must be refused and reported, so a listener
 * that hears nothing cannot pass for a clean page.
 */

test.beforeEach(async ({ context }) => {
  await recordPolicyViolations(context);
  // The privacy-enhanced video host, offline: a player page of our own at its address.
  await context.route(`${site.videoEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>player</title><p>player stub</p>" }),
  );
});

/** The policy came with the page, enforced rather than report-only. */
function expectEnforcedPolicy(response: Response | null) {
  expect(response, "a navigation response").not.toBeNull();
  const headers = response!.headers();
  // WebAssembly for the site search may compile; eval never (docs/decisions/401-site-search-with-pagefind.md).
  expect(headers["content-security-policy"]).toMatch(
    /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  expect(headers["content-security-policy"]).toContain("; require-trusted-types-for 'script'; trusted-types 'none'");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
}

/** Clicks every video facade on the page, waits for each player to load; returns how many. */
async function playEveryVideo(page: Page) {
  const facades = page.getByRole("button", { name: new RegExp(`^${a11yText.playVideo}`) }).filter({ visible: true });
  let played = 0;
  for (; played < 20 && (await facades.count()) > 0; played++) {
    await facades.first().click();
  }
  const players = page.locator(`iframe[src^="${site.videoEmbedOrigin}/embed/"]`);
  await expect(players).toHaveCount(played);
  for (let index = 0; index < played; index++) {
    await expect(players.nth(index).contentFrame().getByText("player stub")).toBeVisible();
  }
  return played;
}

/**
 * What a page's policy forbids must be refused and reported: proof the listeners can hear.
 * Trusted Types: a string given to a sink that makes script (markup, a script's text, a script's
 * address) throws, and is reported once for each; the script policy: a module from another origin
 * is not loaded (import() is no sink, so the script policy is the one that answers it).
 */
async function expectInjectionRefused(page: Page) {
  expect(await page.evaluate(tryScriptSinks)).toEqual(SINKS_REFUSED);
  const imported = await page.evaluate(
    "import('https://third-party.example/injected.js').then(() => 'ran', () => 'refused')",
  );
  expect(imported).toBe("refused");
  expect(
    await page.evaluate(() => (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan),
  ).toBeUndefined();
  await expect
    .poll(async () => (await policyViolations(page)).map(({ directive, blocked }) => `${directive} ${blocked}`))
    .toEqual([
      "require-trusted-types-for trusted-types-sink",
      "require-trusted-types-for trusted-types-sink",
      "require-trusted-types-for trusted-types-sink",
      "script-src-elem https://third-party.example/injected.js",
    ]);
  const samples = (await policyViolations(page)).map(({ sample }) => sample.split("|")[0]);
  expect(samples.slice(0, 3)).toEqual(["Element innerHTML", "HTMLScriptElement textContent", "HTMLScriptElement src"]);
}

const pagesWithVideos: string[] = [paths.community, paths.knowledgeHub, paths.infinity];
const cspErrors = (errors: string[]) =>
  errors.filter((line) => /Content Security Policy|Permissions-Policy|Refused to/i.test(line));

test.describe("Content-Security-Policy, enforced", () => {
  for (const path of [...Object.values(paths), "/no/such/page"]) {
    test(`${path}: no violation with every section shown and every video played`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expectEnforcedPolicy(response);
      await page.waitForLoadState("networkidle");
      await scrollThrough(page);
      const played = await playEveryVideo(page);
      if (pagesWithVideos.includes(path)) expect(played, "video facades clicked").toBeGreaterThan(0);

      expect(await policyViolations(page)).toEqual([]);
      expect(cspErrors(consoleErrors)).toEqual([]);
      await expectInjectionRefused(page);
    });
  }

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

test.describe("Content-Security-Policy with the content service configured", () => {
  test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });

  test.beforeEach(({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one shared stub: once, in the desktop project");
  });

  // Every page with content from the service: /search has none, so nothing to refresh there.
  for (const path of Object.values(paths).filter((path) => path !== paths.search)) {
    test(`${path}: the live refresh reaches the content service without a violation`, async ({
      page,
      consoleErrors,
    }) => {
      const toContentService = page.waitForRequest((request) => request.url().startsWith(`${cmsE2e.stubUrl}/`));
      const response = await page.goto(path);
      expectEnforcedPolicy(response);
      expect(response!.headers()["content-security-policy"]).toContain(`connect-src 'self' ${cmsE2e.stubUrl};`);
      await toContentService;
      await page.waitForLoadState("networkidle");
      await scrollThrough(page);
      await playEveryVideo(page);

      expect(await policyViolations(page)).toEqual([]);
      expect(cspErrors(consoleErrors)).toEqual([]);
      await expectInjectionRefused(page);
    });
  }
});
