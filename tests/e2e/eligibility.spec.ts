import type { Page } from "@playwright/test";
import {
  eligibilityFormText,
  eligibilityHero,
  eligibilityMeta,
  eligibilityQuestions,
  resultSection,
  resultText,
  rules,
  rulesSection,
  tracks,
} from "../../app/content/eligibility";
import { eligibilityLink } from "../../app/content/infinity";
import { homeHeroEligibility } from "../../app/content/home";
import { partnerPerks } from "../../app/content/perks";
import * as hindiEligibility from "../../app/content/hi/eligibility";
import { footer } from "../../app/content/shared";
import { assessEligibility, questionIds, stagesOf, type Answers, type QuestionId } from "../../app/lib/eligibility";
import { isFor } from "../../app/lib/perks";
import { documentTitle, socialImagePath } from "../../app/lib/seo";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { axeViolations, expect, pagesFetchedAhead, test, visit } from "./fixtures";

const path = paths.eligibility;

const group = (page: Page, question: QuestionId) =>
  page.getByRole("group", { name: eligibilityQuestions[question].legend });

const option = <Q extends QuestionId>(page: Page, question: Q, answer: Answers[Q]) =>
  group(page, question).getByRole("radio", {
    name: (eligibilityQuestions[question].options as Record<string, string>)[answer],
    exact: true,
  });

async function answer(page: Page, answers: Partial<Answers>) {
  for (const question of questionIds) {
    const value = answers[question];
    if (value) await option(page, question, value).check();
  }
}

const vcFintech: Answers = {
  funding: "venture-capital",
  stage: "paying-customers",
  raised: "1m-to-10m",
  fintech: "yes",
  india: "yes",
};

/** The result panel: its heading, and the polite live region that carries what it says. */
const result = (page: Page) => page.locator("[aria-live=polite]").filter({ has: page.locator("h3") });

