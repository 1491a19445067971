import type { ContentfulClientApi, CreateClientParams } from "contentful";
import { cmsConfig, type CmsConfig } from "./config";

/**
 * Spec section 9: on 5xx, 429 or a connection error the SDK retries up to 5 times, waiting
 * sqrt(2)^n s plus 0.5-0.7 s of jitter (or the rate-limit reset it is told). That mechanism is
 * the SDK's own; we only configure it.
 */
export const RETRY_LIMIT = 5;

export type CmsClient = ContentfulClientApi<undefined>;

/**
 * The SDK's own log lines. Its "warnings" are retry notices ("Server 503 error occurred. Waiting
 * for 1914 ms before retrying..."): informational, since the final failure is logged once by us.
 */
const logLevels: Record<string, (message: string) => void> = {
  error: (message) => console.error(`[cms] ${message}`),
};

/** The SDK options for a configuration: retries, timeout, host, and our log routing. */
export function clientOptions(config: CmsConfig): CreateClientParams {
  return {
    space: config.space,
    accessToken: config.accessToken,
    environment: config.environment,
    host: config.host,
    insecure: config.insecure,
    retryLimit: RETRY_LIMIT,
    timeout: config.timeoutMs,
    retryOnError: true,
    logHandler: (level, data) => {
      const message = data instanceof Error ? `${data.name}: ${data.message}` : String(data);
      (logLevels[level] ?? ((text: string) => console.info(`[cms] ${text}`)))(message);
    },
  };
}

let client: Promise<CmsClient> | undefined;
let announcedUnconfigured = false;

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
  client ??= import("contentful").then(({ createClient }) => createClient(clientOptions(config)));
  return client;
}
