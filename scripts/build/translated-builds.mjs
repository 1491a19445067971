// @ts-check
// The site in each translation (docs/decisions/013): built by React Router once per language, with
// that language's copy and its path prefix as basename, into a directory of its own beside the
// English build's; then its pages (client/<prefix>/) and the hashed files they load
// (client/assets/) are merged into the English build's client directory, before the steps that
// read the whole site (sitemap, search index, serving policies, compression) run once over it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT_FAULTS_ENV } from "../../app/cms/content-faults.ts";
import { stopBuild } from "./stop-build.mjs";

/** React Router's command line, as `npm run build` runs it. */
const reactRouterCli = join(import.meta.dirname, "..", "..", "node_modules", "@react-router", "dev", "bin.cjs");

/**
 * Builds the site in one translation with the environment of the English build, its output
 * streamed as the English build's own (its log lines are the build's log). What the English build
 * could not read (`faults`: app/cms/content-faults.ts, as JSON), the translation's does not ask
 * again: the whole build waits for each fault once. A translation's build that stops (it said why)
 * stops the English one.
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
 * Moves a translation's pages and hashed files into the English build's client directory. Two
 * builds write a hashed file of the same name only for the same bytes; anything else would make one
 * language's page load the other's code, and stops the build.
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
  // React Router prerenders the home page's data under its basename as /hi/_.data, and its client
  // asks for /hi.data when it moves to /hi (a link to "/"): the file goes where it is asked for too.
  await cp(join(from, prefix, "_.data"), join(clientDir, `${prefix}.data`));
  /** @type {TranslatedPages} */
  const pages = JSON.parse(await readFile(join(translationDir, TRANSLATED_PAGES), "utf8"));
  await rm(translationDir, { recursive: true, force: true });
  return pages;
}

/**
 * What a translation's build published, by their English paths: every page of the team's it has
 * (articles, the hub's pages of cards, landing pages), and those of them the site search indexes.
 * @typedef {{ published: string[], searched: string[] }} TranslatedPages
 */

const TRANSLATED_PAGES = "translated-pages.json";

/** A translation's build's last word to English's. @param {string} buildDirectory @param {TranslatedPages} pages */
export const writeTranslatedPages = (buildDirectory, pages) =>
  writeFile(join(buildDirectory, TRANSLATED_PAGES), JSON.stringify(pages));
