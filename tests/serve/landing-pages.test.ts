// Landing pages the team composed (issue 32), served by the three servers from the preview build
// (build-preview/, built against the content stub's test fixtures, drafts included): each is a
// page like every other, with its own policy (a header on Node and nginx, a <meta> on the CDN,
// the same policy), its data, and a 404 for any address the team did not publish.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { readServingManifest } from "../../server/manifest.mjs";
import { metaPolicy } from "../support/cdn-files";
import { previewE2e } from "../e2e/cms-settings.mjs";
import { excepted } from "./runtime-exceptions";
import { cspDirectives, decoded, inlineScriptHashesOf, inlineStyleHashesOf, request } from "./site";

const servers = inject("previewServers");
const clientDir = join(previewE2e.buildDir, "client");
const manifest = readServingManifest(previewE2e.buildDir);

/** Every section type, a hundred sections, and a draft only the preview has. */
const LANDING_PAGES = ["/founder-week", "/hundred-sections", "/draft-preview-page"];

it("the build publishes each landing page as a page of its own, its policy also in the page", () => {
  for (const path of LANDING_PAGES) {
    const document = manifest.documents[path];
    expect(document, path).toBeDefined();
    expect(document.policyInPage, path).toBe(true);
    const html = readFileSync(join(clientDir, document.file), "utf8");
    expect(metaPolicy(html), path).toBe(document.csp.replace(/; frame-ancestors [^;]*/, ""));
  }
  // Refused ones are not there, nor an inactive one; the page whose address one asked for is the site's.
  for (const path of ["/no-valid-section", "/switched-off-page"]) {
    expect(manifest.documents, path).not.toHaveProperty([path]);
  }
  expect(manifest.documents["/perks"].policyInPage).toBeUndefined();
});

describe.each(Object.entries(servers))("%s", (server, origin) => {
  for (const path of LANDING_PAGES) {
    it(`${path}: 200, the page as built, its strict policy, its data`, async () => {
      const html = readFileSync(join(clientDir, manifest.documents[path].file));
      const answer = await request(origin, path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(decoded(answer).equals(html)).toBe(true);
      const policy = excepted(server, "published-pages-policy-in-page")
        ? metaPolicy(html.toString("utf8"))
        : answer.headers["content-security-policy"];
      const csp = cspDirectives(policy);
      expect(csp.get("default-src")).toEqual(["'none'"]);
      expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
      expect(csp.get("trusted-types")).toEqual(["'none'"]);
      expect((csp.get("script-src") ?? []).slice(2).sort()).toEqual(inlineScriptHashesOf(html.toString("utf8")));
      expect((csp.get("style-src") ?? []).slice(1).sort()).toEqual(inlineStyleHashesOf(html.toString("utf8")));
      expect(policy).not.toMatch(/unsafe-inline|unsafe-hashes|(?<!wasm-)unsafe-eval/);

      const data = await request(origin, `${path}.data`);
      expect(data.status).toBe(200);
    });
  }

  it("an address no landing page has is the 404 page", async () => {
    for (const path of ["/no-such-landing-page", "/switched-off-page", "/no-valid-section"]) {
      const answer = await request(origin, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
  });
});
