import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { startNginx } from "../../scripts/nginx.mjs";
import { startNodeServer } from "../../scripts/node-server.mjs";
import { startPagesDev } from "../../scripts/pages-dev.mjs";
import { buildDir, nginxConfigPath } from "./site";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origins of the three servers: `npm start`, nginx, Cloudflare's Pages runtime (wrangler pages dev). */
    servers: { node: string; nginx: string; pages: string };
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(resolve(buildDir, "serving.json"))) throw new Error("No build: run `npm run build` first.");
  const root = resolve(buildDir, "client");
  if (!readFileSync(nginxConfigPath, "utf8").includes(`\n    root ${root};\n`)) {
    throw new Error(`${nginxConfigPath} was generated for another build than ${root}: run \`npm run build\`.`);
  }
  if (!existsSync(resolve(root, "_headers"))) throw new Error(`${root} has no _headers: run \`npm run build\`.`);

  const started: { stop: () => Promise<void> }[] = [];
  try {
    const node = await startNodeServer({ buildDir });
    started.push(node);
    const nginx = await startNginx({ configPath: nginxConfigPath });
    started.push(nginx);
    const pages = await startPagesDev({ clientDir: root });
    started.push(pages);
    project.provide("servers", { node: node.origin, nginx: nginx.origin, pages: pages.origin });
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
}
