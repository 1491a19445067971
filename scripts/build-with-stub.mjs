// @ts-check
// Builds a copy of the site against the local content stub (scripts/cms-stub.mjs), which serves
// the given fixtures while the pages are prerendered, so their HTML carries the entries. The test
// runners build their content-service copies this way (tests/e2e/cms-settings.mjs), and
// `npm run dev:cms -- --preview` its preview build.
import { spawn } from "node:child_process";
import { createCmsStub, loadFixtures } from "./cms-stub.mjs";

/**
 * `react-router build` with these settings added to the environment. Not spawnSync: a stub in this
 * process must keep answering during the build.
 * @param {Record<string, string>} buildEnv
 * @returns {Promise<number>} the build's exit status
 */
export function buildSite(buildEnv) {
  return new Promise((resolve) =>
    spawn("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, ...buildEnv } }).on(
      "exit",
      (code) => resolve(code ?? 1),
    ),
  );
}

/**
 * @param {{ buildEnv: Record<string, string>, fixtures: string, stubPort: number }} copy
 * @returns {Promise<number>} the build's exit status
 */
export async function buildWithStub({ buildEnv, fixtures, stubPort }) {
  const stub = createCmsStub({ fixtures: loadFixtures(fixtures) });
  await stub.listen(stubPort);
  try {
    return await buildSite(buildEnv);
  } finally {
    await stub.close();
  }
}
