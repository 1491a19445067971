/**
 * Measurement settings (docs/measure.md), from the build's environment: a collector speaking
 * Plausible's events API. Without both, the build has no measurement code at all (vite.config.ts).
 */
export interface AnalyticsConfig {
  /** `https://plausible.io/api/event`, a self-hosted collector's, or a path on this site (`/api/event`). */
  endpoint: string;
  /** As registered with the collector. */
  domain: string;
}

declare global {
  /** Written in by vite.config.ts `define`: with null, the minifier removes every measuring branch. */
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

/** Null when either variable is unset; a half-set pair is warned about, a malformed endpoint throws. */
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

/** For the CSP's connect-src: none for a path on the site's own origin. */
export function collectorOrigins(config: AnalyticsConfig | null): string[] {
  return config && !config.endpoint.startsWith("/") ? [new URL(config.endpoint).origin] : [];
}

/** As the footer names it; null for the site's own. */
export function collectorHost(config: AnalyticsConfig): string | null {
  return config.endpoint.startsWith("/") ? null : new URL(config.endpoint).host;
}
