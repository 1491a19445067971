import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { cmsE2e } from "./cms-settings.mjs";

/** An entry of the stub's fixtures (tests/stubs/cms-stub.mjs). */
export const entry = (contentType: string, id: string, fields: Record<string, unknown>) => ({
  contentType,
  id,
  fields,
});

/** A link from an entry's field to an asset, as Contentful writes one. */
export const assetLink = (id: string) => ({ sys: { type: "Link", linkType: "Asset", id } });

/** An asset whose file the stub serves from tests/stubs/fixtures/assets/. */
export const asset = (id: string, file: string, contentType: string, width: number, height: number) => ({
  contentType: "Asset",
  id,
  fields: { title: id, file: { url: `/__assets/${file}`, contentType, details: { image: { width, height } } } },
});

/** The content stub's control endpoints. */
export const stub = (request: APIRequestContext) => ({
  reset: () => request.post(`${cmsE2e.stubUrl}/__stub/reset`),
  entries: (entries: unknown[]) => request.put(`${cmsE2e.stubUrl}/__stub/entries`, { data: entries }),
  fault: (fault: object | null) => request.put(`${cmsE2e.stubUrl}/__stub/fault`, { data: fault }),
  requests: async () =>
    (await (await request.get(`${cmsE2e.stubUrl}/__stub/requests`)).json()) as Array<{
      query: Record<string, string>;
      answered: number;
    }>,
});

/**
 * Waits until the page has logged a line matching `pattern`, letting its fake clock run ahead so
 * the retries' waits pass in moments; the network stays real.
 */
export async function untilLogged(page: Page, logs: string[], pattern: RegExp) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(15_000);
        return logs.some((line) => pattern.test(line));
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}