test.describe("Check your eligibility", () => {
  test(
    "asks five questions, each a group of radio buttons under its legend, with the issue's answers",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      await expect(page).toHaveTitle(documentTitle(eligibilityMeta.title));
      await expect(page.getByRole("heading", { level: 1, name: eligibilityHero.title })).toBeVisible();
      const expected: Record<QuestionId, string[]> = {
        funding: ["Bootstrapped", "Angels, friends and family", "Venture capital"],
        stage: ["Idea", "MVP or pilot users", "Paying customers"],
        raised: [
          "Nothing yet",
          "Under 1 million US dollars",
          "1 to 10 million US dollars",
          "More than 10 million US dollars",
        ],
        fintech: ["Yes", "No"],
        india: ["Yes", "Not yet"],
      };
      await expect(page.locator("fieldset")).toHaveCount(5);
      for (const question of questionIds) {
        const radios = group(page, question).getByRole("radio");
        await expect(radios).toHaveCount(expected[question].length);
        for (const [i, label] of expected[question].entries()) {
          await expect(radios.nth(i)).toHaveAccessibleName(label);
          await expect(radios.nth(i)).not.toBeChecked();
        }
      }
      await expect(page.getByText(resultText.pending)).toBeVisible();
    },
  );

  test("the result names the offers the answers qualify for, each a link to its card", async ({ page }) => {
    const bootstrappedNonFintech: Answers = { ...vcFintech, funding: "bootstrapped", fintech: "no" };
    for (const answers of [vcFintech, bootstrappedNonFintech]) {
      await visit(page, path);
      await answer(page, answers);
      const stages = stagesOf(assessEligibility(answers));
      const open = partnerPerks.filter((perk) => isFor(perk, stages));
      const links = result(page).getByRole("list", { name: resultText.offersLead }).getByRole("link");
      await expect(links).toHaveCount(open.length);
      for (const [index, perk] of open.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `/perks#perk-${perk.id}`);
        await expect(links.nth(index)).toContainText(resultText.offer(perk.name, perk.offer));
      }
      // Not for this founder: not named.
      for (const perk of partnerPerks.filter((candidate) => !isFor(candidate, stages))) {
        await expect(result(page).getByRole("link", { name: new RegExp(`^${perk.name}`) })).toHaveCount(0);
      }
    }
    // An offer for InFINity's cohorts is theirs once they join: the VC-funded fintech is told so.
    await visit(page, path);
    await answer(page, vcFintech);
    const infinityOnly = partnerPerks.find((perk) => isFor(perk, ["infinity"]) && !isFor(perk, ["venture-funded"]));
    if (infinityOnly) {
      await expect(result(page).getByRole("link", { name: new RegExp(`^${infinityOnly.name}`) })).toContainText(
        resultText.onceInInfinity,
      );
    }
    // Its card, on the Perks page.
    const first = partnerPerks.find((perk) => isFor(perk, stagesOf(assessEligibility(vcFintech))))!;
    await result(page)
      .getByRole("link", { name: new RegExp(`^${first.name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/perks#perk-${first.id}$`));
    await expect(page.locator(`#perk-${first.id}`)).toBeInViewport();
  });

  test("in Hindi, the result names the offers in Hindi, linking to the Hindi cards", async ({ page }) => {
    // The answers from the address: the Hindi page's own labels need no translating here.
    await visit(page, `/hi${path}?${new URLSearchParams(vcFintech)}`);
    const open = partnerPerks.filter((perk) => isFor(perk, stagesOf(assessEligibility(vcFintech))));
    const offers = result(page).getByRole("list", { name: hindiEligibility.resultText.offersLead });
    await expect(offers.getByRole("link").first()).toHaveAttribute("href", `/hi/perks#perk-${open[0].id}`);
  });

  test(
    "a VC-funded fintech gets its track, InFINity, perks and one sign-up link that names the track",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      await answer(page, { ...vcFintech, india: undefined });
      await expect(page.getByText(resultText.pending), "nothing until all five are answered").toBeVisible();
      await answer(page, { india: "yes" });

      const panel = result(page);
      await expect(
        panel.getByRole("heading", { name: resultText.trackHeading(tracks["vc-funded"].name) }),
      ).toBeVisible();
      for (const line of tracks["vc-funded"].lines) await expect(panel.getByText(line)).toBeVisible();
      await expect(panel.getByRole("link", { name: tracks["vc-funded"].linkText })).toHaveAttribute(
        "href",
        paths.vcFunded,
      );
      await expect(panel.getByText(resultText.eligible)).toBeVisible();
      const apply = panel.getByRole("link", { name: new RegExp(`^${resultText.applyCta}`) });
      await expect(apply).toHaveAttribute("href", new RegExp(`^${site.signup.url}.*utm_content=eligibility-infinity`));
      await expect(panel.getByText(resultText.perks["claim-once-live"])).toBeVisible();
      await expect(panel.getByRole("link", { name: resultText.perksLink.label })).toHaveAttribute(
        "href",
        "/perks#how-to-claim",
      );
      const cta = panel.getByRole("link", { name: new RegExp(`^${resultText.cta}`) });
      await expect(cta).toHaveAttribute("target", "_blank");
      const signup = new URL((await cta.getAttribute("href"))!);
      expect(signup.searchParams.get("utm_content")).toBe("eligibility-vc-funded");
      expect(signup.searchParams.get("utm_source")).toBe(site.signup.utmSource);
    },
  );

  test(
    "an idea-stage, non-fintech startup that raised over 10 million is told every reason, and the track",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      await answer(page, { funding: "angels", stage: "idea", raised: "over-10m", fintech: "no", india: "not-yet" });
      const panel = result(page);
      await expect(
        panel.getByRole("heading", { name: resultText.trackHeading(tracks.bootstrapped.name) }),
      ).toBeVisible();
      await expect(panel.getByText(resultText.notYet)).toBeVisible();
      await expect(panel.getByRole("list").first().getByRole("listitem")).toHaveText([
        resultText.reasons["needs-mvp"],
        resultText.reasons["raised-too-much"],
        resultText.reasons["not-fintech"],
      ]);
      await expect(panel.getByRole("link", { name: new RegExp(`^${resultText.applyCta}`) })).toHaveCount(0);
      await expect(panel.getByText(resultText.perks["register-first"])).toBeVisible();
      await expect(panel.getByRole("link", { name: new RegExp(`^${resultText.cta}`) })).toHaveAttribute(
        "href",
        /utm_content=eligibility-bootstrapped/,
      );
    },
  );

  test("keeps the answers in the address: shareable, kept by a reload, stepped through by Back and Forward", async ({
    page,
  }) => {
    await visit(page, path);
    await answer(page, vcFintech);
    await expect(page).toHaveURL(
      `${path}?funding=venture-capital&stage=paying-customers&raised=1m-to-10m&fintech=yes&india=yes`,
    );
    await expect(result(page).getByText(resultText.eligible)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), "a new answer does not send the page to the top").toBeGreaterThan(
      0,
    );

    await option(page, "fintech", "no").check();
    await expect(result(page).getByText(resultText.reasons["not-fintech"])).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/fintech=yes/);
    await expect(option(page, "fintech", "yes")).toBeChecked();
    await expect(result(page).getByText(resultText.eligible)).toBeVisible();
    await page.goBack();
    await expect(option(page, "india", "yes")).not.toBeChecked();
    await expect(page.getByText(resultText.pending)).toBeVisible();
    await page.goForward();
    await page.goForward();
    await expect(option(page, "fintech", "no")).toBeChecked();

    await page.reload();
    await expect(option(page, "fintech", "no")).toBeChecked();
    await expect(result(page).getByText(resultText.reasons["not-fintech"])).toBeVisible();
  });

  test(
    "a shared address opens with its answers and result; an unknown answer in it is ignored and logged",
    { tag: "@any-width" },
    async ({ page, consoleErrors }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await visit(page, `${path}?funding=bootstrapped&stage=mvp&raised=nothing&fintech=yes&india=yes&stage=unicorn`);
      await expect(option(page, "stage", "mvp")).toBeChecked();
      await expect(
        result(page).getByRole("heading", { name: resultText.trackHeading(tracks.bootstrapped.name) }),
      ).toBeVisible();

      await visit(page, `${path}?funding=bootstrapped&stage=unicorn`);
      await expect(option(page, "funding", "bootstrapped")).toBeChecked();
      await expect(group(page, "stage").getByRole("radio", { checked: true })).toHaveCount(0);
      await expect.poll(() => warnings.join("\n")).toContain("stage=unicorn");
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    "sends nothing anywhere: no request carries an answer, none asks for data",
    { tag: "@any-width" },
    async ({ page }) => {
      // The idle app fetches the pages this one links to (docs/decisions/015): let that finish before any answer.
      const fetchedAhead = pagesFetchedAhead(page);
      await visit(page, path, { waitUntil: "networkidle" });
      await fetchedAhead();
      const requests: string[] = [];
      // The browser may still fetch a file (the favicon again, a font for ₹): never with the answers.
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.method() !== "GET" || url.search || url.pathname.endsWith(".data")) requests.push(request.url());
      });
      await answer(page, vcFintech);
      await expect(result(page).getByText(resultText.eligible)).toBeVisible();
      await page.goBack();
      await expect(option(page, "india", "yes")).not.toBeChecked();
      expect(requests).toEqual([]);
    },
  );

  test(
    "works from the keyboard: arrow keys choose within a group and focus stays on the choice",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      const first = option(page, "funding", "bootstrapped");
      await first.focus();
      await page.keyboard.press("Space");
      await expect(first).toBeChecked();
      await page.keyboard.press("ArrowDown");
      const angels = option(page, "funding", "angels");
      await expect(angels).toBeChecked();
      await expect(angels).toBeFocused();
      await expect(page).toHaveURL(/funding=angels/);
      await page.keyboard.press("Tab");
      await expect(option(page, "stage", "idea")).toBeFocused();
    },
  );

  test(
    "its button takes the keyboard to the first question left, and once all are answered to the result",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      await answer(page, { funding: vcFintech.funding });
      const submit = page.getByRole("button", { name: eligibilityFormText.submit });
      await submit.focus();
      await page.keyboard.press("Enter");
      await expect(option(page, "stage", "idea")).toBeFocused();

      await answer(page, vcFintech);
      await submit.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: resultSection.heading })).toBeFocused();
      await expect(result(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
    },
  );

  test("with a result showing, passes axe", async ({ page }) => {
    await visit(page, path);
    await answer(page, { funding: "angels", stage: "idea", raised: "over-10m", fintech: "no", india: "not-yet" });
    await expect(result(page).getByText(resultText.notYet)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await answer(page, vcFintech);
    await expect(result(page).getByText(resultText.eligible)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    "is linked from Home's hero, the Infinity Program's call to apply and the footer",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, paths.home);
      const hero = page.getByRole("region", { name: /startup programme/ }).first();
      await expect(hero.getByRole("link", { name: homeHeroEligibility.link.label })).toHaveAttribute("href", path);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: footer.resources.at(-1)!.label }),
      ).toHaveAttribute("href", path);

      await visit(page, paths.infinity);
      const apply = page.locator("#apply");
      await apply.getByRole("link", { name: eligibilityLink.label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: eligibilityHero.title })).toBeVisible();
    },
  );

  test("has its own meta, social card and place in the sitemap", { tag: "@any-width" }, async ({ page, request }) => {
    await visit(page, path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", eligibilityMeta.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    const card = await request.get(socialImagePath(path));
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`${path}</loc>`);
  });
});

test.describe("Check your eligibility without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "shows the rules as plain text in place of a checker that cannot run",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(rules.noScript)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: rulesSection.heading })).toBeVisible();
      for (const line of [...rules.tracks, ...rules.infinityCriteria, rules.perks]) {
        await expect(page.getByText(line)).toBeVisible();
      }
      await expect(page.locator("fieldset").first()).toBeHidden();
      await expect(page.getByRole("heading", { name: resultSection.heading })).toBeHidden();
    },
  );
});
