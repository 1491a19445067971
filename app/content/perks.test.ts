import { describe, expect, it } from "vitest";
import { partnerOrbit, partnerPerks } from "./perks";

describe("the built-in perks", () => {
  it("offer the spec's figures", () => {
    const offers = partnerPerks.map((perk) => `${perk.offer} ${perk.description}`).join("\n");
    for (const figure of [
      "₹1,86,000",
      "₹899 trademark and incorporation",
      "₹299 GST",
      "₹750 for 1 job posting",
      "₹2,000 for 3",
      "10% off",
      "1 year free",
      "37+ free bank services",
    ]) {
      expect(offers, `an offer reads "${figure}"`).toContain(figure);
    }
    expect(partnerPerks).toHaveLength(6);
  });

  it("orbit nine partners covering every kind the spec names", () => {
    expect(partnerOrbit.partners).toHaveLength(9);
    const kinds = partnerOrbit.partners.map((partner) => partner.kind).join(" | ");
    for (const kind of [
      "analytics",
      "design",
      "engagement",
      "banking",
      "CRM",
      "job platform",
      "compliance",
      "discounts",
    ]) {
      expect(kinds, `a ${kind} partner orbits`).toContain(kind);
    }
  });

  it("give every card a distinct button text, so the links can be told apart", () => {
    expect(new Set(partnerPerks.map((perk) => perk.cta)).size).toBe(partnerPerks.length);
  });
});
