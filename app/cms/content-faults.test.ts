// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import {
  adoptContentFaults,
  contentFaults,
  faultWarnings,
  forgetContentFaults,
  hasContentFaults,
  productionStopMessage,
  recordOutage,
  recordTypeFault,
} from "./content-faults";

const perks = {
  type: "partner perks (partnerPerk)",
  contentType: "partnerPerk",
  error: "InternalServerError: status 500",
};
const hero = { type: "hero (heroSection)", contentType: "heroSection", error: "MalformedResponse: no items" };

beforeEach(forgetContentFaults);

describe("what a build could not read", () => {
  it("a development build warns once per type, naming each page built with its built-in copy", () => {
    recordTypeFault("perks", perks, "/perks");
    recordTypeFault("perks", { ...perks, error: "a later error" }, "/eligibility");
    recordTypeFault("hero", hero, "/");
    expect(faultWarnings(contentFaults())).toEqual([
      "[cms] Build: partner perks (partnerPerk) could not be read (InternalServerError: status 500); these pages show its built-in copy, the team's other content as published: /perks, /eligibility.",
      "[cms] Build: hero (heroSection) could not be read (MalformedResponse: no items); these pages show its built-in copy, the team's other content as published: /.",
    ]);
  });

  it("a production build stops in the same words whether one type or the whole service failed, saying what to do", () => {
    recordTypeFault("perks", perks, "/perks");
    const oneType = productionStopMessage(contentFaults());
    forgetContentFaults();
    recordOutage("articles: InternalServerError: status 500");
    const whole = productionStopMessage(contentFaults());

    for (const message of [oneType, whole]) {
      expect(message).toMatch(/^\[cms\] Production build stopped: the content service could not be read for\n {2}- /);
      expect(message).toMatch(/the last good deploy stays online/);
      expect(message).toMatch(/What to do: build again in a few minutes/);
      expect(message).not.toMatch(/\n\s+at /);
    }
    expect(oneType).toContain("  - partner perks (partnerPerk): InternalServerError: status 500\n");
    expect(whole).toContain(
      "  - every content type (the service answered nothing): articles: InternalServerError: status 500\n",
    );
    // The whole service's outage was warned of when found: no warning per type on top.
    expect(faultWarnings(contentFaults())).toEqual([]);
  });

  it("a translation's build takes on what the English build found, and names its own pages", () => {
    recordTypeFault("perks", perks, "/perks");
    const told = JSON.stringify(contentFaults());
    forgetContentFaults();
    expect(hasContentFaults()).toBe(false);

    adoptContentFaults(told);
    expect(contentFaults().types.perks).toEqual({ ...perks, pages: [] });
    recordTypeFault("perks", perks, "/eligibility");
    expect(contentFaults().types.perks?.pages).toEqual(["/eligibility"]);
    adoptContentFaults(undefined);
    expect(hasContentFaults()).toBe(true);
  });

  it("keeps the first outage, the one its warning named", () => {
    expect(recordOutage("first")).toBe(true);
    expect(recordOutage("second")).toBe(false);
    expect(contentFaults().outage).toBe("first");
  });
});
