// @ts-check
// build/serving.json: what the build resolved for serving (see scripts/build/harden.mjs), read by
// the Node server, the nginx config generator, the serving tests and the load benchmark.
// `notFoundByPrefix`: each translation's 404 page, for the unknown addresses under its prefix ("/hi").
// `contentTypes`: the types some files get by their address rather than their extension, by request
// path (server/policy.mjs, contentTypesByPath).
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const SERVING_MANIFEST = "serving.json";

/**
 * A page the team published (an article, a landing page) also carries its policy in a <meta>
 * (`policyInPage`): the CDN files give it no rule of its own, so their count stays within
 * Cloudflare Pages' limit however many pages the team publishes (scripts/build/cdn-files.mjs).
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
  // A build from before files were typed by their address has none such files.
  manifest.contentTypes ??= {};
  // Nor one from before the site had translations (docs/decisions/013) a 404 page per language.
  manifest.notFoundByPrefix ??= {};
  return manifest;
}
