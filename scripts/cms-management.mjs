// @ts-check
// Shared by the commands that write to a Contentful space (`npm run cms:model`, `npm run cms:seed`):
// settings from the environment, the Management API client, and one clear line per refusal. Only
// these commands read the management token; the site never does.
import { createClient } from "contentful-management";

/** The US data region's; an EU space uses api.eu.contentful.com. */
export const DEFAULT_MANAGEMENT_HOST = "api.contentful.com";

/**
 * @typedef {{ spaceId: string, environmentId: string, accessToken: string, host: string }} ManagementSettings
 */

export class ManagementSettingsError extends Error {
  name = "ManagementSettingsError";
}

/**
 * CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT (default master), CONTENTFUL_MANAGEMENT_TOKEN and
 * CONTENTFUL_MANAGEMENT_HOST (default api.contentful.com).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {ManagementSettings}
 */
export function managementSettings(env = process.env) {
  const spaceId = env.CONTENTFUL_SPACE_ID?.trim();
  const accessToken = env.CONTENTFUL_MANAGEMENT_TOKEN?.trim();
  if (!spaceId || !accessToken) {
    throw new ManagementSettingsError(
      "Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN (a management token, never committed); see docs/editors.md, Setting up.",
    );
  }
  const host = env.CONTENTFUL_MANAGEMENT_HOST?.trim() || DEFAULT_MANAGEMENT_HOST;
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    throw new ManagementSettingsError(
      `CONTENTFUL_MANAGEMENT_HOST must be a host name such as ${DEFAULT_MANAGEMENT_HOST} or api.eu.contentful.com, without https://; it is "${host}".`,
    );
  }
  return { spaceId, environmentId: env.CONTENTFUL_ENVIRONMENT?.trim() || "master", accessToken, host };
}

/**
 * Contentful clients' own settings: `retryLimit`, resends of a 429, 5xx or unanswered request with
 * growing waits (default 5); `requestLimit`, a migration's requests a second (default 10, the API's
 * limit). Only the tests set them (pacingArgs): the local stand-in has no rate limit, so the
 * defaults would only slow them.
 * @typedef {{ retryLimit?: number, requestLimit?: number }} Pacing
 */

/** @type {readonly [flag: string, key: keyof Pacing, min: number, max: number][]} */
const PACING_FLAGS = [
  // contentful-migration refuses a retryLimit outside 0 to 60.
  ["--retry-limit", "retryLimit", 0, 60],
  ["--request-limit", "requestLimit", 1, 1_000_000],
];

/**
 * `--retry-limit=N` (0 to 60), `--request-limit=N` (1 or more).
 * @param {string[]} argv
 * @returns {Pacing}
 */
export function pacingArgs(argv) {
  /** @type {Pacing} */
  const pacing = {};
  for (const [flag, key, min, max] of PACING_FLAGS) {
    const arg = argv.findLast((candidate) => candidate.startsWith(`${flag}=`));
    if (arg === undefined) continue;
    const given = arg.slice(flag.length + 1);
    const value = /^\d+$/.test(given) ? Number(given) : NaN;
    if (!(value >= min && value <= max)) {
      throw new ManagementSettingsError(`${flag} takes a whole number from ${min} to ${max}; it is "${given}".`);
    }
    pacing[key] = value;
  }
  return pacing;
}

/**
 * The SDK retries 429 (after the reset the API names), 5xx and connection errors, `pacing.retryLimit` times (default 5).
 * @param {ManagementSettings} settings
 * @param {Pacing} [pacing]
 */
export function managementClient({ spaceId, environmentId, accessToken, host }, { retryLimit } = {}) {
  return createClient(
    { accessToken, host, application: "nimbus-launchpad-site/1.0", retryLimit },
    { type: "plain", defaults: { spaceId, environmentId } },
  );
}

/**
 * Every code, and the default (what a field's default value is keyed by).
 * @param {ReturnType<typeof managementClient>} client
 */
export async function spaceLocales(client) {
  const { items } = await client.locale.getMany({ query: { limit: 100 } });
  const fallback = items[0]?.code;
  const defaultLocale = items.find((locale) => locale.default)?.code ?? fallback;
  if (!defaultLocale) throw new Error("The environment has no locale.");
  return { defaultLocale, codes: items.map((locale) => locale.code) };
}

/**
 * One line that says what to do.
 * @param {unknown} error
 * @param {ManagementSettings} settings
 */
export function describeManagementError(error, { spaceId, environmentId, host }) {
  const {
    name = "",
    message = "",
    code,
  } = /** @type {{ name?: string, message?: string, code?: string }} */ (error ?? {});
  /** @type {{ status?: number, statusText?: string, message?: string, requestId?: string }} */
  let answer = {};
  try {
    answer = JSON.parse(message);
  } catch {
    // not an API answer: a connection error or a local one
  }
  const status = answer.status;
  const request = answer.requestId ? ` (request ${answer.requestId})` : "";
  if (status === 401 || name === "AccessTokenInvalid") {
    return `${host} refused the management token (401${name ? ` ${name}` : ""}): check CONTENTFUL_MANAGEMENT_TOKEN, a token from Settings → CMA tokens of an account that can edit the space${request}.`;
  }
  if (status === 404 || name === "NotFound") {
    return `${host} has no environment "${environmentId}" in space "${spaceId}" (404): check CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT, and for a space in the EU data region set CONTENTFUL_MANAGEMENT_HOST=api.eu.contentful.com${request}.`;
  }
  if (status === 429 || name === "RateLimitExceeded") {
    return `${host} kept answering 429 (rate limit) after the client's retries: run the command again in a minute; it finishes what this run did not${request}.`;
  }
  if (status) {
    return `${host} answered ${status} ${answer.statusText ?? ""}${answer.message ? `: ${answer.message}` : ""}${request}.`.replace(
      / +:/,
      ":",
    );
  }
  if (code || /ECONN|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|socket hang up|certificate/i.test(message)) {
    return `Could not reach ${host} (${code ?? message}): check the network, and CONTENTFUL_MANAGEMENT_HOST if it is set.`;
  }
  return `${name ? `${name}: ` : ""}${message || String(error)}`;
}
