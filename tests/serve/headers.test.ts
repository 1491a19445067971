// Every header on every route, for Node (`npm start`), nginx and the Pages runtime (wrangler pages
// dev). Expected values are written out from the issue, not read from the policy module, so a wrong
// policy fails here; runtime deviations are checked by exception name (runtime-exceptions.ts).
import { describe, expect, inject, it } from "vitest";
import { aliasRedirects, knowledgeHubPaths, notFoundDocumentPath, paths } from "../../app/route-paths";
import { pathIn, siteLanguages, translations } from "../../app/languages";
import { site } from "../../app/site";
import { CDN_NOT_FOUND_FILE, cdnNotFoundFile } from "../../scripts/build/cdn-files.mjs";
import { PRECOMPRESS_MIN_BYTES } from "../../server/policy.mjs";
import { expectedCacheRule, metaPolicy } from "../support/cdn-files";
import { excepted, HOST_CONTENT_TYPES, PAGES_HTML_CACHE, PRETTY_URL_ANSWERS } from "./runtime-exceptions";
import {
  type Answer,
  cdnHeadersFor,
  cspDirectives,
  decoded,
  fileOnDisk,
  hasSibling,
  inlineScriptHashesOf,
  inlineStyleHashesOf,
  manifest,
  request,
  servedFiles,
} from "./site";

const servers = inject("servers");

const SECURITY = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  // Nothing of ours may be embedded by another site (the Observatory's extra credit, issue 21).
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};
const DENIED_FEATURES = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "accelerometer",
  "gyroscope",
  "magnetometer",
];
const RESOURCE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  html: "no-cache",
  media: "public, max-age=86400",
  redirect: "public, max-age=3600",
};
const ENCODINGS = [
  { accept: "br, gzip, deflate", expect: "br" },
  // Chrome's header: the server's preference decides the tie.
  { accept: "gzip, deflate, br, zstd", expect: "br" },
  { accept: "gzip, deflate", expect: "gzip" },
  { accept: "br;q=0, gzip", expect: "gzip" },
  { accept: "identity", expect: undefined },
] as const;

const accepts = (accept: string, encoding: string) => new RegExp(`\\b${encoding}\\b(?!;q=0)`).test(accept);
/** Headers each answer has its own value of, even a HEAD beside its GET. */
const PER_ANSWER = ["date", "transfer-encoding"];
const without = (headers: Answer["headers"], names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/**
 * "compresses-per-request": an encoding the client accepted, or none; never one it refused. HTML
 * (`html: true`) is always compressed when the client accepts gzip or br.
 */
function expectOwnCompression(answer: Answer, accept: string, { html = false } = {}) {
  const encoding = answer.headers["content-encoding"];
  if (html && (accepts(accept, "gzip") || accepts(accept, "br"))) expect(encoding, accept).toBeDefined();
  if (encoding === undefined) return;
  expect(["br", "gzip"]).toContain(encoding);
  expect(accepts(accept, String(encoding)), `${encoding} for ${accept}`).toBe(true);
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers).toMatchObject(SECURITY);
  // Only a preview build keeps search engines out by header (live-preview-policy.test.ts).
  expect(answer.headers["x-robots-tag"]).toBeUndefined();
  const permissions = String(answer.headers["permissions-policy"]);
  for (const feature of DENIED_FEATURES) expect(permissions).toContain(`${feature}=()`);
  // The video player's features keep their default (the page), which its frame's allow attribute
  // delegates; the page's frame-src admits no other frame (docs/decisions/714).
  expect(permissions).not.toMatch(/autoplay|encrypted-media|fullscreen|picture-in-picture/);
}

/** The build's own copy for the client's preferred encoding (br, then gzip); Vary wherever one exists. */
function expectBuildEncoding(answer: Answer, file: string, accept: string, where: string) {
  const [br, gz] = [hasSibling(file, ".br"), hasSibling(file, ".gz")];
  const expected = accepts(accept, "br") && br ? "br" : accepts(accept, "gzip") && gz ? "gzip" : undefined;
  expect(answer.headers["content-encoding"], where).toBe(expected);
  expect(answer.headers.vary, where).toBe(br || gz ? "Accept-Encoding" : undefined);
}

/** A 301 to `location`, cached an hour, with the resources' policy (`bare`: the security headers alone). */
function expectMoved(moved: Answer, location: string, where: string, { bare = false } = {}) {
  expect(moved.status, where).toBe(301);
  expect(moved.headers.location, where).toBe(location);
  expect(moved.headers["cache-control"], where).toBe(bare ? undefined : CACHE.redirect);
  expect(moved.headers["content-security-policy"], where).toBe(bare ? undefined : RESOURCE_CSP);
  expectSecurityHeaders(moved);
}

