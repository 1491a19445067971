import type { Page } from "@playwright/test";
import { paths, previewPaths } from "../../app/route-paths";
import { cmsE2e, previewE2e } from "./cms-settings.mjs";
import { policyViolations, recordPolicyViolations } from "./policy-violations";
import { expect, scrollThrough, test } from "./fixtures";
import {
  cspErrors,
  expectEnforcedPolicy,
  expectInjectionRefused,
  expectInlineStylesRefused,
  expectStrictPolicy,
  pauseSwitch,
  playEveryVideo,
  stubVideoHost,
  useThePage,
} from "./page-checks";

/**
 * Issues 21 and 29: the strictest policy (no 'unsafe-inline' or 'unsafe-hashes', Trusted Types
 * required), enforced, breaks nothing in the content-service copies, live refresh included.
 * Injections slipped in at the end must be refused and reported: proof that the listener hears.
 */

test.beforeEach(async ({ context }) => {
  // A whole visit per test: on a busy two-core machine it took more than the default 30 s.
  test.slow();
  await recordPolicyViolations(context);
  await stubVideoHost(context);
});

/** Used as a visitor uses it with no violation; then injected script and inline styles, refused and reported. */
async function visitAndUse(page: Page, path: string, consoleErrors: string[]) {
  const response = await page.goto(path);
  expectStrictPolicy(response);
  expectEnforcedPolicy(response);
  await page.waitForLoadState("networkidle");
  await scrollThrough(page);
  await useThePage(page, path);
  await pauseSwitch(page).click();
  await expect(pauseSwitch(page)).toBeChecked();
  await pauseSwitch(page).click();
  await expect(pauseSwitch(page)).not.toBeChecked();
  // Last: a player holds focus once it has it.
  await playEveryVideo(page);
  expect(await policyViolations(page)).toEqual([]);
  expect(cspErrors(consoleErrors)).toEqual([]);
  await expectInjectionRefused(page);
  await expectInlineStylesRefused(page);
  return response!;
}

const everyPage = [...Object.values(paths), "/no/such/page"];

// every-route.spec.ts holds the public build to both policies at both widths. What this copy adds
// (live refresh, the service's texts and pictures) does not vary with width: desktop only (@any-width).
test.describe("the strict policy, the copy with the content service @any-width", () => {
  test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });

  const published = ["/knowledge-hub/first-article-from-the-content-service", "/knowledge-hub/page/2", "/founder-week"];
  for (const path of [...everyPage, ...published]) {
    test(`${path}: used as a visitor uses it, live content and all, with no policy violation`, async ({
      page,
      consoleErrors,
    }) => {
      // Every page with content from the service refreshes it: /search has none, nor has a 404.
      const refreshes = path !== paths.search && path !== everyPage.at(-1);
      const toContentService =
        refreshes && page.waitForRequest((request) => request.url().startsWith(`${cmsE2e.stubUrl}/`));
      const response = await visitAndUse(page, path, consoleErrors);
      expect(response.headers()["content-security-policy"]).toContain(`connect-src 'self' ${cmsE2e.stubUrl};`);
      if (toContentService) await toContentService;
    });
  }
});

test.describe("the strict policy, the preview build opened on its own", () => {
  test.use({ baseURL: `http://127.0.0.1:${previewE2e.sitePort}` });
  test.beforeEach(({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "as strict as the public build: once, at one width");
  });

  for (const path of [...everyPage, ...Object.values(previewPaths)]) {
    test(`${path}: used as an editor's colleague uses it, with no policy violation`, async ({
      page,
      consoleErrors,
    }) => {
      await visitAndUse(page, path, consoleErrors);
    });
  }
});
