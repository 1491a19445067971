import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startNodeServer } from "../support/node-server.mjs";
import { startRecordingProxy } from "./recording-proxy";

/** The built site, served by `npm start`'s server, behind the recording proxy the engines visit. */
export default async function setup(project: TestProject) {
  if (!existsSync("build/serving.json")) throw new Error("No build: run `npm run build` first.");
  const server = await startNodeServer();
  const proxy = await startRecordingProxy(server.origin);
  project.provide("siteOrigin", proxy.origin);
  return async () => {
    await proxy.stop();
    await server.stop();
  };
}
