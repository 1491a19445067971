import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FrameLocator, Page } from "@playwright/test";
import { homeHero } from "../../app/content/home";
import { pathIn, translations } from "../../app/languages";
import { cmsE2e, previewE2e } from "./cms-settings.mjs";
import { loadFixtures } from "../stubs/cms-stub.mjs";
import { entry, stub } from "./cms-stub-client";
import { expect, faqQuestion, test } from "./fixtures";

/**
 * Contentful Live Preview (issue 19): build-preview/ framed by the content stub's stand-in for Contentful's web app
 * (/__editor/, tests/stubs/live-preview-editor/), which speaks the app's side of the SDK's postMessage protocol from
 * the editor origin the build names. The stub is shared: one test at a time, desktop only.
 */
test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ request }) => {
  await stub(request).reset();
});

const site = `http://127.0.0.1:${previewE2e.sitePort}`;

/** What the SDK sent the editor, and what the editor holds (window.liveEditor). */
interface EditorState {
  methods: string[];
  connected: { isLiveUpdatesEnabled?: boolean; isInspectorEnabled?: boolean; locale?: string } | undefined;
  subscriptions: number;
  tagged: Array<{ entryId?: string; fieldId?: string; locale?: string }>;
}

const editorState = (page: Page) =>
  page.evaluate((): EditorState => {
    type Message = EditorState["connected"] & { method: string };
    const editor = (
      window as unknown as {
        liveEditor: {
          messages: Message[];
          subscriptions: Map<string, unknown>;
          taggedElements: Array<{ attributes: object }>;
        };
      }
    ).liveEditor;
    return {
      methods: editor.messages.map((message) => message.method),
      connected: editor.messages.find((message) => message.method === "CONNECTED"),
      subscriptions: editor.subscriptions.size,
      tagged: editor.taggedElements.map((element) => element.attributes),
    };
  });

/** Types a value into one field of one entry in the editor, as the web app sends it to the page. */
const edit = (page: Page, entryId: string, field: string, value: unknown) =>
  page.evaluate(
    ([id, name, text]) =>
      (window as unknown as { liveEditor: { edit: (...args: unknown[]) => number } }).liveEditor.edit(id, name, text),
    [entryId, field, value] as const,
  );

/** Opens the editor beside the page; waits for its SDK to subscribe to the page's entries (once the app starts). */
async function openInEditor(page: Page, path: string): Promise<FrameLocator> {
  await page.goto(`${previewE2e.stubUrl}/__editor/?site=${encodeURIComponent(site)}&path=${encodeURIComponent(path)}`);
  const frame = page.frameLocator("#preview");
  await frame.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect.poll(async () => (await editorState(page)).subscriptions).toBeGreaterThan(0);
  // A page in a frame marks itself, so that a reload (which would clear the mark) shows.
  await frame.locator("body").evaluate(() => Object.assign(window, { notReloaded: true }));
  return frame;
}

const stillTheSamePage = (frame: FrameLocator) =>
  frame.locator("body").evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** The home hero's title in the fixtures' Hindi (tests/stubs/fixtures/e2e.json). */
const hindiHeroTitle = loadFixtures(previewE2e.fixtures).find((fixture) => fixture.id === "hero-home")!.locales![
  translations[0].contentfulLocale.code
].title as string;

/** The update of one edit must show within a second (the issue's bound), without a reload. */
const LIVE = { timeout: 1000 };

test("the SDK connects from the framed preview with live updates and inspector mode on", async ({ page }) => {
  await openInEditor(page, "/");
  const state = await editorState(page);
  expect(state.connected).toMatchObject({ isLiveUpdatesEnabled: true, isInspectorEnabled: true, locale: "en-US" });
  expect(state.methods).toContain("SUBSCRIBED");
});

