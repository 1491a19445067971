import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { consultants } from "../../app/content/consulting";
import { accelerator } from "../../app/content/home";
import { expertVideos } from "../../app/content/knowledge-hub";
import { addToCalendarText, mentors } from "../../app/content/infinity";
import { partnerOffersSection, partnerPerks, perkFilterText } from "../../app/content/perks";
import { site } from "../../app/site";
import { cmsE2e } from "./cms-settings.mjs";
import { asset, assetLink, entry, stub, untilLogged } from "./cms-stub-client";
import { expect, test, visit } from "./fixtures";

/**
 * The lists the marketing team edits (issue 13), on the site built against the local content stub
 * with tests/stubs/fixtures/e2e.json baked in. The stub is shared: one test at a time, desktop only.
 */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${cmsE2e.sitePort}` });
test.beforeEach(async ({ request }) => {
  await stub(request).reset();
});

/** What e2e.json holds, in the editors' order; the entries it holds that must never show. */
const baked = {
  perks: ["Ledgerline (content service)", "Novapay (content service)"],
  mentors: ["Asha Verma (content service)", "Dev Anand (content service)"],
  consultants: ["Ira Sen (content service)", "Omar Shaikh (content service)"],
  homeNews: ["Home news from the content service"],
  toolkitNews: ["First toolkit story from the content service", "Second toolkit story from the content service"],
  infinityNews: ["Infinity news stored under the alias"],
  library: ["First library video from the content service", "Second library video from the content service"],
  ama: "AMA video from the content service",
  highlights: ["Highlight from the content service"],
  invalid: [
    "A perk with no offer",
    "A perk for an unknown stage",
    "A perk that has ended",
    "A mentor with an http profile",
    "A story with a javascript link",
    "A video with a broken id",
    "A cohort with its dates backwards",
  ],
};

const unescapeHtml = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<");

/** Each text appears, and in this order. */
function expectInOrder(text: string, expected: string[]) {
  const positions = expected.map((item) => text.indexOf(item));
  for (const [i, position] of positions.entries()) expect(position, `"${expected[i]}" is there`).toBeGreaterThan(-1);
  expect(
    [...positions].sort((a, b) => a - b),
    "in the editors' order",
  ).toEqual(positions);
}

/** Each page, the service's lists on it (each in the editors' order), and built-in texts they replace. */
const pages = [
  { path: "/perks", lists: [baked.perks], replaces: partnerPerks.map((perk) => perk.description) },
  {
    path: "/infinity-program",
    lists: [baked.mentors, baked.infinityNews, baked.highlights],
    replaces: [mentors[4].name],
  },
  { path: "/consulting", lists: [baked.consultants], replaces: consultants.map((consultant) => consultant.name) },
  { path: "/", lists: [baked.homeNews], replaces: accelerator.news.map((news) => news.headline) },
  { path: "/toolkits", lists: [baked.toolkitNews], replaces: [] },
  { path: "/knowledge-hub", lists: [baked.library], replaces: expertVideos.map((video) => video.title) },
  { path: "/community", lists: [[baked.ama]], replaces: [] },
];

test("the build-time snapshot puts every list in the prerendered HTML, ordered, without the entries that do not validate", async ({
  request,
}) => {
  for (const { path, lists, replaces } of pages) {
    const html = unescapeHtml(await (await request.get(path)).text());
    for (const list of lists) expectInOrder(html, list);
    for (const builtIn of replaces) expect(html.includes(builtIn), `${path} no longer holds "${builtIn}"`).toBe(false);
    for (const invalid of baked.invalid) expect(html.includes(invalid), `${path} skips "${invalid}"`).toBe(false);
  }
});

test("the perks grid: the service's offers with their logos, links, fine print, and the 'more soon' card last", async ({
  page,
}) => {
  await visit(page, "/perks");
  const grid = page.getByRole("region", { name: partnerOffersSection.heading });
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText([...baked.perks, "More perks soon"]);
  const novapay = grid.getByRole("article").filter({ hasText: baked.perks[1] });
  const logo = novapay.getByRole("img", { name: "Novapay (content service) logo" });
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute("src", `${cmsE2e.stubUrl}/__assets/partner-logo.svg`);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(novapay.getByText("New accounts only. Offer checked on 2 November 2026")).toBeVisible();
  // What a founder needs to decide, as the service says it.
  await expect(novapay.getByText("Up to ₹5,000 in payment credits", { exact: true })).toBeVisible();
  await expect(novapay.locator("dd").filter({ hasNot: page.locator("ol") })).toHaveText([
    "Bootstrapped startups, Infinity Program cohorts",
    "31 December 2099",
    "Not on international cards.",
  ]);
  await expect(novapay.locator("dd ol li")).toHaveText([
    "Open Novapay from your dashboard",
    "Enter the code NIMBUS at checkout",
  ]);
  const signup = novapay.getByRole("link", { name: /^Claim the Novapay credits/ });
  expect(new URL((await signup.getAttribute("href"))!).searchParams.get("utm_content")).toBe("perks_card_perk-novapay");
  const partnerLink = grid.getByRole("link", { name: /^Claim the Ledgerline months/ });
  await expect(partnerLink).toHaveAttribute("href", "https://partners.example/ledgerline");
  // Its category narrows the page to it: Ledgerline has none, so it shows only under every category.
  await grid.getByText(perkFilterText.category.finance, { exact: true }).click();
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText([baked.perks[1], "More perks soon"]);
  await expect(grid.locator("[role=status] p:visible")).toHaveText(perkFilterText.count(1, 2));
});

test("people's photos come from the image API at the size shown, AVIF first; a broken one falls back to initials", async ({
  page,
}) => {
  const pictures: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/__assets/")) pictures.push(request.url());
  });
  await visit(page, "/infinity-program");
  const grid = page.locator("#mentors");
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(baked.mentors);
  const asha = grid.getByRole("listitem").filter({ hasText: baked.mentors[0] });
  await asha.scrollIntoViewIfNeeded();
  const avif = asha.locator('picture source[type="image/avif"]');
  await expect(avif).toHaveAttribute(
    "srcset",
    /portrait\.png\?w=80&h=80&fit=thumb&f=face&fm=avif 1x, .*w=160&h=160.*2x/,
  );
  await expect
    .poll(() => asha.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(pictures.some((url) => url.includes("portrait.png?w="))).toBe(true);

  const dev = grid.getByRole("listitem").filter({ hasText: baked.mentors[1] });
  await dev.scrollIntoViewIfNeeded();
  await expect(dev.locator("[data-initials]")).toHaveText("DA");
  await expect(dev.locator("img")).toHaveCount(0);
});

test("the hero's background picture sits behind the text, hidden from assistive technology, never the largest paint", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { lcp: string[] }).lcp = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        found.push(element?.closest("[data-hero-backdrop]") ? "the backdrop" : (element?.tagName ?? "?"));
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await visit(page, "/perks");
  const backdrop = page.locator("[data-hero-backdrop]");
  await expect(backdrop).toHaveAttribute("aria-hidden", "true");
  const picture = backdrop.locator("img");
  await expect(picture).toHaveAttribute("src", `${cmsE2e.stubUrl}/__assets/backdrop.png?w=64&q=40&fm=jpg`);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const candidates = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
  expect(candidates.length).toBeGreaterThan(0);
  // The page's largest paint is the last candidate; on a busy machine smaller ones come first
  // (the header, a line of text, the backdrop as it loads) before the hero's heading paints.
  expect(candidates.at(-1)).not.toBe("the backdrop");
});

const liveChanges = [
  {
    name: "a partner perk",
    path: "/perks",
    entries: [
      entry("partnerPerk", "p", {
        isActive: true,
        name: "Published after the build",
        offer: "Live offer",
        description: "D",
        ctaText: "Claim it",
      }),
    ],
    shows: "Published after the build",
  },
  {
    name: "a mentor",
    path: "/infinity-program",
    entries: [
      entry("mentor", "m", {
        isActive: true,
        name: "Mentor after the build",
        title: "T",
        linkedin: "https://x.example/in/m",
      }),
    ],
    shows: "Mentor after the build",
  },
  {
    name: "a consultant",
    path: "/consulting",
    entries: [
      entry("consultant", "c", {
        isActive: true,
        name: "Consultant after the build",
        title: "T",
        linkedin: "https://x.example/in/c",
      }),
    ],
    shows: "Consultant after the build",
  },
  {
    name: "a news link",
    path: "/toolkits",
    entries: [
      entry("newsLink", "n", {
        pageSlug: "/toolkits",
        isActive: true,
        publication: "P",
        title: "News after the build",
        url: "/perks",
      }),
    ],
    shows: "News after the build",
  },
  {
    name: "a video",
    path: "/knowledge-hub",
    entries: [
      entry("video", "v", {
        pageSlug: "/knowledge-hub",
        isActive: true,
        placement: "library",
        videoId: "liveVideo01",
        title: "Video after the build",
      }),
    ],
    shows: "Video after the build",
  },
];

for (const change of liveChanges) {
  test(`${change.name} published after the build shows once the page has refreshed, replacing the snapshot's`, async ({
    page,
    request,
  }) => {
    await stub(request).entries(change.entries);
    await visit(page, change.path);
    // A card's heading, or a video's play button, is named after it.
    const main = page.getByRole("main");
    await expect(
      main
        .getByRole("heading", { name: change.shows })
        .or(main.getByRole("button", { name: new RegExp(change.shows) })),
    ).toBeVisible();
  });
}

