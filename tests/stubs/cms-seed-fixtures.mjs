// @ts-check
// What `npm run cms:seed -- --publish` writes into a space, as the content stub's fixtures
// (tests/stubs/cms-stub.mjs): the seeded copy of the site (build-seeded/) is built against them, and
// tests/e2e/seed-fidelity.spec.ts holds its every page to the built-in build's text. Each entry is
// published, as the stub serves entries; each picture is an asset whose file the stub serves from
// the folder written beside the fixtures, under the asset's id (two pictures may share a file name).
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
 * The entries and pictures as fixtures. An article carries the built-in copy's dates as its
 * sys.createdAt and sys.updatedAt, as if the space had them (a real space dates it the seed's day).
 * Each entry has its built-in translation in each localised field, under the translation's locale,
 * as the seed writes it into a space that has the locale.
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
