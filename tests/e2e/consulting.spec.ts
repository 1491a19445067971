import { documentTitle } from "../../app/lib/seo";
import {
  consultantLink,
  consultants,
  consultingHero,
  consultingMeta,
  consultingTopics,
  consultingTopicsLabel,
  expertsSection,
  moreConsultantsSoon,
} from "../../app/content/consulting";
import { site } from "../../app/site";
import { expect, scrollThrough, test, visit } from "./fixtures";

const unescapeHtml = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const profileLinkName = (name: string) => `${consultantLink.text} ${consultantLink.person(name)}`;

test.describe("Consulting", () => {
  test("shows the hero with Book a Session and the topics a session covers", async ({ page }) => {
    await visit(page, "/consulting");
    await expect(page).toHaveTitle(documentTitle(consultingMeta.title));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Consulting for Startups" })).toBeVisible();
    await expect(main.getByText(consultingHero.subtitle)).toBeVisible();
    for (const words of ["go-to-market", "pricing", "risk", "scale"]) {
      expect(consultingHero.subtitle.toLowerCase()).toContain(words);
    }
    const topics = main.getByRole("list", { name: consultingTopicsLabel });
    await expect(topics.getByRole("listitem")).toHaveText(consultingTopics.map((topic) => topic.label));

    const book = main.getByRole("link", { name: /^Book a Session/ });
    await expect(book).toBeVisible();
    const url = new URL((await book.getAttribute("href"))!);
    expect(`${url.origin}${url.pathname}`).toBe(site.signup.url);
    expect(url.searchParams.get("utm_source")).toBe(site.signup.utmSource);
    expect(url.searchParams.get("utm_medium")).toBe(site.signup.utmMedium);
    expect(url.searchParams.get("utm_content")).toBe("consulting_hero");
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("Work with Our Experts lists six consultants, then the more-to-come card", async ({ page }) => {
    await visit(page, "/consulting");
    const experts = page.getByRole("region", { name: expertsSection.heading });
    await expect(experts.getByRole("heading", { level: 2 })).toHaveText(expertsSection.heading);
    const cards = experts.getByRole("listitem");
    await expect(cards).toHaveCount(consultants.length + 1);
    expect(consultants).toHaveLength(6);
    await scrollThrough(page);

    for (const [i, consultant] of consultants.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(consultant.name);
      await expect(card.getByText(consultant.title, { exact: true })).toBeVisible();
      const link = card.getByRole("link");
      await expect(link).toHaveAccessibleName(new RegExp(`^${profileLinkName(consultant.name)}`));
      await expect(link).toContainText(consultantLink.text);
      await expect(link).toHaveAttribute("href", consultant.linkedin);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (consultant.photo) await expect(card.locator("img")).toBeVisible();
      else await expect(card.locator("[data-initials]")).toBeVisible();
    }

    const placeholder = cards.last();
    await expect(placeholder.getByRole("heading", { level: 3 })).toHaveText(moreConsultantsSoon);
    await expect(placeholder.getByRole("link")).toHaveCount(0);
    await expect(placeholder.locator("img, [data-initials], p")).toHaveCount(0);
  });

  test(
    "a consultant's photo that fails to load falls back to their initials",
    { tag: "@any-width" },
    async ({ page }) => {
      const withPhoto = consultants.find((consultant) => consultant.photo)!;
      await page.route(`**${withPhoto.photo!.src}`, (route) => route.fulfill({ status: 404, body: "" }));
      // The picture is asked for once it comes within 100 px of the screen (at once, on a tall
      // one): bring it there and wait for that request, however long a busy machine takes to notice.
      const pictureRequested = page.waitForRequest(`**${withPhoto.photo!.src}`);
      await visit(page, "/consulting");
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: withPhoto.name }) });
      await card.scrollIntoViewIfNeeded();
      await pictureRequested;
      await expect(card.locator("[data-initials]")).toHaveText("MK");
      await expect(card.locator("img")).toHaveCount(0);
    },
  );

  test("prerenders the hero and every consultant into the HTML", { tag: "@any-width" }, async ({ request }) => {
    const text = unescapeHtml(await (await request.get("/consulting")).text());
    for (const expected of [
      consultingMeta.title,
      consultingHero.title,
      consultingHero.subtitle,
      consultingHero.ctaText,
      expertsSection.heading,
      ...consultants.flatMap((consultant) => [consultant.name, consultant.title, consultant.linkedin]),
      moreConsultantsSoon,
    ]) {
      expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
    }
  });
});
