import { describe, expect, it } from "vitest";
import { isSafeLink } from "../app/lib/safe-link";
import { aliasRedirects, paths, previewPaths, reservedSlugs } from "../app/route-paths";
import {
  ARTICLE_BADGES,
  ARTICLE_SLUG_MAX,
  ARTICLE_SLUG_PATTERN,
  HTTPS_LINK_PATTERN,
  NEWS_PAGE_SLUGS,
  PAGE_SLUGS,
  SAFE_LINK_PATTERN,
  VIDEO_ID_PATTERN,
  VIDEO_PLACEMENTS,
  LANDING_SECTION_TYPES,
  LANDING_SECTIONS,
  LANDING_SLUG_MAX,
  LANDING_SLUG_PATTERN,
  META_TITLE_MAX,
  SECTION_LINK_PATTERN,
} from "../app/cms/content-types/rules.ts";
import { CARD_ICONS, contentModel, RESERVED_LANDING_SLUGS } from "./content-model/types.mjs";
import { sectionTypes } from "../app/cms/landing-entries";
import { contentIcons, lucideIcons } from "../app/content/icons";
import { isLandingSlug, isSectionLink } from "../app/lib/landing-page";
import { toMentor, toVideo } from "../app/cms/list-entries";
import { articleBadges } from "../app/content/models";
import { ARTICLE_SLUG_PATTERN as SITE_ARTICLE_SLUG_PATTERN, isArticleSlug } from "../app/lib/article-slug";
import { videoPlacements } from "../app/content/shared";

/** The model by type and field id, each field with its control as editors see it. */
function modelByType() {
  return new Map(
    contentModel.map((type) => [
      type.id,
      {
        fields: new Map(type.fields.map((field) => [field.id, field])),
        controls: new Map(
          type.fields.map((field) => [field.id, { widget: field.control.widgetId, settings: field.control.settings }]),
        ),
      },
    ]),
  );
}

