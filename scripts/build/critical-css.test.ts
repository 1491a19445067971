// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fontFaces, withCriticalCss } from "./critical-css.mjs";

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>x</title></head><body><p>x</p></body></html>`;

describe("withCriticalCss", () => {
  it("puts the page's rules inline in place of the sheet's link, which only a page without scripts keeps", () => {
    const html = page('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    const result = withCriticalCss(html, "p{color:red}");
    expect(result).toBe(
      page(
        "<style>p{color:red}</style>" +
          '<noscript><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/></noscript>',
      ),
    );
  });

  it("refuses a page with no stylesheet or several, and rules that would close the <style> early", () => {
    expect(() => withCriticalCss(page(""), "p{}")).toThrow(/one stylesheet link/);
    const two = page('<link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/>');
    expect(() => withCriticalCss(two, "p{}")).toThrow(/found 2/);
    const one = page('<link rel="stylesheet" href="/a.css"/>');
    expect(() => withCriticalCss(one, 'p::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});

describe("fontFaces", () => {
  it("takes every @font-face of the sheet, web font and local stand-ins alike", () => {
    const sheet =
      "@layer base{body{font-family:var(--font-sans)}}@font-face{font-family:Inter;src:url(/assets/i.woff2)}" +
      ".a{color:red}@font-face{font-family:Inter Fallback Arial;src:local(Arial);size-adjust:107.12%}";
    expect(fontFaces(sheet)).toBe(
      "@font-face{font-family:Inter;src:url(/assets/i.woff2)}" +
        "@font-face{font-family:Inter Fallback Arial;src:local(Arial);size-adjust:107.12%}",
    );
  });
});
