import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { aliasRedirects, notFoundDocumentPath } from "./app/route-paths";
import { hardenBuild } from "./scripts/build/harden.mjs";

export default {
  // Static HTML per route, hydrated into a single-page app; no server rendering at request time.
  ssr: false,
  // The browser tests also build a copy wired to the local content stub, next to the plain one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), notFoundDocumentPath];
  },
  /** What a server needs to know beyond the files: aliases to redirect and the 404 document. */
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const manifest = {
      aliases: aliasRedirects,
      notFoundDocument: `${notFoundDocumentPath}/index.html`,
    };
    await writeFile(join(reactRouterConfig.buildDirectory, "site-manifest.json"), JSON.stringify(manifest, null, 2));
    // Keep last: hashes inline scripts into each page's CSP, writes the nginx config and
    // precompresses, all from the final files (scripts/build/harden.mjs).
    await hardenBuild({ buildDirectory: reactRouterConfig.buildDirectory, mode: viteConfig.mode });
  },
} satisfies Config;
