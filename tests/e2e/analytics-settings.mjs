// @ts-check
// Where the measured copy of the site (built with ANALYTICS_*) and its collector stub live during
// the browser tests. Unset, their ports follow the content-service copy's: one above each.
import { EVENTS_PATH } from "../stubs/collector-stub.mjs";

const collectorPort = Number(process.env.E2E_COLLECTOR_PORT ?? Number(process.env.E2E_CMS_STUB_PORT ?? 4400) + 1);
const sitePort = Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_CMS_PORT ?? 4174) + 1);
const collectorUrl = `http://127.0.0.1:${collectorPort}`;
const endpoint = `${collectorUrl}${EVENTS_PATH}`;
const domain = "launchpad.nimbus.example";
const buildDir = "build-analytics";

export const analyticsE2e = {
  sitePort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  collectorPort,
  collectorUrl,
  endpoint,
  domain,
  buildDir,
  buildEnv: {
    BUILD_DIR: buildDir,
    // Its specs read English pages only: what a page view sends is the same code in every language.
    SITE_TRANSLATIONS: "",
    ANALYTICS_ENDPOINT: endpoint,
    ANALYTICS_DOMAIN: domain,
    // Its nginx config stays beside it, so deploy/nginx.conf keeps describing build/.
    NGINX_CONF: `${buildDir}/nginx.conf`,
  },
};
