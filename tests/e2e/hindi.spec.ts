import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { accelerator } from "../../app/content/hi/home";
import { infinityNewsCards } from "../../app/content/hi/infinity";
import { fallbackArticles } from "../../app/content/hi/knowledge-hub";
import { a11yText } from "../../app/content/hi/shared";
import { newsCards } from "../../app/content/hi/toolkits";
import { pathIn, siteLanguages } from "../../app/languages";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { axeViolations, expect, hydrated, isPhone, scrollThrough, test, visit } from "./fixtures";
import { namedChecks } from "./page-checks";

/**
 * The Hindi site (docs/decisions/013), where it can differ from the English the other specs cover: pages in Hindi,
 * hydrated, within the screen, axe-clean, paired with their English; the switch keeps the page; the Hindi 404; search.
 */
const [english, hindi] = siteLanguages;
/** A word with a lower-case Latin letter: acronyms and figures (UPI, GST, 404) are the same in every language. */
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[a-z][A-Za-z'’-]*|[a-z]/g;
const routes = [...Object.values(paths), ...fallbackArticles.map((article) => knowledgeHubPaths.article(article.slug))];

/**
 * Latin-letter words the Hindi copy keeps (names, terms like UPI, WhatsApp, SaaS), from app/content/hi/ (held to its
 * English by app/content/translations.test.ts). Any other Latin word on a Hindi page, outside an element marked
 * English, is English the copy did not write: a component's text, an English date, a name from app/site.ts.
 */
const HINDI_COPY = "app/content/hi";
const keptWords = new Set([
  // The brand's and the social networks' names (app/site.ts), which the copy writes through ${…}.
  ...[site.provider, site.programme, ...site.social.map((profile) => profile.network)].flatMap(
    (name) => name.match(LATIN_WORD) ?? [],
  ),
  ...readdirSync(HINDI_COPY)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) =>
      [
        ...readFileSync(join(HINDI_COPY, file), "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, "")
          .matchAll(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g),
      ].flatMap(([literal]) => literal.match(LATIN_WORD) ?? []),
    ),
]);

/** The words in Latin letters a Hindi page shows outside what is marked English (lang="en…"). */
function latinWordsOutsideEnglish(page: Page) {
  return page.evaluate((pattern) => {
    const word = new RegExp(pattern, "g");
    const isEnglish = (element: Element) => element.closest("[lang]")?.getAttribute("lang")?.startsWith("en") ?? false;
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template") || isEnglish(element)) continue;
      words.push(...(node.textContent?.match(word) ?? []));
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (isEnglish(element)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        words.push(...(element.getAttribute(name)?.match(word) ?? []));
      }
    }
    return words;
  }, LATIN_WORD.source);
}

/** A page's hreflang alternates, by language tag. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, tag, href]) => [
      tag,
      new URL(href).pathname,
    ]),
  );

/**
 * A Hindi page differs from its English in its text: longer words, names read aloud, leftover Latin. So every Hindi
 * page at a phone's width, where long words overflow first; at a laptop's, Home (the header's menu) and the Infinity
 * Program (the longest). English pages: every-route.spec.ts; Firefox and WebKit: tests/engines/journeys.ts.
 */
const atLaptopWidth = new Set<string>([paths.home, paths.infinity]);

for (const route of routes) {
  const address = pathIn(hindi, route);
  test(`${address}: in Hindi, hydrated with no console error, within the screen, no axe violation`, async ({
    page,
    consoleErrors,
    externalRequests,
  }) => {
    test.skip(!isPhone(page) && !atLaptopWidth.has(route), "at a laptop's width: Home and the Infinity Program");
    const { check, passed } = namedChecks();
    await visit(page, address);
    await check("in Hindi: the page's language and its h1", async () => {
      await expect(page.locator("html")).toHaveAttribute("lang", hindi.tag);
      await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]/);
    });
    await scrollThrough(page);
    await check("within the screen", async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
    await check("no axe violation", async () => expect(await axeViolations(page)).toEqual([]));
    await check("no English outside the names the Hindi copy keeps", async () => {
      const english = (await latinWordsOutsideEnglish(page)).filter((word) => !keptWords.has(word));
      expect([...new Set(english)], 'English outside the names the Hindi copy keeps and lang="en"').toEqual([]);
    });
    await check("a clean console and nothing from another origin", () => {
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
    });
    passed();
  });

  test(
    `${address} and ${route} name each other as alternates, English as the default, each in its language`,
    { tag: "@any-width" },
    async ({ request }) => {
      const expected = { [english.tag]: route, [hindi.tag]: address, "x-default": route };
      for (const [path, language] of [
        [address, hindi],
        [route, english],
      ] as const) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(alternatesOf(html), path).toEqual(expected);
        expect(html).toContain(`<link rel="canonical" href="`);
        expect(new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]).pathname, path).toBe(path);
        // The page's structured data (a WebPage, FAQPage or BlogPosting) says its language.
        const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
          ([, json]) => JSON.parse(json) as { inLanguage?: string },
        );
        expect(
          structured.flatMap((data) => data.inLanguage ?? []),
          path,
        ).toEqual([language.tag]);
      }
    },
  );
}