test.describe("the accelerator's cohort", () => {
  const dates = (page: Page) => page.locator("#dates");

  test("the service's cohort gives the Infinity and eligibility pages their dates, in the HTML and the calendar files", async ({
    page,
    request,
  }) => {
    const infinityHtml = unescapeHtml(await (await request.get("/infinity-program")).text());
    expect(infinityHtml).toContain("InFINity 2027: the dates");
    expect(infinityHtml).toContain("The 3-day bootcamp will take place in Hyderabad from 10 to 12 March 2027.");
    expect(infinityHtml).not.toContain("March 2025");
    expect(infinityHtml).not.toContain("A cohort with its dates backwards");
    expect(unescapeHtml(await (await request.get("/eligibility")).text())).toContain("March 2027");

    // The calendar file the page links to gives the same cohort.
    const calendar = new ICAL.Component(
      ICAL.parse(await (await request.get("/calendar/infinity-bootcamp.ics")).text()),
    );
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("InFINity 2027 bootcamp");
    expect(event.startDate.toString()).toBe("2027-03-10");
    expect(event.location).toBe("Hyderabad, India");

    await visit(page, "/infinity-program");
    await expect(dates(page).getByRole("link", { name: new RegExp(`^${addToCalendarText}`) })).toHaveCount(2);
    const apply = page.getByRole("link", { name: /^Apply to InFINity/ }).first();
    await expect(apply).toHaveAttribute("href", /^https:\/\/apply\.example\/infinity-2027/);
  });

  test("a cohort published after the build shows its dates once refreshed, with no calendar file for the old one", async ({
    page,
    request,
  }) => {
    await stub(request).entries([
      entry("programmeCohort", "cohort-2028", {
        isActive: true,
        name: "InFINity 2028",
        city: "Chennai",
        bootcampStart: "2028-02-07",
        bootcampEnd: "2028-02-09",
        demoDayStart: "2028-05-22",
        demoDayEnd: "2028-05-31",
      }),
    ]);
    await visit(page, "/infinity-program");
    await expect(
      dates(page).getByText("The 3-day bootcamp will take place in Chennai from 7 to 9 February 2028."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "InFINity 2028: the dates" })).toBeVisible();
    // The build's files describe the 2027 cohort: the page does not offer them for 2028.
    await expect(dates(page).getByRole("link", { name: new RegExp(`^${addToCalendarText}`) })).toHaveCount(0);
  });
});

