import { fallbackArticles } from "../../app/content/knowledge-hub";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { expect, scrollThrough, test, visit } from "./fixtures";

/** What every page owes its visitors however it is built: a clean console and nothing third-party. */
const published = fallbackArticles.map((article) => knowledgeHubPaths.article(article.slug));
for (const route of [...Object.values(paths), ...published]) {
  test(`${route} loads with no console error and no request leaving 127.0.0.1`, async ({
    page,
    consoleErrors,
    externalRequests,
  }) => {
    await visit(page, route, { waitUntil: "networkidle" });
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
}
