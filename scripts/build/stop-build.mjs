// @ts-check
// A build that must not finish (a production build that could not read the content service, a
// translation's build that stopped): its reason said once, as it is, without a stack trace, and
// nothing left behind that could be published in place of the last good deploy.
import { rm } from "node:fs/promises";

/**
 * @param {string} message what stopped the build, and what to do
 * @param {string} buildDirectory this build's output, removed
 * @returns {Promise<never>}
 */
export async function stopBuild(message, buildDirectory) {
  console.error(`\n${message}\n`);
  await rm(buildDirectory, { recursive: true, force: true });
  process.exit(1);
}
