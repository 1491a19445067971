// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoad } from "./first-load-size.mjs";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("firstLoad", () => {
  it("follows the bootstrap's static imports, counts brotli bytes where there are any, and leaves dynamic imports out", async () => {
    const dir = await mkdtemp(join(tmpdir(), "first-load-"));
    made.push(dir);
    await mkdir(join(dir, "assets"));
    const files: Record<string, string> = {
      "assets/boot-abc.js": 'import "/assets/a.js";\nimport * as route0 from "/assets/b.js";\nimport("/assets/entry.js");',
      "assets/a.js": 'import{x as y}from"./c.js";export const a=1;',
      "assets/b.js": 'import"./c.js";const later=()=>import("./lazy.js");',
      "assets/c.js": "export const x=1;",
      "assets/lazy.js": "export default 1;",
      "assets/entry.js": "hydrate();",
    };
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
    await writeFile(join(dir, "assets/a.js.br"), "12345");

    const load = await firstLoad(dir, '<script>(function(e){})({boot:`/assets/boot-abc.js`})</script>');
    expect(load!.files.sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/boot-abc.js", "/assets/c.js"]);
    const raw = (file: string) => Buffer.byteLength(files[file]);
    expect(load!.brotliBytes).toBe(raw("assets/boot-abc.js") + 5 + raw("assets/b.js") + raw("assets/c.js"));
    expect(await firstLoad(dir, "<p>no scripts</p>")).toBeNull();
  });
});
