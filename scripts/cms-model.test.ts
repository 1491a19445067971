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

/** Each entry type, in the order a space shows it, with the fields the site reads, in order. */
const SITE_FIELDS = {
  heroSection: "pageSlug isActive title subtitle ctaButtonText ctaButtonLink backgroundImage",
  faqItem: "pageSlug isActive order question answer",
  pageSection: "pageSlug isActive sectionName heading subheading description",
  blogArticle: "pageSlug isActive blogId title slug summary badge sections",
  partnerPerk:
    "isActive order name kind logo offer description ctaText ctaLink terms lastVerified valueUpTo qualifies " +
    "claimSteps exclusions startsOn endsOn category",
  mentor: "isActive order name title linkedin photo",
  consultant: "isActive order name title linkedin photo",
  newsLink: "pageSlug isActive order publication title summary url",
  video: "pageSlug placement isActive order videoId title description",
  programmeCohort: "isActive order name city bootcampStart bootcampEnd demoDayStart demoDayEnd applyUrl",
  pageMeta: "pageSlug isActive title description socialImage noindex",
  announcement: "isActive text linkText linkUrl startsAt endsAt",
  landingPage: "slug title description socialImage noindex isActive sections",
  sectionHero: "title subtitle ctaText ctaLink",
  sectionText: "heading body",
  sectionCards: "heading cards",
  card: "title text icon link",
  sectionFaq: "heading questions",
  sectionCta: "heading text buttonText buttonLink",
};

/** Slugs both address rules (articles', landing pages') must judge as the site does. */
const SLUGS = [
  "gst-basics-for-your-first-year",
  "2026-budget",
  "demo-day-2027",
  "founder-week",
  "2027",
  "a",
  "Bad Slug",
  "Has-Capitals",
  "with space",
  "feed.xml",
  "a/b",
  "/perks",
  "",
  "two--hyphens",
  "-leading",
  "trailing-",
];

