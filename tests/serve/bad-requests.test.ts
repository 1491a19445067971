// Requests a static site must refuse cleanly, for both servers: path traversal, an encoded NUL,
// broken percent-encoding, overlong URLs, methods other than GET and HEAD, garbage. Each gets a
// 4xx with the security headers, nothing from outside the build, and the server stays up.
import { describe, expect, inject, it } from "vitest";
import { rawRequest, request } from "./site";

const servers = inject("servers");

const head = (requestLine: string) => `${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

const refused: { name: string; head: string; status: number | "4xx" }[] = [
  { name: "a path climbing out with ..", head: head("GET /../../etc/passwd HTTP/1.1"), status: 400 },
  { name: "an encoded .. climbing out", head: head("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1"), status: 400 },
  { name: "an encoded slash and ..", head: head("GET /assets/..%2f..%2f..%2fpackage.json HTTP/1.1"), status: 400 },
  { name: "an encoded NUL", head: head("GET /perks%00.html HTTP/1.1"), status: 400 },
  { name: "an encoded NUL alone", head: head("GET /%00 HTTP/1.1"), status: 400 },
  { name: "a truncated percent-escape", head: head("GET /%E0%A4%A HTTP/1.1"), status: 400 },
  { name: "a URL of 10 000 bytes", head: head(`GET /${"a".repeat(10_000)} HTTP/1.1`), status: 414 },
  { name: "a URL of 40 000 bytes", head: head(`GET /?q=${"a".repeat(40_000)} HTTP/1.1`), status: 414 },
  { name: "a target that is not a path", head: head("GET perks HTTP/1.1"), status: 400 },
  { name: "a control character in the request line", head: head("GET /\x01 HTTP/1.1"), status: 400 },
  // node:http rejects unknown methods as malformed (400); nginx reads them and refuses (405).
  { name: "an unknown method", head: head("BREW /perks HTTP/1.1"), status: "4xx" },
  // CONNECT asks the server to be a proxy: Node answers 405, nginx 400.
  { name: "CONNECT", head: head("CONNECT 127.0.0.1:443 HTTP/1.1"), status: "4xx" },
];

describe.each(Object.entries(servers))("%s", (_name, origin) => {
  for (const { name, head: raw, status } of refused) {
    it(`refuses ${name} with ${status}, headers and all`, async () => {
      const answer = await rawRequest(origin, raw);
      if (status === "4xx") expect(answer.status).toBeGreaterThanOrEqual(400);
      else expect(answer.status).toBe(status);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).toMatch(/\r\nStrict-Transport-Security: max-age=31536000; includeSubDomains\r\n/i);
      expect(answer.text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      expect(answer.text).toMatch(/\r\nContent-Security-Policy: default-src 'none';/i);
      expect(answer.text).not.toMatch(/root:|"name": "nimbus/);
    });
  }

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    it(`answers ${method} with 405 and Allow: GET, HEAD, on pages, aliases and files alike`, async () => {
      for (const target of ["/", "/perks", "/bootstrapped", "/favicon.svg", "/no/such/page"]) {
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
      expect(answer.status, target).toBe(200);
      expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    }
  });

  it("is still up and serving after all of that", async () => {
    await Promise.all(refused.map(({ head: raw }) => rawRequest(origin, raw)));
    const home = await request(origin, "/");
    expect(home.status).toBe(200);
  });
});
