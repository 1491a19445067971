/**
 * Where the site is deployed, from the environment at build time: the origin canonical URLs and
 * social cards point at, and whether search engines may index it (production only, and never a
 * preview build, which shows drafts).
 */
export interface Deployment {
  origin: string;
  indexable: boolean;
}

export const DEFAULT_SITE_ORIGIN = "https://launchpad.nimbus.example";

export function readDeployment(env: Record<string, string | undefined>): Deployment {
  const origin = new URL(env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN).origin;
  return { origin, indexable: env.SITE_ENV === "production" && env.CONTENTFUL_PREVIEW !== "true" };
}

declare const __DEPLOYMENT__: Deployment | undefined;

/** Baked in by vite.config.ts; outside a build (unit tests) a non-indexable default. */
export const deployment: Deployment = typeof __DEPLOYMENT__ === "undefined" ? readDeployment({}) : __DEPLOYMENT__;
