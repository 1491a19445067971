// @ts-check
// The app's own TypeScript modules, run in Node: Node cannot import them directly (the ~ alias,
// the constants vite.config.ts bakes in), so a Vite module runner of its own loads them, with the
// alias and the same constants as the build (./app-defines.mjs). For the scripts that need what
// the app knows before or without a build: the pages the team published (./published-pages.mjs,
// before React Router builds), `npm run cms:seed` (the built-in copy as entries) and the seeded
// copy of the site the browser tests build (tests/stubs/cms-seed-fixtures.mjs).
import { join } from "node:path";
import { createServer, createServerModuleRunner } from "vite";
import { appDefines, appEnv } from "./app-defines.mjs";
import { builtInTranslations } from "./built-in-translation.mjs";
import { contentLanguage } from "./content-language.mjs";

/** The project's folder, wherever the command was started from. */
const root = join(import.meta.dirname, "..", "..");

/**
 * Loads one of the app's modules and hands it to `use`; the runner is closed once `use` is done.
 * @template T
 * @param {string} modulePath from the project's root, e.g. "/scripts/seed-entries.ts"
 * @param {(module: any) => T | Promise<T>} use
 * @param {{ mode?: string, env?: Record<string, string>, language?: string }} [options] the build's
 *   mode (its .env files), or the environment the app's constants are read from (`{}`: as a build
 *   without any content service, deployment or measurement settings); the language whose copy the
 *   modules read (app/languages.ts; English when not given)
 * @returns {Promise<T>}
 */
export async function withAppModule(modulePath, use, { mode = "production", env, language } = {}) {
  // Vite sets NODE_ENV to "development" for the rest of the process when it starts a server: a
  // build started from this process afterwards would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    configFile: false,
    root,
    mode,
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    define: appDefines(env ?? appEnv(mode)),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    plugins: language ? [contentLanguage(language), builtInTranslations([language])] : [],
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    return await use(await runner.import(modulePath));
  } finally {
    await runner.close();
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
