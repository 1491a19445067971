import type { BrowserContext, Page, Response } from "@playwright/test";
import { eligibilityQuestions } from "../../app/content/eligibility";
import { searchText } from "../../app/content/search";
import { a11yText, motionControl, navigation } from "../../app/content/shared";
import { questionIds } from "../../app/lib/eligibility";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { SINKS_REFUSED, tryScriptSinks } from "../support/trusted-types";
import { disclosureOf, expect, hydrated, isPhone, rendered, scrollThrough, test } from "./fixtures";
import { policyViolations } from "./policy-violations";

/** The checks shared by the specs that visit pages: policy, refusals, use, outline, motion. */

/**
 * A failing check is kept and the visit goes on, so the report names every check a visit broke
 * ("route › check" steps); `passed()` then fails the test with all of them.
 */
export function namedChecks() {
  const failures: string[] = [];
  return {
    check: async (name: string, body: () => unknown) => {
      try {
        await test.step(name, async () => {
          await body();
        });
      } catch (error) {
        failures.push(`✘ ${name}\n${(error as Error).message}`);
      }
    },
    passed: () => {
      if (failures.length > 0) throw new Error(`${failures.length} check(s) failed:\n\n${failures.join("\n\n")}`);
    },
  };
}

/** The privacy-enhanced video host, offline: a player page of our own at its address. */
export const stubVideoHost = (context: BrowserContext) =>
  context.route(`${site.videoEmbedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>player</title><p>player stub</p>" }),
  );

/** The policy came with the page, enforced rather than report-only. */
export function expectEnforcedPolicy(response: Response | null) {
  expect(response, "a navigation response").not.toBeNull();
  const headers = response!.headers();
  // WebAssembly for the site search may compile; eval never (docs/decisions/401-site-search-with-pagefind.md).
  expect(headers["content-security-policy"]).toMatch(
    /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  expect(headers["content-security-policy"]).toContain("; require-trusted-types-for 'script'; trusted-types 'none'");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
}

/** The page came with the strict policy: nothing by default, no unsafe source for scripts or styles. */
export function expectStrictPolicy(response: Response | null) {
  expect(response, "a navigation response").not.toBeNull();
  const policy = response!.headers()["content-security-policy"];
  expect(policy).toMatch(/^default-src 'none'; /);
  expect(policy).toMatch(/; style-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-hashes'|(?<!wasm-)'unsafe-eval'/);
  expect(response!.headers()["cross-origin-resource-policy"]).toBe("same-origin");
}

/** The console's lines that are a policy's refusals. */
export const cspErrors = (errors: string[]) =>
  errors.filter((line) => /Content Security Policy|Permissions-Policy|Refused to/i.test(line));

/** Clicks every video facade on the page, waits for each player to load; returns how many. */
export async function playEveryVideo(page: Page) {
  const facades = page.getByRole("button", { name: new RegExp(`^${a11yText.playVideo}`) }).filter({ visible: true });
  let played = 0;
  for (; played < 20 && (await facades.count()) > 0; played++) {
    await facades.first().click();
  }
  const players = page.locator(`iframe[src^="${site.videoEmbedOrigin}/embed/"]`);
  await expect(players).toHaveCount(played);
  for (let index = 0; index < played; index++) {
    await expect(players.nth(index).contentFrame().getByText("player stub")).toBeVisible();
  }
  return played;
}

/**
 * Each once: a published page repeats its header's policy in a <meta> (docs/decisions/010), so
 * each refusal is reported twice there.
 */
const violationsSince = async (page: Page, since: number) => [
  ...new Set(
    (await policyViolations(page)).slice(since).map(({ directive, blocked, sample }) => {
      return `${directive} ${blocked} ${sample.split("|")[0]}`;
    }),
  ),
];

/**
 * Forbidden injections must be refused and reported: proof the listeners can hear. import() is no
 * Trusted Types sink, so script-src is what refuses the foreign module.
 */
export async function expectInjectionRefused(page: Page) {
  const since = (await policyViolations(page)).length;
  expect(await page.evaluate(tryScriptSinks)).toEqual(SINKS_REFUSED);
  const imported = await page.evaluate(
    "import('https://third-party.example/injected.js').then(() => 'ran', () => 'refused')",
  );
  expect(imported).toBe("refused");
  expect(
    await page.evaluate(() => (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan),
  ).toBeUndefined();
  await expect
    .poll(() => violationsSince(page, since))
    .toEqual([
      "require-trusted-types-for trusted-types-sink Element innerHTML",
      "require-trusted-types-for trusted-types-sink HTMLScriptElement textContent",
      "require-trusted-types-for trusted-types-sink HTMLScriptElement src",
      "script-src-elem https://third-party.example/injected.js ",
    ]);
}

/** A style attribute and a <style> element added now must not apply, and must be reported. */
export async function expectInlineStylesRefused(page: Page) {
  const since = (await policyViolations(page)).length;
  const applied = await page.evaluate(() => {
    // Built node by node: markup from a string is a sink Trusted Types refuses.
    const paragraph = Object.assign(document.createElement("p"), { id: "injected-attribute", textContent: "x" });
    paragraph.setAttribute("style", "color: rgb(255, 0, 0)");
    document.body.append(paragraph);
    const style = document.createElement("style");
    style.textContent = "#injected-attribute { outline: 9px solid rgb(255, 0, 0) }";
    document.head.append(style);
    const probe = getComputedStyle(document.getElementById("injected-attribute")!);
    return { color: probe.color, outline: probe.outlineWidth };
  });
  expect(applied).not.toEqual(expect.objectContaining({ color: "rgb(255, 0, 0)" }));
  expect(applied.outline).not.toBe("9px");
  await expect
    .poll(async () => [...new Set((await violationsSince(page, since)).map((line) => line.split(" ")[0]))].sort())
    .toEqual(["style-src-attr", "style-src-elem"]);
}

/**
 * Everything a visitor does on a page, each step waiting for what it caused. Search comes first:
 * "/" is typed as a character while a form control has focus.
 */
export async function useThePage(page: Page, path: string) {
  await hydrated(page);
  await page.keyboard.press("/");
  const search = page.getByRole("dialog", { name: searchText.dialogTitle });
  await expect(search.getByRole("searchbox")).toBeFocused();
  await search.getByRole("searchbox").fill("payments");
  // The first search fetches and compiles the engine: slow on a busy machine.
  await expect(search.getByRole("list", { name: searchText.resultsLabel })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();

  if (isPhone(page)) {
    await page.getByRole("button", { name: navigation.openMenu }).click();
    const drawer = page.getByRole("dialog", { name: navigation.drawerTitle });
    await expect(drawer).toBeVisible();
    await drawer.locator("summary").filter({ hasText: navigation.productsLabel }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole("navigation", { name: navigation.label });
    const products = nav.locator("summary").filter({ hasText: navigation.productsLabel });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: new RegExp(navigation.products[0].label) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(disclosureOf(products)).not.toHaveAttribute("open");
  }

  if (path === paths.eligibility) {
    // Every question answered: the checker's reasoning, drawn by the app, and its result.
    for (const question of questionIds) {
      await page.getByRole("group", { name: eligibilityQuestions[question].legend }).getByRole("radio").last().check();
    }
    await expect(page.locator("[aria-live=polite]").filter({ has: page.locator("h3") })).toBeVisible();
  }

  if (path === paths.knowledgeHub) {
    // The first article card, whichever articles the build has (built in, or the content service's).
    const card = page.locator("#featured-articles").getByRole("listitem").first().getByRole("link");
    const title = (await card.textContent())!;
    await card.click();
    const article = page.getByRole("dialog", { name: title });
    await expect(article).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(article).toBeHidden();
  }
}

/** The footer's "Pause animations" switch. */
export const pauseSwitch = (page: Page) =>
  page.getByRole("contentinfo").getByRole("switch", { name: motionControl.label });

/**
 * Lets a carousel's 3 s turn pass on the page's clock (installed before the visit, so instant
 * however busy the machine) and reports running animations, playing clips and advanced carousels.
 */
export async function whatMovesByItself(page: Page) {
  await scrollThrough(page);
  const counters = page.getByText(/^\d+ \/ \d+$/);
  const before = await counters.allTextContents();
  await page.clock.runFor(3500);
  await rendered(page);
  const moving = await page.evaluate(() => ({
    animations: document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${target?.tagName ?? "?"}.${target?.className ?? ""}`;
      }),
    playingVideos: [...document.querySelectorAll("video")].filter((video) => !video.paused).length,
  }));
  return {
    ...moving,
    carouselsAdvanced: before.length > 0 && !(await counters.allTextContents()).every((text, i) => text === before[i]),
  };
}

/** What `whatMovesByItself` finds on a page at rest. */
export const STILL = { animations: [], playingVideos: 0, carouselsAdvanced: false };
