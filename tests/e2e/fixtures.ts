import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

const SITE_HOST = "127.0.0.1";

/**
 * Every test watches its page: console errors and uncaught exceptions, and any request that
 * leaves 127.0.0.1. Specs assert on them where the issue asks ("no console error", "no request
 * leaves 127.0.0.1").
 */
export const test = base.extend<{ consoleErrors: string[]; externalRequests: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  externalRequests: async ({ page }, use) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== SITE_HOST) requests.push(request.url());
    });
    await use(requests);
  },
});

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** axe with the WCAG 2.2 A/AA rule sets; returns the violations so a failure lists them. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Scrolls through the whole page so lazy images load and count-ups finish. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}
