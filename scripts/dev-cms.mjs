// @ts-check
// `npm run dev:cms`: the local content stub with the demo fixtures, and the Vite dev server
// pointed at it, so the overrides in tests/stubs/fixtures/demo.json show on the site.
//
// `npm run dev:cms -- --preview`: a preview build instead (the stub as Contentful's Preview API,
// drafts included), served as `npm start` serves it, with the stub's stand-in for Contentful's web
// app framing it: Live Preview, without a Contentful account.
import { spawn } from "node:child_process";
import { buildSite } from "../tests/stubs/build-with-stub.mjs";
import { createCmsStub, loadFixtures, STUB_PREVIEW_TOKEN, STUB_SPACE, STUB_TOKEN } from "../tests/stubs/cms-stub.mjs";

const port = Number(process.env.CMS_STUB_PORT ?? 4400);
const previewPort = Number(process.env.PREVIEW_PORT ?? 3001);
const preview = process.argv.includes("--preview");

const stub = createCmsStub({
  fixtures: loadFixtures(new URL("../tests/stubs/fixtures/demo.json", import.meta.url).pathname),
});
const url = await stub.listen(port);
console.info(`Content stub on ${url}`);

/** @param {import("node:child_process").ChildProcess} child */
const closeWith = (child) =>
  child.on("exit", async (code) => {
    await stub.close();
    process.exit(code ?? 0);
  });

if (!preview) {
  closeWith(
    spawn("npx", ["react-router", "dev"], {
      stdio: "inherit",
      env: {
        ...process.env,
        CONTENTFUL_SPACE_ID: STUB_SPACE,
        CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
        CONTENTFUL_HOST: url,
        // The stub serves the demo's pictures itself, standing in for the image API.
        CONTENTFUL_ASSET_ORIGIN: url,
      },
    }),
  );
} else {
  const status = await buildSite({
    BUILD_DIR: "build-preview",
    CONTENTFUL_PREVIEW: "true",
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_PREVIEW_TOKEN: STUB_PREVIEW_TOKEN,
    CONTENTFUL_PREVIEW_HOST: url,
    CONTENTFUL_ASSET_ORIGIN: url,
    // The stub's /__editor/ frames the preview, as app.contentful.com does.
    CONTENTFUL_LIVE_PREVIEW_ORIGINS: url,
    NGINX_CONF: "build-preview/nginx.conf",
  });
  if (status !== 0) {
    await stub.close();
    process.exit(status);
  }
  closeWith(
    spawn(process.execPath, ["server/start.mjs"], {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: "build-preview", PORT: String(previewPort), HOST: "127.0.0.1" },
    }),
  );
  const site = `http://127.0.0.1:${previewPort}`;
  console.info(
    `\nLive Preview: open ${url}/__editor/?site=${encodeURIComponent(site)}&path=/ and type in the fields on the left.`,
  );
}
