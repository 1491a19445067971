import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, get, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { againstFirstFlight, FIRST_FLIGHT_BYTES, firstLoad, responseBytes } from "./first-load-size.mjs";
import { listenLocally } from "./listen-locally.mjs";

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
