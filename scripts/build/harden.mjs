// @ts-check
// Last step of `npm run build` (end of buildEnd in react-router.config.ts): hashes each page's
// inline scripts and styles into its CSP, writes build/serving.json and the nginx config from it,
// precompresses, then writes the CDN files (_headers, _redirects, 404.html) uncompressed, as those
// hosts compress on their own. Imports app TypeScript, so it runs inside the build or Vitest.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { loadEnv } from "vite";
import { readCmsConfig } from "../../app/cms/config";
import { pathIn } from "../../app/languages";
import { collectorOrigins, readAnalyticsConfig } from "../../app/lib/analytics-config";
import {
  knowledgeHubPaths,
  servedRedirects,
  notFoundDocumentPath,
  paths,
  previewPaths,
  translatedRedirects,
} from "../../app/route-paths";
import { site } from "../../app/site";
import { SERVING_MANIFEST } from "../../server/manifest.mjs";
import { BROTLI_STATIC_MODULE } from "../nginx.mjs";
import {
  contentTypesByPath,
  documentCsp,
  hasKnownContentType,
  HOST_CONFIG_FILES,
  securityHeaders,
} from "../../server/policy.mjs";
import { withMetaPolicy, writeCdnFiles } from "./cdn-files.mjs";
import { inlineScriptHashes, inlineStyleHashes, styleAttributes } from "./csp-hashes.mjs";
import { truncateModificationTimes } from "./modification-times.mjs";
import { renderNginxConfig } from "./nginx-config.mjs";
import { listFiles, precompressDirectory } from "./precompress.mjs";

/** @typedef {import("../../server/manifest.mjs").ServingManifest} ServingManifest */
/** @typedef {import("../../app/cms/config").CmsConfig} CmsConfig */
/** @typedef {import("../../app/lib/analytics-config").AnalyticsConfig} AnalyticsConfig */
/** @typedef {{ pathPrefix: string, publishedPaths: string[] }} TranslatedPages a translation's prefix and published pages (their English paths) */

/** As the SDK builds it from host and insecure. @param {CmsConfig | null} cms */
export function contentServiceOrigins(cms) {
  return cms ? [`${cms.insecure ? "http" : "https"}://${cms.host}`] : [];
}

/** The prerendered file of a route path: "/" -> "index.html", "/perks" -> "perks/index.html". @param {string} path */
export const documentFile = (path) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/**
 * Pages: app/route-paths.ts plus the published ones (Knowledge Hub articles and card pages,
 * docs/decisions/009); each translation has the same under its prefix, with its own 404
 * (docs/decisions/013).
 * @param {{ clientDir: string, cms: CmsConfig | null, analytics?: AnalyticsConfig | null, videoOrigin: string,
 *   publishedPaths?: string[], translations?: TranslatedPages[] }} options
 * @returns {Promise<ServingManifest>}
 */
