import { describe, expect, it } from "vitest";
import { formatFinding, judge, withoutCriticalCss, type VnuMessage } from "./check-html.mjs";
import { javaMajorVersion } from "../tests/support/find-java.mjs";

const root = "/site";
const at = (file: string) => `file:${root}/build/client/${file}`;

describe("judge", () => {
  it("fails on every error, naming the file, line and column", () => {
    const { failures } = judge(
      [
        {
          type: "error",
          url: at("perks/index.html"),
          lastLine: 1,
          firstColumn: 14830,
          lastColumn: 14900,
          message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
          extract: '<img alt="Kagaz logo"\n width="133">',
        },
        { type: "non-document-error", subType: "io", message: "File not found." },
      ] satisfies VnuMessage[],
      root,
    );
    expect(failures.map(formatFinding)).toEqual([
      'build/client/perks/index.html:1.14830: error: Element “img” is missing one or more of the following attributes: “src”, “srcset”.\n    <img alt="Kagaz logo" width="133">',
      "(no file): error: File not found.",
    ]);
  });

  it("fails on a warning or a note that no one has explained", () => {
    const { failures } = judge(
      [
        {
          type: "info",
          subType: "warning",
          url: at("vc-funded/index.html"),
          lastLine: 1,
          firstColumn: 16,
          message: "Consider adding a “lang” attribute to the “html” start tag.",
        },
        { type: "info", url: at("index.html"), lastLine: 1, message: "The “type” attribute is unnecessary." },
      ] satisfies VnuMessage[],
      root,
    );
    expect(failures.map((finding) => `${finding.kind} ${finding.where}`)).toEqual([
      "warning build/client/vc-funded/index.html:1.16",
      "note build/client/index.html:1",
    ]);
  });

  it("counts what is explained, and explains it only where it applies", () => {
    const trailingSlash =
      "Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.";
    const cspFromDisk =
      "Resource violates Content Security Policy (meta tag): external stylesheet “/assets/app.css” blocked by “style-src” directive.";
    // The one error accepted, and only on the link it was written for.
    const blocking =
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.";
    const expectLink = '/noscript><link rel="expect" href="#first-screen-end" blocking="render"/><meta';
    const preloadLink = '<link rel="preload" href="/a.js" blocking="render"/>';
    const { failures, explained } = judge(
      [
        { type: "info", url: at("index.html"), lastLine: 1, message: trailingSlash },
        { type: "info", url: at("perks/index.html"), lastLine: 1, message: trailingSlash },
        { type: "info", subType: "warning", url: at("404.html"), lastLine: 1, message: cspFromDisk },
        { type: "info", subType: "warning", url: at("founder-week/index.html"), lastLine: 1, message: cspFromDisk },
        { type: "info", subType: "warning", url: at("perks/index.html"), lastLine: 1, message: cspFromDisk },
        { type: "error", url: at("index.html"), lastLine: 1, message: trailingSlash },
        { type: "error", url: at("index.html"), lastLine: 1, message: blocking, extract: expectLink },
        { type: "error", url: at("perks/index.html"), lastLine: 1, message: blocking, extract: preloadLink },
      ] satisfies VnuMessage[],
      root,
      // The pages that carry their policy in a <meta>: the CDN's 404 page, a published page.
      ["build/client/404.html", "build/client/founder-week/index.html"],
    );
    expect(explained.map(({ count }) => count)).toEqual([2, 2, 1]);
    expect(failures.map((finding) => `${finding.kind} ${finding.where}`)).toEqual([
      "warning build/client/perks/index.html:1",
      "error build/client/index.html:1",
      "error build/client/perks/index.html:1",
    ]);
  });
});

describe("javaMajorVersion", () => {
  it("reads the major version from java -version, old and new numbering", () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_412"')).toBe(8);
    expect(javaMajorVersion("bash: java: command not found")).toBeNull();
  });
});

describe("withoutCriticalCss", () => {
  const rules = "@layer x{a{color:red}}";
  it.each([
    ["before the stylesheet link", '<link rel="stylesheet" href="/assets/app.css" media="print"/>'],
    [
      "before a <noscript> link too, as the build writes them now",
      '<noscript><link rel="stylesheet" href="/assets/app.css"/></noscript>',
    ],
  ])("blanks the critical rules %s, column for column, and keeps every other style", (_where, link) => {
    const html =
      "<head><noscript><style>[data-a]{display:block}</style></noscript>" +
      `<style>${rules}</style>${link}<style>b{color:blue}</style></head>`;
    const read = withoutCriticalCss(html);
    expect(read).toHaveLength(html.length);
    expect(read).toContain("<style>[data-a]{display:block}</style>");
    expect(read).toContain(`<style>${" ".repeat(rules.length)}</style>${link}`);
    expect(read).toContain("<style>b{color:blue}</style>");
  });
});