describe("content model as code", () => {
  const model = modelByType();
  const field = (type: string, id: string) => model.get(type)!.fields.get(id)! as unknown as Record<string, unknown>;

  it("defines the entry types with the fields the site reads", () => {
    expect([...model.keys()]).toEqual([
      "heroSection",
      "faqItem",
      "pageSection",
      "blogArticle",
      "partnerPerk",
      "mentor",
      "consultant",
      "newsLink",
      "video",
      "programmeCohort",
      "pageMeta",
      "announcement",
      "landingPage",
      "sectionHero",
      "sectionText",
      "sectionCards",
      "card",
      "sectionFaq",
      "sectionCta",
    ]);
    expect([...model.get("heroSection")!.fields.keys()]).toEqual([
      "pageSlug",
      "isActive",
      "title",
      "subtitle",
      "ctaButtonText",
      "ctaButtonLink",
      "backgroundImage",
    ]);
    expect([...model.get("faqItem")!.fields.keys()]).toEqual(["pageSlug", "isActive", "order", "question", "answer"]);
    expect([...model.get("pageSection")!.fields.keys()]).toEqual([
      "pageSlug",
      "isActive",
      "sectionName",
      "heading",
      "subheading",
      "description",
    ]);
    expect([...model.get("blogArticle")!.fields.keys()]).toEqual([
      "pageSlug",
      "isActive",
      "blogId",
      "title",
      "slug",
      "summary",
      "badge",
      "sections",
    ]);
  });

  it("gives each offer who qualifies (the site's stages), its own steps in each language, and whole days", () => {
    expect(field("partnerPerk", "qualifies")).toMatchObject({
      type: "Array",
      items: { type: "Symbol", validations: [{ in: ["bootstrapped", "venture-funded", "infinity"] }] },
    });
    expect(field("partnerPerk", "qualifies")).not.toHaveProperty("localized");
    expect(field("partnerPerk", "claimSteps")).toMatchObject({
      type: "Array",
      localized: true,
      items: { type: "Symbol" },
    });
    for (const day of ["startsOn", "endsOn"]) {
      expect(field("partnerPerk", day)).toMatchObject({ type: "Date", control: { settings: { format: "dateonly" } } });
    }
    expect(field("partnerPerk", "valueUpTo")).toMatchObject({ type: "Boolean" });
    expect(field("partnerPerk", "category")).toMatchObject({
      type: "Symbol",
      validations: [{ in: ["software", "finance", "hiring", "legal"] }],
      control: { widgetId: "dropdown" },
    });
    expect(field("partnerPerk", "category")).not.toHaveProperty("localized");
  });

  it("defines the lists with their fields, active and ordered", () => {
    const fields = (type: string) => [...model.get(type)!.fields.keys()];
    expect(fields("partnerPerk")).toEqual([
      "isActive",
      "order",
      "name",
      "kind",
      "logo",
      "offer",
      "description",
      "ctaText",
      "ctaLink",
      "terms",
      "lastVerified",
      "valueUpTo",
      "qualifies",
      "claimSteps",
      "exclusions",
      "startsOn",
      "endsOn",
      "category",
    ]);
    for (const person of ["mentor", "consultant"]) {
      expect(fields(person)).toEqual(["isActive", "order", "name", "title", "linkedin", "photo"]);
    }
    expect(fields("newsLink")).toEqual(["pageSlug", "isActive", "order", "publication", "title", "summary", "url"]);
    expect(fields("video")).toEqual(["pageSlug", "placement", "isActive", "order", "videoId", "title", "description"]);
    expect(fields("programmeCohort")).toEqual([
      "isActive",
      "order",
      "name",
      "city",
      "bootcampStart",
      "bootcampEnd",
      "demoDayStart",
      "demoDayEnd",
      "applyUrl",
    ]);
    expect(field("mentor", "photo").validations).toEqual([{ linkMimetypeGroup: ["image"] }]);
  });

  it("offers exactly the site's video placements, and news only for pages that show news", () => {
    expect(VIDEO_PLACEMENTS).toEqual(videoPlacements);
    for (const slug of NEWS_PAGE_SLUGS) expect(PAGE_SLUGS).toContain(slug);
  });

  it("validates profile links and video ids with the rules the site applies", () => {
    const person = (linkedin: string) => ({ sys: { id: "p" }, fields: { name: "N", title: "T", linkedin } });
    for (const link of [
      "https://www.linkedin.com/in/x",
      "http://www.linkedin.com/in/x",
      "javascript:x",
      "//x.example",
    ]) {
      expect(new RegExp(HTTPS_LINK_PATTERN).test(link), link).toBe(
        toMentor(person(link), "https://a.example") !== null,
      );
    }
    const video = (videoId: string) => ({ sys: { id: "v" }, fields: { videoId, title: "T", placement: "library" } });
    for (const id of ["dQw4w9WgXcQ", "abc", "a/../b-cdefg", "x".repeat(21)]) {
      expect(new RegExp(VIDEO_ID_PATTERN).test(id), id).toBe(toVideo(video(id)) !== null);
    }
  });

  it("defines page meta and announcements with the limits the site applies", () => {
    expect([...model.get("pageMeta")!.fields.keys()]).toEqual([
      "pageSlug",
      "isActive",
      "title",
      "description",
      "socialImage",
      "noindex",
    ]);
    expect([...model.get("announcement")!.fields.keys()]).toEqual([
      "isActive",
      "text",
      "linkText",
      "linkUrl",
      "startsAt",
      "endsAt",
    ]);
    expect(field("pageMeta", "title").validations).toEqual([
      { size: { max: META_TITLE_MAX }, message: expect.any(String) },
    ]);
    expect(field("pageMeta", "socialImage").validations).toContainEqual(
      expect.objectContaining({
        assetImageDimensions: { width: { min: 1200 }, height: { min: 630 } },
      }),
    );
    expect(field("announcement", "text").required).toBe(true);
    expect(field("announcement", "startsAt").required).toBe(true);
    expect(field("announcement", "linkUrl").validations).toEqual([
      { regexp: { pattern: SAFE_LINK_PATTERN }, message: expect.any(String) },
    ]);
  });

  it("gives every field editors a help text", () => {
    for (const [, type] of model) {
      for (const id of type.fields.keys()) {
        expect((type.controls.get(id) as { settings?: { helpText?: string } })?.settings?.helpText, id).toBeTruthy();
      }
    }
  });

  it("lets editors pick only the site's page slugs, aliases included", () => {
    // The search page has no copy of its own to store.
    const pages = Object.values(paths).filter((path) => path !== paths.search);
    const slugs = [...pages, ...Object.keys(aliasRedirects)];
    expect([...PAGE_SLUGS].sort()).toEqual([...slugs].sort());
    expect(field("heroSection", "pageSlug").validations).toEqual([{ in: PAGE_SLUGS }]);
    expect(field("heroSection", "pageSlug").required).toBe(true);
  });

  it("lets an FAQ item belong to no page, for a landing page's FAQ section", () => {
    expect(field("faqItem", "pageSlug")).toMatchObject({ required: false, validations: [{ in: PAGE_SLUGS }] });
    expect(
      (model.get("faqItem")!.controls.get("pageSlug") as { settings: { helpText: string } }).settings.helpText,
    ).toMatch(/Leave empty for a question used only in a landing page's FAQ section/);
    expect(field("faqItem", "isActive").required).toBe(true);
    expect(field("faqItem", "order").required).toBe(true);
  });

  it("validates button links with the same rule the site applies", () => {
    const pattern = new RegExp(SAFE_LINK_PATTERN);
    for (const link of [
      "https://x.example/a",
      "/perks",
      "javascript:alert(1)",
      "http://x.example",
      "//evil.example",
      "/\\evil",
      "perks",
    ]) {
      expect(pattern.test(link), link).toBe(isSafeLink(link));
    }
  });

  it("gives every article a required, unique address with the rule the site applies", () => {
    expect(field("blogArticle", "slug")).toMatchObject({ name: expect.any(String), type: "Symbol", required: true });
    expect(field("blogArticle", "slug").validations).toEqual([
      { unique: true },
      {
        regexp: { pattern: ARTICLE_SLUG_PATTERN },
        message: expect.stringMatching(/lowercase letters and digits/),
      },
      { size: { max: ARTICLE_SLUG_MAX }, message: `At most ${ARTICLE_SLUG_MAX} characters.` },
    ]);
    // The site's own pattern may use what Contentful's validator refuses (a non-capturing group);
    // the two answer alike (below).
    expect(SITE_ARTICLE_SLUG_PATTERN.source.replace("(?:", "(")).toBe(ARTICLE_SLUG_PATTERN);
    const pattern = new RegExp(ARTICLE_SLUG_PATTERN);
    const fitsModel = (slug: string) => pattern.test(slug) && slug.length <= ARTICLE_SLUG_MAX;
    for (const slug of [
      "gst-basics-for-your-first-year",
      "2026-budget",
      "a",
      "Has-Capitals",
      "two--hyphens",
      "-leading",
      "trailing-",
      "with space",
      "feed.xml",
      "a/b",
      "",
      "x".repeat(ARTICLE_SLUG_MAX),
      "x".repeat(ARTICLE_SLUG_MAX + 1),
    ]) {
      expect(fitsModel(slug), slug).toBe(isArticleSlug(slug));
    }
    // Contentful's slug editor, filled in from the title (until first published), with the help text under it.
    expect(model.get("blogArticle")!.controls.get("slug")).toEqual({
      widget: "slugEditor",
      settings: {
        helpText: expect.stringMatching(
          /^Required\. The article's address: \/knowledge-hub\/<slug>\. .*Changing it breaks links already shared\.$/,
        ),
        trackingFieldId: "title",
      },
    });
  });

  it("offers exactly the site's article badges", () => {
    expect(ARTICLE_BADGES).toEqual([...articleBadges]);
  });

  describe("landing pages", () => {
    const fields = (type: string) => [...model.get(type)!.fields.keys()];
    const control = (type: string, id: string) =>
      model.get(type)!.controls.get(id) as { widget: string; settings: { helpText: string } };

    it("defines the page and its section types with the fields app/cms/landing-entries.ts reads", () => {
      expect(fields("landingPage")).toEqual([
        "slug",
        "title",
        "description",
        "socialImage",
        "noindex",
        "isActive",
        "sections",
      ]);
      expect(fields("sectionHero")).toEqual(["title", "subtitle", "ctaText", "ctaLink"]);
      expect(fields("sectionText")).toEqual(["heading", "body"]);
      expect(fields("sectionCards")).toEqual(["heading", "cards"]);
      expect(fields("card")).toEqual(["title", "text", "icon", "link"]);
      expect(fields("sectionFaq")).toEqual(["heading", "questions"]);
      expect(fields("sectionCta")).toEqual(["heading", "text", "buttonText", "buttonLink"]);
      // What a section cannot do without, as the site skips it without.
      for (const [type, id] of [
        ["landingPage", "slug"],
        ["landingPage", "title"],
        ["landingPage", "isActive"],
        ["landingPage", "sections"],
        ["sectionHero", "title"],
        ["sectionText", "body"],
        ["sectionCards", "cards"],
        ["card", "title"],
        ["sectionFaq", "questions"],
        ["sectionCta", "heading"],
      ]) {
        expect(field(type, id).required, `${type}.${id}`).toBe(true);
      }
      for (const [type, id] of [
        ["sectionHero", "subtitle"],
        ["sectionText", "heading"],
        ["card", "icon"],
        ["sectionCta", "buttonLink"],
      ]) {
        expect(field(type, id).required, `${type}.${id}`).toBeUndefined();
      }
      expect(field("sectionText", "body").type).toBe("Text");
      expect(control("sectionText", "body").settings.helpText).toMatch(/separated by a blank line, shown as text/);
    });

    it("lists sections of the site's section types, 1 to 100, in the page's order", () => {
      expect(LANDING_SECTION_TYPES).toEqual(Object.keys(sectionTypes));
      expect(LANDING_SECTIONS).toEqual({ min: 1, max: 100 });
      expect(field("landingPage", "sections")).toMatchObject({
        type: "Array",
        items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: LANDING_SECTION_TYPES }] },
        validations: [{ size: { min: 1, max: 100 }, message: expect.any(String) }],
      });
      expect(control("landingPage", "sections")).toMatchObject({ widget: "entryLinksEditor" });
      expect(control("landingPage", "sections").settings.helpText).toMatch(/order.*Only the first may be a hero/s);
      for (const [type, id, linked] of [
        ["sectionCards", "cards", "card"],
        ["sectionFaq", "questions", "faqItem"],
      ]) {
        expect(field(type, id)).toMatchObject({
          type: "Array",
          items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: [linked] }] },
          validations: [{ size: { min: 1 }, message: expect.any(String) }],
        });
      }
    });

    it("gives every page a required, unique address with the rule the site applies, never one the site has", () => {
      expect(field("landingPage", "slug").validations).toEqual([
        { unique: true },
        {
          regexp: { pattern: LANDING_SLUG_PATTERN },
          message: expect.stringMatching(/lowercase letters and digits/),
        },
        { size: { max: 80 }, message: "At most 80 characters." },
        { prohibitRegexp: { pattern: expect.any(String) }, message: expect.any(String) },
      ]);
      const pattern = new RegExp(LANDING_SLUG_PATTERN);
      const fitsModel = (slug: string) => pattern.test(slug) && slug.length <= LANDING_SLUG_MAX;
      for (const slug of [
        "demo-day-2027",
        "founder-week",
        "2027",
        "a",
        "Bad Slug",
        "Has-Capitals",
        "two--hyphens",
        "-leading",
        "trailing-",
        "with space",
        "feed.xml",
        "a/b",
        "/perks",
        "",
        "x".repeat(LANDING_SLUG_MAX),
        "x".repeat(LANDING_SLUG_MAX + 1),
      ]) {
        expect(fitsModel(slug), slug).toBe(isLandingSlug(slug));
      }
      // Every address the site has that a slug could spell is refused, by a validation that says so.
      expect(RESERVED_LANDING_SLUGS).toEqual(
        [...reservedSlugs(), ...Object.values(previewPaths).map((path) => path.slice(1))].filter(isLandingSlug),
      );
      expect(RESERVED_LANDING_SLUGS).toEqual(expect.arrayContaining(["perks", "search", "content-report", "assets"]));
      const slugRules = field("landingPage", "slug").validations as Array<{ prohibitRegexp?: { pattern: string } }>;
      const taken = new RegExp(slugRules[3].prohibitRegexp!.pattern);
      for (const slug of RESERVED_LANDING_SLUGS) expect(taken.test(slug), slug).toBe(true);
      for (const slug of ["founder-week", "perks-2027", "my-perks", "searching"]) {
        expect(taken.test(slug), slug).toBe(false);
      }
      const help = control("landingPage", "slug");
      expect(help).toEqual({
        widget: "slugEditor",
        settings: {
          helpText: expect.stringMatching(/^Required\. The page's address, \/<slug>/),
          trackingFieldId: "title",
        },
      });
      expect(help.settings.helpText).toMatch(/Not an address the site already has/);
      expect(slugRules[3]).toMatchObject({ message: expect.stringMatching(/already has a page at this address/) });
    });

    it("reads the page's description, social card and noindex by page meta's rules, active by default", () => {
      for (const id of ["description", "socialImage", "noindex"]) {
        const { validations, type, linkType } = field("landingPage", id);
        expect({ validations, type, linkType }, id).toEqual({
          validations: field("pageMeta", id).validations,
          type: field("pageMeta", id).type,
          linkType: field("pageMeta", id).linkType,
        });
      }
      expect(field("landingPage", "isActive")).toMatchObject({
        type: "Boolean",
        required: true,
        defaultValue: true,
      });
    });

    it("validates every section link with the rule the site applies: signup, a site path or https", () => {
      const links = [
        ["sectionHero", "ctaLink"],
        ["card", "link"],
        ["sectionCta", "buttonLink"],
      ];
      for (const [type, id] of links) {
        expect(field(type, id).validations, `${type}.${id}`).toEqual([
          { regexp: { pattern: SECTION_LINK_PATTERN }, message: expect.any(String) },
        ]);
        expect(control(type, id).settings.helpText).toMatch(/signup.*sign-up page.*\/perks.*https:\/\//s);
      }
      const pattern = new RegExp(SECTION_LINK_PATTERN);
      const accepted = ["signup", "/perks", "/", "/perks#offers", "https://x.example", "https://x.example/a?b=c"];
      const refused = [
        "javascript:alert(1)",
        "http://x.example",
        "data:text/html,<script>alert(1)</script>",
        "//host.example",
        "/\\host.example",
        "perks",
        "Signup",
        "signup ",
        "signup/x",
        "mailto:a@x.example",
        "",
      ];
      for (const link of accepted) expect(pattern.test(link), link).toBe(true);
      for (const link of refused) expect(pattern.test(link), link).toBe(false);
      for (const link of [...accepted, ...refused]) expect(pattern.test(link), link).toBe(isSectionLink(link));
    });

    it("offers a card the icons the site's copy draws on cards, not its controls' arrows and chevrons", () => {
      expect(CARD_ICONS).toEqual(Object.keys(contentIcons));
      expect(CARD_ICONS).toEqual(expect.arrayContaining(["rocket", "handshake", "wallet"]));
      for (const control of ["arrow-left", "chevron-down", "close", "menu", "pause", "play"]) {
        expect(CARD_ICONS).not.toContain(control);
      }
      for (const icon of CARD_ICONS) expect(Object.keys(lucideIcons)).toContain(icon);
      expect(field("card", "icon").validations).toEqual([{ in: CARD_ICONS }]);
      expect(control("card", "icon").widget).toBe("dropdown");
    });
  });
});
