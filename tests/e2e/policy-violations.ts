import type { BrowserContext, Page } from "@playwright/test";

/** What Chromium reported of one `securitypolicyviolation`. */
export type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Every page of the context records each policy violation it reports, from before its first byte runs. */
export async function recordPolicyViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        seen.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    );
  });
}

/** The violations the page has reported so far. */
export const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
