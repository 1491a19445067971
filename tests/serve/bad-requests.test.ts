// Malformed or hostile requests get a 4xx with the security headers, nothing from outside the build,
// and the server stays up. The local Pages runtime answers them its own way before the site sees
// them (exception "malformed-requests"): its answer is given beside each case.
import { describe, expect, inject, it } from "vitest";
import { excepted } from "./runtime-exceptions";
import { cdnHeadersFor, rawRequest, request } from "./site";

const servers = inject("servers");

const head = (requestLine: string) => `${requestLine} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

/**
 * What is refused: its request line, the status Node and nginx answer ("4xx" where they differ), and
 * what the local Pages runtime answers instead, with the security headers or without.
 */
const refused: { name: string; line: string; status: number | "4xx"; pages: [status: number, headers: boolean] }[] = [
  { name: "a path climbing out with ..", line: "GET /../../etc/passwd", status: 400, pages: [404, true] },
  { name: "an encoded .. climbing out", line: "GET /%2e%2e/%2e%2e/etc/passwd", status: 400, pages: [404, true] },
  { name: "an encoded slash and ..", line: "GET /assets/..%2f..%2f..%2fpackage.json", status: 400, pages: [404, true] },
  // Exception "local-asset-lookup-errors": the local asset server's look-up throws.
  { name: "an encoded NUL", line: "GET /perks%00.html", status: 400, pages: [502, false] },
  { name: "an encoded NUL alone", line: "GET /%00", status: 400, pages: [502, false] },
  { name: "a truncated percent-escape", line: "GET /%E0%A4%A", status: 400, pages: [404, true] },
  { name: "a URL of 10 000 bytes", line: `GET /${"a".repeat(10_000)}`, status: 414, pages: [431, false] },
  { name: "a URL of 40 000 bytes", line: `GET /?q=${"a".repeat(40_000)}`, status: 414, pages: [431, false] },
  // Pages reads it as /perks, and serves that page with its headers.
  { name: "a target that is not a path", line: "GET perks", status: 400, pages: [200, true] },
  { name: "a control character in the request line", line: "GET /\x01", status: 400, pages: [400, false] },
  // node:http rejects unknown methods as malformed (400); nginx reads them and refuses (405).
  { name: "an unknown method", line: "BREW /perks", status: "4xx", pages: [501, false] },
  // CONNECT asks the server to be a proxy: Node answers 405, nginx 400.
  { name: "CONNECT", line: "CONNECT 127.0.0.1:443", status: "4xx", pages: [500, false] },
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

  for (const { name, line, status, pages } of refused) {
    if (runtimeAnswers) {
      const [onPages, withHeaders] = pages;
      it(`answers ${name} with ${onPages} (exception "malformed-requests"), nothing from outside the build`, async () => {
        const answer = await rawRequest(origin, head(line));
        expect(answer.status).toBe(onPages);
        if (withHeaders) expectSecurityHeaders(answer.text);
        expect(answer.text).not.toMatch(LEAKS);
      });
      continue;
    }
    it(`refuses ${name} with ${status}, headers and all`, async () => {
      const answer = await rawRequest(origin, head(line));
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
    await Promise.all(refused.map(({ line }) => rawRequest(origin, head(line))));
    const home = await request(origin, "/");
    expect(home.status).toBe(200);
  });
});
