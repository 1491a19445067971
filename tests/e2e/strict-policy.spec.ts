import type { Page } from "@playwright/test";
import { paths, previewPaths } from "../../app/route-paths";
import { cmsE2e, previewE2e } from "./cms-settings.mjs";
import {
  expectEnforcedStrictPolicy,
  expectInjectionRefused,
  expectInlineStylesRefused,
  expectStrictPolicy,
  playEveryVideo,
  policyErrors,
  standInForTheVideoHost,
  useThePage,
} from "./page-checks";
import { policyViolations, recordPolicyViolations } from "./policy-violations";
import { expect, scrollThrough, test } from "./fixtures";

/**
 * Issue 21: the strictest policy breaks nothing. Every page of the copies built with the content
 * service (the public build's: every-route.spec.ts), at both widths, is used the way a visitor uses it (scrolled to the end, search opened and asked, the drawer opened on a phone, an
 * article opened on the Knowledge Hub, the "Pause animations" switch pressed and released) under
 * a policy with no 'unsafe-inline' or 'unsafe-hashes' anywhere, and Chromium reports no
 * `securitypolicyviolation`. A style attribute and a <style> element slipped in at the end must be
 * refused and reported: proof that the listener hears, and that inline styles are really off.
 */

test.beforeEach(async ({ context }) => {
  // A whole visit per test (every screen of a long page, a first search that fetches and compiles
  // its engine, the drawer, an article): three times the default budget, as on a busy two-core
  // machine it took more than the default 30 s in all, while every step waits for its own event.
  test.slow();
  await recordPolicyViolations(context);
});

async function visitAndUse(page: Page, path: string) {
  const response = await page.goto(path);
  expectStrictPolicy(response);
  await scrollThrough(page);
  await useThePage(page, path);
  expect(await policyViolations(page)).toEqual([]);
  await expectInlineStylesRefused(page);
}

const everyPage = [...Object.values(paths), "/no/such/page"];

test.describe("the strict policy, the copy with the content service", () => {
  test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });

  const published = ["/knowledge-hub/first-article-from-the-content-service", "/knowledge-hub/page/2", "/founder-week"];
  // Every page with content from the service: /search and the 404 page have none to refresh.
  const refreshed: string[] = Object.values(paths).filter((path) => path !== paths.search);
  for (const path of [...everyPage, ...published]) {
    test(`${path}: used as a visitor uses it, live content and all, with no policy violation`, async ({
      page,
      context,
      consoleErrors,
    }) => {
      const toContentService = page.waitForRequest((request) => request.url().startsWith(`${cmsE2e.stubUrl}/`));
      const response = await page.goto(path);
      (everyPage.includes(path) ? expectEnforcedStrictPolicy : expectStrictPolicy)(response);
      if (refreshed.includes(path)) {
        expect(response!.headers()["content-security-policy"]).toContain(`connect-src 'self' ${cmsE2e.stubUrl};`);
        await toContentService;
      }
      await scrollThrough(page);
      await useThePage(page, path);
      await standInForTheVideoHost(context);
      await playEveryVideo(page);
      expect(await policyViolations(page)).toEqual([]);
      expect(policyErrors(consoleErrors)).toEqual([]);
      await expectInlineStylesRefused(page);
      await expectInjectionRefused(page);
    });
  }
});

// As strict as the public build: once, at one width (@any-width runs at desktop width only).
test.describe("the strict policy, the preview build opened on its own", { tag: "@any-width" }, () => {
  test.use({ baseURL: `http://127.0.0.1:${previewE2e.sitePort}` });

  for (const path of [...everyPage, ...Object.values(previewPaths)]) {
    test(`${path}: used as an editor's colleague uses it, with no policy violation`, async ({ page }) => {
      await visitAndUse(page, path);
    });
  }
});
