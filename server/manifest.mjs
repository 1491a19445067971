// @ts-check
// build/serving.json: what the build resolved for serving (scripts/build/harden.mjs), read by the
// Node server, the nginx config generator, the serving tests and the load benchmark.
// `notFoundByPrefix`: each translation's 404 page under its prefix ("/hi"); `contentTypes`: types
// some files get by request path rather than extension (server/policy.mjs, contentTypesByPath).
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const SERVING_MANIFEST = "serving.json";

/**
 * A page the team published carries its policy in a <meta> (`policyInPage`) rather than a CDN rule,
 * so the rule count stays within Cloudflare Pages' limit (scripts/build/cdn-files.mjs).
 * @typedef {{ file: string, csp: string, policyInPage?: true }} ServedDocument
 * @typedef {{
 *   version: 1,
 *   headers: Record<string, string>,
 *   documents: Record<string, ServedDocument>,
 *   notFound: ServedDocument,
 *   notFoundByPrefix: Record<string, ServedDocument>,
 *   aliases: Record<string, string>,
 *   contentTypes: Record<string, { type: string, charset?: true }>,
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
  // Older builds: before files were typed by address, and before translations (docs/decisions/013).
  manifest.contentTypes ??= {};
  manifest.notFoundByPrefix ??= {};
  return manifest;
}
