import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadEnv } from "vite";
import { readDeployment } from "./app/deployment";
import { aliasRedirects, notFoundDocumentPath, paths } from "./app/route-paths";
import { site } from "./app/site";
import { writeSeoFiles } from "./scripts/build/seo-files.mjs";
import { writeSocialCards } from "./scripts/build/social-cards.mjs";

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
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const buildDir = reactRouterConfig.buildDirectory;
    const clientDir = join(buildDir, "client");
    const deployment = readDeployment(loadEnv(viteConfig.mode, viteConfig.root, "SITE_"));

    // What a server needs to know beyond the files: aliases to redirect and the 404 document.
    const manifest = { aliases: aliasRedirects, notFoundDocument: `${notFoundDocumentPath}/index.html` };
    await writeFile(join(buildDir, "site-manifest.json"), JSON.stringify(manifest, null, 2));

    await writeSeoFiles({ clientDir, ...deployment, canonicalPaths: Object.values(paths) });
    const cards = await writeSocialCards({
      clientDir,
      programme: site.programme,
      tagline: site.socialCardTagline,
      artPath: join(viteConfig.root, "public/img/home/city-skyline.svg"),
    });
    viteConfig.logger.info(`Social cards: ${cards.length} written`);
  },
} satisfies Config;
