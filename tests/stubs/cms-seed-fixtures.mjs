// @ts-check
// What `npm run cms:seed -- --publish` writes into a space, as fixtures for the content stub
// (tests/stubs/cms-stub.mjs): build-seeded/ is built against them and tests/e2e/seed-fidelity.spec.ts holds it to the
// built-in text. Entries are published; each picture's file is served from the folder beside, under the asset's id
// (file names may repeat).
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { translations } from "../../app/languages.ts";
import { builtInCopy, counterparts } from "../../scripts/cms-seed.mjs";
import { localizedFields } from "../../scripts/build/built-in-translation.mjs";

/** Whether the content model localises a content type's field. @param {string} contentType */
const localisedIn = (contentType) => new Set(localizedFields()[contentType] ?? []);

/** @typedef {import("./cms-stub.mjs").Fixture} Fixture */
/** @typedef {import("../../scripts/seed-entries").SeedEntry} SeedEntry */
/** @typedef {import("../../scripts/seed-entries").SeedPicture} SeedPicture */

/** The file an asset's picture is served as: its id, with the picture's extension. @param {SeedPicture} picture */
export const assetFileName = (picture) => `${picture.id}${picture.fileName.slice(picture.fileName.lastIndexOf("."))}`;

/**
 * Articles carry the built-in dates as sys.createdAt and updatedAt (a real space dates them the seed's day); localised
 * fields carry each built-in translation under its locale, as the seed writes them.
 * @param {SeedEntry[]} entries @param {SeedPicture[]} pictures
 * @param {import("../../scripts/cms-seed.mjs").SeedTranslation[]} [translations] the built-in copy in each locale, entry for entry
 * @returns {Fixture[]}
 */
export function seedFixtures(entries, pictures, translations = []) {
  return [
    ...pictures.map((picture) => ({
      contentType: "Asset",
      id: picture.id,
      fields: {
        title: picture.title,
        file: {
          url: `/__assets/${assetFileName(picture)}`,
          fileName: picture.fileName,
          contentType: picture.contentType,
          details: { image: { width: picture.width, height: picture.height } },
        },
      },
    })),
    ...entries.map(({ id, contentType, fields, dates }, index) => ({
      contentType,
      id,
      fields,
      ...(translations.length > 0
        ? {
            locales: Object.fromEntries(
              translations.map(({ locale, entries: translated }) => [locale, translated[index].fields]),
            ),
          }
        : {}),
      ...(dates ? { createdAt: dates.published, updatedAt: dates.updated } : {}),
    })),
  ];
}

/**
 * Writes the fixtures file and the pictures' folder the stub serves them from, afresh.
 * @param {{ fixtures: string, assets: string }} where
 * @returns {Promise<number>} how many fixtures
 */
export async function writeSeedFixtures({ fixtures, assets }) {
  const { entries, pictures } = await builtInCopy();
  /** @type {import("../../scripts/cms-seed.mjs").SeedTranslation[]} */
  const copies = [];
  for (const { code, contentfulLocale } of translations) {
    const translation = { locale: contentfulLocale.code, entries: (await builtInCopy(code)).entries };
    copies.push({ ...translation, entries: counterparts(entries, translation, localisedIn) });
  }
  await rm(assets, { recursive: true, force: true });
  await mkdir(assets, { recursive: true });
  for (const picture of pictures) {
    await copyFile(join(import.meta.dirname, "..", "..", "public", picture.src), join(assets, assetFileName(picture)));
  }
  const list = seedFixtures(entries, pictures, copies);
  await writeFile(fixtures, `${JSON.stringify(list, null, 2)}\n`);
  return list.length;
}
