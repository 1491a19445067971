import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { aliasRedirects, notFoundDocumentPath } from "./app/route-paths";

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
  async buildEnd({ reactRouterConfig }) {
    const manifest = {
      aliases: aliasRedirects,
      notFoundDocument: `${notFoundDocumentPath}/index.html`,
    };
    await writeFile(join(reactRouterConfig.buildDirectory, "site-manifest.json"), JSON.stringify(manifest, null, 2));
  },
} satisfies Config;
