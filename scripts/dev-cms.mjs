// @ts-check
// `npm run dev:cms`: the local content stub with the demo fixtures, and the Vite dev server
// pointed at it, so the overrides in scripts/cms-fixtures/demo.json show on the site.
import { spawn } from "node:child_process";
import { createCmsStub, loadFixtures, STUB_SPACE, STUB_TOKEN } from "./cms-stub.mjs";

const port = Number(process.env.CMS_STUB_PORT ?? 4400);
const stub = createCmsStub({ fixtures: loadFixtures(new URL("./cms-fixtures/demo.json", import.meta.url).pathname) });
const url = await stub.listen(port);
console.info(`Content stub on ${url}`);

const dev = spawn("npx", ["react-router", "dev"], {
  stdio: "inherit",
  env: {
    ...process.env,
    CONTENTFUL_SPACE_ID: STUB_SPACE,
    CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
    CONTENTFUL_HOST: url,
    // The stub serves the demo's pictures itself, standing in for the image API.
    CONTENTFUL_ASSET_ORIGIN: url,
  },
});
dev.on("exit", async (code) => {
  await stub.close();
  process.exit(code ?? 0);
});
