// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isSafeLink } from "../app/lib/safe-link";
import { aliasRedirects, paths } from "../app/route-paths";
import { ARTICLE_BADGES, defineContentModel, PAGE_SLUGS, SAFE_LINK_PATTERN } from "./cms-model.mjs";
import { articleBadges } from "../app/content/models";

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

  it("defines the four entry types with the fields the site reads", () => {
    expect([...model.keys()]).toEqual(["heroSection", "faqItem", "pageSection", "blogArticle"]);
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
      "summary",
      "badge",
      "sections",
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

  it("offers exactly the site's article badges", () => {
    expect(ARTICLE_BADGES).toEqual([...articleBadges]);
  });
});