describe("content model as code", () => {
  const model = new Map(contentModel.map((type) => [type.id, new Map(type.fields.map((field) => [field.id, field]))]));
  const field = (type: string, id: string) => model.get(type)!.get(id)! as unknown as Record<string, unknown>;
  const control = (type: string, id: string) => model.get(type)!.get(id)!.control;

  it("defines the entry types with the fields the site reads", () => {
    expect(contentModel.map((type) => `${type.id}: ${type.fields.map((field) => field.id).join(" ")}`)).toEqual(
      Object.entries(SITE_FIELDS).map(([type, fields]) => `${type}: ${fields}`),
    );
    expect(field("mentor", "photo").validations).toEqual([{ linkMimetypeGroup: ["image"] }]);
  });

  it("gives each offer who qualifies (the site's stages), its own steps in each language, and whole days", () => {
    expect(Object.fromEntries(model.get("partnerPerk")!)).toMatchObject({
      qualifies: {
        type: "Array",
        items: { type: "Symbol", validations: [{ in: ["bootstrapped", "venture-funded", "infinity"] }] },
      },
      claimSteps: { type: "Array", localized: true, items: { type: "Symbol" } },
      startsOn: { type: "Date", control: { settings: { format: "dateonly" } } },
      endsOn: { type: "Date", control: { settings: { format: "dateonly" } } },
      valueUpTo: { type: "Boolean" },
      category: {
        type: "Symbol",
        validations: [{ in: ["software", "finance", "hiring", "legal"] }],
        control: { widgetId: "dropdown" },
      },
    });
    for (const id of ["qualifies", "category"]) expect(field("partnerPerk", id), id).not.toHaveProperty("localized");
  });

  it("offers exactly the site's video placements, and news only for pages that show news", () => {
    expect(VIDEO_PLACEMENTS).toEqual(videoPlacements);
    for (const slug of NEWS_PAGE_SLUGS) expect(PAGE_SLUGS).toContain(slug);
  });

  it("validates profile links and video ids with the rules the site applies", () => {
    const person = (linkedin: string) => ({ sys: { id: "p" }, fields: { name: "N", title: "T", linkedin } });
    const links = ["https://www.linkedin.com/in/x", "http://www.linkedin.com/in/x", "javascript:x", "//x.example"];
    for (const link of links) {
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
    expect(field("pageMeta", "title").validations).toEqual([
      { size: { max: META_TITLE_MAX }, message: expect.any(String) },
    ]);
    expect(field("pageMeta", "socialImage").validations).toContainEqual(
      expect.objectContaining({ assetImageDimensions: { width: { min: 1200 }, height: { min: 630 } } }),
    );
    expect(field("announcement", "text").required).toBe(true);
    expect(field("announcement", "startsAt").required).toBe(true);
    expect(field("announcement", "linkUrl").validations).toEqual([
      { regexp: { pattern: SAFE_LINK_PATTERN }, message: expect.any(String) },
    ]);
  });

  it("gives every field editors a help text", () => {
    for (const type of contentModel) {
      for (const { id, control } of type.fields) expect(control.settings.helpText, `${type.id}.${id}`).toBeTruthy();
    }
  });

  it("lets editors pick only the site's page slugs, aliases included", () => {
    // The search page has no copy of its own to store.
    const pages = Object.values(paths).filter((path) => path !== paths.search);
    expect([...PAGE_SLUGS].sort()).toEqual([...pages, ...Object.keys(aliasRedirects)].sort());
    expect(field("heroSection", "pageSlug")).toMatchObject({ required: true, validations: [{ in: PAGE_SLUGS }] });
  });

  it("lets an FAQ item belong to no page, for a landing page's FAQ section", () => {
    expect(field("faqItem", "pageSlug")).toMatchObject({ required: false, validations: [{ in: PAGE_SLUGS }] });
    expect(control("faqItem", "pageSlug").settings.helpText).toMatch(
      /Leave empty for a question used only in a landing page's FAQ section/,
    );
    expect(field("faqItem", "isActive").required).toBe(true);
    expect(field("faqItem", "order").required).toBe(true);
  });

  it("validates button links with the same rule the site applies", () => {
    const pattern = new RegExp(SAFE_LINK_PATTERN);
    const links = ["https://x.example/a", "/perks", "perks", "javascript:alert(1)", "http://x.example"];
    const otherHost = ["//evil.example", "/\\evil"];
    for (const link of [...links, ...otherHost]) expect(pattern.test(link), link).toBe(isSafeLink(link));
  });

  it("gives every article a required, unique address with the rule the site applies", () => {
    expect(field("blogArticle", "slug")).toMatchObject({ name: expect.any(String), type: "Symbol", required: true });
    expect(field("blogArticle", "slug").validations).toEqual([
      { unique: true },
      { regexp: { pattern: ARTICLE_SLUG_PATTERN }, message: expect.stringMatching(/lowercase letters and digits/) },
      { size: { max: ARTICLE_SLUG_MAX }, message: `At most ${ARTICLE_SLUG_MAX} characters.` },
    ]);
    // The site's own pattern may use what Contentful's validator refuses (a non-capturing group);
    // the two answer alike (below).
    expect(SITE_ARTICLE_SLUG_PATTERN.source.replace("(?:", "(")).toBe(ARTICLE_SLUG_PATTERN);
    const pattern = new RegExp(ARTICLE_SLUG_PATTERN);
    for (const slug of [...SLUGS, "x".repeat(ARTICLE_SLUG_MAX), "x".repeat(ARTICLE_SLUG_MAX + 1)]) {
      expect(pattern.test(slug) && slug.length <= ARTICLE_SLUG_MAX, slug).toBe(isArticleSlug(slug));
    }
    // Contentful's slug editor, filled in from the title (until first published), with the help text under it.
    expect(control("blogArticle", "slug")).toEqual({
      widgetId: "slugEditor",
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
    it("defines the page and its section types with the fields app/cms/landing-entries.ts reads", () => {
      // What a section cannot do without, as the site skips it without (true), and what it can (undefined).
      const requiredness = {
        landingPage: { slug: true, title: true, isActive: true, sections: true },
        sectionHero: { title: true, subtitle: undefined },
        sectionText: { body: true, heading: undefined },
        sectionCards: { cards: true },
        card: { title: true, icon: undefined },
        sectionFaq: { questions: true },
        sectionCta: { heading: true, buttonLink: undefined },
      };
      for (const [type, fields] of Object.entries(requiredness)) {
        for (const [id, required] of Object.entries(fields)) {
          expect(field(type, id).required, `${type}.${id}`).toBe(required);
        }
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
      expect(control("landingPage", "sections")).toMatchObject({ widgetId: "entryLinksEditor" });
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
      const slugRules = field("landingPage", "slug").validations as Array<{ prohibitRegexp?: { pattern: string } }>;
      expect(slugRules).toEqual([
        { unique: true },
        { regexp: { pattern: LANDING_SLUG_PATTERN }, message: expect.stringMatching(/lowercase letters and digits/) },
        { size: { max: 80 }, message: "At most 80 characters." },
        {
          prohibitRegexp: { pattern: expect.any(String) },
          message: expect.stringMatching(/already has a page at this address/),
        },
      ]);
      const pattern = new RegExp(LANDING_SLUG_PATTERN);
      for (const slug of [...SLUGS, "x".repeat(LANDING_SLUG_MAX), "x".repeat(LANDING_SLUG_MAX + 1)]) {
        expect(pattern.test(slug) && slug.length <= LANDING_SLUG_MAX, slug).toBe(isLandingSlug(slug));
      }
      // Every address the site has that a slug could spell is refused, by a validation that says so.
      expect(RESERVED_LANDING_SLUGS).toEqual(
        [...reservedSlugs(), ...Object.values(previewPaths).map((path) => path.slice(1))].filter(isLandingSlug),
      );
      expect(RESERVED_LANDING_SLUGS).toEqual(expect.arrayContaining(["perks", "search", "content-report", "assets"]));
      const taken = new RegExp(slugRules[3].prohibitRegexp!.pattern);
      for (const slug of RESERVED_LANDING_SLUGS) expect(taken.test(slug), slug).toBe(true);
      for (const slug of ["founder-week", "perks-2027", "my-perks", "searching"]) {
        expect(taken.test(slug), slug).toBe(false);
      }
      expect(control("landingPage", "slug")).toEqual({
        widgetId: "slugEditor",
        settings: {
          helpText: expect.stringMatching(
            /^Required\. The page's address, \/<slug>.*Not an address the site already has/s,
          ),
          trackingFieldId: "title",
        },
      });
    });

    it("reads the page's description, social card and noindex by page meta's rules, active by default", () => {
      const rules = ({ validations, type, linkType }: Record<string, unknown>) => ({ validations, type, linkType });
      for (const id of ["description", "socialImage", "noindex"]) {
        expect(rules(field("landingPage", id)), id).toEqual(rules(field("pageMeta", id)));
      }
      expect(field("landingPage", "isActive")).toMatchObject({ type: "Boolean", required: true, defaultValue: true });
    });

    it("validates every section link with the rule the site applies: signup, a site path or https", () => {
      for (const [type, id] of [
        ["sectionHero", "ctaLink"],
        ["card", "link"],
        ["sectionCta", "buttonLink"],
      ]) {
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
        "mailto:a@x.example",
        "//host.example",
        "/\\host.example",
        "perks",
        "Signup",
        "signup ",
        "signup/x",
        "",
      ];
      for (const link of accepted) expect([pattern.test(link), isSectionLink(link)], link).toEqual([true, true]);
      for (const link of refused) expect([pattern.test(link), isSectionLink(link)], link).toEqual([false, false]);
    });

    it("offers a card the icons the site's copy draws on cards, not its controls' arrows and chevrons", () => {
      expect(CARD_ICONS).toEqual(Object.keys(contentIcons));
      expect(CARD_ICONS).toEqual(expect.arrayContaining(["rocket", "handshake", "wallet"]));
      for (const control of ["arrow-left", "chevron-down", "close", "menu", "pause", "play"]) {
        expect(CARD_ICONS).not.toContain(control);
      }
      for (const icon of CARD_ICONS) expect(Object.keys(lucideIcons)).toContain(icon);
      expect(field("card", "icon").validations).toEqual([{ in: CARD_ICONS }]);
      expect(control("card", "icon").widgetId).toBe("dropdown");
    });
  });
});
