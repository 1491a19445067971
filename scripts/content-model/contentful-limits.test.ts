import { describe, expect, it } from "vitest";
import { IN_VALUES_MAX, modelProblems, patternProblem } from "./contentful-limits.mjs";
import { apiField } from "./plan.mjs";
import { contentModel, type FieldSpec, type TypeSpec } from "./types.mjs";

const fields = contentModel.flatMap((type) => type.fields.map((field) => ({ at: `${type.id}.${field.id}`, field })));
const validations = fields.flatMap(({ at, field }) =>
  [...(field.validations ?? []), ...(field.items?.validations ?? [])].map((rules) => ({
    at,
    rules: rules as Record<string, { pattern: string } | unknown[]>,
  })),
);

describe("the content model keeps Contentful's documented limits", () => {
  // Help texts, lists, widgets, patterns, field counts and display fields: each limit the checker
  // finds broken (below) is kept by every type and field of the model.
  it("has no problem the checker knows", () => {
    expect(modelProblems(contentModel)).toEqual([]);
  });

  it("offers at most 50 predefined values in any list (a card's icons included)", () => {
    const lists = validations.filter(({ rules }) => Array.isArray(rules.in));
    expect(lists.map(({ at }) => at)).toEqual(
      expect.arrayContaining(["card.icon", "heroSection.pageSlug", "blogArticle.badge"]),
    );
    for (const { at, rules } of lists) expect((rules.in as unknown[]).length, at).toBeLessThanOrEqual(IN_VALUES_MAX);
  });

  it("makes the two descriptions one-line (Symbol) fields: multipleLine edits Text only", () => {
    for (const type of ["pageMeta", "landingPage"]) {
      const description = contentModel.find(({ id }) => id === type)!.fields.find(({ id }) => id === "description")!;
      expect([description.type, description.control.widgetId]).toEqual(["Symbol", "singleLine"]);
    }
  });

  it("sends only patterns without lookaround, (?: groups or backreferences", () => {
    const patterns = validations.flatMap(({ at, rules }) =>
      ["regexp", "prohibitRegexp"].flatMap((key) =>
        rules[key] ? [{ at, pattern: (rules[key] as { pattern: string }).pattern }] : [],
      ),
    );
    expect(patterns.length).toBeGreaterThanOrEqual(12);
    for (const { at, pattern } of patterns) {
      expect(patternProblem(pattern), at).toBeNull();
      expect(pattern, at).not.toMatch(/\(\?/);
    }
  });

  it("keys default values by the space's default locale, whichever it is", () => {
    const active = contentModel.find(({ id }) => id === "heroSection")!.fields.find(({ id }) => id === "isActive")!;
    expect(apiField(active, "en-IN").defaultValue).toEqual({ "en-IN": true });
    expect(apiField(active, "en-US").defaultValue).toEqual({ "en-US": true });
    expect(fields.filter(({ field }) => field.defaultValue !== undefined).length).toBeGreaterThanOrEqual(10);
  });
});

describe("the checker", () => {
  const field = (overrides: Partial<FieldSpec>): FieldSpec => ({
    id: "title",
    name: "Title",
    type: "Symbol",
    control: { widgetId: "singleLine", settings: { helpText: "Plain text." } },
    ...overrides,
  });
  const typeWith = (...extra: FieldSpec[]): TypeSpec => ({
    id: "thing",
    name: "Thing",
    description: "",
    displayField: "title",
    fields: [field({}), ...extra],
  });

  it("finds each broken limit", () => {
    expect(modelProblems([typeWith()])).toEqual([]);
    expect(
      modelProblems([
        typeWith(
          field({ id: "a", control: { widgetId: "singleLine", settings: { helpText: "x".repeat(256) } } }),
          field({ id: "b", validations: [{ in: Array.from({ length: 51 }, (_, i) => `v${i}`) }] }),
          field({ id: "c", control: { widgetId: "multipleLine", settings: { helpText: "" } } }),
          field({ id: "d", validations: [{ regexp: { pattern: "^/(?![/\\\\])" } }] }),
        ),
        { ...typeWith(...Array.from({ length: 50 }, (_, i) => field({ id: `f${i}` }))), id: "wide" },
        { ...typeWith(), id: "untitled", displayField: "name" },
      ]),
    ).toEqual([
      "thing.a: help text of 256 characters (at most 255)",
      "thing.b: an in list of 51 values (at most 50)",
      "thing.c: the multipleLine widget cannot edit a Symbol field",
      "thing.d: its regexp uses a (? construct (lookaround, a non-capturing or named group)",
      "wide has 51 fields (at most 50)",
      "untitled's display field name is not a Symbol field of it",
    ]);
  });

  it("reads a pattern as a regular expression: escapes and classes are not constructs", () => {
    expect(patternProblem("^\\(?[0-9]+\\)?$")).toBeNull();
    expect(patternProblem("^[(?]$")).toBeNull();
    expect(patternProblem("^(a)\\1$")).toBe("uses a backreference");
    expect(patternProblem("^(?<name>a)$")).toMatch(/\(\? construct/);
    expect(patternProblem("^[a-$")).toMatch(/^is not a pattern/);
  });
});
