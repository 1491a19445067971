import { describe, expect, it } from "vitest";
import { knowledgeHubPaths } from "../app/route-paths";
import {
  cacheControlForFile,
  contentTypeFor,
  contentTypesByPath,
  documentCsp,
  isCompressible,
  permissionsPolicy,
  securityHeaders,
} from "./policy.mjs";

describe("securityHeaders", () => {
  it("sends HSTS for a year with subdomains, nosniff, the referrer policy, COOP and CORP; denies framing to browsers that predate frame-ancestors, and lets search engines decide by the pages' meta", () => {
    const headers = securityHeaders();
    expect(headers).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Frame-Options": "DENY",
    });
    expect(headers).not.toHaveProperty("X-Robots-Tag");
  });

  it("in a preview build, leave framing to frame-ancestors (X-Frame-Options cannot name the editor) and keep every crawler out", () => {
    const headers = securityHeaders({ editorOrigins: ["https://app.contentful.com"] });
    expect(headers).not.toHaveProperty("X-Frame-Options");
    expect(headers["X-Robots-Tag"]).toBe("noindex");
    expect(headers["Strict-Transport-Security"]).toBe(securityHeaders()["Strict-Transport-Security"]);
  });

  it("denies sensors, camera, microphone, geolocation and payment; the player's features keep their default, the page", () => {
    const policy = permissionsPolicy();
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "accelerometer", "gyroscope"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    // Delegated to the video host's frame by its allow attribute; CSP frames no one else.
    for (const feature of ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"]) {
      expect(policy).not.toContain(feature);
    }
  });
});

describe("documentCsp", () => {
  /** Each directive's sources, in the policy of a page that needs nothing but what `page` gives. */
  const policyOf = (page: Partial<Parameters<typeof documentCsp>[0]>) =>
    new Map(
      documentCsp({ scriptHashes: [], connectOrigins: [], frameOrigins: [], ...page })
        .split("; ")
        .map((directive) => directive.split(" "))
        .map(([name, ...sources]) => [name, sources] as const),
    );

  it("starts from nothing and names each source the page needs: our own and exactly the hashed inline scripts and styles, the search's WebAssembly, no unsafe source, Trusted Types and no policy (docs/decisions/701, 714)", () => {
    const csp = documentCsp({
      scriptHashes: ["sha256-b", "sha256-a", "sha256-b"],
      styleHashes: ["sha256-s2", "sha256-s1"],
      connectOrigins: ["https://cdn.contentful.com"],
      frameOrigins: ["https://www.youtube-nocookie.com"],
    });
    expect(csp.split("; ")).toEqual([
      "default-src 'none'",
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'",
      "style-src 'self' 'sha256-s1' 'sha256-s2'",
      "img-src 'self'",
      "font-src 'self'",
      "media-src 'self'",
      "connect-src 'self' https://cdn.contentful.com",
      "frame-src https://www.youtube-nocookie.com",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
      "trusted-types 'none'",
    ]);
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-hashes'|'unsafe-eval'/);
  });

  it("lets Contentful's web app frame a preview build's pages, and no one else any page", () => {
    const editorOrigins = ["https://app.contentful.com", "https://app.eu.contentful.com"];
    expect(policyOf({ editorOrigins }).get("frame-ancestors")).toEqual(editorOrigins);
  });

  it("allows connections to self only when no content service is configured", () => {
    const bare = policyOf({});
    expect(bare.get("connect-src")).toEqual(["'self'"]);
    expect(bare.get("img-src")).toEqual(["'self'"]);
    expect(bare.has("frame-src"), "no frame: default-src 'none' covers it").toBe(false);
    expect(bare.get("style-src")).toEqual(["'self'"]);
    expect(bare.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it("with a content service, lets pictures come from the service's image host, and from nowhere else", () => {
    const policy = policyOf({
      connectOrigins: ["https://cdn.contentful.com"],
      imageOrigins: ["https://images.ctfassets.net"],
    });
    expect(policy.get("img-src")).toEqual(["'self'", "https://images.ctfassets.net"]);
  });
});

describe("files", () => {
  it("caches hashed assets for a year, route data five minutes in the browser alone, media a day", () => {
    expect(cacheControlForFile("assets/x-1a2b.js")).toBe("public, max-age=31536000, immutable");
    // Long enough for the app to use what it fetched ahead of a tap (docs/decisions/015); no shared
    // cache keeps it, so an app a deploy brought never reads the data of the build before.
    expect(cacheControlForFile("perks.data")).toBe("private, max-age=300");
    expect(cacheControlForFile("img/a.svg")).toBe("public, max-age=86400");
    // The search index: files named by their content a year, the ones that name them revalidated.
    expect(cacheControlForFile("pagefind/pagefind.en_0a1b2c3d4e.pf_meta")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlForFile("pagefind/index/en_a1b2c3d.pf_index")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlForFile("pagefind/fragment/en_a1b2c3d.pf_fragment")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlForFile("pagefind/pagefind.js")).toBe("no-cache");
    expect(cacheControlForFile("pagefind/pagefind-entry.json")).toBe("no-cache");
    expect(cacheControlForFile("pagefind/wasm.en.pagefind")).toBe("no-cache");
  });

  it("types text with its charset and media without", () => {
    expect(contentTypeFor("a/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("assets/a.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeFor("a.WEBM")).toBe("video/webm");
    expect(contentTypeFor("LICENSE")).toBe("application/octet-stream");
    expect(contentTypeFor("pagefind/index/en_a1b2c3d.pf_index")).toBe("application/octet-stream");
    expect(contentTypeFor("pagefind/pagefind-entry.json")).toBe("application/json; charset=utf-8");
  });

  it("types the Knowledge Hub's feeds as Atom by their addresses, everything else by its extension", () => {
    const byPath = contentTypesByPath([knowledgeHubPaths.feed, `/hi${knowledgeHubPaths.feed}`]);
    expect(byPath).toEqual({
      "/knowledge-hub/feed.xml": { type: "application/atom+xml", charset: true },
      "/hi/knowledge-hub/feed.xml": { type: "application/atom+xml", charset: true },
    });
    expect(contentTypeFor("knowledge-hub/feed.xml", byPath)).toBe("application/atom+xml; charset=utf-8");
    expect(contentTypeFor("hi/knowledge-hub/feed.xml", byPath)).toBe("application/atom+xml; charset=utf-8");
    // Not without the table the build resolved (build/serving.json), and not for any other XML file.
    expect(contentTypeFor("knowledge-hub/feed.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeFor("sitemap.xml", byPath)).toBe("application/xml; charset=utf-8");
    expect(contentTypeFor("feed.xml", byPath)).toBe("application/xml; charset=utf-8");
    expect(contentTypeFor("knowledge-hub/feed.xml.br", byPath)).toBe("application/octet-stream");
    // Cached and precompressed as sitemap.xml is.
    expect(cacheControlForFile("knowledge-hub/feed.xml")).toBe(cacheControlForFile("sitemap.xml"));
    expect(isCompressible("knowledge-hub/feed.xml")).toBe(true);
  });

  it("compresses text, not media that is compressed already", () => {
    expect(["a.html", "a.js", "a.css", "a.svg", "a.data", "a.json"].every(isCompressible)).toBe(true);
    expect(["a.woff2", "a.webp", "a.mp4", "a.webm", "a.png"].some(isCompressible)).toBe(false);
  });
});
