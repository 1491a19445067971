import type { ContentfulClientApi, CreateClientParams } from "contentful";
import { cmsConfig, type CmsConfig } from "./config";

/**
 * Spec section 9: the SDK retries 5xx, 429 and connection errors up to 5 times, waiting sqrt(2)^n s
 * plus 0.5-0.7 s jitter (or the rate-limit reset it is told); only configured here.
 */
export const RETRY_LIMIT = 5;

/** React Router's fixed limit per prerender request (`timeout = 1e4` in @react-router/dev's prerender): a later page fails the build. */
export const PRERENDER_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Every build query's budget (docs/decisions/905): two retries (about 4.8 s of back-off after a
 * 5xx), cut at the deadline whatever wait the service asks; then one probe without retries to tell
 * one type's fault from the whole service's (app/cms/snapshot.ts). A page's kinds are asked together,
 * so it answers inside React Router's limit.
 */
export const buildQueryBudget = { retryLimit: 2, deadlineMs: 6_000, probeTimeoutMs: 2_000 };

export type CmsClient = ContentfulClientApi<undefined>;

/** The SDK's "warnings" are retry notices ("Server 503 error occurred. Waiting..."): info, since the final failure is logged once here. */
const logLevels: Record<string, (message: string) => void> = {
  error: (message) => console.error(`[cms] ${message}`),
};

/** The build (prerender) asks within its budget; a visitor's browser as spec section 9 says. */
export function clientOptions(config: CmsConfig, during: "build" | "visit" = "visit"): CreateClientParams {
  const build = during === "build";
  return {
    space: config.space,
    accessToken: config.accessToken,
    environment: config.environment,
    host: config.host,
    insecure: config.insecure,
    retryLimit: build ? buildQueryBudget.retryLimit : RETRY_LIMIT,
    timeout: build ? Math.min(config.timeoutMs, buildQueryBudget.deadlineMs) : config.timeoutMs,
    retryOnError: true,
    logHandler: (level, data) => {
      const message = data instanceof Error ? `${data.name}: ${data.message}` : String(data);
      (logLevels[level] ?? ((text: string) => console.info(`[cms] ${text}`)))(message);
    },
  };
}

let client: Promise<CmsClient> | undefined;
let probe: Promise<CmsClient> | undefined;
let announcedUnconfigured = false;

/** Prerendering (a build's loaders) or a visitor's browser. */
const during = import.meta.env.SSR ? "build" : "visit";

/**
 * Null without a content service. The SDK is imported dynamically so in the browser it is its own
 * chunk, fetched when content is first asked for (after hydration), never in initial JavaScript.
 */
export function getCmsClient(config: CmsConfig | null = cmsConfig): Promise<CmsClient> | null {
  if (!config) {
    if (import.meta.env.DEV && !announcedUnconfigured) {
      announcedUnconfigured = true;
      console.info("[cms] No content service configured (CONTENTFUL_*): showing the built-in copy.");
    }
    return null;
  }
  client ??= import("contentful").then(({ createClient }) => createClient(clientOptions(config, during)));
  return client;
}

/** Asks once, no retry, within the probe's time (`buildQueryBudget`). */
export const probeOptions = (config: CmsConfig): CreateClientParams => ({
  ...clientOptions(config, "build"),
  retryOnError: false,
  timeout: buildQueryBudget.probeTimeoutMs,
});

/** Build time: tells one failing type from a service that is down (app/cms/snapshot.ts). Null without a content service. */
export function getCmsProbe(config: CmsConfig | null = cmsConfig): Promise<CmsClient> | null {
  if (!config) return null;
  probe ??= import("contentful").then(({ createClient }) => createClient(probeOptions(config)));
  return probe;
}
