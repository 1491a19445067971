import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { notFoundDocumentPath, paths, servedRedirects } from "../../app/route-paths";
import { readCmsConfig } from "../../app/cms/config";
import { readAnalyticsConfig } from "../../app/lib/analytics-config";
import { headersFor, parseHeadersFile } from "../../tests/support/cdn-files";
import { cdnHeaderSections, renderHeaders } from "./cdn-files.mjs";
import { contentServiceOrigins, createServingManifest, documentFile } from "./harden.mjs";
import { sha256Source } from "./csp-hashes.mjs";
import { renderNginxConfig } from "./nginx-config.mjs";

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A build/client with every page the route table names, each with one inline script of its own. */
async function fakeBuild(extra: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), "harden-"));
  made.push(dir);
  const pages = [...Object.values(paths), notFoundDocumentPath, ...Object.keys(servedRedirects)];
  const files: Record<string, string> = {
    ...Object.fromEntries(pages.map((path) => [documentFile(path), `<script>page(${JSON.stringify(path)})</script>`])),
    "assets/entry-abc.js": "",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  return dir;
}

/** The manifest of a build with no content service, as the tests below build most of theirs. */
const manifestOf = (clientDir: string, options: Partial<Parameters<typeof createServingManifest>[0]> = {}) =>
  createServingManifest({ clientDir, cms: null, videoOrigin: "https://v.example", ...options });

describe("createServingManifest", () => {
  it("gives each page a CSP with the hashes of its own inline scripts", async () => {
    const manifest = await manifestOf(await fakeBuild());
    expect(Object.keys(manifest.documents)).toEqual(Object.values(paths));
    expect(manifest.documents[paths.perks].file).toBe("perks/index.html");
    expect(manifest.documents[paths.perks].csp).toContain(`'${sha256Source(`page("${paths.perks}")`)}'`);
    expect(manifest.documents[paths.perks].csp).not.toContain(sha256Source(`page("/")`));
    expect(manifest.notFound).toMatchObject({ file: "404/index.html" });
    expect(manifest.notFound.csp).toContain(sha256Source(`page("/404")`));
    expect(manifest.aliases).toEqual(servedRedirects);
    expect(manifest.documents["/"].csp).toContain("connect-src 'self';");
    expect(manifest.documents["/"].csp).toContain("frame-src https://v.example;");
  });

  it("lets pages connect to the configured content service, as the SDK addresses it", async () => {
    const stub = readCmsConfig({
      CONTENTFUL_SPACE_ID: "s",
      CONTENTFUL_DELIVERY_TOKEN: "t",
      CONTENTFUL_HOST: "http://127.0.0.1:4400",
    });
    const live = readCmsConfig({ CONTENTFUL_SPACE_ID: "s", CONTENTFUL_DELIVERY_TOKEN: "t" });
    expect(contentServiceOrigins(stub)).toEqual(["http://127.0.0.1:4400"]);
    expect(contentServiceOrigins(live)).toEqual(["https://cdn.contentful.com"]);
    expect(contentServiceOrigins(null)).toEqual([]);
    const manifest = await manifestOf(await fakeBuild(), { cms: stub });
    expect(manifest.documents["/"].csp).toContain("connect-src 'self' http://127.0.0.1:4400;");
    expect(manifest.documents["/"].csp).toContain("img-src 'self' https://images.ctfassets.net;");
  });

  it("lets pictures come from the content service's image host only in builds that have one", async () => {
    const manifest = await manifestOf(await fakeBuild());
    expect(manifest.documents["/"].csp).toContain("img-src 'self';");
  });

  it("hashes each page's own <style> elements into its style-src, and nothing else's", async () => {
    const perks = documentFile(paths.perks);
    const manifest = await manifestOf(
      await fakeBuild({ [perks]: "<style>.a{color:red}</style><noscript><style>.b{display:block}</style></noscript>" }),
    );
    const styleSrc = (csp: string) => /style-src ([^;]*)/.exec(csp)![1];
    const hashes = [sha256Source(".a{color:red}"), sha256Source(".b{display:block}")].sort();
    expect(styleSrc(manifest.documents[paths.perks].csp)).toBe(
      ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(" "),
    );
    expect(styleSrc(manifest.documents["/"].csp)).toBe("'self'");
  });

  it("stops the build on a page with a style attribute, which no strict policy admits", async () => {
    const clientDir = await fakeBuild({ [documentFile(paths.home)]: '<p style="color:red">x</p>' });
    await expect(manifestOf(clientDir)).rejects.toThrow(
      /index\.html has style attributes, which its Content-Security-Policy refuses: <p style="color:red">/,
    );
  });

  it("lets pages connect to the measurement collector on every server, and changes nothing else", async () => {
    const clientDir = await fakeBuild();
    const analytics = readAnalyticsConfig({
      ANALYTICS_ENDPOINT: "https://plausible.io/api/event",
      ANALYTICS_DOMAIN: "launchpad.example",
    });
    const plain = await manifestOf(clientDir);
    const measured = await manifestOf(clientDir, { analytics });
    const connectSrc = "connect-src 'self' https://plausible.io;";
    for (const path of Object.values(paths)) {
      expect(measured.documents[path].csp).toBe(plain.documents[path].csp.replace("connect-src 'self';", connectSrc));
    }
    expect(measured.notFound.csp).toContain(connectSrc);
    expect(measured.headers).toEqual(plain.headers);

    // nginx and the CDN hosts' _headers carry each page's policy as serving.json (the Node server) has it.
    const nginx = renderNginxConfig({
      manifest: measured,
      root: clientDir,
      listen: "8080",
      accessLog: "off",
      brotliModule: "",
    });
    const cdnRules = parseHeadersFile(renderHeaders(cdnHeaderSections({ manifest: measured, files: [] })));
    for (const path of [...Object.values(paths), notFoundDocumentPath]) {
      const csp = path === notFoundDocumentPath ? measured.notFound.csp : measured.documents[path].csp;
      expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      if (path !== notFoundDocumentPath) expect(headersFor(cdnRules, path)["Content-Security-Policy"]).toBe(csp);
    }
  });

  it("keeps every policy as it is when the collector is a path on the site's own origin", async () => {
    const clientDir = await fakeBuild();
    const analytics = readAnalyticsConfig({ ANALYTICS_ENDPOINT: "/api/event", ANALYTICS_DOMAIN: "launchpad.example" });
    expect(await manifestOf(clientDir, { analytics })).toEqual(await manifestOf(clientDir));
  });

  it("refuses a build with a page the route table does not know, or a file type no server can label", async () => {
    await expect(manifestOf(await fakeBuild({ "pricing/index.html": "" }))).rejects.toThrow(/pricing\/index.html/);
    await expect(manifestOf(await fakeBuild({ "img/a.tiff": "" }))).rejects.toThrow(/img\/a.tiff.*CONTENT_TYPES/);
  });
});
