// @ts-check
// build/serving.json: what the build resolved for serving (see scripts/build/harden.mjs), read by
// the Node server, the nginx config generator, the serving tests and the load benchmark.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const SERVING_MANIFEST = "serving.json";

/**
 * @typedef {{ file: string, csp: string }} ServedDocument
 * @typedef {{
 *   version: 1,
 *   headers: Record<string, string>,
 *   documents: Record<string, ServedDocument>,
 *   notFound: ServedDocument,
 *   aliases: Record<string, string>,
 *   connectOrigins: string[],
 *   frameOrigins: string[],
 * }} ServingManifest
 */

/** @param {string} buildDir @returns {ServingManifest} */
export function readServingManifest(buildDir) {
  const path = join(buildDir, SERVING_MANIFEST);
  /** @type {ServingManifest} */
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  if (manifest.version !== 1 || !manifest.documents || !manifest.notFound || !manifest.headers) {
    throw new Error(`${path} is not a serving manifest this server understands: run \`npm run build\`.`);
  }
  return manifest;
}
