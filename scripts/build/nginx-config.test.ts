import { describe, expect, it } from "vitest";
import type { ServingManifest } from "../../server/manifest.mjs";
import { RESOURCE_CSP } from "../../server/policy.mjs";
import { nginxString, renderNginxConfig } from "./nginx-config.mjs";

const manifest: ServingManifest = {
  version: 1,
  headers: { "X-Content-Type-Options": "nosniff", "Permissions-Policy": 'fullscreen=(self "https://v.example")' },
  documents: {
    "/": { file: "index.html", csp: "default-src 'self'; script-src 'self' 'sha256-home'" },
    "/perks": { file: "perks/index.html", csp: "default-src 'self'; script-src 'self' 'sha256-perks'" },
  },
  notFound: { file: "404/index.html", csp: "default-src 'self'; script-src 'self' 'sha256-404'" },
  notFoundByPrefix: {
    "/hi": { file: "hi/404/index.html", csp: "default-src 'self'; script-src 'self' 'sha256-404-hi'" },
  },
  aliases: { "/bootstrapped": "/bootstrapped-startups" },
  contentTypes: { "/knowledge-hub/feed.xml": { type: "application/atom+xml", charset: true } },
  connectOrigins: [],
  frameOrigins: ["https://v.example"],
};
const render = (served: ServingManifest) =>
  renderNginxConfig({
    manifest: served,
    root: "/srv/site/build/client",
    listen: "8080",
    accessLog: "off",
    brotliModule: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  });
const config = render(manifest);

/** The body of `location <match> { ... }`. */
const location = (match: string) => {
  const start = config.indexOf(`location ${match} {\n`);
  expect(start, `location ${match}`).toBeGreaterThan(-1);
  return config.slice(start, config.indexOf("\n    }", start));
};

describe("renderNginxConfig", () => {
  it("serves each page from its file with its own CSP and no-cache", () => {
    const perks = location("= /perks");
    expect(perks).toContain(
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-perks'" always;`,
    );
    expect(perks).toContain('add_header Cache-Control "no-cache" always;');
    expect(perks).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(perks).toContain("try_files /perks/index.html =404;");
    expect(location("= /")).toContain("try_files /index.html =404;");
  });

  it("redirects aliases and trailing slashes permanently, keeping the query", () => {
    expect(location("= /bootstrapped")).toContain("return 301 /bootstrapped-startups$is_args$args;");
    expect(location("= /bootstrapped/")).toContain("return 301 /bootstrapped-startups$is_args$args;");
    expect(location("= /perks/")).toContain("return 301 /perks$is_args$args;");
    expect(config).not.toContain("location = // {");
  });

  it("sends the 404 page, with its own CSP, for unknown paths and never at its own address", () => {
    expect(config).toContain("error_page 404 $not_found_page;");
    expect(config).toMatch(
      /map \$uri \$not_found_page \{\n\s+default \/404\/index.html;\n\s+~\^\/hi\(\?:\/\|\$\) \/hi\/404\/index.html;\n\s+\}/,
    );
    const notFound = location("= /404/index.html");
    expect(notFound).toContain("internal;");
    expect(notFound).toContain("'sha256-404'");
    const hindi = location("= /hi/404/index.html");
    expect(hindi).toContain("internal;");
    expect(hindi).toContain("'sha256-404-hi'");
  });

  it("answers the CDN hosts' configuration files with the 404 page", () => {
    for (const file of ["_headers", "_redirects"]) expect(location(`= /${file}`)).toContain("return 404;");
  });

  it("caches assets for a year and serves only GET and HEAD, precompressed", () => {
    expect(location("/assets/")).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(config).toContain("if ($request_method !~ ^(?:GET|HEAD)$) {");
    expect(location("@method_not_allowed")).toContain('add_header Allow "GET, HEAD" always;');
    expect(config).toMatch(/gzip off;\n\s+gzip_static on;\n\s+brotli_static on;/);
    expect(config).toContain("load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;");
    expect(config).toContain("root /srv/site/build/client;");
    expect(config).toContain("    listen 8080;");
  });

  it("types a file by its address where the manifest says so, with the cache rule and headers of any file there", () => {
    const feed = location("= /knowledge-hub/feed.xml");
    expect(feed).toContain("      types { }\n      default_type application/atom+xml;\n");
    expect(feed).toContain('add_header Cache-Control "public, max-age=86400" always;');
    expect(feed).toContain(`add_header Content-Security-Policy "${RESOURCE_CSP}" always;`);
    expect(feed).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(feed).toContain("try_files $uri =404;");
    // With its charset, as every text type; every other .xml file keeps its extension's type.
    expect(config).toMatch(/\n {2}charset_types [^;]*\bapplication\/atom\+xml\b/);
    expect(config).toMatch(/\n {4}application\/xml [^;]*\bxml\b[^;]*;/);
  });

  it("refuses to type by address what is no file served as itself", () => {
    const typed = (contentTypes: ServingManifest["contentTypes"]) => render({ ...manifest, contentTypes });
    expect(() => typed({ "/perks": { type: "application/atom+xml" } })).toThrow(/\/perks is typed by its address/);
    expect(() => typed({ "/feed.xml": { type: "application/atom+xml; charset=utf-8" } })).toThrow(
      /unexpected content type/,
    );
  });

  it("repeats every header in every location, because nginx drops inherited add_header otherwise", () => {
    const blocks = config.split(/\n\s+location /).slice(1);
    for (const block of blocks.filter((body) => body.includes("add_header"))) {
      expect(block).toContain("add_header Permissions-Policy");
      expect(block).toContain("add_header Content-Security-Policy");
    }
  });
});

describe("nginxString", () => {
  it("quotes and escapes, and refuses what nginx would read as a variable or a new line", () => {
    expect(nginxString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => nginxString("cost $5")).toThrow(/\$/);
    expect(() => nginxString("a\nb")).toThrow(/line break/);
  });
});
