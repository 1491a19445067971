// @ts-check
// Builds a copy of the site against the local content stub (scripts/cms-stub.mjs), which serves
// the given fixtures while the pages are prerendered, so their HTML carries the entries. The test
// runners build their content-service copies this way (tests/e2e/cms-settings.mjs).
import { spawn } from "node:child_process";
import { createCmsStub, loadFixtures } from "./cms-stub.mjs";

/**
 * @param {{ buildEnv: Record<string, string>, fixtures: string, stubPort: number }} copy
 * @returns {Promise<number>} the build's exit status
 */
export async function buildWithStub({ buildEnv, fixtures, stubPort }) {
  const stub = createCmsStub({ fixtures: loadFixtures(fixtures) });
  await stub.listen(stubPort);
  try {
    // Not spawnSync: the stub runs in this process and must keep answering during the build.
    return await new Promise((resolve) =>
      spawn("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, ...buildEnv } }).on(
        "exit",
        (code) => resolve(code ?? 1),
      ),
    );
  } finally {
    await stub.close();
  }
}
