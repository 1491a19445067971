// With its extension: Node runs this file as it is for the scripts that read the settings.
import { contentfulLocaleOf, siteLanguage } from "../languages.ts";

/**
 * Read at build time and baked into the browser bundle (for the live refresh), so only public
 * delivery values: the site never reads a management token.
 */
export interface CmsConfig {
  space: string;
  accessToken: string;
  environment: string;
  /** hostname[:port] of the delivery (or preview) API. */
  host: string;
  /** Plain http, for the local stub only. */
  insecure: boolean;
  preview: boolean;
  timeoutMs: number;
  /** The image API: the only origin an asset URL may have, and the CSP's img-src. */
  assetOrigin: string;
  /** The pages' locale, the one the live preview edits: CONTENTFUL_LOCALE, or a translation's ("hi-IN"). */
  locale: string;
  /** Preview builds only: the origins that may frame the site and the only windows Live Preview talks to. */
  editorOrigins: string[];
}

export const DEFAULT_DELIVERY_HOST = "cdn.contentful.com";
export const DEFAULT_PREVIEW_HOST = "preview.contentful.com";
export const DEFAULT_ENVIRONMENT = "master";
/** Contentful's image API, where its asset URLs (`//images.ctfassets.net/...`) point. */
export const DEFAULT_ASSET_ORIGIN = "https://images.ctfassets.net";
export const DEFAULT_LOCALE = "en-US";
/** Where Contentful's web app runs (its US and EU data centres): the Live Preview's default frame. */
export const DEFAULT_EDITOR_ORIGINS = ["https://app.contentful.com", "https://app.eu.contentful.com"];
/** Spec section 9: the content layer's HTTP timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type Env = Record<string, string | undefined>;

export class CmsConfigError extends Error {
  name = "CmsConfigError";
}

function parseHost(value: string): { host: string; insecure: boolean } {
  if (!/^https?:\/\//.test(value)) return { host: value, insecure: false };
  const url = new URL(value);
  return { host: url.host, insecure: url.protocol === "http:" };
}

function parseOrigin(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
  } catch {
    // reported below
  }
  throw new CmsConfigError(`CONTENTFUL_ASSET_ORIGIN must be an http(s) origin such as ${DEFAULT_ASSET_ORIGIN}.`);
}

/** CONTENTFUL_LIVE_PREVIEW_ORIGINS: origins separated by commas (or spaces). */
function parseEditorOrigins(value: string | undefined): string[] {
  const listed = value?.split(/[\s,]+/).filter(Boolean) ?? [];
  if (listed.length === 0) return DEFAULT_EDITOR_ORIGINS;
  return listed.map((entry) => {
    try {
      const url = new URL(entry);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === entry.replace(/\/$/, "")) {
        return url.origin;
      }
    } catch {
      // reported below
    }
    throw new CmsConfigError(
      `CONTENTFUL_LIVE_PREVIEW_ORIGINS must list origins such as ${DEFAULT_EDITOR_ORIGINS[0]}; "${entry}" is not one.`,
    );
  });
}

/**
 * Null without space and token (the site then makes no request); half a configuration throws. A
 * translation's build (SITE_LANGUAGE=hi) reads the same space in its locale (./queries.ts).
 */
export function readCmsConfig(env: Env): CmsConfig | null {
  const preview = env.CONTENTFUL_PREVIEW === "true";
  const space = env.CONTENTFUL_SPACE_ID?.trim();
  const accessToken = (preview ? env.CONTENTFUL_PREVIEW_TOKEN : env.CONTENTFUL_DELIVERY_TOKEN)?.trim();
  if (!space && !accessToken) return null;
  if (!space) throw new CmsConfigError("CONTENTFUL_SPACE_ID is missing: a content client needs a space id.");
  if (!accessToken) {
    const name = preview ? "CONTENTFUL_PREVIEW_TOKEN" : "CONTENTFUL_DELIVERY_TOKEN";
    throw new CmsConfigError(`${name} is missing: a content client needs an access token.`);
  }
  const hostSetting = preview
    ? (env.CONTENTFUL_PREVIEW_HOST ?? DEFAULT_PREVIEW_HOST)
    : (env.CONTENTFUL_HOST ?? DEFAULT_DELIVERY_HOST);
  const timeoutMs = Number(env.CONTENTFUL_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new CmsConfigError("CONTENTFUL_TIMEOUT_MS must be a positive number of milliseconds.");
  }
  const assetOrigin = parseOrigin(env.CONTENTFUL_ASSET_ORIGIN?.trim() || DEFAULT_ASSET_ORIGIN);
  return {
    space,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || DEFAULT_ENVIRONMENT,
    ...parseHost(hostSetting),
    preview,
    timeoutMs,
    assetOrigin,
    locale: contentfulLocaleOf(siteLanguage(env.SITE_LANGUAGE)) ?? (env.CONTENTFUL_LOCALE?.trim() || DEFAULT_LOCALE),
    editorOrigins: preview ? parseEditorOrigins(env.CONTENTFUL_LIVE_PREVIEW_ORIGINS) : [],
  };
}

declare const __CMS_CONFIG__: CmsConfig | null | undefined;

declare global {
  /**
   * Baked in by vite.config.ts. Write `__LIVE_PREVIEW__ && …` inline so a public build's minifier
   * removes it whole (docs/decisions/501). Unit tests set it on globalThis.
   */
  const __LIVE_PREVIEW__: boolean;
}

/** Baked in by vite.config.ts (the same value for the build-time snapshot and the browser). */
export const cmsConfig: CmsConfig | null = typeof __CMS_CONFIG__ === "undefined" ? null : __CMS_CONFIG__;

/** Whether this is a preview build (read at each call, so that unit tests may switch it). */
export const isLivePreview = (): boolean => __LIVE_PREVIEW__;
