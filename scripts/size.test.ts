import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, get, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { pagesLinkedFrom } from "../app/lib/pages-ahead";
import { againstFirstFlight, fetchedAhead, FIRST_FLIGHT_BYTES, firstLoad, responseBytes } from "./size.mjs";
import { listenLocally } from "../tests/stubs/listen-locally.mjs";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("firstLoad", () => {
  it("follows the bootstrap's static imports, counts brotli bytes where there are any, and leaves dynamic imports out", async () => {
    const dir = await mkdtemp(join(tmpdir(), "first-load-"));
    made.push(dir);
    await mkdir(join(dir, "assets"));
    const files: Record<string, string> = {
      "assets/boot-abc.js":
        'import "/assets/a.js";\nimport * as route0 from "/assets/b.js";\nimport("/assets/entry.js");',
      "assets/a.js": 'import{x as y}from"./c.js";export const a=1;',
      "assets/b.js": 'import"./c.js";const later=()=>import("./lazy.js");',
      "assets/c.js": "export const x=1;",
      "assets/lazy.js": "export default 1;",
      "assets/entry.js": "hydrate();",
    };
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
    await writeFile(join(dir, "assets/a.js.br"), "12345");

    const load = await firstLoad(dir, "<script>(function(e){})({boot:`/assets/boot-abc.js`})</script>");
    expect(load!.files.sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/boot-abc.js", "/assets/c.js"]);
    const raw = (file: string) => Buffer.byteLength(files[file]);
    expect(load!.brotliBytes).toBe(raw("assets/boot-abc.js") + 5 + raw("assets/b.js") + raw("assets/c.js"));
    expect(await firstLoad(dir, "<p>no scripts</p>")).toBeNull();
  });
});

describe("fetchedAhead", () => {
  it("counts the code and data of the pages a page links to that its first load has not fetched, and the module that fetches them", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ahead-"));
    made.push(dir);
    await mkdir(join(dir, "assets"));
    const route = (id: string, extra: object) => ({ id, module: `/assets/${id}.js`, imports: [], ...extra });
    const manifest = {
      routes: {
        root: { ...route("root", { path: "" }), imports: ["/assets/frame.js"] },
        home: route("home", { parentId: "root", index: true }),
        perks: {
          ...route("perks", { parentId: "root", path: "/perks" }),
          imports: ["/assets/frame.js", "/assets/cards.js"],
        },
        community: route("community", { parentId: "root", path: "/community" }),
      },
    };
    const files: Record<string, string> = {
      "assets/manifest-1.js": `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      "assets/root.js": 'const ahead=()=>import("./pages-ahead-x1.js");',
      "assets/pages-ahead-x1.js": "a".repeat(100),
      "assets/perks.js": "p".repeat(200),
      "assets/cards.js": "c".repeat(300),
      "assets/community.js": "m".repeat(400),
      "assets/frame.js": "f".repeat(5000),
      "perks.data": "d".repeat(50),
      "community.data": "e".repeat(60),
      "_.data": "h".repeat(70),
    };
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
    await writeFile(join(dir, "assets/cards.js.br"), "c".repeat(30));
    const html =
      "<script>window.__reactRouterContext={basename:`/`}</script>" +
      '<a href="/perks">Perks</a><a href="/perks#claim">Claim</a><a href="/community">Community</a>' +
      '<a href="/">Home</a><a href="/calendar/x.ics" download>Add</a><a href="https://other.example/">Other</a>';
    const firstLoadFiles = ["/assets/manifest-1.js", "/assets/root.js", "/assets/frame.js", "/assets/home.js"];
    // From Home: Perks and Community (Home is the page itself), what their first loads lack.
    expect(await fetchedAhead(dir, "/", html, firstLoadFiles, pagesLinkedFrom)).toEqual({
      pages: 2,
      brotliBytes: 100 + 200 + 30 + 50 + 400 + 60,
    });
  });
});

describe("responseBytes", () => {
  it("counts a response as it crosses the wire: status line, headers, blank line and body", async () => {
    const body = Buffer.from("<!DOCTYPE html><p>".repeat(300));
    const server = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
      response.end(body);
    });
    const origin = await listenLocally(server);
    try {
      const { port } = new URL(origin);
      const onTheWire = await new Promise<number>((resolve, reject) => {
        let bytes = 0;
        const socket = connect(Number(port), "127.0.0.1", () =>
          socket.end(`GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
        );
        socket.on("data", (chunk) => (bytes += chunk.length));
        socket.on("end", () => resolve(bytes));
        socket.on("error", reject);
      });
      const measured = await new Promise<number>((resolve, reject) => {
        get(origin, { headers: { connection: "close" } }, (response: IncomingMessage) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => resolve(responseBytes(response, bytes)));
        }).on("error", reject);
      });
      expect(measured).toBe(onTheWire);
    } finally {
      server.close();
    }
  });

  it("reads a response against the first round trip's ten segments", () => {
    expect(FIRST_FLIGHT_BYTES).toBe(10 * 1460);
    expect(againstFirstFlight(14_600)).toBe("fits, 0 to spare");
    expect(againstFirstFlight(14_546)).toBe("fits, 54 to spare");
    expect(againstFirstFlight(14_601)).toBe("1 over");
  });
});
