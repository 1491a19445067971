// @ts-check
// Builds a copy of the site against the local content stub (tests/stubs/cms-stub.mjs), which serves
// the given fixtures while the pages are prerendered, so their HTML carries the entries. The test
// runners build their content-service copies this way (tests/e2e/cms-settings.mjs), and
// `npm run dev:cms -- --preview` its preview build.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createCmsStub, loadFixtures } from "./cms-stub.mjs";
import { spawnPackageScript } from "../../scripts/project-tools.mjs";

/** Where a copy's build log is kept, beside it: the browser tests read what the build refused. */
export const BUILD_LOG = "build.log";

/**
 * The build script with these settings added to the environment, its output shown and, with a
 * `logFile`, kept (without npm's notices: scripts/project-tools.mjs). Not spawnSync: a stub in this
 * process must keep answering during the build.
 * @param {Record<string, string>} buildEnv
 * @param {string} [logFile]
 * @returns {Promise<number>} the build's exit status
 */
export function buildSite(buildEnv, logFile) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const log = [];
    const build = spawnPackageScript("build", { env: { ...process.env, ...buildEnv } });
    build.stdout.on("data", (chunk) => (process.stdout.write(chunk), log.push(chunk)));
    build.stderr.on("data", (chunk) => (process.stderr.write(chunk), log.push(chunk)));
    build.on("close", async (code) => {
      if (logFile) await writeFile(logFile, Buffer.concat(log));
      resolve(code ?? 1);
    });
  });
}

/** Where a copy notes the run of `npm test` that built it (scripts/test.mjs names each run). */
const RUN_NOTE = ".test-run";

/**
 * Whether this copy was already built in this run of `npm test` (TEST_RUN set): every step that
 * reads a copy shares the one build. Outside `npm test`, never: a runner started on its own builds.
 * @param {string} buildDir
 */
async function builtInThisRun(buildDir) {
  const run = process.env.TEST_RUN;
  if (!run) return false;
  return (await readFile(join(buildDir, RUN_NOTE), "utf8").catch(() => "")) === run;
}

/**
 * @param {{ buildEnv: Record<string, string>, fixtures: string, stubPort: number, assets?: string }} copy
 *   `assets`: the folder the fixtures' pictures are served from, when not the stub's own
 * @returns {Promise<number>} the build's exit status (0 at once when this run of `npm test` built it)
 */
export async function buildWithStub({ buildEnv, fixtures, stubPort, assets }) {
  const buildDir = buildEnv.BUILD_DIR ?? "build";
  if (await builtInThisRun(buildDir)) return 0;
  const status = await buildOnceWithStub({ buildEnv, fixtures, stubPort, assets });
  if (status === 0 && process.env.TEST_RUN) await writeFile(join(buildDir, RUN_NOTE), process.env.TEST_RUN);
  return status;
}

/** @param {{ buildEnv: Record<string, string>, fixtures: string, stubPort: number, assets?: string }} copy */
async function buildOnceWithStub({ buildEnv, fixtures, stubPort, assets }) {
  const stub = createCmsStub({ fixtures: loadFixtures(fixtures), ...(assets ? { assetFolder: assets } : {}) });
  await stub.listen(stubPort);
  try {
    return await buildSite(buildEnv, join(buildEnv.BUILD_DIR ?? "build", BUILD_LOG));
  } finally {
    await stub.close();
  }
}
