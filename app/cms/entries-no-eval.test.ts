import { describe, expect, it, vi } from "vitest";
import { parseArticleSections, toFaqEntry, toHeroOverride, toSection } from "./entries";

/**
 * Its own file, so zod's one-time "may I eval?" probe and its compiled validators cannot have run
 * before the spy is in place.
 */
describe("content validation under the pages' Content-Security-Policy (no 'unsafe-eval')", () => {
  it("never builds a function from a string: no probe, no compiled validator", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const RealFunction = globalThis.Function;
    const compiled: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      apply: (target, self, args) => (compiled.push(args), Reflect.apply(target, self, args)),
      construct: (target, args) => (compiled.push(args), Reflect.construct(target, args)),
    });
    try {
      const entry = (fields: Record<string, unknown>) => ({ sys: { id: "e1" }, fields });
      for (let round = 0; round < 3; round++) {
        toHeroOverride(entry({ title: "T", subtitle: "S", ctaButtonText: "Go", ctaButtonLink: "/perks" }));
        toFaqEntry(entry({ question: "Q?", answer: "A", order: 1 }));
        toSection(entry({ sectionName: "about", heading: "H" }));
        parseArticleSections('[{"title":"One","content":"Text"},{"title":"Two","content":"More"}]', "article e1");
      }
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(compiled).toEqual([]);
  });
});