test("a hostile entry stays inert text, inside the page's width", async ({ page, request }) => {
  const hostileName = `<script>window.__pwned = 1</script>${"Partner".repeat(1430)}`;
  await stub(request).entries([
    entry("partnerPerk", "hostile", {
      isActive: true,
      name: hostileName,
      offer: '<img src=x onerror="window.__pwned = 2">',
      description: "D",
      ctaText: "Claim",
      ctaLink: "javascript:window.__pwned = 3",
      logo: assetLink("tracker"),
    }),
    asset("tracker", "partner-logo.svg", "image/svg+xml", 200, 48),
  ]);
  expect(hostileName.length).toBeGreaterThan(10_000);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, "/perks");
    const card = page.getByRole("article").filter({ hasText: "window.__pwned = 1" });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(hostileName);
    await expect(card.getByText('<img src=x onerror="window.__pwned = 2">')).toBeVisible();
    const claim = card.getByRole("link", { name: /^Claim/ });
    expect(await claim.getAttribute("href")).toContain(site.signup.url);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("main script, main img[src='x']").count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing sticks out sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
});

const faults = [
  {
    name: "a persistent 500",
    fault: { mode: "500" },
    logged: /Content fetch failed for partner perks: InternalServerError/,
  },
  {
    // Past the build's 500 ms timeout; short, so the two dozen retried requests free their sockets soon.
    name: "a timeout",
    fault: { mode: "slow", delayMs: 800 },
    logged: /Content fetch failed for partner perks: AxiosError: timeout/,
  },
  {
    name: "a malformed body",
    fault: { mode: "malformed" },
    logged: /Content fetch failed for partner perks: MalformedResponse/,
  },
] as const;

for (const { name, fault, logged } of faults) {
  test(`after ${name}, the perks keep what the page showed, with no error shown and the failure logged`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Four loads of six attempts, each waiting out the real 500 ms timeout (the browser's, which
    // the page's fake clock cannot hurry): about 15 s of a busy machine's time before the log.
    test.slow(fault.mode === "slow", "every attempt waits the real timeout");
    await stub(request).entries([
      entry("partnerPerk", "p", { isActive: true, name: "Never shown", offer: "O", description: "D", ctaText: "C" }),
    ]);
    await stub(request).fault({ ...fault, contentType: "partnerPerk" });
    await page.clock.install();
    await visit(page, "/perks");
    await untilLogged(page, consoleErrors, logged);
    const grid = page.getByRole("region", { name: partnerOffersSection.heading });
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText([...baked.perks, "More perks soon"]);
    await expect(page.getByText("Never shown")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
}

test("with no usable entries, a page warns and goes back to its built-in lists", async ({ page, request }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await stub(request).entries([entry("mentor", "m", { isActive: true, name: "No title, no profile" })]);
  await visit(page, "/infinity-program");
  await expect(page.locator("#mentors").getByRole("heading", { level: 3 })).toHaveText(
    mentors.map((mentor) => mentor.name),
  );
  expect(warnings.join("\n")).toMatch(/mentor m has no usable title or linkedin; skipped/);
  expect(warnings.join("\n")).toMatch(/No usable active mentor entries; keeping the built-in list/);
});
