import type { Page } from "@playwright/test";
import { homeFaq } from "../../app/content/home";
import { fallbackArticles } from "../../app/content/knowledge-hub";
import { searchPage, searchText } from "../../app/content/search";
import { partnerPerks } from "../../app/content/perks";
import { navigation } from "../../app/content/shared";
import { anchorIds } from "../../app/lib/anchor-id";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { axeViolations, disclosureOf, expect, faqQuestion, hydrated, isPhone, test, visit } from "./fixtures";

/**
 * Site search (issue 16): every page, FAQ answer, article and toolkit card, from an index the build
 * writes (Pagefind), queried in the browser. Each test reads like what a founder does with it.
 */

/** The day after a day ("2027-03-31" → "2027-04-01"). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Requests for Pagefind's files: its script, its WebAssembly, the index. */
const isPagefindFile = (url: string) => new URL(url).pathname.startsWith("/pagefind/");

/** The header's control on a wide screen, the drawer's on a phone: opens the search dialog. */
async function openSearch(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: navigation.openMenu }).click();
    await page
      .getByRole("dialog", { name: navigation.drawerTitle })
      .getByRole("button", { name: navigation.search })
      .click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: navigation.search }).click();
  }
  const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("searchbox", { name: searchText.inputLabel })).toBeFocused();
  return dialog;
}

const results = (scope: ReturnType<Page["getByRole"]>) =>
  scope.getByRole("list", { name: searchText.resultsLabel }).getByRole("link");

/** A first search fetches Pagefind, compiles its WebAssembly and loads the index: over 5 s on a busy two-core box. */
const FIRST_ANSWER = { timeout: 20_000 };

/** Until search has answered this query (results, or none): earlier answers stay shown meanwhile. */
async function answered(scope: ReturnType<Page["getByRole"]>, query: string) {
  await expect(scope.getByRole("status")).toHaveText(new RegExp(`(match|Nothing).*“${query}”`), FIRST_ANSWER);
}

/** Opens search and asks; returns the dialog once it has answered. */
async function search(page: Page, query: string) {
  const dialog = await openSearch(page);
  await dialog.getByRole("searchbox").fill(query);
  await answered(dialog, query);
  return dialog;
}

