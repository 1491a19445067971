import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { checkLinks, routeDataPath } from "./check-links.mjs";
import { listenLocally } from "../tests/stubs/listen-locally.mjs";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

/** A small site served over real HTTP: path -> [status, content type, body], plus redirects. */
async function serve(routes: Record<string, [number, string, string] | { redirect: string }>) {
  server = createServer((req, res) => {
    const route = routes[req.url ?? ""];
    if (!route) return res.writeHead(404, { "Content-Type": "text/html" }).end(page("not found"));
    if ("redirect" in route) return res.writeHead(301, { Location: route.redirect }).end();
    const [status, type, body] = route;
    res.writeHead(status, { "Content-Type": type }).end(body);
  });
  return listenLocally(server);
}

const html = "text/html; charset=utf-8";
const css = "text/css; charset=utf-8";
const js = "text/javascript; charset=utf-8";

describe("routeDataPath", () => {
  it("names the route data React Router fetches for a client-side navigation", () => {
    expect(routeDataPath("/")).toBe("/_.data");
    expect(routeDataPath("/perks")).toBe("/perks.data");
  });
});

describe("checkLinks", () => {
  it("passes a site whose links, assets, fragments and route data all resolve", async () => {
    const origin = await serve({
      "/": [
        200,
        html,
        page(`<link rel="expect" href="#main" blocking="render"><a href="#main">skip</a><main id="main"><a href="/perks#faq">perks</a><a href="/old">old</a>
          <a href="https://x.example/" target="_blank" rel="noopener noreferrer">out</a><a href="mailto:a@b.example">mail</a>
          <img src="/img/a.svg" srcset="/img/a.svg 1x, /img/b.svg 2x"><link rel="stylesheet" href="/assets/app.css">
          <svg><use href="/assets/icons.svg#check"></use></svg>
          <script type="module" src="/assets/entry.js"></script></main>`),
      ],
      "/_.data": [200, "text/x-script", "[]"],
      "/perks": [200, html, page('<h2 id="faq">FAQ</h2><a href="/">home</a>')],
      "/perks.data": [200, "text/x-script", "[]"],
      "/old": { redirect: "/perks" },
      "/img/a.svg": [200, "image/svg+xml", "<svg/>"],
      "/img/b.svg": [200, "image/svg+xml", "<svg/>"],
      "/assets/icons.svg": [200, "image/svg+xml", '<svg><symbol id="check"><path d="M0 0"/></symbol></svg>'],
      "/assets/app.css": [200, css, "@font-face{src:url(/assets/font.woff2)}"],
      "/assets/font.woff2": [200, "font/woff2", "x"],
      "/assets/entry.js": [200, js, 'import "./chunk.js";'],
      "/assets/chunk.js": [200, js, "export {}"],
    });
    const result = await checkLinks({ origin, pages: ["/"] });
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(2);
  });

  it("reports every kind of broken reference", async () => {
    const origin = await serve({
      "/": [
        200,
        html,
        page(`<link rel="expect" href="#unwritten" blocking="render"><a href="/gone">gone</a><a href="/perks#nowhere">perks</a><a href="#missing">skip</a>
          <a href="https://x.example/" target="_blank" rel="noopener">out</a><a href="javascript:void 0">js</a>
          <img src="/img/missing.svg"><img src="https://cdn.example/a.png"><link rel="stylesheet" href="/assets/app.css">
          <svg><use href="/assets/icons.svg#linkedin"></use></svg>
          <script type="module" src="/assets/entry.js"></script>`),
      ],
      "/perks": [200, html, page("<p>no data file for this page</p>")],
      "/assets/icons.svg": [200, "image/svg+xml", '<svg><symbol id="check"><path d="M0 0"/></symbol></svg>'],
      "/assets/app.css": [200, css, "a{background:url(/img/bg.png)}"],
      "/assets/entry.js": [200, js, 'import "./lost-chunk.js";'],
    });
    const { problems } = await checkLinks({ origin, pages: ["/"] });
    const expected = [
      /<a \/gone> answers 404/,
      /<a \/perks#nowhere>: its route data \/perks.data answers 404/,
      /<a \/perks#nowhere>: no element with id "nowhere"/,
      /<a #missing>: no element with id "missing"/,
      /<link #unwritten>: no element with id "unwritten"/,
      /<a https:\/\/x.example\/> leaves the site without rel="noopener noreferrer"/,
      /<a javascript:void 0> uses a javascript: URL/,
      /<img \/img\/missing.svg> answers 404/,
      /<img https:\/\/cdn.example\/a.png> loads from another origin/,
      /<use \/assets\/icons.svg#linkedin>: no element with id "linkedin" in \/assets\/icons.svg/,
      /url\(\/img\/bg.png\) answers 404/,
      /imports .\/lost-chunk.js, which answers 404/,
    ];
    expect(problems).toEqual(expect.arrayContaining(expected.map((pattern) => expect.stringMatching(pattern))));
    expect(problems).toHaveLength(expected.length);
  });

  it("follows the bootstrap an inline loader names, and asks no route data of a route without a loader", async () => {
    const manifest = {
      routes: {
        root: { id: "root", hasLoader: false },
        "routes/perks": { id: "routes/perks", path: "/perks", hasLoader: true },
        "routes/search": { id: "routes/search", path: "/search", hasLoader: false },
      },
    };
    const origin = await serve({
      "/": [
        200,
        html,
        page('<a href="/search">search</a><a href="/perks">perks</a><script>start({boot:`/assets/boot.js`})</script>'),
      ],
      "/_.data": [200, "text/x-script", "[]"],
      "/search": [200, html, page("search")],
      "/perks": [200, html, page("perks")],
      "/assets/boot.js": [200, "application/javascript", 'import "/assets/manifest.js";import("/assets/lost.js");'],
      "/assets/manifest.js": [200, js, `window.__reactRouterManifest=${JSON.stringify(manifest)};`],
    });
    const { problems } = await checkLinks({ origin, pages: ["/"] });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/boot\.js: imports \/assets\/lost\.js, which answers 404/),
        expect.stringMatching(/<a \/perks>: its route data \/perks\.data answers 404/),
      ]),
    );
    expect(problems).toHaveLength(2);
  });

  it("checks the 404 page as answered for an unknown path", async () => {
    const origin = await serve({
      "/": [200, html, page("ok")],
      "/_.data": [200, "text/x-script", "[]"],
      "/soft-404": [200, html, page("a page that should have been a 404")],
    });
    const { problems } = await checkLinks({ origin, pages: ["/"], notFoundPath: "/no-such-page" });
    expect(problems).toEqual([]);
    const broken = await checkLinks({ origin, pages: ["/"], notFoundPath: "/soft-404" });
    expect(broken.problems).toEqual([expect.stringMatching(/answers 200, expected 404/)]);
  });
});
