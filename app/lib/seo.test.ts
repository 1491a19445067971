import { afterEach, describe, expect, it, vi } from "vitest";
import { translations } from "~/languages";
import { site } from "~/site";
import { articleSeoMeta } from "./article-seo";
import { HYDRATED_ATTRIBUTE } from "./hydration";
import { documentTitle, seoMeta, socialImagePath } from "./seo";

const production = { origin: "https://launchpad.example", indexable: true };
const staging = { origin: "https://staging.launchpad.example", indexable: false };

const find = (meta: ReturnType<typeof seoMeta>, key: string, value: string) =>
  meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
/** The structured data a head carries, in its order. */
const jsonLd = (meta: ReturnType<typeof seoMeta>) =>
  meta
    .filter((descriptor) => "script:ld+json" in descriptor)
    .map((descriptor) => (descriptor as Record<string, Record<string, unknown>>)["script:ld+json"]);

describe("seoMeta", () => {
  const page = {
    path: "/perks",
    title: "Partner perks",
    description: "Perks worth over ₹1 crore.",
    breadcrumb: "Perks",
  };

  it("templates the title, except where the page asks for it as is", () => {
    expect(documentTitle("Partner perks")).toBe(`Partner perks | ${site.programme}`);
    expect(documentTitle("Home title", true)).toBe("Home title");
    expect(seoMeta(page, production)[0]).toEqual({ title: `Partner perks | ${site.programme}` });
  });

  it("gives the description, the canonical URL on the site origin and the social cards", () => {
    const meta = seoMeta(page, production);
    expect(find(meta, "name", "description")?.content).toBe(page.description);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://launchpad.example/perks");
    expect(find(meta, "property", "og:url")?.content).toBe("https://launchpad.example/perks");
    expect(find(meta, "property", "og:image")?.content).toBe("https://launchpad.example/social/perks.png");
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    // X falls back on og: for the rest; the same text twice would be a page's bytes for nothing.
    for (const name of ["twitter:title", "twitter:description", "twitter:image"])
      expect(find(meta, "name", name)).toBeUndefined();
  });

  it("lets production be indexed and keeps every other build, and a page the team hides, out of search", () => {
    const robots = (meta: ReturnType<typeof seoMeta>) => find(meta, "name", "robots")?.content;
    expect(robots(seoMeta(page, production))).toBe("index, follow");
    expect(robots(seoMeta(page, staging))).toBe("noindex, nofollow");
    expect(robots(seoMeta({ ...page, noindex: true }, production))).toBe("noindex, nofollow");
    // A page the team hides in the content service stays out even in production, its links still followed.
    expect(robots(seoMeta({ ...page, override: { noindex: true } }, production))).toBe("noindex, follow");
  });

  it("takes the content service's title (whole), description and card, and keeps the canonical address", () => {
    const card = "https://images.ctfassets.net/s/card.jpg?w=1200&h=630&fit=fill&fm=jpg&q=85";
    const override = { title: "Perks for founders", description: "From the content service.", socialImage: card };
    const meta = seoMeta({ ...page, override }, production);
    expect(meta[0]).toEqual({ title: "Perks for founders" });
    expect(find(meta, "property", "og:title")?.content).toBe("Perks for founders");
    expect(find(meta, "name", "twitter:image:alt")?.content).toBe("Perks for founders");
    expect(find(meta, "name", "description")?.content).toBe("From the content service.");
    expect(find(meta, "property", "og:description")?.content).toBe("From the content service.");
    expect(find(meta, "property", "og:image")?.content).toBe(card);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://launchpad.example/perks");
  });

  it("describes the organization on Home only, breadcrumbs on inner pages, and each page in its language", () => {
    const [breadcrumbs, webPage, ...more] = jsonLd(seoMeta(page, production));
    expect(more).toEqual([]);
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://launchpad.example/" },
        { "@type": "ListItem", position: 2, name: "Perks", item: "https://launchpad.example/perks" },
      ],
    });
    expect(webPage).toEqual({ "@context": "https://schema.org", "@type": "WebPage", inLanguage: "en-IN" });

    const faqs = [{ question: "Q?", answer: "A." }];
    const homePage = { path: "/", title: "Home", description: "d", absoluteTitle: true, faqs };
    const home = jsonLd(seoMeta(homePage, production));
    expect(home.map((entry) => entry["@type"])).toEqual(["Organization", "FAQPage"]);
    expect(home[0]).toMatchObject({
      "@type": "Organization",
      name: site.provider,
      url: "https://launchpad.example/",
      description: "d",
    });
    expect(home[1]).toMatchObject({
      inLanguage: "en-IN",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  describe("once the app has hydrated the page it arrived on (a client navigation's head)", () => {
    afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

    it("has no structured data, which React would write through innerHTML, and every other tag", () => {
      const article = {
        published: "2026-01-05T09:00:00+05:30",
        updated: "2026-01-05T09:00:00+05:30",
        section: "Funding",
      };
      const asBuilt = [seoMeta(page, production), articleSeoMeta(page, article, production)];
      expect(asBuilt.map((meta) => jsonLd(meta).length)).toEqual([2, 2]);

      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
      const afterwards = [seoMeta(page, production), articleSeoMeta(page, article, production)];
      expect(afterwards.map((meta) => jsonLd(meta).length)).toEqual([0, 0]);
      expect(afterwards.map((meta) => meta.length)).toEqual(asBuilt.map((meta) => meta.length - jsonLd(meta).length));
    });
  });
});

describe("socialImagePath", () => {
  it("names one card per page", () => {
    expect(socialImagePath("/")).toBe("/social/home.png");
    expect(socialImagePath("/knowledge-hub")).toBe("/social/knowledge-hub.png");
  });

  describe("an article", () => {
    const article = {
      path: "/knowledge-hub/gst-basics",
      title: "GST basics",
      description: "When to register.",
      breadcrumb: "GST basics",
      parents: [{ name: "Knowledge Hub", path: "/knowledge-hub" }],
      socialCardOf: "/knowledge-hub",
      feed: { title: "Knowledge Hub", path: "/knowledge-hub/feed.xml" },
    };
    const facts = {
      published: "2026-02-02T09:00:00+05:30",
      updated: "2026-03-01T09:00:00+05:30",
      section: "Knowledge Hub",
    };

    it("is an Open Graph article with its dates, its hub's card and its feed announced", () => {
      const meta = articleSeoMeta(article, facts, production);
      expect(find(meta, "property", "og:type")?.content).toBe("article");
      expect(find(meta, "property", "article:published_time")?.content).toBe("2026-02-02T09:00:00+05:30");
      expect(find(meta, "property", "og:image")?.content).toBe("https://launchpad.example/social/knowledge-hub.png");
      expect(find(meta, "rel", "canonical")?.href).toBe("https://launchpad.example/knowledge-hub/gst-basics");
      expect(find(meta, "rel", "alternate")).toMatchObject({
        type: "application/atom+xml",
        href: "/knowledge-hub/feed.xml",
      });
    });

    it("has BlogPosting data and breadcrumbs through its hub", () => {
      const [breadcrumbs, posting, ...more] = jsonLd(articleSeoMeta(article, facts, production));
      expect(breadcrumbs).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1, name: "Home", item: "https://launchpad.example/" },
          { position: 2, name: "Knowledge Hub", item: "https://launchpad.example/knowledge-hub" },
          { position: 3, name: "GST basics", item: "https://launchpad.example/knowledge-hub/gst-basics" },
        ],
      });
      expect(posting).toMatchObject({
        "@type": "BlogPosting",
        headline: "GST basics",
        url: "https://launchpad.example/knowledge-hub/gst-basics",
        datePublished: "2026-02-02T09:00:00+05:30",
        dateModified: "2026-03-01T09:00:00+05:30",
        image: "https://launchpad.example/social/knowledge-hub.png",
        inLanguage: "en-IN",
      });
      // The posting is the page: no WebPage beside it.
      expect(more).toEqual([]);
    });

    it("is a website with neither on any other page", () => {
      const meta = seoMeta({ path: "/perks", title: "Perks", description: "Perks.", breadcrumb: "Perks" }, production);
      expect(find(meta, "property", "og:type")?.content).toBe("website");
      expect(find(meta, "rel", "alternate")).toBeUndefined();
      expect(jsonLd(meta).map((data) => data["@type"])).not.toContain("BlogPosting");
    });
  });
});

