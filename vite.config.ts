import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { readCmsConfig } from "./app/cms/config.ts";
import { siteLanguage, translations } from "./app/languages.ts";
import { appDefines, appEnv } from "./scripts/build/app-defines.mjs";
import { builtInTranslations } from "./scripts/build/built-in-translation.mjs";
import { contentLanguage } from "./scripts/build/content-language.mjs";
import { siteFrameGroup } from "./scripts/build/site-frame.mjs";

const liveContent = fileURLToPath(new URL("./app/cms/live-content.tsx", import.meta.url));
const contentVariants = {
  "built-in": fileURLToPath(new URL("./app/cms/built-in-content.ts", import.meta.url)),
  preview: fileURLToPath(new URL("./app/cms/preview-content.tsx", import.meta.url)),
};

/**
 * Each build ships only the content code it uses, swapped in before anything imports the live
 * refresh, so not even an unused chunk of the others is written. Without a content service: the
 * built-in copy, no content client, queries or data cache. A preview build: the live refresh with
 * Contentful's Live Preview (docs/decisions/501). A public build with a service keeps the live
 * refresh as it is, with no byte of the live preview.
 */
function contentVariant(variant: keyof typeof contentVariants): Plugin {
  return {
    name: `content-${variant}`,
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith("live-content")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === liveContent ? contentVariants[variant] : null;
    },
  };
}

/**
 * The site's frame, one file every page loads (docs/decisions/402): the app's modules the root
 * route imports statically (layout, header, footer, search control, what they use) and those every
 * page's module imports (what closes its opening section), read from the bundler's module graph.
 * Pages: every route module that draws one; the aliases' redirect documents load no app.
 */
const routesDir = fileURLToPath(new URL("./app/routes/", import.meta.url));
const siteFrame = siteFrameGroup({
  root: fileURLToPath(new URL("./app/root.tsx", import.meta.url)),
  pages: readdirSync(routesDir)
    .filter((file) => file.endsWith(".tsx") && file !== "alias-redirect.tsx")
    .map((file) => join(routesDir, file)),
  isApp: (id) => id.startsWith(fileURLToPath(new URL("./app/", import.meta.url))) || /vite[\\/]preload-helper/.test(id),
});

const PAGE_KIT = /[\\/]app[\\/](lib[\\/]seo|cms[\\/]use-page-content|components[\\/]sections[\\/]cta-button)\.tsx?$/;

export default defineConfig(({ mode }) => {
  // CONTENTFUL_* from the shell or a .env file; only the public delivery settings are kept.
  const env = appEnv(mode);
  const cmsConfig = readCmsConfig(env);
  const variant = !cmsConfig ? [contentVariant("built-in")] : cmsConfig.preview ? [contentVariant("preview")] : [];
  // A translation's build reads its copy (app/content/<code>/) wherever the app imports English's.
  const language = siteLanguage(env.SITE_LANGUAGE);
  const copy = language.pathPrefix ? [contentLanguage(language.code)] : [];
  // The built-in translation a translation's build reads the team's by; every translation's in an
  // English preview build, whose content report says what needs translating (docs/decisions/014).
  const translated = language.pathPrefix
    ? [language.code]
    : cmsConfig?.preview
      ? translations.map(({ code }) => code)
      : [];
  return {
    plugins: [tailwindcss(), reactRouter(), ...variant, ...copy, builtInTranslations(translated)],
    resolve: { tsconfigPaths: true },
    build: {
      // Every asset is a file of its own: nothing inlined as a data: URL the CSP would have to allow.
      assetsInlineLimit: 0,
      // Code loaded on demand is asked for without <link rel="modulepreload" crossorigin> for its
      // imports: what it imports is mostly in every page's first load already, and Firefox refuses a
      // preload with `crossorigin` of a module the page loaded without it (an error event, once per
      // module), as the first-load modules are loaded. What it does not have arrives one round trip
      // later, always before a tap needs it: such code is fetched as the app starts or on idle.
      modulePreload: false,
      // Vite's table of each chunk's gzip size: a third of each environment's build time, and of no
      // use to the build. What a page sends is `npm run size`'s to state, in brotli, per page.
      reportCompressedSize: false,
      rolldownOptions: {
        // Rolldown's [PLUGIN_TIMINGS] notice reports how the build's time was spent, which depends on
        // how busy the building machine is (a loaded two-core CI machine prints it, an idle one
        // not): nothing a change to the code causes or can fix, so it would fail the build-log check
        // (scripts/build/check-build-log.mjs) at random.
        checks: { bundlerTimings: false },
        output: {
          // React, React DOM and React Router as one file every page shares and caches, instead of
          // the handful of pieces the bundler would cut them into: fewer requests to start the app.
          codeSplitting: {
            groups: [
              { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              // The site's frame (header, footer, search control) and the small modules it uses, as one
              // file every page loads anyway: otherwise each page or dialog that imports one of them
              // cuts the frame into more, smaller files (docs/decisions/402-one-chunk-for-the-site-frame.md).
              { name: siteFrame },
              { name: "page-kit", test: PAGE_KIT },
            ],
          },
        },
      },
    },
    environments: {
      // The prerendering bundle runs once, at build, and is never split for a browser: a module
      // that a route's build-time loader imports and a hook loads on demand in the browser
      // (hooks/cohort-view.ts) is in it either way, so the "ineffective dynamic import" notice
      // says nothing about it. The client build keeps the check.
      ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false, bundlerTimings: false } } } },
    },
    define: appDefines(env, (message) => console.warn(message)),
  };
});
