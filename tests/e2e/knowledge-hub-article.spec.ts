import { articleFeedText, articlePageText, fallbackArticles, knowledgeHubMeta } from "../../app/content/knowledge-hub";
import { formatDate } from "../../app/lib/format-date";
import { indianCalendarDate, readingMinutes } from "../../app/lib/article-list";
import { knowledgeHubPaths, paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { documentTitle } from "../../app/lib/seo";
import { expect, test, visit } from "./fixtures";

/**
 * Each Knowledge Hub article at its own address (issue 31): a page a founder can share, that
 * search engines read as an article, whether or not the visitor runs JavaScript.
 */
const [first, second] = fallbackArticles;
const addressOf = (article: (typeof fallbackArticles)[number]) => knowledgeHubPaths.article(article.slug);

test.describe("an article's own page", () => {
  test(
    "a direct visit shows where it sits, its title, dates, reading time, text, neighbours and call to action",
    { tag: "@any-width" },
    async ({ page, consoleErrors }) => {
      await visit(page, addressOf(second));
      const main = page.getByRole("main");
      await expect(page).toHaveTitle(documentTitle(second.title));

      const crumbs = main.getByRole("navigation", { name: articlePageText.breadcrumbsLabel });
      await expect(crumbs.getByRole("link", { name: articlePageText.home })).toHaveAttribute("href", paths.home);
      await expect(crumbs.getByRole("link", { name: knowledgeHubMeta.breadcrumb })).toHaveAttribute(
        "href",
        paths.knowledgeHub,
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(second.title);

      await expect(main.getByRole("heading", { level: 1 })).toHaveText(second.title);
      await expect(main.getByText(second.summary)).toBeVisible();
      await expect(main.getByText(second.badge, { exact: true })).toBeVisible();
      await expect(main.locator(`time[datetime="${second.published}"]`)).toHaveText(
        formatDate(indianCalendarDate(second.published)),
      );
      await expect(main.locator(`time[datetime="${second.updated}"]`)).toHaveText(
        formatDate(indianCalendarDate(second.updated)),
      );
      const minutes = readingMinutes([
        second.summary,
        ...second.sections.flatMap((part) => [part.title, part.content]),
      ]);
      await expect(main.getByText(articlePageText.readingTime(minutes))).toBeVisible();
      await expect(main.getByRole("heading", { level: 2 })).toContainText(second.sections.map((part) => part.title));

      const more = main.getByRole("navigation", { name: articlePageText.neighboursLabel });
      await expect(more.getByRole("link", { name: new RegExp(first.title) })).toHaveAttribute("href", addressOf(first));
      await expect(more.getByRole("link", { name: new RegExp(fallbackArticles[2].title) })).toHaveAttribute(
        "href",
        addressOf(fallbackArticles[2]),
      );

      const cta = main.getByRole("link", { name: new RegExp(`^${articlePageText.ctaText}`) });
      const url = new URL((await cta.getAttribute("href"))!);
      expect(url.origin + url.pathname).toBe(site.signup.url);
      expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
      expect(url.searchParams.get("utm_content")).toBe("article_closing");
      expect(consoleErrors).toEqual([]);
    },
  );

  test("the next article's link moves to its page within the app", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, addressOf(first));
    await expect(page.getByRole("navigation", { name: articlePageText.neighboursLabel }).getByRole("link")).toHaveCount(
      2,
    );
    await page.getByRole("link", { name: new RegExp(`${articlePageText.next}.*${second.title}`) }).click();
    await expect(page).toHaveURL(addressOf(second));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(page.getByRole("heading", { level: 2, name: second.sections[0].title })).toBeVisible();
  });

  test(
    "a shared address shows the article's title in its social meta, as an article with its structured data",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = (await (await request.get(addressOf(first))).text()).replaceAll("&#x27;", "'");
      const meta = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
      expect(meta("property", "og:title")).toBe(documentTitle(first.title));
      expect(meta("name", "twitter:image:alt")).toBe(documentTitle(first.title));
      expect(meta("property", "og:description")).toBe(first.summary);
      expect(meta("property", "og:type")).toBe("article");
      expect(meta("property", "article:published_time")).toBe(first.published);
      expect(meta("property", "og:url")).toMatch(new RegExp(`${addressOf(first)}$`));
      expect(meta("property", "og:image")).toMatch(/\/social\/knowledge-hub\.png$/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${addressOf(first)}"/>`));
      expect(html).toContain(
        `<link rel="alternate" type="application/atom+xml" title="${articleFeedText.title}" href="${knowledgeHubPaths.feed}"/>`,
      );

      const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]) as Record<string, unknown>,
      );
      expect(structured.find((data) => data["@type"] === "BlogPosting")).toMatchObject({
        headline: first.title,
        datePublished: first.published,
        dateModified: first.updated,
      });
      const trail = structured.find((data) => data["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string }[];
      };
      expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual([
        "Home",
        knowledgeHubMeta.breadcrumb,
        first.title,
      ]);
    },
  );

  test("the feed lists every article, newest change first, as Atom", { tag: "@any-width" }, async ({ request }) => {
    const response = await request.get(knowledgeHubPaths.feed);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = await response.text();
    const entries = [...feed.matchAll(/<entry>\s*<id>[^<]*?(\/knowledge-hub\/[a-z0-9-]+)<\/id>/g)].map((m) => m[1]);
    const newestFirst = [...fallbackArticles].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated));
    expect(entries).toEqual(newestFirst.map(addressOf));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card is simply the link, and the article's page reads in full", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(paths.knowledgeHub);
    await page.getByRole("link", { name: first.title }).click();
    await expect(page).toHaveURL(addressOf(first));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    for (const section of first.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