export async function createServingManifest({
  clientDir,
  cms,
  analytics = null,
  videoOrigin,
  publishedPaths = [],
  translations = [],
}) {
  const files = await listFiles(clientDir);
  const unknownTypes = files.filter(
    (file) => !/\.(?:br|gz)$/.test(file) && !HOST_CONFIG_FILES.includes(file) && !hasKnownContentType(file),
  );
  if (unknownTypes.length > 0) {
    throw new Error(
      `No content type for ${unknownTypes.join(", ")}: add the extension to CONTENT_TYPES in server/policy.mjs.`,
    );
  }

  // A public build that prerendered a preview page (the content report) fails below as a stray.
  const ownPaths = [...Object.values(paths), ...(cms?.preview ? Object.values(previewPaths) : [])];
  // A translation's build has no preview pages: the English preview's content report covers it (app/routes.ts).
  const translatedPaths = translations.flatMap(({ pathPrefix, publishedPaths: published }) =>
    [...Object.values(paths), ...published].map((path) => pathIn({ pathPrefix }, path)),
  );
  const sitePaths = [...ownPaths, ...publishedPaths, ...translatedPaths];
  const notFoundPaths = translations.map(({ pathPrefix }) => pathIn({ pathPrefix }, notFoundDocumentPath));
  const pages = [...sitePaths, notFoundDocumentPath, ...notFoundPaths];
  const redirects = Object.assign(
    { ...servedRedirects },
    ...translations.map(({ pathPrefix }) => translatedRedirects(pathPrefix)),
  );
  const expected = new Set([...pages, ...Object.keys(redirects)].map(documentFile));
  const strays = files.filter((file) => file.endsWith("index.html") && !expected.has(file));
  if (strays.length > 0) {
    throw new Error(`Prerendered pages neither in app/route-paths.ts nor published: ${strays.join(", ")}.`);
  }

  const connectOrigins = [...contentServiceOrigins(cms), ...collectorOrigins(analytics)];
  const imageOrigins = cms ? [cms.assetOrigin] : [];
  const frameOrigins = [videoOrigin];
  // A preview build's pages may be framed by Contentful's web app (Live Preview); no other.
  const editorOrigins = cms?.editorOrigins ?? [];
  const policyOf = async (/** @type {string} */ path) => {
    const file = documentFile(path);
    if (!files.includes(file)) throw new Error(`The build has no ${file} for ${path}.`);
    const html = await readFile(join(clientDir, file), "utf8");
    const styled = styleAttributes(html);
    if (styled.length > 0) {
      throw new Error(
        `${file} has style attributes, which its Content-Security-Policy refuses: ${styled.slice(0, 3).join(", ")}. ` +
          "Use a class or a stylesheet rule (values from script: the CSSOM, element.style).",
      );
    }
    const scriptHashes = inlineScriptHashes(html);
    const styleHashes = inlineStyleHashes(html);
    return {
      file,
      csp: documentCsp({ scriptHashes, styleHashes, connectOrigins, frameOrigins, imageOrigins, editorOrigins }),
    };
  };

  /** @type {ServingManifest["documents"]} */
  const documents = {};
  for (const path of sitePaths) documents[path] = await policyOf(path);
  const published = [
    ...publishedPaths,
    ...translations.flatMap(({ pathPrefix, publishedPaths: paths }) =>
      paths.map((path) => pathIn({ pathPrefix }, path)),
    ),
  ];
  for (const path of published) documents[path].policyInPage = true;
  /** @type {ServingManifest["notFoundByPrefix"]} */
  const notFoundByPrefix = {};
  for (const { pathPrefix } of translations) {
    notFoundByPrefix[pathPrefix] = await policyOf(pathIn({ pathPrefix }, notFoundDocumentPath));
  }

  return {
    version: 1,
    headers: securityHeaders({ editorOrigins }),
    documents,
    notFound: await policyOf(notFoundDocumentPath),
    notFoundByPrefix,
    aliases: redirects,
    // The feed of each language the build has: the Hindi one is Atom too.
    contentTypes: contentTypesByPath([
      knowledgeHubPaths.feed,
      ...translations.map(({ pathPrefix }) => pathIn({ pathPrefix }, knowledgeHubPaths.feed)),
    ]),
    connectOrigins,
    frameOrigins,
  };
}

/**
 * @param {{ buildDirectory: string, mode?: string, publishedPaths?: string[], translations?: TranslatedPages[] }} options
 */
export async function hardenBuild({ buildDirectory, mode = "production", publishedPaths = [], translations = [] }) {
  const env = loadEnv(mode, process.cwd(), ["CONTENTFUL_", "NGINX_", "ANALYTICS_"]);
  const buildDir = resolve(buildDirectory);
  const clientDir = join(buildDir, "client");

  const manifest = await createServingManifest({
    clientDir,
    cms: readCmsConfig(env),
    analytics: readAnalyticsConfig(env),
    videoOrigin: site.videoEmbedOrigin,
    publishedPaths,
    translations,
  });
  await writeFile(join(buildDir, SERVING_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // A published page says its policy itself too, for the hosts that give it no rule of its own.
  for (const { file, csp, policyInPage } of Object.values(manifest.documents)) {
    if (policyInPage)
      await writeFile(join(clientDir, file), withMetaPolicy(await readFile(join(clientDir, file), "utf8"), csp));
  }

  const nginxConf = resolve(env.NGINX_CONF ?? "deploy/nginx.conf");
  await mkdir(dirname(nginxConf), { recursive: true });
  await writeFile(
    nginxConf,
    renderNginxConfig({
      manifest,
      root: resolve(env.NGINX_ROOT ?? clientDir),
      listen: env.NGINX_LISTEN ?? "8080",
      accessLog: env.NGINX_ACCESS_LOG ?? "/var/log/nginx/access.log",
      brotliModule: BROTLI_STATIC_MODULE,
    }),
  );

  await truncateModificationTimes(clientDir);
  const compressed = await precompressDirectory(clientDir);
  const saved = compressed.reduce((sum, entry) => sum + entry.bytes - (entry.br ?? entry.bytes), 0);
  const cdn = await writeCdnFiles({ clientDir, manifest });
  console.info(
    `serving: CSP for ${Object.keys(manifest.documents).length + 1} pages, ${nginxConf}, ` +
      `${compressed.length} files precompressed (brotli saves ${(saved / 1024).toFixed(0)} KiB), ` +
      `_headers (${cdn.headerRules} rules) and _redirects (${cdn.redirects} rules)`,
  );
}
