// The same policy from every server: nginx (deploy/nginx.conf) and Cloudflare Pages (_headers,
// _redirects) answer every page, alias, unknown path, file and refused method with `npm start`'s
// status and headers. Allowed differences: per-server values (Date, ETag, Server, connection,
// Accept-Ranges), server-written bodies, and Pages' named exceptions (runtime-exceptions.ts).
import { describe, expect, inject, it } from "vitest";
import { excepted, HOST_CONTENT_TYPES, PAGES_HTML_CACHE, PRETTY_URL_ANSWERS } from "./runtime-exceptions";
import { type Answer, cdnHeadersFor, manifest, request, servedFiles } from "./site";

const { node, ...others } = inject("servers");

const OWN_VALUES = ["date", "etag", "server", "connection", "keep-alive", "accept-ranges", "transfer-encoding"];
/** Redirects and refusals carry a body each server writes its own way. */
const OWN_BODY = ["content-type", "content-length"];

type Comparable = { status: number; headers: Record<string, string | string[] | undefined> };

/** An answer without the values each server computes its own way, and what `server`'s runtime compresses itself. */
function comparable(answer: Answer, server: string): Comparable {
  // A 308 is no answer the Node server gives: its body, like a 301's, is the runtime's own.
  const ownBody = [301, 308].includes(answer.status) || (answer.status >= 400 && answer.status !== 404);
  const ownCompression = excepted(server, "compresses-per-request")
    ? ["content-encoding", "vary", "content-length"]
    : [];
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) => !OWN_VALUES.includes(name) && !ownCompression.includes(name) && !(ownBody && OWN_BODY.includes(name)),
    ),
  );
  // Both send a validator; whether it is there must agree.
  return { status: answer.status, headers: { ...headers, etag: answer.headers.etag ? "present" : "absent" } };
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** What a server with the named exceptions is expected to answer, from what the Node server answered. */
function expectedFrom(server: string, fromNode: Answer, target: string): Comparable {
  const path = new URL(target, "http://site").pathname;
  const pretty = PRETTY_URL_ANSWERS[target];
  if (pretty && excepted(server, "pretty-urls")) {
    const headers: Comparable["headers"] = { ...lowerCased(manifest.headers) };
    if (pretty.status === 308)
      return { status: 308, headers: { ...headers, location: pretty.location, etag: "absent" } };
    const own = lowerCased(cdnHeadersFor(path));
    return { status: 200, headers: { ...own, "content-type": "text/html; charset=utf-8", etag: "present" } };
  }

  const { status, headers } = comparable(fromNode, server);
  if (excepted(server, "etag-only-revalidation")) delete headers["last-modified"];
  const type = headers["content-type"];
  if (excepted(server, "host-content-types") && typeof type === "string" && HOST_CONTENT_TYPES[type]) {
    headers["content-type"] = HOST_CONTENT_TYPES[type];
  }
  if (status === 404 && excepted(server, "not-found-policy-in-meta")) {
    headers["content-security-policy"] = cdnHeadersFor(path)["Content-Security-Policy"];
    headers["cache-control"] = "no-store";
    headers.etag = "absent";
  }
  if (manifest.documents[path]?.policyInPage && excepted(server, "published-pages-policy-in-page")) {
    delete headers["content-security-policy"];
    headers["cache-control"] = status === 304 ? undefined : PAGES_HTML_CACHE;
  }
  const isPageSlashForm = path !== "/" && path.endsWith("/") && path.slice(0, -1) in manifest.documents;
  if (status === 301 && isPageSlashForm && excepted(server, "slash-redirect-headers")) {
    delete headers["content-security-policy"];
    delete headers["cache-control"];
  }
  return { status, headers: dropUndefined(headers) };
}

/** A server's answer, without what its named exceptions say it adds or computes its own way. */
function actualFrom(server: string, answer: Answer): Comparable {
  const actual = comparable(answer, server);
  if (excepted(server, "dev-only-header")) delete actual.headers["x-server-env"];
  return actual;
}

const dropUndefined = (headers: Comparable["headers"]) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));

// Every page and redirect in serving.json (routes, published pages, hub articles) and every file.
const pages = Object.keys(manifest.documents);
const targets = [
  ...pages,
  ...pages.filter((path) => path !== "/").map((path) => `${path}/?a=1`),
  ...Object.keys(manifest.aliases).flatMap((alias) => [alias, `${alias}/?utm_source=x`]),
  "/no/such/page",
  "/404",
  "/index.html",
  ...servedFiles.map((file) => `/${file}`),
];

describe.each(Object.entries(others))("%s", (server, origin) => {
  it(`answers every address as the Node server does, in every encoding`, async () => {
    expect(targets.length).toBeGreaterThan(80);
    for (const target of targets) {
      for (const accept of ["br, gzip", "gzip", ""]) {
        for (const method of ["GET", "HEAD"]) {
          const options = { method, headers: { "Accept-Encoding": accept } };
          const [fromNode, fromServer] = await Promise.all([
            request(node, target, options),
            request(origin, target, options),
          ]);
          expect(actualFrom(server, fromServer), `${method} ${target} (${accept || "no Accept-Encoding"})`).toEqual(
            expectedFrom(server, fromNode, target),
          );
        }
      }
    }
  });

  it("refuses other methods as the Node server does", async () => {
    const runtimeMethods = excepted(server, "methods-after-redirects");
    // "methods-after-redirects": the local Pages runtime never answers TRACE (bad-requests.test.ts says so by name).
    const methods = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", ...(runtimeMethods ? [] : ["TRACE"])];
    for (const method of methods) {
      const [fromNode, fromServer] = await Promise.all([
        request(node, "/perks", { method }),
        request(origin, "/perks", { method }),
      ]);
      if (!runtimeMethods) {
        expect(comparable(fromServer, server), method).toEqual(comparable(fromNode, server));
        continue;
      }
      // 405 without Allow, with the page's own headers instead of the refusal's.
      expect(actualFrom(server, fromServer), method).toEqual({
        status: 405,
        headers: { ...lowerCased(cdnHeadersFor("/perks")), etag: "absent" },
      });
      expect(fromNode.headers.allow).toBe("GET, HEAD");
    }
  });
});