/**
 * A page's policy, checked directive by directive against the issue and the page's own scripts.
 * @param inMeta a policy in a <meta>, where browsers ignore frame-ancestors (X-Frame-Options does its job)
 */
function expectPagePolicy(policy: string | string[] | undefined, html: string, { inMeta = false } = {}) {
  const csp = cspDirectives(policy);
  // Nothing by default; each kind of thing the page uses, named (issue 21, docs/decisions/701).
  expect(csp.get("default-src")).toEqual(["'none'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  // Every page can open the site search, whose engine is WebAssembly: compiling it, and only it.
  expect(scriptSrc.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(scriptSrc.slice(2).sort()).toEqual(inlineScriptHashesOf(html));
  expect(scriptSrc.length).toBeGreaterThan(2);
  expect(policy).not.toMatch(/(?<!wasm-)unsafe-eval|unsafe-inline|unsafe-hashes|strict-dynamic|\*/);
  expect(csp.get("frame-src")).toEqual([site.videoEmbedOrigin]);
  // This build has no content service configured: the browser connects to nothing else.
  expect(csp.get("connect-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(inMeta ? undefined : ["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("img-src")).toEqual(["'self'"]);
  expect(csp.get("font-src")).toEqual(["'self'"]);
  expect(csp.get("media-src")).toEqual(["'self'"]);
  // Script sinks refuse strings, and no policy may be created to bless one (docs/decisions/714).
  expect(csp.get("require-trusted-types-for")).toEqual(["'script'"]);
  expect(csp.get("trusted-types")).toEqual(["'none'"]);
  // Our stylesheet and the page's own <style> elements (its critical rules).
  const styleSrc = csp.get("style-src") ?? [];
  expect(styleSrc[0]).toBe("'self'");
  expect(styleSrc.slice(1).sort()).toEqual(inlineStyleHashesOf(html));
  expect(styleSrc.length).toBeGreaterThan(1);
  // No style attribute anywhere in the page: the policy would refuse it.
  expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
}

/** Every page the build serves: the route table's and those the team published (the Knowledge Hub's articles). */
const pages = Object.entries(manifest.documents);

it("every page is written in one piece, without React's scripts that move streamed parts into place (docs/decisions/706)", () => {
  for (const [path, { file }] of pages) {
    const html = fileOnDisk(file).toString("utf8");
    expect(html, path).not.toMatch(/\$RC\(|\$RV=|<template id="B:/);
  }
});

it("the feed's entries are the Knowledge Hub's article pages, each served as a page", () => {
  const xml = fileOnDisk(knowledgeHubPaths.feed.slice(1)).toString("utf8");
  const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const href = /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(entry)?.[1];
    expect(href, entry).toBeDefined();
    const path = new URL(href!).pathname;
    expect(path.startsWith(`${paths.knowledgeHub}/`), path).toBe(true);
    expect(manifest.documents, path).toHaveProperty([path]);
  }
});

it("the build has a page for every route in the route table in every language, and besides them only the Knowledge Hub's published pages", () => {
  const prefixes = ["", ...translations.map((language) => language.pathPrefix)];
  expect(Object.keys(manifest.notFoundByPrefix)).toEqual(prefixes.slice(1));
  const routes: string[] = prefixes.flatMap((prefix) =>
    Object.values(paths).map((path) => pathIn({ pathPrefix: prefix }, path)),
  );
  expect(Object.keys(manifest.documents)).toEqual(expect.arrayContaining(routes));
  for (const path of Object.keys(manifest.documents).filter((page) => !routes.includes(page))) {
    expect(
      prefixes.some((prefix) => path.startsWith(`${prefix}${paths.knowledgeHub}/`)),
      path,
    ).toBe(true);
    expect(manifest.documents[path].policyInPage, path).toBe(true);
  }
  expect(manifest.documents).not.toHaveProperty(knowledgeHubPaths.feed);
});

it("serves the search index, one per language: its hashed files for a year, its script, entry and WebAssembly revalidated", () => {
  const index = servedFiles.filter((file) => file.startsWith("pagefind/"));
  const languages = ["en-in", "hi-in"];
  expect(index).toEqual(
    expect.arrayContaining([
      "pagefind/pagefind.js",
      "pagefind/pagefind-entry.json",
      ...languages.flatMap((language) => [
        `pagefind/wasm.${language}.pagefind`,
        expect.stringMatching(new RegExp(`^pagefind/pagefind\\.${language}_[0-9a-f]+\\.pf_meta$`)),
        expect.stringMatching(new RegExp(`^pagefind/index/${language}_[0-9a-f]+\\.pf_index$`)),
        expect.stringMatching(new RegExp(`^pagefind/fragment/${language}_[0-9a-f]+\\.pf_fragment$`)),
      ]),
    ]),
  );
  expect(index.filter((file) => expectedCacheRule(file) === CACHE.immutable).length).toBeGreaterThan(4);
  expect(index.filter((file) => expectedCacheRule(file) === CACHE.html).sort()).toEqual([
    "pagefind/pagefind-entry.json",
    "pagefind/pagefind.js",
    ...languages.map((language) => `pagefind/wasm.${language}.pagefind`),
  ]);
});

it("precompressed the text the pages load: scripts, styles and pictures", () => {
  const text = servedFiles.filter(
    (file) => /\.(?:js|css|svg)$/.test(file) && fileOnDisk(file).length >= PRECOMPRESS_MIN_BYTES,
  );
  expect(text.length).toBeGreaterThan(20);
  for (const file of text) {
    expect(hasSibling(file, ".br"), file).toBe(true);
    expect(hasSibling(file, ".gz"), file).toBe(true);
  }
});

describe.each(Object.entries(servers))("%s", (server, origin) => {
  const ownCompression = excepted(server, "compresses-per-request");
  const etagOnly = excepted(server, "etag-only-revalidation");

  describe("pages", () => {
    for (const [path, { file, policyInPage }] of pages) {
      // "published-pages-policy-in-page": no rule of its own on the CDN, its policy in the page.
      const ruleless = policyInPage === true && excepted(server, "published-pages-policy-in-page");
      const cacheRule = ruleless ? PAGES_HTML_CACHE : CACHE.html;
      it(`${path}: 200, its own CSP, no-cache, precompressed, validators, HEAD and conditional GET`, async () => {
        const onDisk = fileOnDisk(file);
        const html = onDisk.toString("utf8");
        for (const { accept, expect: encoding } of ENCODINGS) {
          const page = await request(origin, path, { headers: { "Accept-Encoding": accept } });
          expect(page.status).toBe(200);
          expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(page.headers["cache-control"]).toBe(cacheRule);
          expect(decoded(page).equals(onDisk)).toBe(true);
          if (ownCompression) {
            expectOwnCompression(page, accept, { html: true });
            expect(page.headers.vary).toBeUndefined();
            expect(page.headers["transfer-encoding"]).toBe("chunked");
          } else {
            expect(page.headers["content-encoding"]).toBe(encoding);
            expect(page.headers.vary).toBe("Accept-Encoding");
            expect(Number(page.headers["content-length"])).toBe(page.body.length);
          }
          expectSecurityHeaders(page);
          if (ruleless) expect(page.headers["content-security-policy"]).toBeUndefined();
          const policy = ruleless ? metaPolicy(html) : page.headers["content-security-policy"];
          expectPagePolicy(policy, html, { inMeta: ruleless });
          // A published page says its policy itself as well, the same as the header's.
          if (policyInPage) expect(metaPolicy(html)).toBeDefined();
          const etag = String(page.headers.etag);
          const lastModified = String(page.headers["last-modified"]);
          expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
          if (etagOnly) expect(page.headers["last-modified"]).toBeUndefined();
          else expect(new Date(lastModified).getTime()).not.toBeNaN();

          const head = await request(origin, path, { method: "HEAD", headers: { "Accept-Encoding": accept } });
          expect(head.status).toBe(200);
          expect(head.body.length).toBe(0);
          expect(without(head.headers, PER_ANSWER)).toEqual(without(page.headers, PER_ANSWER));

          const revalidated = await request(origin, path, {
            headers: { "Accept-Encoding": accept, "If-None-Match": etag },
          });
          expect(revalidated.status).toBe(304);
          expect(revalidated.body.length).toBe(0);
          expect(revalidated.headers.etag).toBe(etagOnly ? undefined : etag);
          // Pages answers a 304 without the Cache-Control it does not have a rule for.
          expect(revalidated.headers["cache-control"]).toBe(ruleless ? undefined : CACHE.html);
          expect(revalidated.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
          expectSecurityHeaders(revalidated);

          const byDate = await request(origin, path, {
            headers: { "Accept-Encoding": accept, "If-Modified-Since": etagOnly ? page.headers.date! : lastModified },
          });
          expect(byDate.status).toBe(etagOnly ? 200 : 304);
          if (etagOnly) expect(decoded(byDate).equals(onDisk)).toBe(true);
          else expect(byDate.body.length).toBe(0);
          expect(byDate.headers.etag).toBe(etag);
          expect(byDate.headers["cache-control"]).toBe(cacheRule);
          expect(byDate.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
          expectSecurityHeaders(byDate);
        }
      });

      if (path !== "/") {
        it(`${path}/ moves to ${path} with 301, keeping the query`, async () => {
          const moved = await request(origin, `${path}/?utm_source=x`);
          const bare = excepted(server, "slash-redirect-headers");
          expectMoved(moved, `${path}?utm_source=x`, `${path}/?utm_source=x`, { bare });
        });
      }
    }
  });

  describe("aliases", () => {
    // Every permanent redirect the build resolved (the aliases, and whatever else the manifest moves).
    for (const [alias, canonical] of Object.entries(manifest.aliases)) {
      it(`${alias} answers 301 to ${canonical}, with or without a slash, GET or HEAD, keeping the query`, async () => {
        for (const [target, location] of [
          [alias, canonical],
          [`${alias}/`, canonical],
          [`${alias}?utm_medium=print`, `${canonical}?utm_medium=print`],
        ]) {
          for (const method of ["GET", "HEAD"]) {
            expectMoved(await request(origin, target, { method }), location, `${method} ${target}`);
          }
        }
      });
    }

    for (const [alias, canonical] of Object.entries(aliasRedirects)) {
      it(`${alias}.data sends a client-side navigation to ${canonical}`, async () => {
        const data = await request(origin, `${alias}.data`);
        expect(data.status).toBe(200);
        expect(decoded(data).toString()).toContain(`"redirect","${canonical}"`);
      });
    }
  });

  describe("404", () => {
    const notFoundFile = `${notFoundDocumentPath.slice(1)}/index.html`;
    /** "pretty-urls": Pages serves or moves these addresses instead. */
    const expectPrettyUrl = (answer: Answer, target: string, method: string) => {
      const expected = PRETTY_URL_ANSWERS[target];
      expect(answer.status, `${method} ${target}`).toBe(expected.status);
      expectSecurityHeaders(answer);
      if (expected.status === 308) {
        expect(answer.headers.location).toBe(expected.location);
        return;
      }
      // The 404 page's own address: 404.html with 200 and, from its header rule, the 404 page's CSP.
      expect(answer.headers["cache-control"]).toBe(CACHE.html);
      expectPagePolicy(answer.headers["content-security-policy"], fileOnDisk(CDN_NOT_FOUND_FILE).toString("utf8"));
      if (method === "GET") expect(decoded(answer).equals(fileOnDisk(CDN_NOT_FOUND_FILE))).toBe(true);
    };
    /** "not-found-policy-in-meta": 404.html with 404, its policy in the document. */
    const expectCdnNotFound = (answer: Answer, target: string, method: string, cdnFile = CDN_NOT_FOUND_FILE) => {
      expect(answer.status, `${method} ${target}`).toBe(404);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers.etag).toBeUndefined();
      expectSecurityHeaders(answer);
      // Under a folder with a file rule, that rule's headers come too; elsewhere no CSP header.
      expect(answer.headers["content-security-policy"]).toBe(cdnHeadersFor(target)["Content-Security-Policy"]);
      const html = fileOnDisk(cdnFile);
      expectPagePolicy(metaPolicy(html.toString("utf8")), html.toString("utf8"), { inMeta: true });
      expectOwnCompression(answer, "gzip", { html: true });
      if (method === "GET") expect(decoded(answer).equals(html)).toBe(true);
      else expect(answer.body.length).toBe(0);
    };

    it("a precompressed copy is the 404 page, or, where the copies are uploaded, itself", async () => {
      const copy = "index.html.br";
      expect(hasSibling("index.html", ".br")).toBe(true);
      const answer = await request(origin, `/${copy}`);
      if (excepted(server, "precompressed-copies-uploaded")) {
        expect(answer.status).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/octet-stream");
        expect(answer.body.equals(fileOnDisk(copy))).toBe(true);
      } else {
        expect(answer.status).toBe(404);
        expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      }
      expectSecurityHeaders(answer);
    });

    /** The CDN hosts' own configuration, which no host serves as a file. */
    const CONFIG_FILES = ["/_headers", "/_redirects"];
    for (const target of [
      "/no/such/page",
      "/perks-and-more",
      "/index.html",
      "/perks/index.html",
      "/__spa-fallback.html",
      notFoundDocumentPath,
      `/${notFoundFile}`,
      "/assets/",
      "/img",
      "/no-such-picture.svg.br",
      ...CONFIG_FILES,
    ]) {
      it(`${target} answers the 404 page with status 404 and the 404 page's own CSP`, async () => {
        for (const method of ["GET", "HEAD"]) {
          const answer = await request(origin, target, { method, headers: { "Accept-Encoding": "gzip" } });
          if (excepted(server, "local-asset-lookup-errors") && CONFIG_FILES.includes(target)) {
            expect(answer.status).toBe(502);
            expect(answer.body.toString("utf8")).not.toContain(fileOnDisk(target.slice(1)).toString("utf8"));
            continue;
          }
          if (excepted(server, "pretty-urls") && target in PRETTY_URL_ANSWERS) {
            expectPrettyUrl(answer, target, method);
            continue;
          }
          if (excepted(server, "not-found-policy-in-meta")) {
            expectCdnNotFound(answer, target, method);
            continue;
          }
          expect(answer.status).toBe(404);
          expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
          expect(answer.headers["cache-control"]).toBe(CACHE.html);
          expect(answer.headers["content-encoding"]).toBe("gzip");
          expect(answer.headers["last-modified"]).toBeUndefined();
          expectSecurityHeaders(answer);
          const html = fileOnDisk(notFoundFile);
          expectPagePolicy(answer.headers["content-security-policy"], html.toString("utf8"));
          if (method === "GET") expect(decoded(answer).equals(html)).toBe(true);
          else expect(answer.body.length).toBe(0);
        }
      });
    }

    describe("404 in a translation", () => {
      for (const [prefix, { file, csp }] of Object.entries(manifest.notFoundByPrefix)) {
        for (const target of [`${prefix}/no/such/page`, `${prefix}/perks-and-more`]) {
          it(`${target} answers the ${prefix} 404 page, in its language, with status 404 and its own CSP`, async () => {
            const answer = await request(origin, target, { headers: { "Accept-Encoding": "gzip" } });
            if (excepted(server, "not-found-policy-in-meta")) {
              // Pages answers with the 404.html nearest the address: the language's own.
              expectCdnNotFound(answer, target, "GET", cdnNotFoundFile(prefix));
              return;
            }
            expect(answer.status).toBe(404);
            expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
            expect(answer.headers["cache-control"]).toBe(CACHE.html);
            expect(answer.headers["content-security-policy"]).toBe(csp);
            expectSecurityHeaders(answer);
            expect(decoded(answer).equals(fileOnDisk(file))).toBe(true);
          });
        }
      }
      it("the English 404 page stays English's, beside an address that only starts like a prefix", async () => {
        const answer = await request(origin, "/hindi-guide", { headers: { "Accept-Encoding": "gzip" } });
        expect(answer.status).toBe(404);
        expect(decoded(answer).toString("utf8")).toContain('<html lang="en-IN"');
      });
    });
  });

  describe("files", () => {
    it("serves every file of the build with its type, cache rule, CSP, validators and encodings", async () => {
      expect(servedFiles.length).toBeGreaterThan(50);
      for (const file of servedFiles) {
        const onDisk = fileOnDisk(file);
        for (const { accept } of ENCODINGS) {
          const answer = await request(origin, `/${file}`, { headers: { "Accept-Encoding": accept } });
          const where = `${file} (${accept})`;
          expect(answer.status, where).toBe(200);
          expect(decoded(answer).equals(onDisk), where).toBe(true);
          expect(answer.headers["content-security-policy"], where).toBe(RESOURCE_CSP);
          expectSecurityHeaders(answer);
          expect(answer.headers.etag, where).toBeDefined();
          expect(answer.headers["last-modified"], where).toEqual(etagOnly ? undefined : expect.any(String));
          expect(answer.headers["cache-control"], where).toBe(expectedCacheRule(file));

          if (ownCompression) {
            expectOwnCompression(answer, accept);
            expect(answer.headers.vary, where).toBeUndefined();
          } else {
            expectBuildEncoding(answer, file, accept, where);
          }
        }
      }
    });

    it("types what browsers must not sniff", async () => {
      const expectedTypes: Record<string, string> = {
        js: "text/javascript; charset=utf-8",
        css: "text/css; charset=utf-8",
        svg: "image/svg+xml",
        woff2: "font/woff2",
        webp: "image/webp",
        mp4: "video/mp4",
        webm: "video/webm",
        data: "text/x-script; charset=utf-8",
        // The search index: binary, compressed by Pagefind itself.
        pagefind: "application/octet-stream",
        pf_meta: "application/octet-stream",
        pf_index: "application/octet-stream",
        pf_fragment: "application/octet-stream",
      };
      for (const [extension, type] of Object.entries(expectedTypes)) {
        const file = servedFiles.find((name) => name.endsWith(`.${extension}`));
        expect(file, extension).toBeDefined();
        const answer = await request(origin, `/${file}`, { method: "HEAD" });
        const hostType = excepted(server, "host-content-types") ? (HOST_CONTENT_TYPES[type] ?? type) : type;
        expect(answer.headers["content-type"], file).toBe(hostType);
      }
    });

    // The feed in each language: the Hindi one is Atom too.
    it.each(siteLanguages.map((language) => [language.tag, pathIn(language, knowledgeHubPaths.feed)]))(
      "serves the Knowledge Hub's feed (%s) as Atom, with the headers, cache rule and encodings of sitemap.xml",
      async (_language, feed) => {
        const file = feed.slice(1);
        const onDisk = fileOnDisk(file);
        expect(onDisk.length).toBeGreaterThanOrEqual(PRECOMPRESS_MIN_BYTES);
        // The build's own copies, as for sitemap.xml.
        expect(hasSibling(file, ".br") && hasSibling(file, ".gz"), "precompressed").toBe(true);
        // What each server answers alike for both files; type, encoding and validators are each file's own.
        const own = [
          ...PER_ANSWER,
          "etag",
          "last-modified",
          "content-length",
          "content-type",
          "content-encoding",
          "vary",
        ];
        for (const { accept } of ENCODINGS) {
          for (const method of ["GET", "HEAD"]) {
            const options = { method, headers: { "Accept-Encoding": accept } };
            const [answer, sitemap] = await Promise.all([
              request(origin, feed, options),
              request(origin, "/sitemap.xml", options),
            ]);
            const where = `${method} ${feed} (${accept})`;
            expect(answer.status, where).toBe(200);
            expect(answer.headers["content-type"], where).toBe("application/atom+xml; charset=utf-8");
            expect(without(answer.headers, own), where).toEqual(without(sitemap.headers, own));
            expect(answer.headers["cache-control"], where).toBe(CACHE.media);
            expect(answer.headers["content-security-policy"], where).toBe(RESOURCE_CSP);
            expectSecurityHeaders(answer);
            expect(answer.headers.etag, where).toBeDefined();
            if (method === "GET") expect(decoded(answer).equals(onDisk), where).toBe(true);
            if (ownCompression) {
              // "compresses-per-request": application/atom+xml is not among the types Cloudflare compresses.
              expect(answer.headers["content-encoding"], where).toBeUndefined();
              expect(answer.headers.vary, where).toBeUndefined();
            } else {
              expectBuildEncoding(answer, file, accept, where);
            }
          }
        }
      },
    );

    it("answers a byte range of a media file, and 416 to one beyond its end", async () => {
      const video = servedFiles.find((file) => file.endsWith(".mp4"))!;
      const onDisk = fileOnDisk(video);
      if (excepted(server, "no-byte-ranges")) {
        for (const range of ["bytes=0-99", `bytes=${onDisk.length + 10}-`]) {
          const whole = await request(origin, `/${video}`, { headers: { Range: range } });
          expect(whole.status, range).toBe(200);
          expect(whole.headers["content-range"]).toBeUndefined();
          expect(whole.body.equals(onDisk)).toBe(true);
          expectSecurityHeaders(whole);
        }
        return;
      }
      const answer = await request(origin, `/${video}`, { headers: { Range: "bytes=0-99" } });
      expect(answer.status).toBe(206);
      expect(answer.headers["content-range"]).toBe(`bytes 0-99/${onDisk.length}`);
      expect(answer.body.equals(onDisk.subarray(0, 100))).toBe(true);

      const beyond = await request(origin, `/${video}`, { headers: { Range: `bytes=${onDisk.length + 10}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers["content-range"]).toBe(`bytes */${onDisk.length}`);
      // nginx 1.22 runs add_header again for a 416's error answer: each header twice, harmless.
      for (const [name, value] of Object.entries(SECURITY)) {
        expect([value, `${value}, ${value}`], name).toContain(beyond.headers[name]);
      }
    });
  });
});
