// The MDN HTTP Observatory's grader (its npm package) against `npm start` behind a local TLS front,
// as a deployment's load balancer or CDN: issue 21 asks for 130, the most a site can score before
// it is on the HSTS preload list. The package's install script would download that list (denied, as
// every unneeded install script is: docs/decisions/703); a stand-in says no host is on it, true of 127.0.0.1. The
// certificate is made per run and trusted by the test processes (global-setup.ts).
import { request as httpRequest, createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

vi.mock("@mdn/mdn-http-observatory/src/analyzer/hsts.js", () => ({
  hsts: () => new Map(),
  isHstsPreloaded: () => null,
}));

const HOST = "127.0.0.1";

type Output = { constructor: { name: string }; result: string; pass: boolean };
type Requests = Awaited<ReturnType<typeof retrieve>>;

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, HOST, () => resolve((server.address() as AddressInfo).port)));

/** The TLS front: every request passed to the Node server as it came, every answer back as it went. */
const tlsFront = (upstream: URL) =>
  createHttpsServer(inject("tls"), (incoming, outgoing) => {
    const proxied = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });

/** Plain HTTP at the front: moved to HTTPS on the same host, as the front's host does it. */
const httpsRedirect = (httpsPort: () => number) =>
  createHttpServer((incoming, outgoing) =>
    outgoing.writeHead(301, { Location: `https://${HOST}:${httpsPort()}${incoming.url}` }).end(),
  );

describe("the MDN HTTP Observatory's grader, for the Node server behind TLS", () => {
  const front = tlsFront(new URL(inject("servers").node));
  let httpsPort = 0;
  const plain = httpsRedirect(() => httpsPort);
  let requests: Requests;

  beforeAll(async () => {
    httpsPort = await listen(front);
    const httpPort = await listen(plain);
    requests = await retrieve(HOST, { httpPort, httpsPort });
  });
  afterAll(() => {
    front.close();
    plain.close();
  });

  it("reaches the home page over HTTPS, with a certificate it trusts", () => {
    expect(requests.responses.auto?.status).toBe(200);
    expect(requests.responses.auto?.verified).toBe(true);
    expect(requests.session?.url.href).toBe(`https://${HOST}:${httpsPort}/`);
  });

  it("scores 130 (A+): every test passed, the policy's and CORP's extra credit included", () => {
    const results = (ALL_TESTS as ((requests: Requests) => Output)[]).map((test) => test(requests));
    const graded = Object.fromEntries(results.map((output) => [output.constructor.name, output.result]));
    expect(graded).toEqual({
      "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
      cookies: "cookies-not-found",
      "cross-origin-resource-sharing": "cross-origin-resource-sharing-not-implemented",
      redirection: "redirection-to-https",
      "referrer-policy": "referrer-policy-private",
      "strict-transport-security": "hsts-implemented-max-age-at-least-six-months",
      "subresource-integrity": "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "x-content-type-options": "x-content-type-options-nosniff",
      "x-frame-options": "x-frame-options-implemented-via-csp",
      "cross-origin-resource-policy": "corp-implemented-with-same-origin",
    });
    expect(results.filter((output) => !output.pass).map((output) => output.constructor.name)).toEqual([]);

    // The grader's arithmetic (src/scanner/index.js): 100 plus every modifier, the extra credit
    // counted only once the score without it is an A.
    const modifiers = results.map((output) => getScoreModifier(output.result) as number);
    const uncurved = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
    expect(uncurved).toBeGreaterThanOrEqual(MINIMUM_SCORE_FOR_EXTRA_CREDIT);
    const score = 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0);
    expect(score).toBe(130);
    expect(getGradeForScore(score).grade).toBe("A+");
  });
});