test.describe("site search", () => {
  test.slow();

  test("Pagefind and its index are fetched when search is first used, not with the page", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (isPagefindFile(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await visit(page, paths.home, { waitUntil: "networkidle" });
    expect(fetched, "before the control is used").toEqual([]);

    const dialog = await search(page, "perks");
    await expect(results(dialog).first()).toBeVisible();
    expect(fetched).toEqual(expect.arrayContaining(["/pagefind/pagefind.js", "/pagefind/wasm.en-in.pagefind"]));
    // An English page searches the English index only: nothing of the Hindi one's is fetched.
    expect(fetched.filter((path) => path.includes("hi-in"))).toEqual([]);
  });

  test(
    '"UPI Autopay" finds the payments pitch on the startup pages and lands on it',
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, paths.perks);
      const dialog = await search(page, "UPI Autopay");
      const pitch = results(dialog).filter({ hasText: /Bootstrapped Startups|VC-Funded Startups/ });
      await expect(pitch.first()).toBeVisible();
      await expect(
        pitch
          .first()
          .locator("mark")
          .filter({ hasText: /^(UPI|Autopay)\W*$/i })
          .first(),
      ).toBeVisible();

      const href = (await pitch.first().getAttribute("href"))!;
      await pitch.first().click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(href);
      expect([paths.bootstrapped, paths.vcFunded]).toContain(new URL(page.url()).pathname);
      const landing = new URL(page.url()).hash.slice(1);
      if (landing) await expect(page.locator(`[id="${landing}"]`)).toBeInViewport();
    },
  );

  test('"equity" finds the FAQ answer and opens it on arrival', { tag: "@any-width" }, async ({ page }) => {
    const faq = homeFaq.items.find((item) => /equity/i.test(item.question))!;
    await visit(page, paths.community);
    const dialog = await search(page, "equity");
    const answer = results(dialog).filter({ hasText: faq.question });
    await expect(answer).toHaveCount(1);
    await expect(
      answer
        .locator("mark")
        .filter({ hasText: /^equity\W*$/i })
        .first(),
    ).toBeVisible();

    await answer.click();
    await expect(page).toHaveURL(/\/#faqs-does-it-cost-anything-or-take-equity$/);
    const question = faqQuestion(page, faq.question);
    await expect(disclosureOf(question)).toHaveAttribute("open", "");
    await expect(page.getByText(faq.answer)).toBeVisible();
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
  });

  test("a shared link to an FAQ answer opens it when the page loads", { tag: "@any-width" }, async ({ page }) => {
    const faq = homeFaq.items[3];
    const [id] = anchorIds("faqs", [faq.question]);
    await page.goto(`${paths.home}#${id}`);
    await hydrated(page);
    await expect(disclosureOf(faqQuestion(page, faq.question))).toHaveAttribute("open", "");
    await expect(page.getByText(faq.answer)).toBeVisible();
  });

  test('"Bengaluru" finds the Infinity Program', { tag: "@any-width" }, async ({ page }) => {
    await visit(page, paths.home);
    const dialog = await search(page, "Bengaluru");
    const infinity = results(dialog).filter({ hasText: "Infinity Program" });
    await expect(infinity.first()).toBeVisible();
    await expect(
      infinity
        .first()
        .locator("mark")
        .filter({ hasText: /^Bengaluru\W*$/ })
        .first(),
    ).toBeVisible();
    await expect(infinity.first()).toHaveAttribute("href", new RegExp(`^${paths.infinity}(#|$)`));
  });

  // An offer with a last day, found on its card by a word only its card says (its exclusions).
  const ending = partnerPerks.find((perk) => perk.endsOn)!;
  for (const [when, time, found] of [
    ["on its last day", `${ending.endsOn}T23:50`, true],
    ["the day after, without a build", `${nextDay(ending.endsOn!)}T00:10`, false],
  ] as const) {
    test(
      `an offer is ${found ? "" : "not "}found on its card ${when}, in India`,
      { tag: "@any-width" },
      async ({ page }) => {
        const word = "activation";
        expect(ending.exclusions).toContain(word);
        await page.clock.install({ time: new Date(`${time}+05:30`) });
        await visit(page, paths.knowledgeHub);
        const dialog = await search(page, word);
        await expect(dialog.locator(`a[href="${paths.perks}#perk-${ending.id}"]`)).toHaveCount(found ? 1 : 0);
      },
    );
  }

  test('"GST" finds the compliance perk', { tag: "@any-width" }, async ({ page }) => {
    await visit(page, paths.knowledgeHub);
    const dialog = await search(page, "GST");
    const perk = results(dialog)
      .filter({ hasText: "₹299" })
      .filter({ hasText: /^Perks/ });
    await expect(perk.first()).toBeVisible();
    await expect(
      perk
        .first()
        .locator("mark")
        .filter({ hasText: /^GST\W*$/ })
        .first(),
    ).toBeVisible();
    await expect(perk.first()).toHaveAttribute("href", new RegExp(`^${paths.perks}(#|$)`));
  });

  test(
    "a phrase from an article's body finds the article, and the result opens its page",
    { tag: "@any-width" },
    async ({ page }) => {
      const article = fallbackArticles.find((candidate) => candidate.title.includes("UPI Autopay"))!;
      await visit(page, paths.home);
      const dialog = await search(page, "pre-debit notice");
      const result = results(dialog).filter({ hasText: article.title }).first();
      await expect(result).toBeVisible();
      await result.click();
      await expect(page).toHaveURL(new RegExp(`${knowledgeHubPaths.article(article.slug)}(#[\\w-]+)?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      // The hub no longer carries the articles' text: the page is what search lands on.
      await expect(page.getByRole("dialog")).toHaveCount(0);
    },
  );

  test(
    "a word found nowhere says so and offers the FAQ and the people to ask",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, paths.home);
      const dialog = await search(page, "zyxwvutsq");
      await expect(dialog.getByRole("status")).toHaveText(
        `${searchText.noResults("zyxwvutsq")} ${searchText.noResultsHelp}`,
      );
      await expect(dialog.getByRole("list", { name: searchText.resultsLabel })).toHaveCount(0);
      for (const link of searchText.helpLinks) {
        await expect(dialog.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
      }
      await dialog.getByRole("link", { name: "Talk to our consultants" }).click();
      await expect(page).toHaveURL(paths.consulting);
      await expect(dialog).toBeHidden();
    },
  );

  test("works from the keyboard alone: / opens it, arrows move, Enter follows, Escape closes", async ({ page }) => {
    await visit(page, paths.perks);
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
    const field = dialog.getByRole("searchbox", { name: searchText.inputLabel });
    await expect(field).toBeFocused();
    await page.keyboard.type("equity");
    await answered(dialog, "equity");
    const links = results(dialog);
    await expect(links.nth(1)).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(field).toBeFocused();
    // Focus stays trapped in the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // From the header's control (the drawer's on a phone), Escape gives focus back to it.
    if (!isPhone(page)) {
      const control = page.getByRole("banner").getByRole("button", { name: navigation.search });
      await control.focus();
      await page.keyboard.press("Enter");
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("equity");
      await page.keyboard.press("Escape");
      await expect(control).toBeFocused();
    }

    await page.keyboard.press("/");
    await expect(field).toBeFocused();
    const first = links.first();
    await expect(first).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(first).toBeFocused();
    const href = (await first.getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(href);
  });

  test("the / key is a character, not a shortcut, while typing in a field", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, paths.search);
    const field = page.getByRole("main").getByRole("searchbox", { name: searchText.inputLabel });
    await field.click();
    await page.keyboard.type("a/b");
    await expect(field).toHaveValue("a/b");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("no axe violation with the dialog open and results shown", async ({ page }) => {
    await visit(page, paths.home);
    const dialog = await search(page, "payments");
    await expect(results(dialog).nth(2)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("/search holds the same search for a shared link and keeps the query in the address", async ({ page }) => {
    await visit(page, `${paths.search}?q=upi`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: searchPage.heading })).toBeVisible();
    const field = main.getByRole("searchbox", { name: searchText.inputLabel });
    await expect(field).toHaveValue("upi");
    await expect(results(main).first()).toBeVisible(FIRST_ANSWER);

    await field.fill("Bengaluru");
    await expect(page).toHaveURL(`${paths.search}?q=Bengaluru`);
    await expect(results(main).filter({ hasText: "Infinity Program" }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    "without JavaScript the header's control opens the search dialog, whose form sends the query to /search",
    { tag: "@any-width" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(paths.perks);
      await page.getByRole("banner").getByRole("button", { name: navigation.search }).click();
      const dialog = page.getByRole("dialog", { name: searchText.dialogTitle });
      const field = dialog.getByRole("searchbox", { name: searchText.inputLabel });
      await expect(field).toBeFocused();
      await field.fill("upi autopay");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${paths.search}?q=upi+autopay`);
      const help = page.getByRole("region", { name: searchPage.helpHeading });
      for (const link of searchText.helpLinks) {
        await expect(help.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
      }
      await context.close();
    },
  );

  test(
    "/search's Search button sends the query through the address before the app and without it",
    { tag: "@any-width" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(paths.search);
      const main = page.getByRole("main");
      await main.getByRole("searchbox", { name: searchText.inputLabel }).fill("upi autopay");
      await main.getByRole("button", { name: searchText.submit }).click();
      await expect(page).toHaveURL(`${paths.search}?q=upi+autopay`);
      await context.close();
    },
  );

  test(
    "the Search button opens the first result, as Enter in the field does",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, `${paths.search}?q=Bengaluru`);
      const main = page.getByRole("main");
      await expect(results(main).first()).toBeVisible(FIRST_ANSWER);
      const first = await results(main).first().getAttribute("href");
      await main.getByRole("button", { name: searchText.submit }).click();
      await expect(page).toHaveURL(first!);
    },
  );
});
