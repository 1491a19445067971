import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { translations } from "../../app/languages";
import { COPY_TRANSLATIONS, seededE2e } from "./cms-settings.mjs";
import { expect, test } from "./fixtures";

/**
 * Proof that `npm run cms:seed` writes every text the site shows (issue 43): the copy built from the
 * seed (build-seeded/, tests/stubs/cms-seed-fixtures.mjs) shows each page's text as build/ does.
 * Without JavaScript, so the prerendered HTML is compared; the content-service specs test the refresh.
 */

const seededUrl = `http://127.0.0.1:${seededE2e.sitePort}`;

/** The translations the seeded copy leaves out (cms-settings.mjs): their pages are the built-in build's only. */
const leftOut = translations.filter(({ code }) => code !== COPY_TRANSLATIONS);
const inSeededLanguage = (path: string) =>
  !leftOut.some(({ pathPrefix }) => path === pathPrefix || path.startsWith(`${pathPrefix}/`));

/** Every document each build prerendered in the seeded copy's languages, from its serving manifest. */
const documents = (buildDir: string) =>
  Object.keys(
    JSON.parse(readFileSync(join(buildDir, "serving.json"), "utf8")).documents as Record<string, unknown>,
  ).filter(inSeededLanguage);

/** An address neither build has: each server answers with its 404 document. */
const unknownAddress = "/no-such-page/seed-fidelity";
const pages = [...documents("build"), unknownAddress];

/** The page's visible text, a line at a time, blank lines and runs of spaces dropped. */
async function visibleText(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
    // Nothing moves on its own (counters, carousels, marquees): both pages hold still.
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const text = await page.locator("body").innerText();
    return text
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean);
  } finally {
    await context.close();
  }
}

/** The lines in `a` and not in `b`, as many times as they are missing. */
function missing(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count === 0) return true;
    left.set(line, count - 1);
    return false;
  });
}

/** The page in the built-in build (the one the tests serve by default) and in the seeded copy. */
async function compare(browser: Browser, builtInUrl: string, path: string) {
  const [builtIn, seeded] = await Promise.all([
    visibleText(browser, `${builtInUrl}${path}`),
    visibleText(browser, `${seededUrl}${path}`),
  ]);
  // Two pages with their text, not two blank ones. No difference is allowed: every text a page
  // shows has a field to hold it.
  expect(builtIn.length, path).toBeGreaterThan(5);
  // Named first, for a failure that says what differs; then the order too.
  expect({ onlyBuiltIn: missing(builtIn, seeded), onlySeeded: missing(seeded, builtIn) }).toEqual({
    onlyBuiltIn: [],
    onlySeeded: [],
  });
  expect(seeded).toEqual(builtIn);
}

test("the seeded copy prerenders the same pages as the built-in build", () => {
  expect(documents(seededE2e.buildDir).sort()).toEqual(documents("build").sort());
});

test("the seeded copy's article feed is the built-in build's", () => {
  const feed = (buildDir: string) => readFileSync(join(buildDir, "client", "knowledge-hub", "feed.xml"), "utf8");
  expect(feed(seededE2e.buildDir)).toBe(feed("build"));
});

test.describe("the prerendered pages, as shown without JavaScript", () => {
  for (const path of pages) {
    test(`${path} shows the built-in build's text`, async ({ browser, baseURL }) => {
      await compare(browser, baseURL!, path);
    });
  }
});
