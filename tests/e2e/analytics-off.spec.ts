import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expertVideos } from "../../app/content/knowledge-hub";
import { measurementNotice } from "../../app/content/shared";
import { eventNames } from "../../app/lib/analytics-events";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { analyticsE2e } from "./analytics-settings.mjs";
import { expect, hydrated, test, visit } from "./fixtures";

/**
 * A build without ANALYTICS_* (the default build/, issue 22): no measurement code, events, footer
 * note or policy change. The measured copy (build-analytics/) is the control: the same search finds its code.
 */

/**
 * What only measurement code contains: the events' names, the privacy signal it reads, its files,
 * and the entry type web-vitals observes.
 */
const MEASUREMENT = new RegExp(
  [
    ...Object.values(eventNames).filter((name) => name !== "pageview"),
    "globalPrivacyControl",
    "analytics-sender",
    "web-vitals-report",
    "largest-contentful-paint",
  ]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\:]/g, "\\$&"))
    .join("|"),
);

const scriptsOf = (buildDir: string) => {
  const assets = join(buildDir, "client", "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(join(assets, file), "utf8") }));
};

test("the build's scripts carry no measurement code; the measured copy's do", { tag: "@any-width" }, () => {
  const plain = scriptsOf("build");
  expect(plain.length).toBeGreaterThan(0);
  expect(plain.filter(({ text }) => MEASUREMENT.test(text)).map(({ file }) => file)).toEqual([]);
  expect(plain.filter(({ text }) => text.includes(analyticsE2e.endpoint))).toEqual([]);
  const measured = scriptsOf(analyticsE2e.buildDir).filter(({ text }) => MEASUREMENT.test(text));
  expect(measured.some(({ file }) => file.startsWith("analytics-sender-"))).toBe(true);
  expect(measured.some(({ file }) => file.startsWith("web-vitals-report-"))).toBe(true);
});

test(
  "a visit sends nothing anywhere, and the footer does not claim to measure",
  { tag: "@any-width" },
  async ({ page, context, baseURL }) => {
    // The privacy-enhanced video host, offline: a local player page at its address.
    await context.route(`${site.videoEmbedOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>player</title>" }),
    );
    const sent: string[] = [];
    // Bodies are read after the visit (same hashed files): the browser drops a body once its page is left.
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const ours = new URL(request.url()).origin === new URL(baseURL!).origin;
      if (request.method() !== "GET" || (!ours && !request.url().startsWith(site.videoEmbedOrigin))) {
        sent.push(`${request.method()} ${request.url()}`);
      }
    });
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(response.url());
    });

    await visit(page, "/?utm_source=newsletter");
    await page.getByRole("contentinfo").getByRole("link", { name: "Perks", exact: true }).click();
    await expect(page).toHaveURL(/\/perks$/);
    await visit(page, paths.knowledgeHub);
    await page.getByRole("button", { name: new RegExp(expertVideos[0].title) }).click();
    await expect(page.locator(`iframe[title="${expertVideos[0].title}"]`)).toBeVisible();
    // Twice idle after hydration: when a measured build would have fetched its sender.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    await hydrated(page);

    expect(sent).toEqual([]);
    const texts = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => MEASUREMENT.test(text))).toEqual([]);
    await expect(page.getByRole("contentinfo")).not.toContainText(measurementNotice(null).slice(0, 20));
  },
);

test("its pages may connect to their own origin only", { tag: "@any-width" }, async ({ request }) => {
  for (const path of [...Object.values(paths), "/no-such-page"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"];
    expect(csp, path).toContain("connect-src 'self';");
  }
});
