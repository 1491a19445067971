import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { listFiles, precompressDirectory } from "./precompress.mjs";

const made: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "precompress-"));
  made.push(dir);
  return dir;
};
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("precompressDirectory", () => {
  it("writes brotli and gzip siblings of compressible files that decode to the original", async () => {
    const dir = await tempDir();
    await mkdir(join(dir, "assets"));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 40}`))};\n`;
    await writeFile(join(dir, "assets", "app.js"), script);
    await writeFile(join(dir, "index.html"), `<!DOCTYPE html>${"<p>hello</p>".repeat(200)}`);
    await writeFile(join(dir, "tiny.css"), "a{color:red}");
    await writeFile(join(dir, "clip.webm"), Buffer.alloc(4096, 7));
    const past = new Date("2026-01-02T03:04:05Z");
    await utimes(join(dir, "assets", "app.js"), past, past);

    const report = await precompressDirectory(dir);

    expect(report.map((entry) => entry.file)).toEqual(["assets/app.js", "index.html"]);
    expect(await listFiles(dir)).toEqual([
      "assets/app.js",
      "assets/app.js.br",
      "assets/app.js.gz",
      "clip.webm",
      "index.html",
      "index.html.br",
      "index.html.gz",
      "tiny.css",
    ]);
    const br = await readFile(join(dir, "assets", "app.js.br"));
    const gz = await readFile(join(dir, "assets", "app.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(br.length).toBeLessThan(script.length / 4);
    expect((await stat(join(dir, "assets", "app.js.br"))).mtime).toEqual(past);
    expect((await stat(join(dir, "assets", "app.js.gz"))).mtime).toEqual(past);
  });

  it("does not compress the compressed siblings again when run twice", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, "a.svg"), `<svg>${"<rect/>".repeat(300)}</svg>`);
    await precompressDirectory(dir);
    await precompressDirectory(dir);
    expect(await listFiles(dir)).toEqual(["a.svg", "a.svg.br", "a.svg.gz"]);
  });
});