test(
  "a Hindi page shared shows its own card, its title in Devanagari, served from its own address",
  { tag: "@any-width" },
  async ({ request }) => {
    const cardOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]).pathname;
    };
    const [englishCard, hindiCard] = [await cardOf(paths.perks), await cardOf(pathIn(hindi, paths.perks))];
    expect(hindiCard).toBe(pathIn(hindi, englishCard));
    const [englishPng, hindiPng] = await Promise.all([request.get(englishCard), request.get(hindiCard)]);
    expect(hindiPng.status()).toBe(200);
    expect(hindiPng.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await hindiPng.body(), await englishPng.body())).not.toBe(0);
  },
);

test("the language switch opens the page being read in the other language, keeping its section", async ({ page }) => {
  await visit(page, `${paths.perks}#how-to-claim`);
  const toHindi = isPhone(page)
    ? page.getByRole("contentinfo").getByRole("link", { name: hindi.name })
    : page.getByRole("banner").getByRole("link", { name: hindi.name });
  await expect(toHindi).toHaveAttribute("lang", hindi.tag);
  await toHindi.click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(hindi, paths.perks)}#how-to-claim$`));
  await expect(page.locator("html")).toHaveAttribute("lang", hindi.tag);
  await hydrated(page);

  const toEnglish = page.getByRole("contentinfo").getByRole("link", { name: english.name });
  await expect(toEnglish).toHaveAttribute("lang", english.tag);
  await toEnglish.click();
  await expect(page).toHaveURL(new RegExp(`${paths.perks}#how-to-claim$`));
  await expect(page.locator("html")).toHaveAttribute("lang", english.tag);
});

test("from a question's own address, the switch opens the other language's questions", async ({ page }) => {
  // Each language makes a question's address from its own words: the section's is the code's.
  const html = await (await page.request.get(pathIn(hindi, paths.home))).text();
  const id = [...html.matchAll(/id="(faqs-[^"]+)" data-answer/g)][2][1];
  expect(id).toMatch(/[\u0900-\u097F]/);
  await visit(page, `${pathIn(hindi, paths.home)}#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: english.name }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.home}#faqs$`));
  await expect(page.locator("html")).toHaveAttribute("lang", english.tag);
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();
});

test("moving within the Hindi site stays in Hindi, home included, with each page's data at hand", async ({
  page,
  consoleErrors,
}) => {
  await visit(page, pathIn(hindi, paths.perks));
  const data: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".data")) data.push(response.status());
  });
  // The logo: a link to "/", which React Router takes to /hi and whose data it asks for at /hi.data.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`${hindi.pathPrefix}$`));
  await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]/);
  await page.getByRole("contentinfo").getByRole("link", { name: "पर्क्स" }).click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(hindi, paths.perks)}$`));
  await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]/);
  expect(data.length).toBeGreaterThan(0);
  expect(data.every((status) => status === 200)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("the switch keeps the section scrolled to, from the header on a laptop and the menu on a phone", async ({
  page,
}) => {
  await visit(page, pathIn(hindi, paths.perks));
  // At once: the site scrolls smoothly where motion is welcome, and the reading is of where it ends.
  await page.locator("#partner-offers").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  // Taps where the controls are: Playwright's own click would first scroll the sticky header's
  // controls "into view", moving the page off the section being read.
  const tap = async (control: Locator) => {
    const box = (await control.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  if (isPhone(page)) {
    await tap(page.getByRole("button", { name: "मेन्यू खोलें" }));
    const drawer = page.getByRole("dialog");
    // Where the link is once the drawer has slid in.
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await tap(drawer.getByRole("link", { name: english.name }));
  } else {
    await tap(page.getByRole("banner").getByRole("link", { name: english.name }));
  }
  await expect(page).toHaveURL(new RegExp(`${paths.perks}#partner-offers$`));
  await expect(page.locator("html")).toHaveAttribute("lang", english.tag);
});

