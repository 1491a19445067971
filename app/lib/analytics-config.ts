/**
 * Measurement settings (docs/measure.md), read from the environment at build time: the collector's
 * events URL (Plausible's events API, or any collector that speaks it) and the site's name there.
 * Without both, the build has no measurement code at all (vite.config.ts).
 */
export interface AnalyticsConfig {
  /** `https://plausible.io/api/event`, a self-hosted collector's, or a path on this site (`/api/event`). */
  endpoint: string;
  /** The site's name as registered with the collector. */
  domain: string;
}

declare global {
  /**
   * The build's measurement settings, or null: a constant the build writes in (vite.config.ts
   * `define`), so that with null every measuring branch is dead code the minifier removes.
   */
  const __ANALYTICS__: AnalyticsConfig | null;
}

export class AnalyticsConfigError extends Error {
  name = "AnalyticsConfigError";
}

type Env = Record<string, string | undefined>;

const EXAMPLE = "https://plausible.io/api/event, or a path on this site such as /api/event";

function parseEndpoint(value: string): string {
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    // reported below
  }
  throw new AnalyticsConfigError(`ANALYTICS_ENDPOINT must be an http(s) URL such as ${EXAMPLE}; got "${value}".`);
}

/**
 * The settings, or null when either variable is unset: then nothing is measured. A half-set pair is
 * reported through `warn` (the build goes on without measurement); a malformed endpoint throws.
 */
export function readAnalyticsConfig(env: Env, warn: (message: string) => void = () => {}): AnalyticsConfig | null {
  const endpoint = env.ANALYTICS_ENDPOINT?.trim();
  const domain = env.ANALYTICS_DOMAIN?.trim();
  if (!endpoint || !domain) {
    if (endpoint || domain) {
      const missing = endpoint ? "ANALYTICS_DOMAIN" : "ANALYTICS_ENDPOINT";
      warn(`${missing} is not set: this build measures nothing (docs/measure.md).`);
    }
    return null;
  }
  return { endpoint: parseEndpoint(endpoint), domain };
}

/** The origin the pages must be allowed to connect to: none for a path on the site's own origin. */
export function collectorOrigins(config: AnalyticsConfig | null): string[] {
  return config && !config.endpoint.startsWith("/") ? [new URL(config.endpoint).origin] : [];
}

/** Where the counts go, as the footer names it: the collector's host, or null for the site's own. */
export function collectorHost(config: AnalyticsConfig): string | null {
  return config.endpoint.startsWith("/") ? null : new URL(config.endpoint).host;
}
