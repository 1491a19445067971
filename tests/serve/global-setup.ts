import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { trustedLocalCertificate } from "../stubs/local-certificate.mjs";
import { startNginx } from "../../scripts/nginx.mjs";
import { startNodeServer } from "../support/node-server.mjs";
import { startPagesDev } from "../support/pages-dev.mjs";
import { previewE2e } from "../e2e/cms-settings.mjs";
import { buildDir, nginxConfigPath, previewNginxConfigPath } from "./site";

type Servers = { node: string; nginx: string; pages: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** Origins of the three servers: `npm start`, nginx, Cloudflare's Pages runtime (wrangler pages dev). */
    servers: Servers;
    /** The same three, serving the preview build (build-preview/, Live Preview). */
    previewServers: Servers;
    /** A certificate and key (PEM) for 127.0.0.1, which the test processes trust: a TLS front's. */
    tls: { key: string; cert: string };
  }
}

/** Checks that a build and its nginx config are there and belong together. */
function checkBuild(dir: string, nginxConfig: string, builtBy: string) {
  if (!existsSync(resolve(dir, "serving.json"))) throw new Error(`No build in ${dir}: run \`${builtBy}\` first.`);
  const root = resolve(dir, "client");
  if (!readFileSync(nginxConfig, "utf8").includes(`\n    root ${root};\n`)) {
    throw new Error(`${nginxConfig} was generated for another build than ${root}: run \`${builtBy}\`.`);
  }
  if (!existsSync(resolve(root, "_headers"))) throw new Error(`${root} has no _headers: run \`${builtBy}\`.`);
  return root;
}

export default async function setup(project: TestProject) {
  const root = checkBuild(buildDir, nginxConfigPath, "npm run build");
  const previewRoot = checkBuild(previewE2e.buildDir, previewNginxConfigPath, "npm run test:serve");

  const started: { stop: () => Promise<void> }[] = [];
  /** The three servers over one build. */
  const serve = async (dir: string, clientDir: string, configPath: string): Promise<Servers> => {
    const node = await startNodeServer({ buildDir: dir });
    started.push(node);
    const nginx = await startNginx({ configPath });
    started.push(nginx);
    const pages = await startPagesDev({ clientDir });
    started.push(pages);
    return { node: node.origin, nginx: nginx.origin, pages: pages.origin };
  };
  // Trusted by the test processes, which start after this (NODE_EXTRA_CA_CERTS names it).
  const certificate = trustedLocalCertificate();
  project.provide("tls", certificate.tls);
  try {
    project.provide("servers", await serve(buildDir, root, nginxConfigPath));
    project.provide("previewServers", await serve(previewE2e.buildDir, previewRoot, previewNginxConfigPath));
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    certificate.remove();
    throw error;
  }
  return async () => {
    await Promise.all(started.map((server) => server.stop()));
    certificate.remove();
  };
}
