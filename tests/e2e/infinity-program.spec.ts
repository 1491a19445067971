import { documentTitle } from "../../app/lib/seo";
import {
  applyCtaText,
  applySection,
  founderStories,
  highlightsHeading,
  highlightVideos,
  infinityFacts,
  infinityFaq,
  infinityFaqSection,
  infinityHero,
  infinityHeroVideo,
  infinityIntro,
  infinityMeta,
  infinityNews,
  infinityNewsCards,
  mentorProfileText,
  mentors,
  mentorsSection,
  realImpact,
  realImpactArticle,
  testimonials,
  whyFoundersChoose,
  whyFoundersChooseReasons,
  whyInfinity,
  whyInfinityBenefits,
} from "../../app/content/infinity";
import { programmeCohort } from "../../app/content/cohort";
import { a11yText } from "../../app/content/shared";
import { dateInIndia } from "../../app/lib/calendar-date";
import { cohortView } from "../../app/hooks/cohort-view";
import { initials } from "../../app/lib/initials";
import { paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { expect, faqQuestion, scrollThrough, test, visit } from "./fixtures";

const path = paths.infinity;
// The FAQ as the page gives it today (the build and the browser agree on the day).
const faqToday = () => infinityFaq(programmeCohort, cohortView(programmeCohort, dateInIndia(Date.now())).answers);
const profileName = (name: string) =>
  `${mentorProfileText.label} ${mentorProfileText.of(name)} ${a11yText.opensInNewTab}`;

test.describe("Infinity Program", () => {
  test("shows the hero, intro, benefits, testimonials, Real Impact, reasons and news", async ({ page }) => {
    await visit(page, path);
    const main = page.getByRole("main");
    await expect(page).toHaveTitle(documentTitle(infinityMeta.title));

    await expect(main.getByRole("heading", { level: 1, name: infinityHero.title })).toBeVisible();
    await expect(main.getByText(infinityHero.subtitle)).toBeVisible();
    await expect(main.getByRole("link", { name: new RegExp(`^${infinityHero.ctaText}`) })).toHaveAttribute(
      "href",
      /utm_content=infinity_hero/,
    );
    await expect(main.getByRole("button", { name: `Play video: ${infinityHeroVideo.title}` })).toBeVisible();

    const intro = main.getByRole("region", { name: infinityIntro.heading });
    await expect(intro.getByText(infinityIntro.description)).toBeVisible();
    for (const fact of infinityFacts(programmeCohort))
      await expect(intro.getByText(fact.value, { exact: true })).toBeVisible();

    const why = main.getByRole("region", { name: whyInfinity.heading, exact: true });
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const benefit of whyInfinityBenefits) {
      await expect(why.getByRole("heading", { level: 3, name: benefit.title })).toBeVisible();
    }

    const stories = main.getByRole("region", { name: founderStories.heading });
    await expect(stories.getByRole("figure")).toHaveCount(3);
    for (const item of testimonials) {
      await expect(stories.getByText(item.quote)).toBeVisible();
      await expect(stories.getByText(item.name)).toBeVisible();
    }

    const impact = main.getByRole("region", { name: realImpact.heading });
    await expect(impact.getByText(realImpact.description)).toBeVisible();
    const article = impact.getByRole("link", { name: new RegExp(`^${realImpactArticle.label}`) });
    await expect(article).toHaveAttribute("href", realImpactArticle.href);
    expect(realImpactArticle.href).toMatch(/^https:\/\/news\.example\//);
    await expect(article).toHaveAttribute("target", "_blank");
    await expect(article).toHaveAttribute("rel", "noopener noreferrer");

    const reasons = main.getByRole("region", { name: whyFoundersChoose.heading });
    for (const reason of whyFoundersChooseReasons(programmeCohort)) {
      await expect(reasons.getByRole("heading", { level: 3, name: reason.title })).toBeVisible();
    }

    const news = main.getByRole("region", { name: infinityNews.heading });
    for (const card of infinityNewsCards) {
      const link = news.getByRole("link", { name: new RegExp(card.headline) });
      await expect(link).toHaveAttribute("href", card.href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test(
    "the hero video loads nothing from the video host until it is played",
    { tag: "@any-width" },
    async ({ page, context, externalRequests }) => {
      await context.route(`${site.videoEmbedOrigin}/**`, (route) => route.fulfill({ body: "<p>player stub</p>" }));
      await visit(page, path, { waitUntil: "networkidle" });
      expect(externalRequests).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);
      await page.getByRole("button", { name: `Play video: ${infinityHeroVideo.title}` }).click();
      const player = page.getByTitle(infinityHeroVideo.title);
      await expect(player).toHaveAttribute("src", new RegExp(`^${site.videoEmbedOrigin}/embed/`));
    },
  );

  test("meets about thirty mentors, each with a portrait or initials and a named profile link", async ({ page }) => {
    await visit(page, path);
    const section = page.getByRole("region", { name: mentorsSection.heading });
    expect(mentors.length).toBeGreaterThanOrEqual(28);
    await expect(section.getByRole("listitem")).toHaveCount(mentors.length);
    await scrollThrough(page);
    for (const mentor of mentors) {
      const card = section.locator(`[data-mentor="${mentor.name}"]`);
      await expect(card.getByRole("heading", { level: 3, name: mentor.name })).toBeVisible();
      const link = card.getByRole("link", { name: profileName(mentor.name) });
      await expect(link).toHaveAttribute("href", mentor.linkedin);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (mentor.photo) await expect(card.locator("img")).toHaveAttribute("src", mentor.photo.src);
      else await expect(card.locator("[data-initials]")).toHaveText(initials(mentor.name));
    }
  });

  test("a mentor whose photo fails to load shows initials instead", { tag: "@any-width" }, async ({ page }) => {
    const mentor = mentors.find((person) => person.photo)!;
    await page.route(`**${mentor.photo!.src}`, (route) => route.fulfill({ status: 404, body: "" }));
    await visit(page, path);
    const card = page.locator(`[data-mentor="${mentor.name}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("[data-initials]")).toHaveText(initials(mentor.name));
    await expect(card.locator("img")).toHaveCount(0);
  });

  test(
    "the FAQ has 16 questions, keeps one open at a time and states the programme's facts",
    { tag: "@any-width" },
    async ({ page }) => {
      await visit(page, path);
      const faq = page.getByRole("region", { name: infinityFaqSection.heading });
      await expect(faq.locator("summary")).toHaveCount(16);

      const [first, second] = faqToday();
      await faqQuestion(faq, first.question).click();
      await expect(faq.getByText(first.answer)).toBeVisible();
      await faqQuestion(faq, second.question).click();
      await expect(faq.getByText(second.answer)).toBeVisible();
      await expect(faq.getByText(first.answer)).toBeHidden();
      await expect(faq.locator("details[open]")).toHaveCount(1);

      const faqText = (await faq.textContent()) ?? "";
      for (const fact of [
        "12-week",
        "hybrid",
        "3-day bootcamp",
        "in Bengaluru from 6 to 8 March 2025",
        "last week of May 2025",
        "36 hours are mandatory: 30 hours at the bootcamp and 6 hours at demo day",
        "up to 3 hours of one-to-one mentorship",
        "up to 90 hours",
        "no fee",
        "takes no equity",
        "pay their own travel",
        "Early-stage fintech",
        "seed to Series A",
        "MVP",
        "less than 10 million US dollars",
        "within 2-3 working days",
      ]) {
        expect(faqText, `the FAQ states "${fact}"`).toContain(fact);
      }
    },
  );

  test("applies through the sign-up link and offers three highlight videos", async ({ page }) => {
    await visit(page, path);
    const apply = page.getByRole("region", { name: applySection.heading });
    const cta = apply.getByRole("link", { name: new RegExp(`^${applyCtaText}`) });
    await expect(cta).toHaveAttribute("href", new RegExp(`^${site.signup.url}.*utm_content=infinity_apply`));
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(apply.getByRole("heading", { level: 3, name: highlightsHeading })).toBeVisible();
    for (const video of highlightVideos) {
      await expect(apply.getByRole("button", { name: `Play video: ${video.title}` })).toBeVisible();
    }
  });

  test(
    "prerenders the page's text, every FAQ answer included, into its HTML",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get(path)).text();
      const text = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
      for (const expected of [
        infinityHero.title,
        infinityHero.subtitle,
        whyInfinity.heading,
        realImpact.heading,
        whyFoundersChoose.heading,
        mentorsSection.heading,
        ...mentors.map((mentor) => mentor.name),
        ...faqToday().flatMap((entry) => [entry.question, entry.answer]),
        applyCtaText,
        `<meta name="description" content="${infinityMeta.description}"`,
      ]) {
        expect(text, `prerendered HTML holds "${expected}"`).toContain(expected);
      }
    },
  );

  test("/infinity lands on the canonical page", { tag: "@any-width" }, async ({ page }) => {
    await visit(page, "/infinity");
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: infinityHero.title })).toBeVisible();
  });
});
