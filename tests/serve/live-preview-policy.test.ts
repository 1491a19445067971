// The preview build's policy on the three servers (issue 19): frame-ancestors names CONTENTFUL_LIVE_PREVIEW_ORIGINS
// for Contentful's web app, with no X-Frame-Options (it cannot name an origin); every page says noindex in HTML and
// X-Robots-Tag whatever SITE_ENV says (the build sets production); every other header is the public build's, whose
// own policy headers.test.ts checks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { notFoundDocumentPath, paths } from "../../app/route-paths";
import { site } from "../../app/site";
import { previewE2e } from "../e2e/cms-settings.mjs";
import { cspDirectives, inlineScriptHashesOf, inlineStyleHashesOf, request } from "./site";

const servers = inject("previewServers");
const publicServers = inject("servers");
const clientDir = join(previewE2e.buildDir, "client");
const pageFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** The headers both builds send alike: everything but framing and indexing. */
const shared = (headers: Record<string, unknown>) => {
  const names = [
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
  ];
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
};

describe.each(Object.entries(servers))("%s, preview build", (server, origin) => {
  for (const path of Object.values(paths)) {
    it(`${path}: framed by the editor origins only, noindex, every other header as in public`, async () => {
      const answer = await request(origin, path);
      expect(answer.status).toBe(200);
      const html = readFileSync(join(clientDir, pageFile(path)), "utf8");

      const csp = cspDirectives(answer.headers["content-security-policy"]);
      expect(csp.get("frame-ancestors")).toEqual([previewE2e.editorOrigin]);
      expect((csp.get("script-src") ?? []).slice(2).sort()).toEqual(inlineScriptHashesOf(html));
      // As strict as a public page: the live preview needs no relaxation (docs/decisions/701).
      expect(csp.get("default-src")).toEqual(["'none'"]);
      expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
      expect(csp.get("trusted-types")).toEqual(["'none'"]);
      expect((csp.get("style-src") ?? []).slice(1).sort()).toEqual(inlineStyleHashesOf(html));
      expect(answer.headers["content-security-policy"]).not.toMatch(
        /unsafe-inline|unsafe-hashes|(?<!wasm-)unsafe-eval/,
      );
      // The Preview API (the stub) is where the live refresh goes.
      expect(csp.get("connect-src")).toEqual(["'self'", previewE2e.stubUrl]);
      expect(csp.get("frame-src")).toEqual([site.videoEmbedOrigin]);

      expect(answer.headers["x-frame-options"]).toBeUndefined();
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
      expect(html).toMatch(/<meta name="robots" content="noindex/);

      const publicAnswer = await request(publicServers[server as keyof typeof publicServers], path);
      expect(shared(answer.headers)).toEqual(shared(publicAnswer.headers));
    });
  }

  it("what is not a page still may not be framed, and is not indexed", async () => {
    const script = readFileSync(join(clientDir, pageFile("/")), "utf8").match(/\/assets\/[\w-]+\.js/)![0];
    const answer = await request(origin, script);
    expect(answer.status).toBe(200);
    expect(cspDirectives(answer.headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
  });

  it("the 404 page says noindex too", async () => {
    const answer = await request(origin, "/no-such-page");
    expect(answer.status).toBe(404);
    expect(answer.headers["x-robots-tag"]).toBe("noindex");
    expect(readFileSync(join(clientDir, pageFile(notFoundDocumentPath)), "utf8")).toMatch(
      /<meta name="robots" content="noindex/,
    );
  });
});

describe("the preview build's search-engine files", () => {
  it("robots.txt keeps every crawler out, whatever SITE_ENV says", () => {
    expect(readFileSync(join(clientDir, "robots.txt"), "utf8")).toMatch(/Disallow: \/\s*$/m);
  });
});
