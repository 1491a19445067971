import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, isDataBlock, sha256Source, styleAttributes } from "./csp-hashes.mjs";

const hashOf = (source: string) => `sha256-${createHash("sha256").update(source).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("matches the CSP source expression browsers compute", () => {
    // The empty string's SHA-256, as CSP writes it.
    expect(sha256Source("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });

  it("hashes classic, module and import map inline scripts, and skips data blocks and scripts loaded from a file", () => {
    const html = `<!DOCTYPE html><html><head>
      <script>window.a = 1;</script>
      <script type="module" async="">import "/assets/x.js";</script>
      <script type="importmap">{"imports":{}}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script src="/assets/entry.js"></script>
      <script type="module" src="/assets/m.js"></script>
    </head><body><script>window.a = 1;</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([
      hashOf("window.a = 1;"),
      hashOf('import "/assets/x.js";'),
      hashOf('{"imports":{}}'),
    ]);
  });

  it("skips an empty script, which a browser returns from before its policy check", () => {
    expect(inlineScriptHashes("<body><script>window.a = 1;</script><script></script></body>")).toEqual([
      hashOf("window.a = 1;"),
    ]);
  });

  it("tells a data block, which no browser runs, from every type a browser runs", () => {
    for (const type of [undefined, "", " text/javascript ", "application/ECMAScript", "text/x-javascript"]) {
      expect(isDataBlock(type)).toBe(false);
    }
    for (const type of ["text/javascript1.5", "text/jscript", "module", "Module", "importmap", "speculationrules"]) {
      expect(isDataBlock(type)).toBe(false);
    }
    for (const type of ["application/ld+json", "application/json", "text/template", "text/javascript2"]) {
      expect(isDataBlock(type)).toBe(true);
    }
  });

  it("hashes the text the browser runs: raw, unescaped, with CRLF normalised to LF", () => {
    const html = '<script>if (a &lt; b) "</div>";\r\nnext()</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('if (a &lt; b) "</div>";\nnext()')]);
  });

  it("includes scripts inside inline SVG and skips inert template content", () => {
    const html = "<svg><script>svgScript()</script></svg><template><script>inert()</script></template>";
    expect(inlineScriptHashes(html)).toEqual([hashOf("svgScript()")]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes every <style>, those a browser without scripting reads inside <noscript> too", () => {
    const html = `<!DOCTYPE html><html><head>
      <style>body{margin:0}</style>
      <noscript><style>[data-answer]{display:block}</style></noscript>
      <link rel="stylesheet" href="/assets/app.css">
    </head><body><svg><style>circle{fill:red}</style></svg><style>body{margin:0}</style></body></html>`;
    expect(inlineStyleHashes(html)).toEqual([
      hashOf("body{margin:0}"),
      hashOf("[data-answer]{display:block}"),
      hashOf("circle{fill:red}"),
    ]);
  });
});

describe("styleAttributes", () => {
  it("finds every style attribute a strict policy would refuse, in <noscript> as well", () => {
    const html = `<p style="color:red">a</p><noscript><img src="x.png" alt="" style="width:1px"></noscript><p>b</p>`;
    expect(styleAttributes(html)).toEqual(['<p style="color:red">', '<img style="width:1px">']);
    expect(styleAttributes("<p class='x'>fine</p>")).toEqual([]);
  });
});
