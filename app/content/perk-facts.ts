import type { PartnerPerk } from "./perks";

/**
 * What is not a text of each built-in offer, the same in every language (app/content/perks.ts and
 * its translations spread it in): who qualifies, its last day, whether its figure is "up to", when
 * it was last checked with the partner, and its category.
 */
export const offerFacts: Record<
  string,
  Pick<PartnerPerk, "valueUpTo" | "qualifies" | "endsOn" | "lastVerified" | "category">
> = {
  "kinara-crm": { category: "software", valueUpTo: true, endsOn: "2027-03-31", lastVerified: "2026-11-02" },
  kagaz: { category: "legal", lastVerified: "2026-11-02" },
  hirenest: {
    category: "hiring",
    qualifies: ["bootstrapped", "venture-funded"],
    endsOn: "2027-06-30",
    lastVerified: "2026-10-28",
  },
  "bachat-club": { category: "finance", qualifies: ["bootstrapped"], valueUpTo: true, lastVerified: "2026-10-28" },
  lumetric: { category: "software", qualifies: ["venture-funded", "infinity"], lastVerified: "2026-11-02" },
  "sahyog-bank": { category: "finance", lastVerified: "2026-10-28" },
};