test("the framed preview, live updates and inspector on, keeps the strict policy without a violation", async ({
  page,
}) => {
  // In every frame: the editor's page and the preview it frames (docs/decisions/701).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.effectiveDirective), true);
  });
  const frame = await openInEditor(page, "/");
  await edit(page, "hero-home", "title", "Typed under a strict policy");
  await expect(frame.locator("h1")).toHaveText("Typed under a strict policy", LIVE);
  const violations = () =>
    frame.locator("body").evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(await violations()).toEqual([]);
  // An injected style is refused and reported there too: the listener hears.
  await frame.locator("body").evaluate((body) => {
    const paragraph = Object.assign(document.createElement("p"), { textContent: "x" });
    paragraph.setAttribute("style", "color:red");
    body.append(paragraph);
  });
  await expect.poll(violations).toEqual(["style-src-attr"]);
});

test("an edit of the hero's title shows at once, with no reload and never the built-in text", async ({
  page,
  consoleErrors,
}) => {
  // Every text the page's heading shows, from the first parse on: hydration, the first live load
  // and each edit included.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { titlesSeen: seen });
    new MutationObserver(() => {
      const text = document.querySelector("h1")?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });
  const frame = await openInEditor(page, "/");
  const title = frame.locator("h1");

  expect(await edit(page, "hero-home", "title", "Founders build here, typed live")).toBeGreaterThan(0);
  await expect(title).toHaveText("Founders build here, typed live", LIVE);
  await edit(page, "hero-home", "title", "Founders build here, typed live again");
  await expect(title).toHaveText("Founders build here, typed live again", LIVE);

  const seen = await title.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
  expect(seen).toEqual([
    "Founders build here (content service)",
    "Founders build here, typed live",
    "Founders build here, typed live again",
  ]);
  expect(seen).not.toContain(homeHero.title);
  expect(await stillTheSamePage(frame)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a value made invalid mid-edit shows that field's built-in text, and the page keeps working", async ({
  page,
  consoleErrors,
}) => {
  const frame = await openInEditor(page, "/");
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));

  await edit(page, "hero-home", "title", "   ");
  await expect(frame.locator("h1")).toHaveText(homeHero.title, LIVE);
  // Only the invalid field falls back: the entry's subtitle stays the service's.
  await expect(frame.getByText("Overridden subtitle from the content service")).toBeVisible();
  expect(logged.some((line) => /hero-home: field "title" is invalid/.test(line))).toBe(true);

  await edit(page, "hero-home", "title", "Back to a title");
  await expect(frame.locator("h1")).toHaveText("Back to a title", LIVE);
  expect(await stillTheSamePage(frame)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("an edit of an FAQ question shows in its accordion", async ({ page }) => {
  const frame = await openInEditor(page, "/");
  await edit(page, "faq-home-1", "question", "Is the first question live?");
  await expect(faqQuestion(frame, "Is the first question live?")).toBeVisible(LIVE);
  expect(await stillTheSamePage(frame)).toBe(true);
});

test("an edit of a perk's name shows in its card, and the page stays where the editor scrolled it", async ({
  page,
}) => {
  const frame = await openInEditor(page, "/perks");
  const card = frame.getByRole("heading", { name: "Novapay (content service)" });
  await card.scrollIntoViewIfNeeded();
  const scrolled = await frame.locator("body").evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await edit(page, "perk-novapay", "name", "Novapay, renamed live");
  await expect(frame.getByRole("heading", { name: "Novapay, renamed live" })).toBeVisible(LIVE);
  expect(await frame.locator("body").evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await stillTheSamePage(frame)).toBe(true);
});

test("an edit of the cohort's bootcamp date re-renders every sentence made from it", async ({ page }) => {
  const frame = await openInEditor(page, "/infinity-program");
  const dates = frame.locator("#dates");
  await expect(dates).toContainText("10–12 March 2027");

  await edit(page, "cohort-2027", "bootcampStart", "2027-03-08");
  await expect(dates).toContainText("8–12 March 2027", LIVE);
  // The sentence made from the same dates says so too.
  await expect(dates).toContainText("will take place in Hyderabad from 8 to 12 March 2027");
  await expect(dates).not.toContainText("10–12 March 2027");
  expect(await stillTheSamePage(frame)).toBe(true);
});

test("an edit of an article shows in its card and in the open reader", async ({ page }) => {
  const frame = await openInEditor(page, "/knowledge-hub");
  await frame.getByRole("link", { name: "First article from the content service" }).click();
  const reader = frame.getByRole("dialog");
  await expect(reader.getByRole("heading", { level: 2 })).toHaveText("First article from the content service");

  await edit(page, "article-1", "title", "First article, retitled live");
  await expect(reader.getByRole("heading", { level: 2 })).toHaveText("First article, retitled live", LIVE);
  await edit(page, "article-1", "summary", "A summary typed in the editor");
  await expect(reader).toContainText("A summary typed in the editor", LIVE);
  await page.keyboard.press("Escape");
  await expect(frame.getByRole("link", { name: "First article, retitled live" })).toBeVisible();
  expect(await stillTheSamePage(frame)).toBe(true);
});

test("an edit of an article shows on its own page, its texts tagged for the inspector", async ({ page }) => {
  const frame = await openInEditor(page, "/knowledge-hub/first-article-from-the-content-service");
  const title = frame.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("First article from the content service");
  await expect(title).toHaveAttribute("data-contentful-entry-id", "article-1");
  await edit(page, "article-1", "title", "First article, retitled on its page");
  await expect(title).toHaveText("First article, retitled on its page", LIVE);
  expect(await stillTheSamePage(frame)).toBe(true);
});

test("inspector mode reports the tagged texts, the hero's title with its entry and field", async ({ page }) => {
  const frame = await openInEditor(page, "/");
  await expect(frame.locator("h1")).toHaveAttribute("data-contentful-entry-id", "hero-home");
  await page.evaluate(() =>
    (window as unknown as { liveEditor: { setInspectorMode: (on: boolean) => void } }).liveEditor.setInspectorMode(
      true,
    ),
  );
  await expect
    .poll(async () => (await editorState(page)).tagged)
    .toContainEqual(expect.objectContaining({ entryId: "hero-home", fieldId: "title", locale: "en-US" }));
  const tagged = (await editorState(page)).tagged;
  expect(tagged).toContainEqual(expect.objectContaining({ entryId: "faq-home-1", fieldId: "question" }));
  expect(tagged).toContainEqual(expect.objectContaining({ entryId: "section-home-about", fieldId: "heading" }));
});

test("in Hindi: the preview edits hi-IN, an edit shows on the Hindi page as typed, and inspector mode opens the Hindi field", async ({
  page,
  consoleErrors,
}) => {
  const frame = await openInEditor(page, pathIn(translations[0], "/"));
  expect((await editorState(page)).connected).toMatchObject({ locale: translations[0].contentfulLocale.code });
  const title = frame.locator("h1");
  await expect(title).toHaveText(hindiHeroTitle);
  expect(await edit(page, "hero-home", "title", "फ़ाउंडर्स यहीं बनाते हैं, अभी लिखा गया")).toBeGreaterThan(0);
  await expect(title).toHaveText("फ़ाउंडर्स यहीं बनाते हैं, अभी लिखा गया", LIVE);
  await page.evaluate(() =>
    (window as unknown as { liveEditor: { setInspectorMode: (on: boolean) => void } }).liveEditor.setInspectorMode(
      true,
    ),
  );
  await expect
    .poll(async () => (await editorState(page)).tagged)
    .toContainEqual(
      expect.objectContaining({
        entryId: "hero-home",
        fieldId: "title",
        locale: translations[0].contentfulLocale.code,
      }),
    );
  expect(await stillTheSamePage(frame)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("built-in copy carries no tags: a page without entries has none", async ({ page }) => {
  await page.goto(`${site}/toolkits`);
  // /toolkits has news links from the service and nothing else of it: its hero is the built-in one.
  await expect(page.locator("h1")).not.toHaveAttribute("data-contentful-entry-id", /.*/);
  await expect(page.locator("[data-contentful-entry-id]")).not.toHaveCount(0);
  await page.goto(`${site}/eligibility`);
  await expect(page.locator("main [data-contentful-field-id]")).toHaveCount(0);
});

test("the SDK is fetched only when the page is framed", async ({ page, request }) => {
  const fetched: string[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(site) && response.url().endsWith(".js")) fetched.push(response.url());
  });
  /** The site's scripts fetched so far that are the SDK (it names itself in its messages). */
  const sdkScripts = async () => {
    const urls = [...new Set(fetched)];
    const sources = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
    return urls.filter((_, index) => sources[index].includes("live-preview-sdk"));
  };

  await page.goto(`${site}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(fetched.length).toBeGreaterThan(0);
  expect(await sdkScripts()).toEqual([]);

  fetched.length = 0;
  await openInEditor(page, "/");
  expect(await sdkScripts()).toHaveLength(1);
});

test("a public build refuses the editor's frame", async ({ page }) => {
  const refused = page.waitForEvent("console", (message) => /frame-ancestors 'none'/.test(message.text()));
  await page.goto(
    `${previewE2e.stubUrl}/__editor/?site=${encodeURIComponent(`http://127.0.0.1:${cmsE2e.sitePort}`)}&path=/`,
  );
  await refused;
  expect((await editorState(page)).methods).toEqual([]);
});

test("public builds hold not one byte of the live preview: no SDK, no tags", () => {
  for (const buildDir of ["build", cmsE2e.buildDir]) {
    const files = readdirSync(join(buildDir, "client"), { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile() && /\.(?:html|js|json|data)$/.test(file.name))
      .map((file) => join(file.parentPath, file.name));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toContain("data-contentful-");
      expect(text, file).not.toContain("live-preview");
      expect(text, file).not.toContain("ContentfulLivePreview");
    }
  }
  // The preview build has both, so the search above looks for the right words.
  const preview = readFileSync(join(previewE2e.buildDir, "client", "index.html"), "utf8");
  expect(preview).toContain("data-contentful-entry-id");
});

/** Moves one item of a list field in the editor, as dragging in the web app's reference list does. */
const reorder = (page: Page, entryId: string, field: string, from: number, to: number) =>
  page.evaluate(
    ([id, name, a, b]) =>
      (window as unknown as { liveEditor: { reorder: (...args: unknown[]) => number } }).liveEditor.reorder(
        id,
        name,
        a,
        b,
      ),
    [entryId, field, from, to] as const,
  );

test.describe("landing pages in the preview (issue 32)", () => {
  test("an edit of a section's field and a new order of the sections show as the editor types, with no reload", async ({
    page,
    consoleErrors,
  }) => {
    const frame = await openInEditor(page, "/founder-week");
    const headings = frame.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toHaveText("<script>window.injected = true</script> Why founder week");

    expect(await edit(page, "founder-week-cards", "heading", "What the week offers, typed live")).toBeGreaterThan(0);
    await expect(frame.getByRole("heading", { level: 2, name: "What the week offers, typed live" })).toBeVisible(LIVE);

    // The call to action (fifth) moves up to second, under the hero.
    expect(await reorder(page, "landing-founder-week", "sections", 4, 1)).toBeGreaterThan(0);
    await expect(headings).toHaveText(
      [
        "Ready for founder week?",
        "<script>window.injected = true</script> Why founder week",
        "What the week offers, typed live",
        "Founder week questions",
      ],
      LIVE,
    );
    // Each field is outlined for the inspector, with the entry it comes from.
    const tagged = frame.locator('[data-contentful-entry-id="founder-week-cards"][data-contentful-field-id="heading"]');
    await expect(tagged).toHaveCount(1);
    expect(await stillTheSamePage(frame)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test("a draft page is at its address in the preview copy, and a brand-new one shows there before any build", async ({
    page,
    request,
  }) => {
    await page.goto(`${site}/draft-preview-page`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A draft page, seen only in the preview");

    // A page drafted after the preview was built: its address answers the 404 document, and the
    // preview asks the Preview API for the page there.
    const fixtures = loadFixtures(previewE2e.fixtures);
    await stub(request).entries([
      ...fixtures,
      entry("sectionText", "brand-new-text", { heading: "Drafted a moment ago", body: "Seen before any build." }),
      {
        ...entry("landingPage", "landing-brand-new", {
          slug: "brand-new-draft",
          title: "A brand-new draft",
          isActive: true,
          sections: [{ sys: { type: "Link", linkType: "Entry", id: "brand-new-text" } }],
        }),
        draft: true,
      },
    ]);
    const response = await page.goto(`${site}/brand-new-draft`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A brand-new draft");
    await expect(page.getByRole("heading", { level: 2, name: "Drafted a moment ago" })).toBeVisible();
  });
});
