import { describe, expect, it } from "vitest";
import { readCmsConfig } from "./config";

const env = { CONTENTFUL_SPACE_ID: "s", CONTENTFUL_DELIVERY_TOKEN: "t" };
const preview = { ...env, CONTENTFUL_PREVIEW: "true", CONTENTFUL_PREVIEW_TOKEN: "p" };

describe("readCmsConfig", () => {
  it("is null when nothing is configured, so no request is ever made", () => {
    expect(readCmsConfig({})).toBeNull();
  });

  it("reads the delivery settings with the vendor's defaults", () => {
    expect(readCmsConfig(env)).toEqual({
      space: "s",
      accessToken: "t",
      environment: "master",
      host: "cdn.contentful.com",
      insecure: false,
      preview: false,
      timeoutMs: 30000,
      assetOrigin: "https://images.ctfassets.net",
      locale: "en-US",
      editorOrigins: [],
    });
  });

  it("edits the translation's locale in a translation's build, the space's default otherwise", () => {
    expect(readCmsConfig(env)?.locale).toBe("en-US");
    expect(readCmsConfig({ ...env, CONTENTFUL_LOCALE: "en-IN" })?.locale).toBe("en-IN");
    expect(readCmsConfig({ ...env, CONTENTFUL_LOCALE: "en-IN", SITE_LANGUAGE: "hi" })?.locale).toBe("hi-IN");
  });

  it("names the missing setting when half configured", () => {
    expect(() => readCmsConfig({ CONTENTFUL_DELIVERY_TOKEN: "t" })).toThrow(/CONTENTFUL_SPACE_ID/);
    expect(() => readCmsConfig({ CONTENTFUL_SPACE_ID: "s" })).toThrow(/CONTENTFUL_DELIVERY_TOKEN/);
    expect(() => readCmsConfig({ CONTENTFUL_SPACE_ID: "s", CONTENTFUL_PREVIEW: "true" })).toThrow(
      /CONTENTFUL_PREVIEW_TOKEN/,
    );
  });

  it("points at a local stub over plain http when the host is an http URL", () => {
    const config = readCmsConfig({
      ...env,
      CONTENTFUL_HOST: "http://127.0.0.1:4400",
      CONTENTFUL_ENVIRONMENT: "staging",
    });
    expect(config).toMatchObject({ host: "127.0.0.1:4400", insecure: true, environment: "staging" });
  });

  it("uses the preview host and token in preview mode", () => {
    expect(readCmsConfig(preview)).toMatchObject({ accessToken: "p", host: "preview.contentful.com", preview: true });
  });

  it("lets Contentful's web app frame a preview build for Live Preview, and only a preview build", () => {
    const origins = (settings: Record<string, string>, CONTENTFUL_LIVE_PREVIEW_ORIGINS: string) =>
      readCmsConfig({ ...settings, CONTENTFUL_LIVE_PREVIEW_ORIGINS })?.editorOrigins;
    expect(readCmsConfig(preview)?.editorOrigins).toEqual([
      "https://app.contentful.com",
      "https://app.eu.contentful.com",
    ]);
    expect(origins(preview, "https://app.eu.contentful.com, http://127.0.0.1:4400/")).toEqual([
      "https://app.eu.contentful.com",
      "http://127.0.0.1:4400",
    ]);
    expect(origins({ ...env, CONTENTFUL_PREVIEW_TOKEN: "p" }, "https://app.contentful.com")).toEqual([]);
    expect(() => origins(preview, "https://a.example/x")).toThrow(/CONTENTFUL_LIVE_PREVIEW_ORIGINS/);
    expect(() => origins(preview, "*")).toThrow(/CONTENTFUL_LIVE_PREVIEW_ORIGINS/);
  });

  it("never picks up a management token", () => {
    const config = readCmsConfig({ ...env, CONTENTFUL_MANAGEMENT_TOKEN: "secret-management-token" });
    expect(JSON.stringify(config)).not.toContain("secret-management-token");
  });

  it("takes pictures from another origin when told (the local stub serves its own)", () => {
    expect(readCmsConfig({ ...env, CONTENTFUL_ASSET_ORIGIN: "http://127.0.0.1:4400/" })?.assetOrigin).toBe(
      "http://127.0.0.1:4400",
    );
    expect(() => readCmsConfig({ ...env, CONTENTFUL_ASSET_ORIGIN: "javascript:x" })).toThrow(/CONTENTFUL_ASSET_ORIGIN/);
  });

  it("refuses a timeout that is not a positive number", () => {
    expect(() => readCmsConfig({ ...env, CONTENTFUL_TIMEOUT_MS: "soon" })).toThrow(/CONTENTFUL_TIMEOUT_MS/);
  });
});
