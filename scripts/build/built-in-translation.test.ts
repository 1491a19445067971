import { beforeAll, describe, expect, it } from "vitest";
import type { SeedEntry } from "../seed-entries";
import { valueFingerprint, type BuiltInTranslation } from "../../app/cms/translated-entries";
import { builtInCopy } from "../cms-seed.mjs";
import { builtInTranslation, localizedFields } from "./built-in-translation.mjs";

/**
 * The table a Hindi build reads the team's Hindi by (app/cms/translated-entries.ts), made from the
 * same modules as `npm run cms:seed`: what it says of each seeded entry is what the seed wrote.
 */
let table: BuiltInTranslation;
let english: SeedEntry[];
let hindi: SeedEntry[];
beforeAll(async () => {
  table = await builtInTranslation("hi");
  english = (await builtInCopy()).entries;
  hindi = (await builtInCopy("hi")).entries;
}, 180_000);

describe("the built-in translation a Hindi build reads the team's Hindi by", () => {
  it("knows each seeded entry's localised fields: the built-in English by fingerprint, the built-in Hindi as written", () => {
    const localized = localizedFields();
    let fields = 0;
    for (const [index, entry] of english.entries()) {
      for (const [id, value] of Object.entries(entry.fields)) {
        if (!localized[entry.contentType]?.includes(id)) continue;
        expect(table.entries[entry.id]?.[id], `${entry.id} ${id}`).toEqual([
          valueFingerprint(value),
          hindi[index].fields[id],
        ]);
        fields += 1;
      }
    }
    expect(fields).toBeGreaterThan(100);
  });

  it("has no shared field: a slug, an order, a switch is never a text to translate", () => {
    const shared = Object.values(table.entries).flatMap((fields) =>
      Object.keys(fields).filter((id) => ["pageSlug", "slug", "order", "isActive", "blogId"].includes(id)),
    );
    expect(shared).toEqual([]);
  });

  it("holds Hindi, not English, for the texts a founder reads first", () => {
    const heroes = english.filter((entry) => entry.contentType === "heroSection");
    for (const hero of heroes) expect(table.entries[hero.id].title[1]).toMatch(/[\u0900-\u097F]/);
  });
});
