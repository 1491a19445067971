import { describe, expect, it } from "vitest";
import { upgradeSteps, type ApiEntry } from "./steps.mjs";

const article = (id: string, title: string, slug?: string): ApiEntry => ({
  sys: { id },
  fields: { title: { "en-IN": title }, ...(slug ? { slug: { "en-IN": slug } } : {}) },
});

describe("upgrade step 1: every Knowledge Hub article gets an address", () => {
  const [step] = upgradeSteps;

  it("is numbered, and has nothing to do where every article has an address", () => {
    expect(upgradeSteps.map(({ number }) => number)).toEqual([1]);
    expect(step.work([article("a", "GST basics", "gst-basics")], "en-IN")).toBeNull();
    expect(step.work([], "en-IN")).toBeNull();
  });

  it("says which addresses it gives, each made from the title, unique among the articles", () => {
    const work = step.work(
      [
        article("a", "GST basics", "gst-basics"),
        article("b", "GST basics"),
        article("c", "Hiring your first engineer"),
        article("d", "¿?"),
      ],
      "en-IN",
    );
    expect(work?.says).toBe(
      "gives the 3 Knowledge Hub article(s) without an address one made from the title (/knowledge-hub/gst-basics-2, /knowledge-hub/hiring-your-first-engineer, /knowledge-hub/article-d); published ones stay published.",
    );
  });

  it("writes only the slug, only in the default locale, only for those articles", () => {
    const work = step.work([article("a", "GST basics", "gst-basics"), article("b", "Pricing")], "en-IN")!;
    type Transform = (from: object, locale: string, entry: { id: string }) => object | undefined;
    let transformation:
      { from: string[]; to: string[]; shouldPublish: string; transformEntryForLocale: Transform } | undefined;
    work.run({ transformEntries: (given: typeof transformation) => (transformation = given) } as never);
    expect(transformation).toMatchObject({ from: ["slug"], to: ["slug"], shouldPublish: "preserve" });
    const transform = transformation!.transformEntryForLocale;
    expect(transform({}, "en-IN", { id: "b" })).toEqual({ slug: "pricing" });
    expect(transform({}, "hi-IN", { id: "b" })).toBeUndefined();
    expect(transform({}, "en-IN", { id: "a" })).toBeUndefined();
  });
});
