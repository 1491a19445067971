// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isSafeLink } from "../app/lib/safe-link";
import { aliasRedirects, paths, previewPaths, reservedSlugs } from "../app/route-paths";
import {
  ARTICLE_BADGES,
  ARTICLE_SLUG_MAX,
  ARTICLE_SLUG_PATTERN,
  defineContentModel,
  HTTPS_LINK_PATTERN,
  NEWS_PAGE_SLUGS,
  PAGE_SLUGS,
  SAFE_LINK_PATTERN,
  VIDEO_ID_PATTERN,
  VIDEO_PLACEMENTS,
  ANNOUNCEMENT_MAX,
  CARD_ICONS,
  LANDING_SECTION_TYPES,
  LANDING_SECTIONS,
  LANDING_SLUG_MAX,
  LANDING_SLUG_PATTERN,
  META_DESCRIPTION,
  META_TITLE_MAX,
  RESERVED_LANDING_SLUGS,
  SECTION_LINK_PATTERN,
  SOCIAL_IMAGE_MIN,
} from "./cms-model.mjs";
import { sectionTypes } from "../app/cms/landing-entries";
import { lucideIcons } from "../app/content/icons";
import { isLandingSlug, isSectionLink } from "../app/lib/landing-page";
import { toMentor, toVideo } from "../app/cms/list-entries";
import {
  ANNOUNCEMENT_MAX_LENGTH,
  META_LIMITS,
  SOCIAL_IMAGE_MIN as SITE_SOCIAL_IMAGE_MIN,
} from "../app/cms/site-entries";
import { articleBadges } from "../app/content/models";
import { ARTICLE_SLUG_PATTERN as SITE_ARTICLE_SLUG_PATTERN, isArticleSlug } from "../app/lib/article-slug";
import { videoPlacements } from "../app/content/shared";

/** A stand-in for contentful-migration's builder that records what the model defines. */
function recordModel() {
  const types = new Map<string, { fields: Map<string, Record<string, unknown>>; controls: Map<string, unknown> }>();
  const chain = (target: Record<string, unknown>) =>
    new Proxy(target, {
      get: (object, key: string) =>
        key in object ? object[key] : (value: unknown) => ((object[`_${key}`] = value), chain(object)),
    });
  const migration = {
    createContentType(id: string) {
      const type = { fields: new Map(), controls: new Map() };
      types.set(id, type);
      const api: Record<string, unknown> = {
        createField: (fieldId: string) => {
          const field: Record<string, unknown> = {};
          type.fields.set(fieldId, field);
          return chain(field);
        },
        changeFieldControl: (fieldId: string, _ns: string, widget: string, settings: unknown) =>
          type.controls.set(fieldId, { widget, settings }),
      };
      return chain(api);
    },
  };
  defineContentModel(migration as never);
  return types;
}