describe("a Hindi page's head", () => {
  it("points at its own Hindi address, names its locale, and leads its breadcrumbs through Hindi pages", async () => {
    vi.resetModules();
    vi.stubGlobal("__SITE_LANGUAGE__", translations[0]);
    try {
      const { seoMeta: hindiSeoMeta } = await import("./seo");
      const head = hindiSeoMeta(
        {
          path: "/knowledge-hub/gst",
          title: "GST",
          description: "d",
          breadcrumb: "GST",
          parents: [{ name: "नॉलेज हब", path: "/knowledge-hub" }],
        },
        production,
      );
      expect(head).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: "https://launchpad.example/hi/knowledge-hub/gst",
      });
      expect(head).toContainEqual({ property: "og:locale", content: "hi_IN" });
      // Its own card, its title set in Devanagari (scripts/build/social-cards.mjs).
      expect(head).toContainEqual({
        property: "og:image",
        content: "https://launchpad.example/hi/social/knowledge-hub-gst.png",
      });
      const structured = jsonLd(head);
      const trail = structured.find((data) => data["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "होम", item: "https://launchpad.example/hi" },
        { "@type": "ListItem", position: 2, name: "नॉलेज हब", item: "https://launchpad.example/hi/knowledge-hub" },
        { "@type": "ListItem", position: 3, name: "GST", item: "https://launchpad.example/hi/knowledge-hub/gst" },
      ]);
      expect(structured.find((data) => data["@type"] === "WebPage")).toMatchObject({ inLanguage: "hi-IN" });
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
