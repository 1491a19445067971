import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { programmeCohort } from "../../app/content/cohort";
import { cohortText } from "../../app/content/cohort-text";
import { addToCalendarText } from "../../app/content/infinity";
import { resultText } from "../../app/content/eligibility";
import { paths } from "../../app/route-paths";
import { expect, faqQuestion, test, visit } from "./fixtures";
import { policyViolations, recordPolicyViolations } from "./policy-violations";

/**
 * The cohort's dates read true on the visitor's day, whatever day the site was built: the page's
 * clock is set before the bootcamp, then after demo day (the build itself is later than both).
 */

const IST = "+05:30";
const beforeBootcamp = new Date(`2025-02-01T10:00:00${IST}`);
const afterDemoDay = new Date(`2025-06-15T10:00:00${IST}`);

const datesSection = (page: import("@playwright/test").Page) => page.locator("#dates");
const eventJsonLd = (page: import("@playwright/test").Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map(
          (script) =>
            JSON.parse(script.textContent ?? "null") as { "@type"?: string; name?: string; startDate?: string },
        )
        .filter((data) => data?.["@type"] === "Event"),
    );

test.describe("before the bootcamp", { tag: "@any-width" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(beforeBootcamp);
  });

  test("both events are upcoming, in the future tense, each with a calendar file that parses", async ({ page }) => {
    await visit(page, paths.infinity);
    const dates = datesSection(page);
    await expect(
      dates.getByText("The 3-day bootcamp will take place in Bengaluru from 6 to 8 March 2025."),
    ).toBeVisible();
    await expect(dates.getByText(/^Demo day will be in the last week of May 2025/)).toBeVisible();
    await expect(dates.getByText(cohortText.statusLabels.upcoming)).toHaveCount(2);
    await expect(dates.getByText(/took place|next cohort/)).toHaveCount(0);

    const bootcampLink = dates.getByRole("link", { name: new RegExp(`^${addToCalendarText}.*bootcamp`) });
    const [download] = await Promise.all([page.waitForEvent("download"), bootcampLink.click()]);
    expect(download.suggestedFilename()).toBe("infinity-bootcamp.ics");
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(`${programmeCohort.name} bootcamp`);
    expect(event.startDate.toString()).toBe(programmeCohort.bootcampStart);
    expect(event.location).toBe(`${programmeCohort.city}, India`);
    await expect(dates.getByRole("link", { name: new RegExp(`^${addToCalendarText}`) })).toHaveCount(2);
  });

  test("the page's structured data stays as built (no Event, built after demo day): the app never writes a script", async ({
    page,
    context,
    request,
  }) => {
    await recordPolicyViolations(context);
    const html = await (await request.get(paths.infinity)).text();
    expect(html, "built after demo day: no Event in the prerendered page").not.toContain('"@type":"Event"');
    await visit(page, paths.infinity);
    // The dates now speak of the bootcamp ahead, with their calendar files...
    await expect(page.getByRole("link", { name: new RegExp(`^${addToCalendarText}`) })).toHaveCount(2);
    // ...but a crawler reads the page as served, and a <script> written by React after hydration
    // is one the page's Trusted Types policy refuses (docs/decisions/714).
    expect(await eventJsonLd(page)).toEqual([]);
    expect(await policyViolations(page)).toEqual([]);
  });

  test("the FAQ answers and the eligibility result speak of the bootcamp ahead", async ({ page }) => {
    await visit(page, paths.infinity);
    await faqQuestion(page, "When and where is the bootcamp?").click();
    await expect(
      page.getByText("The 3-day bootcamp will take place in Bengaluru from 6 to 8 March 2025.").last(),
    ).toBeVisible();

    await visit(page, `${paths.eligibility}?funding=bootstrapped&stage=mvp&raised=nothing&fintech=yes&india=yes`);
    await expect(page.getByText(resultText.eligible)).toBeVisible();
    await expect(
      page.getByText("The 3-day bootcamp will take place in Bengaluru from 6 to 8 March 2025."),
    ).toBeVisible();
  });
});

test.describe("after demo day", { tag: "@any-width" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(afterDemoDay);
  });

  test("both events are in the past tense, with no calendar link, no Event, and a word on the next cohort", async ({
    page,
    context,
  }) => {
    await recordPolicyViolations(context);
    await visit(page, paths.infinity);
    const dates = datesSection(page);
    await expect(dates.getByText("The 3-day bootcamp took place in Bengaluru from 6 to 8 March 2025.")).toBeVisible();
    await expect(dates.getByText(/^Demo day took place in the last week of May 2025/)).toBeVisible();
    await expect(dates.getByText(cohortText.statusLabels.past)).toHaveCount(2);
    await expect(dates.getByText(cohortText.nextCohort(cohortText.onThisPage))).toBeVisible();
    await expect(dates.getByText(/will take place|Demo day will be|taking place/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(`^${addToCalendarText}`) })).toHaveCount(0);
    expect(await eventJsonLd(page)).toEqual([]);

    await faqQuestion(page, "When is demo day?").click();
    await expect(
      page.getByText(/^Demo day took place .* The next cohort's dates will be announced on this page\.$/).last(),
    ).toBeVisible();
    expect(await policyViolations(page)).toEqual([]);
  });
});