describe("content model as code", () => {
  const model = recordModel();
  const field = (type: string, id: string) => model.get(type)!.fields.get(id)!;

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
    ]);
    for (const person of ["mentor", "consultant"]) {
      expect(fields(person)).toEqual(["isActive", "order", "name", "title", "linkedin", "photo"]);
    }
    expect(fields("newsLink")).toEqual(["pageSlug", "isActive", "order", "publication", "title", "url"]);
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
    expect(field("mentor", "photo")._validations).toEqual([{ linkMimetypeGroup: ["image"] }]);
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
    expect(META_TITLE_MAX).toBe(META_LIMITS.title);
    expect(META_DESCRIPTION).toEqual(META_LIMITS.description);
    expect(SOCIAL_IMAGE_MIN).toEqual(SITE_SOCIAL_IMAGE_MIN);
    expect(ANNOUNCEMENT_MAX).toBe(ANNOUNCEMENT_MAX_LENGTH);
    expect(field("pageMeta", "title")._validations).toEqual([
      { size: { max: META_TITLE_MAX }, message: expect.any(String) },
    ]);
    expect(field("pageMeta", "socialImage")._validations).toContainEqual(
      expect.objectContaining({
        assetImageDimensions: { width: { min: 1200 }, height: { min: 630 } },
      }),
    );
    expect(field("announcement", "text")._required).toBe(true);
    expect(field("announcement", "startsAt")._required).toBe(true);
    expect(field("announcement", "linkUrl")._validations).toEqual([
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
    expect(field("heroSection", "pageSlug")._validations).toEqual([{ in: PAGE_SLUGS }]);
    expect(field("heroSection", "pageSlug")._required).toBe(true);
  });

  it("lets an FAQ item belong to no page, for a landing page's FAQ section", () => {
    expect(field("faqItem", "pageSlug")).toMatchObject({ _required: false, _validations: [{ in: PAGE_SLUGS }] });
    expect(
      (model.get("faqItem")!.controls.get("pageSlug") as { settings: { helpText: string } }).settings.helpText,
    ).toMatch(/Leave empty for a question used only in a landing page's FAQ section/);
    expect(field("faqItem", "isActive")._required).toBe(true);
    expect(field("faqItem", "order")._required).toBe(true);
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
    expect(field("blogArticle", "slug")).toMatchObject({ _name: expect.any(String), _type: "Symbol", _required: true });
    expect(field("blogArticle", "slug")._validations).toEqual([
      { unique: true },
      {
        regexp: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
        message: expect.stringMatching(/lowercase letters and digits/),
      },
      { size: { max: ARTICLE_SLUG_MAX }, message: `At most ${ARTICLE_SLUG_MAX} characters.` },
    ]);
    expect(ARTICLE_SLUG_PATTERN).toBe(SITE_ARTICLE_SLUG_PATTERN.source);
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
        expect(field(type, id)._required, `${type}.${id}`).toBe(true);
      }
      for (const [type, id] of [
        ["sectionHero", "subtitle"],
        ["sectionText", "heading"],
        ["card", "icon"],
        ["sectionCta", "buttonLink"],
      ]) {
        expect(field(type, id)._required, `${type}.${id}`).toBeUndefined();
      }
      expect(field("sectionText", "body")._type).toBe("Text");
      expect(control("sectionText", "body").settings.helpText).toMatch(/separated by a blank line, shown as text/);
    });

    it("lists sections of the site's section types, 1 to 100, in the page's order", () => {
      expect(LANDING_SECTION_TYPES).toEqual(Object.keys(sectionTypes));
      expect(LANDING_SECTIONS).toEqual({ min: 1, max: 100 });
      expect(field("landingPage", "sections")).toMatchObject({
        _type: "Array",
        _items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: LANDING_SECTION_TYPES }] },
        _validations: [{ size: { min: 1, max: 100 }, message: expect.any(String) }],
      });
      expect(control("landingPage", "sections")).toMatchObject({ widget: "entryLinksEditor" });
      expect(control("landingPage", "sections").settings.helpText).toMatch(/order.*Only the first may be a hero/s);
      for (const [type, id, linked] of [
        ["sectionCards", "cards", "card"],
        ["sectionFaq", "questions", "faqItem"],
      ]) {
        expect(field(type, id)).toMatchObject({
          _type: "Array",
          _items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: [linked] }] },
          _validations: [{ size: { min: 1 }, message: expect.any(String) }],
        });
      }
    });

    it("gives every page a required, unique address with the rule the site applies, never one the site has", () => {
      expect(field("landingPage", "slug")._validations).toEqual([
        { unique: true },
        {
          regexp: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
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
      // Every address the site has that a slug could spell is refused, and named in the help text.
      expect(RESERVED_LANDING_SLUGS).toEqual(
        [...reservedSlugs(), ...Object.values(previewPaths).map((path) => path.slice(1))].filter(isLandingSlug),
      );
      expect(RESERVED_LANDING_SLUGS).toEqual(expect.arrayContaining(["perks", "search", "content-report", "assets"]));
      const slugRules = field("landingPage", "slug")._validations as Array<{ prohibitRegexp?: { pattern: string } }>;
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
      for (const slug of RESERVED_LANDING_SLUGS) expect(help.settings.helpText).toContain(slug);
    });

    it("reads the page's description, social card and noindex by page meta's rules, active by default", () => {
      for (const id of ["description", "socialImage", "noindex"]) {
        const { _validations, _type, _linkType } = field("landingPage", id);
        expect({ _validations, _type, _linkType }, id).toEqual({
          _validations: field("pageMeta", id)._validations,
          _type: field("pageMeta", id)._type,
          _linkType: field("pageMeta", id)._linkType,
        });
      }
      expect(field("landingPage", "isActive")).toMatchObject({
        _type: "Boolean",
        _required: true,
        _defaultValue: { "en-US": true },
      });
    });

    it("validates every section link with the rule the site applies: signup, a site path or https", () => {
      const links = [
        ["sectionHero", "ctaLink"],
        ["card", "link"],
        ["sectionCta", "buttonLink"],
      ];
      for (const [type, id] of links) {
        expect(field(type, id)._validations, `${type}.${id}`).toEqual([
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

    it("offers a card exactly the site's icons", () => {
      expect(CARD_ICONS).toEqual(Object.keys(lucideIcons));
      expect(field("card", "icon")._validations).toEqual([{ in: Object.keys(lucideIcons) }]);
      expect(control("card", "icon").widget).toBe("dropdown");
    });
  });
});
