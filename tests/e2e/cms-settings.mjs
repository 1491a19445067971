// @ts-check
// Ports, dirs and build env of the content-service copies the browser and serving tests use:
// Delivery API (build-cms/), preview with Live Preview (build-preview/), seeded (build-seeded/).
import { translations } from "../../app/languages.ts";
import { STUB_PREVIEW_TOKEN, STUB_SPACE, STUB_TOKEN } from "../stubs/cms-stub.mjs";

const stubPort = Number(process.env.E2E_CMS_STUB_PORT ?? 4400);
const stubUrl = `http://127.0.0.1:${stubPort}`;
/** The test entries, and 47 more articles: the content-service copy publishes 50 (its hub must still fit). */
const fixtures = ["e2e.json", "hundred-sections.mjs", "e2e-more-articles.json"]
  .map((file) => `tests/stubs/fixtures/${file}`)
  .join(",");
/**
 * SOURCE_DATE_EPOCH for both copies: 20 November 2026, 05:30 in India. The fixtures' dates are
 * written against it so builds do not drift with the day; the browser's clock is the test's to set.
 */
export const BUILT_AT = Date.UTC(2026, 10, 20);

/**
 * SITE_TRANSLATIONS: the first translation stands for what every translation's build shares;
 * each translation's own pages are proved in the built-in build (tests/README.md).
 */
export const COPY_TRANSLATIONS = translations[0].code;

export const cmsE2e = {
  stubPort,
  stubUrl,
  sitePort: Number(process.env.E2E_CMS_PORT ?? 4174),
  buildDir: "build-cms",
  fixtures,
  buildEnv: {
    BUILD_DIR: "build-cms",
    SITE_TRANSLATIONS: COPY_TRANSLATIONS,
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
    CONTENTFUL_HOST: stubUrl,
    // The stub serves its fixtures' pictures itself, standing in for the image API.
    CONTENTFUL_ASSET_ORIGIN: stubUrl,
    // Short, so the timeout fault plays out in seconds; the 30 s default is unit-tested.
    CONTENTFUL_TIMEOUT_MS: "500",
    SOURCE_DATE_EPOCH: String(BUILT_AT / 1000),
    // Its nginx config stays beside it, so deploy/nginx.conf keeps describing build/.
    NGINX_CONF: "build-cms/nginx.conf",
  },
};

/**
 * Preview build: the stub's Preview API (drafts too), framed by its stand-in for Contentful's web
 * app (/__editor/), hence the one editor origin this build names.
 */
export const previewE2e = {
  stubPort,
  stubUrl,
  editorOrigin: stubUrl,
  // Above the measured copy's port (tests/e2e/analytics-settings.mjs), which follows the CMS copy's.
  sitePort: Number(process.env.E2E_PREVIEW_PORT ?? Number(process.env.E2E_CMS_PORT ?? 4174) + 2),
  buildDir: "build-preview",
  fixtures,
  buildEnv: {
    BUILD_DIR: "build-preview",
    SITE_TRANSLATIONS: COPY_TRANSLATIONS,
    CONTENTFUL_PREVIEW: "true",
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_PREVIEW_TOKEN: STUB_PREVIEW_TOKEN,
    CONTENTFUL_PREVIEW_HOST: stubUrl,
    CONTENTFUL_ASSET_ORIGIN: stubUrl,
    CONTENTFUL_LIVE_PREVIEW_ORIGINS: stubUrl,
    SOURCE_DATE_EPOCH: String(BUILT_AT / 1000),
    // Whatever SITE_ENV says, a preview build is never indexed.
    SITE_ENV: "production",
    NGINX_CONF: "build-preview/nginx.conf",
  },
};

/**
 * Seeded copy (tests/e2e/seed-fidelity.spec.ts): its own stub serves what `npm run cms:seed -- --publish`
 * writes (tests/stubs/cms-seed-fixtures.mjs, into build-seeded-stub/ since the build empties
 * build-seeded/), so live refresh reads the same entries. Built on the day, like the built-in
 * build it is compared with.
 */
const seededStubPort = Number(process.env.E2E_SEEDED_STUB_PORT ?? stubPort + 2);
const seededStubUrl = `http://127.0.0.1:${seededStubPort}`;
export const seededE2e = {
  stubPort: seededStubPort,
  stubUrl: seededStubUrl,
  // Above the preview copy's port.
  sitePort: Number(process.env.E2E_SEEDED_PORT ?? Number(process.env.E2E_CMS_PORT ?? 4174) + 3),
  buildDir: "build-seeded",
  fixtures: "build-seeded-stub/fixtures.json",
  assets: "build-seeded-stub/assets",
  buildEnv: {
    BUILD_DIR: "build-seeded",
    SITE_TRANSLATIONS: COPY_TRANSLATIONS,
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
    CONTENTFUL_HOST: seededStubUrl,
    CONTENTFUL_ASSET_ORIGIN: seededStubUrl,
    NGINX_CONF: "build-seeded/nginx.conf",
  },
};
