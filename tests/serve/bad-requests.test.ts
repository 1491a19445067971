// Requests a static site must refuse cleanly, for every server: path traversal, an encoded NUL,
// broken percent-encoding, overlong URLs, methods other than GET and HEAD, garbage. Each gets a
// 4xx with the security headers, nothing from outside the build, and the server stays up. The
// local Pages runtime's HTTP layer answers them its own way before the site sees them (exception
// "malformed-requests"): what it answers is written beside each case and checked.
import { describe, expect, inject, it } from "vitest";
import { excepted } from "./runtime-exceptions";
import { cdnHeadersFor, rawRequest, request } from "./site";

const servers = inject("servers");

const head = (requestLine: string) => `${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

/** What the local Pages runtime answers instead: a status, with the security headers or without. */
type OnPages = { status: number; securityHeaders: boolean };

const refused: { name: string; head: string; status: number | "4xx"; onPages: OnPages }[] = [
  {
    name: "a path climbing out with ..",
    head: head("GET /../../etc/passwd HTTP/1.1"),
    status: 400,
    onPages: { status: 404, securityHeaders: true },
  },
  {
    name: "an encoded .. climbing out",
    head: head("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1"),
    status: 400,
    onPages: { status: 404, securityHeaders: true },
  },
  {
    name: "an encoded slash and ..",
    head: head("GET /assets/..%2f..%2f..%2fpackage.json HTTP/1.1"),
    status: 400,
    onPages: { status: 404, securityHeaders: true },
  },
  {
    name: "an encoded NUL",
    head: head("GET /perks%00.html HTTP/1.1"),
    status: 400,
    // Exception "local-asset-lookup-errors": the local asset server's look-up throws.
    onPages: { status: 502, securityHeaders: false },
  },
  {
    name: "an encoded NUL alone",
    head: head("GET /%00 HTTP/1.1"),
    status: 400,
    onPages: { status: 502, securityHeaders: false },
  },
  {
    name: "a truncated percent-escape",
    head: head("GET /%E0%A4%A HTTP/1.1"),
    status: 400,
    onPages: { status: 404, securityHeaders: true },
  },
  {
    name: "a URL of 10 000 bytes",
    head: head(`GET /${"a".repeat(10_000)} HTTP/1.1`),
    status: 414,
    onPages: { status: 431, securityHeaders: false },
  },
  {
    name: "a URL of 40 000 bytes",
    head: head(`GET /?q=${"a".repeat(40_000)} HTTP/1.1`),
    status: 414,
    onPages: { status: 431, securityHeaders: false },
  },
  {
    name: "a target that is not a path",
    head: head("GET perks HTTP/1.1"),
    status: 400,
    // Read as /perks, and that page served with its headers.
    onPages: { status: 200, securityHeaders: true },
  },
  {
    name: "a control character in the request line",
    head: head("GET /\x01 HTTP/1.1"),
    status: 400,
    onPages: { status: 400, securityHeaders: false },
  },
  // node:http rejects unknown methods as malformed (400); nginx reads them and refuses (405).
  {
    name: "an unknown method",
    head: head("BREW /perks HTTP/1.1"),
    status: "4xx",
    onPages: { status: 501, securityHeaders: false },
  },
  // CONNECT asks the server to be a proxy: Node answers 405, nginx 400.
  {
    name: "CONNECT",
    head: head("CONNECT 127.0.0.1:443 HTTP/1.1"),
    status: "4xx",
    onPages: { status: 500, securityHeaders: false },
  },
];

const expectSecurityHeaders = (text: string) => {
  expect(text).toMatch(/\r\nStrict-Transport-Security: max-age=31536000; includeSubDomains\r\n/i);
  expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
};
/** /etc/passwd's first line, or the project's package.json: files from outside the build. (A page's
 * inline rules say `:root:has(…)`, which is not a leak.) */
const LEAKS = /root:[^:\s]*:0:0:|"name": "nimbus/;

describe.each(Object.entries(servers))("%s", (server, origin) => {
  const runtimeAnswers = excepted(server, "malformed-requests");

  for (const { name, head: raw, status, onPages } of refused) {
    if (runtimeAnswers) {
      it(`answers ${name} with ${onPages.status} (exception "malformed-requests"), nothing from outside the build`, async () => {
        const answer = await rawRequest(origin, raw);
        expect(answer.status).toBe(onPages.status);
        if (onPages.securityHeaders) expectSecurityHeaders(answer.text);
        expect(answer.text).not.toMatch(LEAKS);
      });
      continue;
    }
    it(`refuses ${name} with ${status}, headers and all`, async () => {
      const answer = await rawRequest(origin, raw);
      if (status === "4xx") expect(answer.status).toBeGreaterThanOrEqual(400);
      else expect(answer.status).toBe(status);
      expect(answer.status).toBeLessThan(500);
      expectSecurityHeaders(answer.text);
      expect(answer.text).toMatch(/\r\nContent-Security-Policy: default-src 'none';/i);
      expect(answer.text).not.toMatch(LEAKS);
    });
  }

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    const targets = ["/", "/perks", "/bootstrapped", "/favicon.svg", "/no/such/page"];
    if (excepted(server, "methods-after-redirects")) {
      if (method === "TRACE") {
        it.skip(`answers TRACE: exception "methods-after-redirects", the local runtime leaves it unanswered`, () => {});
        continue;
      }
      it(`answers ${method} with 405 (301 on an alias), without Allow (exception "methods-after-redirects")`, async () => {
        for (const target of targets) {
          const answer = await request(origin, target, { method });
          const isAlias = target === "/bootstrapped";
          expect(answer.status, `${method} ${target}`).toBe(isAlias ? 301 : 405);
          expect(answer.headers.allow).toBeUndefined();
          expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
          // The address's own rule, as for GET.
          expect(answer.headers["cache-control"]).toBe(cdnHeadersFor(target)["Cache-Control"]);
          expect(answer.headers["content-security-policy"]).toBe(cdnHeadersFor(target)["Content-Security-Policy"]);
        }
      });
      continue;
    }
    it(`answers ${method} with 405 and Allow: GET, HEAD, on pages, aliases and files alike`, async () => {
      for (const target of targets) {
        const answer = await request(origin, target, { method });
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
        expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        expect(answer.headers["cache-control"]).toBe("no-store");
      }
    });
  }

  it("resolves dot segments and repeated slashes that stay inside the site, as nginx does", async () => {
    for (const target of ["/a/../perks", "//perks", "/./perks", "/knowledge-hub/../perks"]) {
      const answer = await request(origin, target);
      if (target === "//perks" && excepted(server, "repeated-slashes")) {
        expect(answer.status, target).toBe(308);
        expect(answer.headers.location).toBe("/perks/");
        continue;
      }
      expect(answer.status, target).toBe(200);
      expect(answer.headers["content-security-policy"]).toMatch(
        /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
      );
    }
  });

  it("is still up and serving after all of that", async () => {
    await Promise.all(refused.map(({ head: raw }) => rawRequest(origin, raw)));
    const home = await request(origin, "/");
    expect(home.status).toBe(200);
  });
});
