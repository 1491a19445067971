// @ts-check
// Runs the app's TypeScript modules in Node, which cannot import them (the ~ alias, the constants
// vite.config.ts bakes in), through a Vite module runner with the build's alias and constants
// (./app-defines.mjs). For scripts that need the app before or without a build: ./published-pages.mjs,
// `npm run cms:seed`, tests/stubs/cms-seed-fixtures.mjs.
import { join } from "node:path";
import { createServer, createServerModuleRunner } from "vite";
import { appDefines, appEnv } from "./app-defines.mjs";
import { builtInTranslations } from "./built-in-translation.mjs";
import { contentLanguage } from "./content-language.mjs";

/** Wherever the command was started from. */
const root = join(import.meta.dirname, "..", "..");

/**
 * The runner is closed once `use` is done.
 * @template T
 * @param {string} modulePath from the project's root, e.g. "/scripts/seed-entries.ts"
 * @param {(module: any) => T | Promise<T>} use
 * @param {{ mode?: string, env?: Record<string, string>, language?: string }} [options] `mode`: its
 *   .env files; `env` overrides them (`{}`: no content service, deployment or measurement settings);
 *   `language`: whose copy the modules read (app/languages.ts; default English)
 * @returns {Promise<T>}
 */
export async function withAppModule(modulePath, use, { mode = "production", env, language } = {}) {
  // Starting a server sets NODE_ENV to "development" for the process: a later build would bundle
  // React's development build.
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
