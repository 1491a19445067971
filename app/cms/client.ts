import type { ContentfulClientApi, CreateClientParams } from "contentful";
import { cmsConfig, type CmsConfig } from "./config";

/**
 * Spec section 9: on 5xx, 429 or a connection error the SDK retries up to 5 times, waiting
 * sqrt(2)^n s plus 0.5-0.7 s of jitter (or the rate-limit reset it is told). That mechanism is
 * the SDK's own; we only configure it.
 */
export const RETRY_LIMIT = 5;

/**
 * React Router's own limit for one prerender request (`timeout = 1e4` in @react-router/dev's
 * prerender, not configurable): a page whose loaders answer later dies with the build.
 */
export const PRERENDER_REQUEST_TIMEOUT_MS = 10_000;

/**
 * At build, every query's budget, decided once for all of them (docs/decisions/905): two retries
 * (after a 5xx, about 4.8 s of the SDK's back-off), each request cut at the deadline, the query
 * given up at it whatever the service asks us to wait; then, for a query that failed, one probe
 * without retries, to tell one type's fault from the whole service's (app/cms/snapshot.ts). A
 * page's kinds are asked together, so the page answers within the two, inside React Router's limit.
 */
export const buildQueryBudget = { retryLimit: 2, deadlineMs: 6_000, probeTimeoutMs: 2_000 };

export type CmsClient = ContentfulClientApi<undefined>;

/**
 * The SDK's own log lines. Its "warnings" are retry notices ("Server 503 error occurred. Waiting
 * for 1914 ms before retrying..."): informational, since the final failure is logged once by us.
 */
const logLevels: Record<string, (message: string) => void> = {
  error: (message) => console.error(`[cms] ${message}`),
};

/**
 * The SDK options for a configuration: retries, timeout, host, and our log routing. A build
 * (`during: "build"`, the prerender) asks within its budget; a visitor's browser as spec section 9 says.
 */
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

/** Where this code runs: prerendering (a build's loaders) or in a visitor's browser. */
const during = import.meta.env.SSR ? "build" : "visit";

/**
 * The content client, or null when no content service is configured. The SDK is imported
 * dynamically, so in the browser it is its own chunk, fetched only when content is first asked
 * for (after hydration), never part of a page's initial JavaScript.
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

/** A build's probe: asks once, no retry, within the probe's time (`buildQueryBudget`). */
export const probeOptions = (config: CmsConfig): CreateClientParams => ({
  ...clientOptions(config, "build"),
  retryOnError: false,
  timeout: buildQueryBudget.probeTimeoutMs,
});

/**
 * Build time: the client that tells one failing type from a service that is down
 * (app/cms/snapshot.ts). Null without a content service.
 */
export function getCmsProbe(config: CmsConfig | null = cmsConfig): Promise<CmsClient> | null {
  if (!config) return null;
  probe ??= import("contentful").then(({ createClient }) => createClient(probeOptions(config)));
  return probe;
}
