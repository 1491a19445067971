// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  fontFaces,
  withCriticalCss,
  withoutFontFaces,
  withoutScriptlessRules,
  withoutUnreadCustomProperties,
} from "./critical-css.mjs";

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

describe("withoutFontFaces", () => {
  it("leaves the sheet every rule but its faces, which the pages carry, so none is declared twice", () => {
    const sheet =
      "@layer base{body{font-family:var(--font-sans)}}@font-face{font-family:Inter;src:url(/assets/i.woff2)}" +
      ".a{color:red}@font-face{font-family:Inter Fallback Arial;src:local(Arial)}";
    expect(withoutFontFaces(sheet)).toBe("@layer base{body{font-family:var(--font-sans)}}.a{color:red}");
    expect(fontFaces(withoutFontFaces(sheet))).toBe("");
  });
});

describe("withoutUnreadCustomProperties", () => {
  it("keeps the theme's variables a rule reads, directly or through another, and drops the rest", () => {
    const css =
      "@layer theme,base;@layer theme{:root{--color-brand:#2348e0;--color-unused:red;--font-stand-ins:Arial;" +
      "--font-sans:var(--font-stand-ins);--default-font-family:var(--font-sans);--spacing:.25rem}}" +
      ":root[data-web-font]{--font-sans:Inter,var(--font-stand-ins)}" +
      "@layer base{html{font-family:var(--default-font-family)}a{color:var( --color-brand)}}";
    expect(withoutUnreadCustomProperties(css)).toBe(
      "@layer theme,base;@layer theme{:root{--color-brand:#2348e0;--font-stand-ins:Arial;" +
        "--font-sans:var(--font-stand-ins);--default-font-family:var(--font-sans)}}" +
        ":root[data-web-font]{--font-sans:Inter,var(--font-stand-ins)}" +
        "@layer base{html{font-family:var(--default-font-family)}a{color:var( --color-brand)}}",
    );
  });

  it("drops the registrations and fallbacks of unread variables, and the blocks they leave empty, but not a layer", () => {
    const css =
      "@layer properties{@supports (not (margin-trim:inline)){*,:before{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}}" +
      "@supports (-moz-orient:inline){*{--tw-blur:initial}}}" +
      "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.pulse{animation:pulse var(--pulse-time,2s)}}" +
      "@keyframes pulse{50%{opacity:var(--tw-dim)}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-dim{syntax:"*";inherits:false;initial-value:.5}' +
      "@layer empty{.x{--unread:1}}";
    expect(withoutUnreadCustomProperties(css)).toBe(
      "@layer properties{@supports (not (margin-trim:inline)){*,:before{--tw-shadow:0 0 #0000}}}" +
        "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.pulse{animation:pulse var(--pulse-time,2s)}}" +
        "@keyframes pulse{50%{opacity:var(--tw-dim)}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-dim{syntax:"*";inherits:false;initial-value:.5}' +
        "@layer empty{}",
    );
  });

  it("leaves rules without custom properties byte for byte", () => {
    const css = "@font-face{font-family:Inter;src:url(/i.woff2)}@media (min-width:40rem){.a{color:red}}";
    expect(withoutUnreadCustomProperties(css)).toBe(css);
  });
});

describe("withoutScriptlessRules", () => {
  it("drops the rules only a browser without scripting applies, which loads the whole sheet anyway", () => {
    const css =
      "[data-answer]{display:none}@media (scripting:none){[data-answer][hidden]{display:block}}" +
      "@media (min-width:40rem){.a{color:red}}@media (scripting: enabled){.b{color:blue}}";
    expect(withoutScriptlessRules(css)).toBe(
      "[data-answer]{display:none}@media (min-width:40rem){.a{color:red}}@media (scripting: enabled){.b{color:blue}}",
    );
  });
});
