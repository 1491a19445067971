import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { environmentState, startManagementStub } from "./cma-stub.mjs";
import { trustedLocalCertificate, type LocalCertificate } from "./local-certificate.mjs";

/**
 * Helpers for testing the commands that write to a Contentful space (`npm run cms:model`, `npm run cms:seed`):
 * Management API stand-ins (tests/stubs/cma-stub.mjs) on one certificate, and each command run as a developer runs
 * it, in a child process that trusts that certificate through NODE_EXTRA_CA_CERTS (read at process start).
 */
export const projectRoot = resolve(import.meta.dirname, "..", "..");
export type Stub = Awaited<ReturnType<typeof startManagementStub>>;
export type StubState = ReturnType<Stub["state"]>;
type StubOptions = Omit<NonNullable<Parameters<typeof startManagementStub>[0]>, "tls" | "state">;

/**
 * The stand-in has no rate limit; contentful-migration's 10 requests a second would only slow tests (--request-limit,
 * scripts/cms-management.mjs; harmless for cms:seed, which sends no migration).
 */
const UNTHROTTLED = "--request-limit=1000000";

/**
 * Registers the file's hooks. `stub()` starts a stand-in (closed after the file); `run()` runs a command against one to
 * its end with a developer's CONTENTFUL_* settings (`settings` replaces or adds) and its arguments (after UNTHROTTLED,
 * which an argument can override), answering its interleaved stdout and stderr and exit status. It runs in a work
 * directory (runMigration writes error logs there) unless `cwd` says otherwise.
 */
export function managementCommands(prefix: string) {
  let certificate: LocalCertificate;
  let workDir: string;
  const started: Stub[] = [];
  beforeAll(() => {
    certificate = trustedLocalCertificate({ trust: false });
    workDir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await Promise.all(started.map((stub) => stub.close()));
    certificate.remove();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function stub(state: StubState = environmentState(), options: StubOptions = {}) {
    const running = await startManagementStub({ ...options, tls: certificate.tls, state });
    started.push(running);
    return running;
  }

  function run(
    script: string,
    args: string[],
    target: Stub,
    { settings = {}, cwd = workDir }: { settings?: Record<string, string>; cwd?: string } = {},
  ): Promise<{ status: number; output: string }> {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/proxy|^CONTENTFUL_/i.test(key)));
    const argv = [join(projectRoot, script), UNTHROTTLED, ...args];
    const child = spawn(join(projectRoot, "node_modules/.bin/node"), argv, {
      cwd,
      env: {
        ...env,
        NODE_EXTRA_CA_CERTS: certificate.certFile,
        FORCE_COLOR: "0",
        CONTENTFUL_SPACE_ID: target.space,
        CONTENTFUL_ENVIRONMENT: target.environment,
        CONTENTFUL_MANAGEMENT_TOKEN: target.token,
        CONTENTFUL_MANAGEMENT_HOST: target.host,
        ...settings,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    return new Promise((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (status) => resolve({ status: status ?? 1, output }));
    });
  }

  return { stub, run };
}

/** The parts of an answer's JSON the tests read. */
export type StubBody = {
  sys: { id: string; type: string; version: number } & Record<string, unknown>;
  message?: string;
  details?: { errors: ({ name: string } & Record<string, unknown>)[] } & Record<string, unknown>;
  fields?: { id: string }[];
  controls?: { fieldId: string; widgetId: string }[];
  items?: { sys: { id: string } }[];
  requestId?: string;
};
export type StubAnswer = { status: number; headers: IncomingHttpHeaders; body: StubBody };

/**
 * A request to a stand-in from the test process (trusting it through `ca`): `resource` under the environment or `path`
 * whole; a JSON body, or a Buffer sent as is (an upload: give its Content-Type).
 */
export function callStub(
  target: Stub,
  method: string,
  resource: string,
  {
    body,
    headers = {},
    token = target.token,
    space = target.space,
    path = `/spaces/${space}/environments/${target.environment}${resource}`,
  } = {} as { body?: unknown; headers?: Record<string, string>; token?: string; space?: string; path?: string },
): Promise<StubAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: Number(new URL(target.origin).port),
        method,
        path,
        ca: target.ca,
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/vnd.contentful.management.v1+json",
          ...headers,
        },
      },
      (res) => {
        let raw = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (raw += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw ? JSON.parse(raw) : undefined }),
        );
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body));
  });
}
