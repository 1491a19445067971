import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { startNginx } from "../../scripts/nginx.mjs";
import { startNodeServer } from "../../scripts/node-server.mjs";
import { buildDir, nginxConfigPath } from "./site";

declare module "vitest" {
  export interface ProvidedContext {
    servers: { node: string; nginx: string };
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(resolve(buildDir, "serving.json"))) throw new Error("No build: run `npm run build` first.");
  const root = resolve(buildDir, "client");
  if (!readFileSync(nginxConfigPath, "utf8").includes(`\n    root ${root};\n`)) {
    throw new Error(`${nginxConfigPath} was generated for another build than ${root}: run \`npm run build\`.`);
  }
  const node = await startNodeServer({ buildDir });
  const nginx = await startNginx({ configPath: nginxConfigPath }).catch(async (error) => {
    await node.stop();
    throw error;
  });
  project.provide("servers", { node: node.origin, nginx: nginx.origin });
  return async () => {
    await Promise.all([node.stop(), nginx.stop()]);
  };
}
