import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { documentTitle, seoMeta, socialImagePath } from "./seo";

const production = { origin: "https://launchpad.example", indexable: true };
const staging = { origin: "https://staging.launchpad.example", indexable: false };

const find = (meta: ReturnType<typeof seoMeta>, key: string, value: string) =>
  meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
const jsonLd = (meta: ReturnType<typeof seoMeta>) =>
  meta
    .filter((descriptor) => "script:ld+json" in descriptor)
    .map((d) => (d as Record<string, unknown>)["script:ld+json"]);

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
    expect(find(meta, "name", "twitter:image")?.content).toBe("https://launchpad.example/social/perks.png");
  });

  it("lets production be indexed and keeps every other build out of search", () => {
    expect(find(seoMeta(page, production), "name", "robots")?.content).toBe("index, follow");
    expect(find(seoMeta(page, staging), "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(seoMeta({ ...page, noindex: true }, production), "name", "robots")?.content).toBe("noindex, nofollow");
  });

  it("takes the content service's title (whole), description and card, and keeps the canonical address", () => {
    const card = "https://images.ctfassets.net/s/card.jpg?w=1200&h=630&fit=fill&fm=jpg&q=85";
    const meta = seoMeta(
      {
        ...page,
        override: { title: "Perks for founders", description: "From the content service.", socialImage: card },
      },
      production,
    );
    expect(meta[0]).toEqual({ title: "Perks for founders" });
    for (const [key, name] of [
      ["property", "og:title"],
      ["name", "twitter:title"],
    ]) {
      expect(find(meta, key, name)?.content).toBe("Perks for founders");
    }
    for (const [key, name] of [
      ["name", "description"],
      ["property", "og:description"],
      ["name", "twitter:description"],
    ]) {
      expect(find(meta, key, name)?.content).toBe("From the content service.");
    }
    expect(find(meta, "property", "og:image")?.content).toBe(card);
    expect(find(meta, "name", "twitter:image")?.content).toBe(card);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://launchpad.example/perks");
  });

  it("keeps a page the team hides out of search results even in production, its links still followed", () => {
    expect(find(seoMeta({ ...page, override: { noindex: true } }, production), "name", "robots")?.content).toBe(
      "noindex, follow",
    );
  });

  it("describes the organization everywhere, breadcrumbs on inner pages and the FAQ where there is one", () => {
    const [organization, breadcrumbs] = jsonLd(seoMeta(page, production)) as Array<Record<string, unknown>>;
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: site.provider,
      url: "https://launchpad.example/",
    });
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://launchpad.example/" },
        { "@type": "ListItem", position: 2, name: "Perks", item: "https://launchpad.example/perks" },
      ],
    });

    const home = jsonLd(
      seoMeta(
        { path: "/", title: "Home", description: "d", absoluteTitle: true, faqs: [{ question: "Q?", answer: "A." }] },
        production,
      ),
    );
    expect(home.map((entry) => (entry as { "@type": string })["@type"])).toEqual(["Organization", "FAQPage"]);
    expect(home[1]).toMatchObject({
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});

describe("socialImagePath", () => {
  it("names one card per page", () => {
    expect(socialImagePath("/")).toBe("/social/home.png");
    expect(socialImagePath("/knowledge-hub")).toBe("/social/knowledge-hub.png");
  });
});
