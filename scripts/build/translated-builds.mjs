// @ts-check
// Each translation (docs/decisions/013) is a React Router build of its own, its prefix as basename,
// merged into the English client directory before the whole-site steps (sitemap, search index,
// serving policies, compression) run once over it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT_FAULTS_ENV } from "../../app/cms/content-faults.ts";
import { stopBuild } from "./stop-build.mjs";

const reactRouterCli = join(import.meta.dirname, "..", "..", "node_modules", "@react-router", "dev", "bin.cjs");

/**
 * Its output is the build's log. `faults` (app/cms/content-faults.ts, as JSON) are what English
 * could not read, passed on so the whole build waits for each fault once. Its stop stops English.
 * @param {{ code: string }} language
 * @param {string} buildDirectory the English build's directory
 * @param {string} [faults]
 * @returns {Promise<string>} the translation's build directory
 */
export async function buildTranslation(language, buildDirectory, faults) {
  const directory = `${buildDirectory}-${language.code}`;
  await rm(directory, { recursive: true, force: true });
  const env = {
    ...process.env,
    SITE_LANGUAGE: language.code,
    BUILD_DIR: directory,
    ...(faults ? { [CONTENT_FAULTS_ENV]: faults } : {}),
  };
  const status = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [reactRouterCli, "build"], { env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (status !== 0)
    await stopBuild(`The ${language.code} build stopped (exit ${status}), as it says above.`, buildDirectory);
  return directory;
}

/**
 * A hashed name with other bytes would make one language's page load the other's code: it throws.
 * @param {{ clientDir: string, translationDir: string, pathPrefix: string }} options
 * @returns {Promise<TranslatedPages>} what the translation published
 */
export async function mergeTranslation({ clientDir, translationDir, pathPrefix }) {
  const from = join(translationDir, "client");
  const prefix = pathPrefix.replace(/^\//, "");
  if (existsSync(join(clientDir, prefix))) throw new Error(`${clientDir}/${prefix} exists before the merge.`);
  await cp(join(from, prefix), join(clientDir, prefix), { recursive: true });
  for (const file of await readdir(join(from, "assets"))) {
    const target = join(clientDir, "assets", file);
    const source = join(from, "assets", file);
    if (!existsSync(target)) {
      await cp(source, target);
    } else if (!(await readFile(target)).equals(await readFile(source))) {
      throw new Error(`assets/${file}: the ${prefix} build wrote other bytes under the same hashed name.`);
    }
  }
  // React Router prerenders /hi/_.data but its client asks for /hi.data on a link to "/".
  await cp(join(from, prefix, "_.data"), join(clientDir, `${prefix}.data`));
  /** @type {TranslatedPages} */
  const pages = JSON.parse(await readFile(join(translationDir, TRANSLATED_PAGES), "utf8"));
  await rm(translationDir, { recursive: true, force: true });
  return pages;
}

/**
 * By English path: the team's pages a translation has (articles, cards pages, landing pages), and
 * those the site search indexes.
 * @typedef {{ published: string[], searched: string[] }} TranslatedPages
 */

const TRANSLATED_PAGES = "translated-pages.json";

/** A translation build's report to English's. @param {string} buildDirectory @param {TranslatedPages} pages */
export const writeTranslatedPages = (buildDirectory, pages) =>
  writeFile(join(buildDirectory, TRANSLATED_PAGES), JSON.stringify(pages));
