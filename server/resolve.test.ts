import { describe, expect, it } from "vitest";
import type { ServingManifest } from "./manifest.mjs";
import { CACHE } from "./policy.mjs";
import { createResolver, parseTarget } from "./resolve.mjs";

const manifest: ServingManifest = {
  version: 1,
  headers: {},
  documents: {
    "/": { file: "index.html", csp: "csp-home" },
    "/perks": { file: "perks/index.html", csp: "csp-perks" },
  },
  notFound: { file: "404/index.html", csp: "csp-404" },
  notFoundByPrefix: { "/hi": { file: "hi/404/index.html", csp: "csp-404-hi" } },
  aliases: { "/bootstrapped": "/bootstrapped-startups" },
  contentTypes: { "/knowledge-hub/feed.xml": { type: "application/atom+xml", charset: true } },
  connectOrigins: [],
  frameOrigins: [],
};
/** Every file of the build, each with its precompressed siblings. */
const files = new Set(
  [
    ["index.html", "index.html.br", "index.html.gz", "perks/index.html", "perks/index.html.gz"],
    ["404/index.html", "hi/404/index.html", "__spa-fallback.html", "_headers", "_redirects"],
    ["assets/app-abc123.js", "assets/app-abc123.js.br", "perks.data", "img/logo.svg", "video/clip.webm"],
    ["sitemap.xml", "sitemap.xml.br", "knowledge-hub/feed.xml", "knowledge-hub/feed.xml.br"],
    ["knowledge-hub/feed.xml.gz"],
  ].flat(),
);
const resolve = createResolver({ manifest, files });

describe("parseTarget", () => {
  it("decodes, merges slashes and resolves dot segments inside the root, like nginx", () => {
    expect(parseTarget("/perks?x=1")).toEqual({ path: "/perks", query: "x=1" });
    expect(parseTarget("//perks")).toEqual({ path: "/perks", query: "" });
    expect(parseTarget("/a/../perks")).toEqual({ path: "/perks", query: "" });
    expect(parseTarget("/./perks/.")).toEqual({ path: "/perks/", query: "" });
    expect(parseTarget("/perks%2F")).toEqual({ path: "/perks/", query: "" });
    expect(parseTarget("/caf%C3%A9")).toEqual({ path: "/café", query: "" });
    expect(parseTarget("http://example.com/perks?a")).toEqual({ path: "/perks", query: "a" });
  });

  it.each([
    ["climb above the root", ["/../etc/passwd", "/a/../../b"]],
    ["climb above the root in escapes", ["/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fpackage.json"]],
    ["hold a NUL", ["/a%00b"]],
    ["are badly encoded", ["/%E0%A4%A", "/%zz"]],
    ["are not paths", ["perks", "*"]],
  ])("refuses targets that %s", (_, targets) => {
    for (const target of targets) expect(parseTarget(target), target).toBeNull();
  });
});

describe("createResolver", () => {
  it("serves each page at its route with its own policy, no-cache, and the siblings it has", () => {
    expect(resolve("GET", "/")).toEqual({
      kind: "file",
      status: 200,
      file: "index.html",
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": CACHE.revalidate,
        "Content-Security-Policy": "csp-home",
      },
      encodings: ["br", "gzip"],
    });
    expect(resolve("HEAD", "/perks?utm=x")).toMatchObject({
      status: 200,
      file: "perks/index.html",
      encodings: ["gzip"],
    });
  });

  it.each([
    ["a page asked for with a trailing slash", "/perks/?a=1", "/perks?a=1"],
    ["an alias", "/bootstrapped", "/bootstrapped-startups"],
    ["an alias with a trailing slash", "/bootstrapped/?utm_source=x", "/bootstrapped-startups?utm_source=x"],
  ])("moves %s to its one address, keeping the query", (_, target, location) => {
    expect(resolve("GET", target)).toEqual({ kind: "redirect", status: 301, location });
  });

  it("serves files with their cache rule: immutable assets, route data five minutes in the browser, a day for media", () => {
    expect(resolve("GET", "/assets/app-abc123.js")).toEqual({
      kind: "file",
      status: 200,
      file: "assets/app-abc123.js",
      headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": CACHE.immutable },
      encodings: ["br"],
    });
    expect(resolve("GET", "/perks.data")).toMatchObject({
      headers: { "Cache-Control": CACHE.routeData },
      encodings: [],
    });
    expect(resolve("GET", "/img/logo.svg")).toMatchObject({
      headers: { "Content-Type": "image/svg+xml", "Cache-Control": CACHE.media },
    });
    expect(resolve("GET", "/video/clip.webm")).toMatchObject({ headers: { "Content-Type": "video/webm" } });
  });

  it("serves a file typed by its address (the Knowledge Hub's feed) with that type, cached and compressed as any file", () => {
    expect(resolve("GET", "/knowledge-hub/feed.xml")).toEqual({
      kind: "file",
      status: 200,
      file: "knowledge-hub/feed.xml",
      headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": CACHE.media },
      encodings: ["br", "gzip"],
    });
    expect(resolve("GET", "/sitemap.xml")).toMatchObject({
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE.media },
      encodings: ["br"],
    });
    expect(resolve("GET", "/knowledge-hub/feed.xml.br")).toMatchObject({ status: 404, file: "404/index.html" });
  });

  it.each([
    ["unknown paths", ["/nope"]],
    ["HTML files", ["/index.html", "/perks/index.html", "/__spa-fallback.html"]],
    ["the 404 page's own address", ["/404", "/404/", "/404/index.html"]],
    ["compressed siblings", ["/assets/app-abc123.js.br", "/index.html.gz"]],
    ["directories", ["/assets/", "/img", "/perks.data/"]],
    ["the CDN hosts' files", ["/_headers", "/_redirects"]],
  ])("answers the 404 page for %s", (_, targets) => {
    for (const target of targets) {
      expect(resolve("GET", target), target).toEqual({
        kind: "file",
        status: 404,
        file: "404/index.html",
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": CACHE.revalidate,
          "Content-Security-Policy": "csp-404",
        },
        encodings: [],
      });
    }
  });

  it("answers an unknown address under a translation's prefix with that language's 404 page, and only there", () => {
    for (const target of ["/hi/nope", "/hi/perks/extra", "/hi/", "/hi/404/index.html"]) {
      expect(resolve("GET", target), target).toMatchObject({
        status: 404,
        file: "hi/404/index.html",
        headers: { "Content-Security-Policy": "csp-404-hi" },
      });
    }
    for (const target of ["/hindi", "/perks/hi"]) {
      expect(resolve("GET", target), target).toMatchObject({ status: 404, file: "404/index.html" });
    }
  });

  it("answers 400 to malformed targets, 405 to other methods, 414 to overlong URLs", () => {
    expect(resolve("GET", "/../etc/passwd")).toEqual({ kind: "error", status: 400 });
    expect(resolve("GET", "/a%00")).toEqual({ kind: "error", status: 400 });
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      expect(resolve(method, "/perks"), method).toEqual({ kind: "error", status: 405 });
    }
    expect(resolve("POST", "/bootstrapped")).toEqual({ kind: "error", status: 405 });
    expect(resolve("GET", `/${"a".repeat(9000)}`)).toEqual({ kind: "error", status: 414 });
    expect(resolve("GET", `/${"a".repeat(8000)}`)).toMatchObject({ status: 404 });
  });
});
