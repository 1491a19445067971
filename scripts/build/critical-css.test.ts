import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_END_ID } from "../../app/lib/first-screen";
import {
  firstScreenOf,
  languageSelectors,
  standInFaces,
  usedLanguageSelectors,
  usedWrappedSelectors,
  withCriticalCss,
  withoutPropertyFallbacks,
  withoutScriptlessRules,
  withoutStandInFaces,
  withoutTransitions,
  withoutUnreadCustomProperties,
  wrappedSelectors,
} from "./critical-css.mjs";

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>x</title></head><body><p>x</p></body></html>`;

describe("withCriticalCss", () => {
  it("puts the page's rules inline in place of the sheet's link, which only a page without scripts keeps", () => {
    const html = page('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>');
    const result = withCriticalCss(html, "p{color:red}");
    const script = /<script>(.*?)<\/script>/.exec(result)?.[1] ?? "";
    expect(result).toBe(
      page(
        "<style>p{color:red}</style>" +
          `<script>${script}</script>` +
          '<noscript><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/></noscript>',
      ),
    );
    // The script that adds the link once the page has painted names the sheet.
    expect(script).toContain("/assets/app-1.css");
  });

  it("adds the sheet's script to the head's own script where it has one: one script, one hash", () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/app-1.css"/><script>restoreChoice()</script><script src="/x.js"></script>',
    );
    const result = withCriticalCss(html, "p{color:red}");
    const scripts = [...result.matchAll(/<script>(.*?)<\/script>/g)].map(([, text]) => text);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].startsWith("restoreChoice();(function(")).toBe(true);
    expect(scripts[0]).toContain("/assets/app-1.css");
    expect(result).toContain(
      '<style>p{color:red}</style><noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>',
    );
    expect(result).toContain('<script src="/x.js"></script>');
  });

  it("refuses a page with no stylesheet or several, and rules that would close the <style> early", () => {
    expect(() => withCriticalCss(page(""), "p{}")).toThrow(/one stylesheet link/);
    const two = page('<link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/>');
    expect(() => withCriticalCss(two, "p{}")).toThrow(/found 2/);
    const one = page('<link rel="stylesheet" href="/a.css"/>');
    expect(() => withCriticalCss(one, 'p::after{content:"</style>"}')).toThrow(/<\/style/);
  });
});

describe("firstScreenOf", () => {
  const end = `<span id="${FIRST_SCREEN_END_ID}" hidden></span>`;
  const document = (main: string) =>
    '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/a.css"/></head>' +
    `<body><header class="h">Site</header><dialog class="d"></dialog><main id="main">${main}</main>` +
    '<footer class="f">Links</footer><script>x()</script></body></html>';

  it("keeps the head, what comes before main, the opening section and the next, and nothing after", () => {
    const html = document(
      `<section class="hero"><h1>Hi</h1>${end}</section><section class="next"></section>` +
        '<section class="third"></section><section class="fourth"></section>',
    );
    expect(firstScreenOf(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/a.css"/></head>' +
        '<body><header class="h">Site</header><dialog class="d"></dialog><main id="main">' +
        `<section class="hero"><h1>Hi</h1>${end}</section><section class="next"></section></main></body></html>`,
    );
  });

  it("finds the opening section however deep the marker is; a page that ends there is whole, footer and all", () => {
    const deep = document(
      `<div class="wrap"><section><div>${end}</div></section></div><section class="b"></section><p class="c"></p>`,
    );
    expect(firstScreenOf(deep)).toContain('<section class="b"></section></main></body>');
    expect(firstScreenOf(deep)).not.toContain('class="c"');
    // Its footer may be in view: a page whose main ends with those two sections is whole.
    const short = document(`<section>${end}</section><section class="b"></section>`);
    expect(firstScreenOf(short)).toBe(short);
  });

  it("leaves a page without the marker, or with it outside main, whole", () => {
    const without = document('<section class="a"></section><section class="b"></section>');
    expect(firstScreenOf(without)).toBe(without);
    const outside = document('<section class="a"></section>').replace("<footer", `${end}<footer`);
    expect(firstScreenOf(outside)).toBe(outside);
  });
});

/** A sheet with Inter's own face and, among its rules, the local stand-ins a first paint draws in. */
const sheetWithFaces =
  "@layer base{body{font-family:var(--font-sans)}}@font-face{font-family:Inter;src:url(/assets/i.woff2)}" +
  ".a{color:red}@font-face{font-family:Inter Fallback Arial;src:local(Arial);size-adjust:107.12%}" +
  "@font-face{font-family:Inter Fallback Roboto;src:local(Roboto),local(Roboto-Regular)}";

describe("standInFaces", () => {
  it("takes the sheet's local stand-ins, which a first paint draws in, and not Inter's own faces, which only the app uses", () => {
    expect(standInFaces(sheetWithFaces)).toBe(
      "@font-face{font-family:Inter Fallback Arial;src:local(Arial);size-adjust:107.12%}" +
        "@font-face{font-family:Inter Fallback Roboto;src:local(Roboto),local(Roboto-Regular)}",
    );
  });
});

describe("withoutStandInFaces", () => {
  it("leaves the sheet every rule but the stand-ins, which the pages carry, so no face is declared twice", () => {
    const rest = withoutStandInFaces(sheetWithFaces);
    expect(rest).toBe(
      "@layer base{body{font-family:var(--font-sans)}}@font-face{font-family:Inter;src:url(/assets/i.woff2)}.a{color:red}",
    );
    expect(standInFaces(rest)).toBe("");
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

describe("withoutPropertyFallbacks", () => {
  it("drops Tailwind's stand-in for registered properties, which only browsers without them apply", () => {
    const css =
      "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before{--tw-shadow:0 0 #0000}}}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      "@layer utilities{@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, red 50%, blue)}}}";
    expect(withoutPropertyFallbacks(css)).toBe(
      "@layer properties{}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        "@layer utilities{@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, red 50%, blue)}}}",
    );
  });
});

describe("withoutTransitions", () => {
  it("drops every transition, and with the unread-property step its easing's variables and the rules left empty", () => {
    const css =
      '@property --tw-duration{syntax:"*";inherits:false}' +
      "@layer utilities{.transition-colors{transition-property:color,background-color;" +
      "transition-timing-function:var(--tw-ease,ease);transition-duration:var(--tw-duration,.15s)}" +
      ".a{color:#2348e0;transition:opacity .6s}" +
      "@media (prefers-reduced-motion:reduce){.motion-reduce\\:transition-none{transition-property:none}}}";
    const rules = withoutTransitions(css);
    expect(rules).not.toMatch(/transition(-[a-z]+)?:/);
    expect(rules).toContain(".a{color:#2348e0}");
    expect(withoutUnreadCustomProperties(rules)).toBe("@layer utilities{.a{color:#2348e0}}");
  });

  it("keeps animations and what they are named by, which do move the first screen", () => {
    const css =
      ".marquee-track{animation:30s linear infinite marquee}@keyframes marquee{to{transform:translate(-50%)}}";
    expect(withoutTransitions(css)).toBe(css);
  });
});

describe("wrappedSelectors and usedWrappedSelectors", () => {
  const sheet =
    ":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}" +
    ":where(.sm\\:space-y-24>:not(:last-child)){margin-block-end:6rem}" +
    ":is(.a,.b) .c{color:red}.d:where(:root[data-motion=paused] *){animation:none}";

  it("finds the selectors wrapped whole in :where() or :is(), with the classes they name", () => {
    expect(wrappedSelectors(sheet)).toEqual([
      { selector: ":where(.space-y-2>:not(:last-child))", classes: ["space-y-2"] },
      { selector: ":where(.sm\\:space-y-24>:not(:last-child))", classes: ["sm:space-y-24"] },
      { selector: ":is(.a,.b) .c", classes: ["a", "b", "c"] },
    ]);
  });

  it("keeps those whose every class is on the page", () => {
    const page = '<ul class="mt-5 space-y-2"><li class="x">a</li></ul><p class="sm:space-y-24 a b c"></p>';
    expect(usedWrappedSelectors(wrappedSelectors(sheet), page)).toEqual([
      ":where(.space-y-2>:not(:last-child))",
      ":where(.sm\\:space-y-24>:not(:last-child))",
      ":is(.a,.b) .c",
    ]);
    expect(usedWrappedSelectors(wrappedSelectors(sheet), '<ul class="space-y-3"></ul>')).toEqual([]);
  });
});

describe("languageSelectors and usedLanguageSelectors", () => {
  const sheet =
    ":root{--f:a}:root:lang(hi){--f:b}:root:lang(hi),:root:lang(hi) :lang(hi){letter-spacing:normal}p:lang(en){color:red}";

  it("keeps a language's rules for its pages only, by their <html lang>, which Beasties cannot match", () => {
    expect(languageSelectors(sheet).map(({ selector }) => selector)).toEqual([
      ":root:lang(hi)",
      ":root:lang(hi)",
      ":root:lang(hi) :lang(hi)",
    ]);
    const hindi = usedLanguageSelectors(languageSelectors(sheet), '<html lang="hi-IN"><body></body></html>');
    expect(new Set(hindi)).toEqual(new Set([":root:lang(hi)", ":root:lang(hi) :lang(hi)"]));
    // An English page, even with a link to the Hindi page in its own language.
    const english = '<html lang="en-IN"><body><a lang="hi-IN" href="/hi">हिन्दी</a></body></html>';
    expect(usedLanguageSelectors(languageSelectors(sheet), english)).toEqual([]);
  });
});
