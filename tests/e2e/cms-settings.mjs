// @ts-check
// Where the content-service copy of the site and its stub live during the browser tests.
import { STUB_SPACE, STUB_TOKEN } from "../../scripts/cms-stub.mjs";

const stubPort = Number(process.env.E2E_CMS_STUB_PORT ?? 4400);

export const cmsE2e = {
  stubPort,
  stubUrl: `http://127.0.0.1:${stubPort}`,
  sitePort: Number(process.env.E2E_CMS_PORT ?? 4174),
  buildDir: "build-cms",
  fixtures: "scripts/cms-fixtures/e2e.json",
  buildEnv: {
    BUILD_DIR: "build-cms",
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
    CONTENTFUL_HOST: `http://127.0.0.1:${stubPort}`,
    // The stub serves its fixtures' pictures itself, standing in for the image API.
    CONTENTFUL_ASSET_ORIGIN: `http://127.0.0.1:${stubPort}`,
    // Short, so the timeout fault plays out in seconds; the 30 s default is unit-tested.
    CONTENTFUL_TIMEOUT_MS: "500",
    // Its nginx config stays beside it, so deploy/nginx.conf keeps describing build/.
    NGINX_CONF: "build-cms/nginx.conf",
  },
};
