// @vitest-environment node
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { HeroContent, NewsArticle, PageSection, Video } from "~/content/models";
import type { FaqEntry } from "~/lib/models";
import routes from "~/routes";
import { paths, type SitePath } from "~/route-paths";
import { loadPublishedArticles } from "./published-articles";
import { seedEntries, seedPages, type SeedEntry } from "../../scripts/seed-entries";

/**
 * Renders every page as the build prerenders it and notes each built-in copy it offers the content
 * layer: each must have a seed entry, so a section a page gains is not forgotten.
 */
const read = vi.hoisted(() => ({
  heroes: new Map<string, unknown>(),
  sections: [] as { path: string; section: unknown }[],
  faqs: new Map<string, unknown[]>(),
  news: new Map<string, unknown[]>(),
  videos: [] as { path: string; placement: string; videos: unknown[] }[],
  lists: {} as Record<string, unknown[]>,
}));

vi.mock("./use-page-content", () => ({
  usePageContent: (path: string, hero: HeroContent) => {
    read.heroes.set(path, hero);
    return {
      hero,
      section: (section: PageSection) => {
        read.sections.push({ path, section });
        return section;
      },
    };
  },
}));
vi.mock("./use-faqs", () => ({
  useFaqs: (path: string, fallback: FaqEntry[]) => {
    read.faqs.set(path, fallback);
    return { data: fallback, loading: false, error: false };
  },
}));
vi.mock("./use-lists", async () => {
  const { programmeCohort } = await import("~/content/cohort");
  const list =
    (name: string) =>
    <T,>(fallback: T[]) => {
      read.lists[name] = fallback;
      return fallback;
    };
  return {
    usePerks: list("perks"),
    useMentors: list("mentors"),
    useConsultants: list("consultants"),
    useNews: (path: string, fallback: NewsArticle[]) => {
      read.news.set(path, fallback);
      return fallback;
    },
    usePageVideos: (path: string) => (placement: string, builtIn: Video[]) => {
      read.videos.push({ path, placement, videos: builtIn });
      return builtIn;
    },
    useProgrammeCohort: () => programmeCohort,
  };
});
vi.mock("./use-articles", () => ({
  useArticles: <T,>(built: T[]) => ({ data: built, loading: false, error: false }),
}));

/** The route table's module for each of the site's pages: the index route is Home. */
const pageModules = routes
  .map((route) => ({ path: route.index ? paths.home : `/${(route.path ?? "").replace(/^\//, "")}`, file: route.file }))
  .filter((route): route is { path: SitePath; file: string } =>
    (Object.values(paths) as string[]).includes(route.path),
  );

interface PageModule {
  default: ComponentType<{ loaderData: unknown }>;
  loader?: () => Promise<unknown>;
}

beforeAll(async () => {
  // The search page (its provider is the layout's) reads nothing from the content service.
  for (const { path, file } of pageModules.filter((page) => page.path !== paths.search)) {
    const page = (await import(/* @vite-ignore */ `../${file}`)) as PageModule;
    const loaderData = (await page.loader?.()) ?? {};
    const Page = page.default;
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Page loaderData={loaderData} />
      </MemoryRouter>,
    );
  }
}, 60_000);

const entries = seedEntries();
/** The seed's entries of a type whose fields include `where`, in the seed's order. */
const find = (type: SeedEntry["contentType"], where: SeedEntry["fields"] = {}) =>
  entries.filter(
    (entry) => entry.contentType === type && Object.entries(where).every(([key, value]) => entry.fields[key] === value),
  );
const field = (name: string) => (entry: SeedEntry) => entry.fields[name];
const sorted = (items: Iterable<string>) => [...items].sort();

describe("every built-in text a page hands the content layer has its entry in the seed", () => {
  it("renders every page of the route table (but search)", () => {
    expect(sorted(pageModules.map((page) => page.path))).toEqual(sorted(Object.values(paths)));
    expect(sorted(read.heroes.keys())).toEqual(sorted(Object.values(paths).filter((path) => path !== paths.search)));
  });

  it("each page's hero, with the page's own copy", () => {
    for (const [path, hero] of read.heroes) {
      expect(find("heroSection", { pageSlug: path }).map(field("title")), path).toEqual([(hero as HeroContent).title]);
    }
  });

  it("each named section of each page, but the Infinity Program's cohortDates: its words are the cohort's", () => {
    const seeded = read.sections.filter(({ section }) => (section as PageSection).sectionName !== "cohortDates");
    expect(seeded.length).toBeLessThan(read.sections.length);
    for (const { path, section } of seeded) {
      const { sectionName, heading } = section as PageSection;
      const written = find("pageSection", { pageSlug: path, sectionName }).map(field("heading"));
      expect(written, `${path} ${sectionName}`).toEqual([heading]);
    }
    const expected = seeded.map(({ path, section }) => `${path} ${(section as PageSection).sectionName}`);
    const written = find("pageSection").map((entry) => `${entry.fields.pageSlug} ${entry.fields.sectionName}`);
    expect(sorted(written)).toEqual(sorted(new Set(expected)));
  });

  it("each page's FAQ, question by question, in its order", () => {
    expect(sorted(read.faqs.keys())).toEqual(sorted([paths.home, paths.infinity]));
    for (const [path, faqs] of read.faqs) {
      const written = find("faqItem", { pageSlug: path }).map(field("question"));
      expect(written, path).toEqual((faqs as FaqEntry[]).map((faq) => faq.question));
    }
  });

  it("each page's news cards", () => {
    for (const [path, news] of read.news) {
      const written = find("newsLink", { pageSlug: path }).map(field("url"));
      expect(written, path).toEqual((news as NewsArticle[]).map((card) => card.href));
    }
    expect(find("newsLink")).toHaveLength([...read.news.values()].flat().length);
  });

  it("each video slot of each page", () => {
    expect(read.videos.length).toBeGreaterThan(0);
    for (const { path, placement, videos } of read.videos) {
      const written = find("video", { pageSlug: path, placement }).map(field("videoId"));
      expect(written, `${path} ${placement}`).toEqual((videos as Video[]).map((video) => video.id));
    }
  });

  it("every perk, mentor and consultant", () => {
    const listed = (name: string) => (read.lists[name] as { name: string }[]).map((item) => item.name);
    expect(find("partnerPerk").map(field("name"))).toEqual(listed("perks"));
    expect(find("mentor").map(field("name"))).toEqual(listed("mentors"));
    expect(find("consultant").map(field("name"))).toEqual(listed("consultants"));
  });

  it("every article the build publishes without a content service", async () => {
    const published = await loadPublishedArticles();
    expect(find("blogArticle").map(field("slug"))).toEqual(published.map((article) => article.slug));
  });

  it("the pages' list of what they read is the seed's", () => {
    expect(sorted(seedPages().map((page) => page.path))).toEqual(sorted(read.heroes.keys()));
  });
});