test("the drawer offers the other language on a phone", async ({ page }) => {
  test.skip(!isPhone(page), "the drawer is the phone's navigation");
  await visit(page, pathIn(hindi, paths.community));
  await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: english.name })).toHaveAttribute("href", paths.community);
});

test(
  "a press headline kept in English says so, in Hindi, after it: on Home, the Infinity Program and the Toolkit",
  { tag: "@any-width" },
  async ({ page }) => {
    const pages = [
      [paths.home, accelerator.news],
      [paths.infinity, infinityNewsCards],
      [paths.toolkits, newsCards],
    ] as const;
    for (const [path, news] of pages) {
      await page.goto(pathIn(hindi, path));
      for (const { headline } of news) {
        const link = page.getByRole("link", { name: `${headline} ${a11yText.inEnglish} ${a11yText.opensInNewTab}` });
        await expect(link).toBeVisible();
        await expect(link.getByText(a11yText.inEnglish)).toHaveAttribute("lang", hindi.tag);
      }
    }
  },
);

test(
  "an unknown address under /hi answers 404 with the Hindi page, whose switch leads to the English home",
  { tag: "@any-width" },
  async ({ page }) => {
    const response = await page.goto(pathIn(hindi, "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", hindi.tag);
    await expect(page.locator("h1")).toHaveText(/[\u0900-\u097F]/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: english.name })).toHaveAttribute("href", "/");
  },
);

test(
  "search from a Hindi page finds Hindi pages, at their Hindi addresses",
  { tag: "@any-width" },
  async ({ page }) => {
    await visit(page, `${pathIn(hindi, paths.search)}?q=${encodeURIComponent("पेमेंट")}`);
    const results = page.getByRole("main").locator(`a[href^="${hindi.pathPrefix}/"]`);
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.filter((href) => href.startsWith(`${hindi.pathPrefix}${hindi.pathPrefix}/`))).toEqual([]);
    await expect(page.getByRole("main")).toContainText("पेमेंट");
  },
);

test("Devanagari is set with the device's own face, no letter-spacing and lines tall enough for its vowel signs", async ({
  page,
}) => {
  await visit(page, pathIn(hindi, paths.perks));
  const heading = page.locator("h1");
  const eyebrow = page.locator(".tracking-wide:visible").first();
  const set = (locator: typeof heading) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        family: style.fontFamily,
        letterSpacing: style.letterSpacing,
        lineHeight: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
      };
    });
  for (const locator of [heading, eyebrow, page.getByRole("contentinfo").locator("h2").first()]) {
    const style = await set(locator);
    expect(style.family).toContain("Noto Sans Devanagari");
    expect(style.letterSpacing).toBe("normal");
    expect(style.lineHeight).toBeGreaterThanOrEqual(1.5);
  }
  // An English page keeps its tight headings.
  await visit(page, paths.perks);
  expect((await set(page.locator("h1"))).letterSpacing).not.toBe("normal");
});

test(
  "the Hindi articles have a feed of their own, at their Hindi addresses, and the sitemap pairs every page",
  { tag: "@any-width" },
  async ({ request }) => {
    const feed = await (await request.get(pathIn(hindi, knowledgeHubPaths.feed))).text();
    expect(feed).toContain('xml:lang="hi-IN"');
    const entries = [...feed.matchAll(/<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map(
      ([, href]) => new URL(href).pathname,
    );
    expect(entries).toContain(pathIn(hindi, paths.knowledgeHub));
    expect(entries.filter((path) => path.startsWith(pathIn(hindi, `${paths.knowledgeHub}/`)))).toHaveLength(
      fallbackArticles.length,
    );

    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of routes) {
      const url = (path: string) => `https://launchpad.nimbus.example${path}`;
      expect(sitemap).toContain(`<url><loc>${url(pathIn(hindi, route))}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${url(pathIn(hindi, route))}"/>`);
    }
  },
);
