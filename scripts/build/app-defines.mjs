// @ts-check
// The constants the app is built with (vite.config.ts's `define`), from the environment. Shared with
// ./published-pages.mjs, which runs the app's content code before the bundle exists, so both agree.
import { readCmsConfig } from "../../app/cms/config.ts";
import { readDeployment } from "../../app/deployment.ts";
import { readAnalyticsConfig } from "../../app/lib/analytics-config.ts";
import { siteLanguage } from "../../app/languages.ts";
import { loadEnv } from "vite";

/**
 * @param {Record<string, string>} env CONTENTFUL_*, SITE_* and ANALYTICS_* (vite's loadEnv)
 * @param {(message: string) => void} [warn] where a misconfigured setting is reported
 * @returns {Record<string, string>}
 */
export function appDefines(env, warn) {
  const cmsConfig = readCmsConfig(env);
  return {
    __CMS_CONFIG__: JSON.stringify(cmsConfig),
    // A constant, so a public build's minifier drops every branch of the live preview (its tags).
    __LIVE_PREVIEW__: JSON.stringify(cmsConfig?.preview === true),
    // SITE_ORIGIN for canonical URLs and social cards; SITE_ENV=production lets search engines in.
    __DEPLOYMENT__: JSON.stringify(readDeployment(env)),
    // ANALYTICS_ENDPOINT and ANALYTICS_DOMAIN, or null: then every measuring branch is dead code.
    __ANALYTICS__: JSON.stringify(readAnalyticsConfig(env, warn)),
    // SITE_LANGUAGE (app/languages.ts); English by default.
    __SITE_LANGUAGE__: JSON.stringify(siteLanguage(env.SITE_LANGUAGE)),
  };
}

/** As vite.config.ts reads it. @param {string} mode */
export const appEnv = (mode) => loadEnv(mode, process.cwd(), ["CONTENTFUL_", "SITE_", "ANALYTICS_"]);
