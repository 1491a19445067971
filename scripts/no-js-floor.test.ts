import { describe, expect, it } from "vitest";
import { stripScripts } from "./no-js-floor.mjs";

describe("stripScripts (the bench's no-JS floor)", () => {
  it("removes every script and module preload and leaves the rest byte for byte", () => {
    const head =
      '<meta charset="utf-8"><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/assets/m.js"/>' +
      '<link rel="preload" as="font" href="/f.woff2"><script type="application/ld+json">{"a":1}</script>';
    const body =
      '<main><p>Text &amp; more</p></main><script>window.x = "</p>";</script>' +
      '<script type="module" async="">import "/assets/m.js";</script><script src="/assets/e.js"></script>';
    expect(stripScripts(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/a.css">' +
        '<link rel="preload" as="font" href="/f.woff2"></head><body><main><p>Text &amp; more</p></main></body></html>',
    );
  });

  it("keeps the page's own rules and its no-script link to the sheet: CSS, not the app", () => {
    const head = '<style>p{}</style><noscript><link rel="stylesheet" href="/a.css"/></noscript>';
    expect(stripScripts(`<html><head>${head}<script>app()</script></head></html>`)).toBe(
      `<html><head>${head}</head></html>`,
    );
  });

  it("removes scripts inside inline SVG too", () => {
    expect(stripScripts("<div><svg><script>run()</script><path d='M0 0'/></svg></div>")).toBe(
      "<div><svg><path d='M0 0'/></svg></div>",
    );
  });
});
