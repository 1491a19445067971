// @ts-check
// `npm run cms:model`: brings a Contentful space up to the content model (scripts/content-model/)
// with contentful-migration, adding only what it lacks. Nothing the team wrote is deleted; numbered
// steps do what adding cannot (docs/decisions/011). Settings: docs/editors.md, "Setting up".
//
//   CONTENTFUL_SPACE_ID=... CONTENTFUL_MANAGEMENT_TOKEN=... npm run cms:model [-- --yes]
//
// The tests also give --retry-limit=N and --request-limit=N (scripts/cms-management.mjs, Pacing).
import { runMigration } from "contentful-migration";
import { createInterface } from "node:readline/promises";
import {
  describeManagementError,
  managementClient,
  managementSettings,
  ManagementSettingsError,
  pacingArgs,
  spaceLocales,
} from "./cms-management.mjs";
import { applyPlan } from "./content-model/apply.mjs";
import { modelProblems } from "./content-model/contentful-limits.mjs";
import { describePlan, planModel } from "./content-model/plan.mjs";
import { upgradeSteps } from "./content-model/steps.mjs";
import { contentModel } from "./content-model/types.mjs";
import { translations } from "../app/languages.ts";

/**
 * @param {ReturnType<typeof managementClient>} client
 * @returns {Promise<import("./content-model/plan.mjs").Space & { localeCodes: string[] }>}
 */
async function readSpace(client) {
  const { defaultLocale, codes } = await spaceLocales(client);
  const { items } = await client.contentType.getMany({ query: { limit: 1000 } });
  /** @type {import("./content-model/plan.mjs").Space["editorInterfaces"]} */
  const editorInterfaces = {};
  for (const type of items) {
    // A type never published has no editor interface yet.
    if (type.sys.publishedVersion === undefined) continue;
    editorInterfaces[type.sys.id] = await client.editorInterface.get({ contentTypeId: type.sys.id });
  }
  return { contentTypes: /** @type {any} */ (items), editorInterfaces, defaultLocale, localeCodes: codes };
}

/**
 * Locales of the site's translations (app/languages.ts) that the space lacks.
 * @param {string[]} localeCodes the space's
 */
const missingLocales = (localeCodes) =>
  translations.map((language) => language.contentfulLocale).filter((locale) => !localeCodes.includes(locale.code));

/**
 * No when there is nobody to answer (input closed).
 * @param {string} question
 */
async function confirmed(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const closed = new Promise((resolve) => prompt.once("close", () => resolve("")));
  const answer = await Promise.race([prompt.question(question), closed]);
  prompt.close();
  return /^y(es)?$/i.test(String(answer).trim());
}

/**
 * Optional, so an entry can be published before it is translated; no fallback, so the site, not the
 * Delivery API, decides what stands in for untranslated fields (docs/decisions/014).
 * @param {ReturnType<typeof managementClient>} client @param {{ code: string, name: string }} locale
 */
const addLocale = (client, { code, name }) =>
  client.locale.create(
    {},
    { code, name, fallbackCode: null, optional: true, contentDeliveryApi: true, contentManagementApi: true },
  );

/**
 * @param {ReturnType<typeof managementClient>} client @param {string} contentType
 */
async function entriesOf(client, contentType) {
  /** @type {import("./content-model/steps.mjs").ApiEntry[]} */
  const entries = [];
  for (let skip = 0; ;) {
    const page = await client.entry.getMany({ query: { content_type: contentType, limit: 1000, skip } });
    entries.push(.../** @type {any[]} */ (page.items));
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) return entries;
  }
}

/**
 * @param {import("./cms-management.mjs").ManagementSettings} settings
 * @param {{ yes: boolean, pacing?: import("./cms-management.mjs").Pacing }} options
 * @returns {Promise<number>} the exit status
 */
export async function applyContentModel(settings, { yes, pacing = {} }) {
  const problems = modelProblems(contentModel);
  if (problems.length > 0) {
    console.error(
      `The model breaks Contentful's limits; nothing was sent:\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
    return 1;
  }
  const client = managementClient(settings, pacing);
  const space = await readSpace(client);
  const plan = planModel(contentModel, space);
  if (plan.conflicts.length > 0) {
    console.error(`Stopped before any change:\n${plan.conflicts.map((line) => `  ${line}`).join("\n")}`);
    return 1;
  }
  for (const line of plan.kept) console.info(`Kept: ${line}`);
  const where = `space ${settings.spaceId}, environment ${settings.environmentId}`;
  const migrate = (/** @type {(migration: any) => void} */ migrationFunction) =>
    runMigration({
      migrationFunction,
      spaceId: settings.spaceId,
      environmentId: settings.environmentId,
      accessToken: settings.accessToken,
      host: settings.host,
      yes,
      retryLimit: pacing.retryLimit,
      requestLimit: pacing.requestLimit,
    });
  const locales = missingLocales(space.localeCodes);
  if (plan.types.length === 0 && locales.length === 0) {
    console.info(`The ${where} already has this content model: nothing to change.`);
  } else {
    const lines = [
      ...locales.map(({ code, name }) => `locales: new ${code} (${name}), optional, with no fallback`),
      ...describePlan(plan),
    ];
    console.info(`To change in the ${where}:\n${lines.map((line) => `  ${line}`).join("\n")}`);
    if (plan.types.length > 0) {
      // Confirmed with the model's changes, in the library's own question.
      if (!(await migrate((migration) => applyPlan(migration, plan)))) return 1;
    } else if (!yes && !(await confirmed("Add it? (y/N) "))) {
      console.info("Nothing was changed.");
      return 1;
    }
    for (const locale of locales) await addLocale(client, locale);
  }
  for (const step of upgradeSteps) {
    const work = step.work(await entriesOf(client, step.contentType), space.defaultLocale);
    if (!work) continue;
    console.info(`Step ${step.number}, ${step.title}: ${work.says}`);
    if (!(await migrate(work.run))) return 1;
  }
  console.info("Content model applied.");
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  /** @type {import("./cms-management.mjs").ManagementSettings | undefined} */
  let settings;
  try {
    settings = managementSettings();
    const argv = process.argv.slice(2);
    process.exitCode = await applyContentModel(settings, { yes: argv.includes("--yes"), pacing: pacingArgs(argv) });
  } catch (error) {
    if (error instanceof ManagementSettingsError || !settings) {
      console.error(/** @type {Error} */ (error).message);
    } else {
      console.error(`The content model was not fully applied: ${describeManagementError(error, settings)}`);
      console.error("Run the command again once that is fixed: it finishes what this run did not.");
    }
    process.exitCode = 1;
  }
}
