import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { join, relative, resolve, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { readServingManifest } from "../../server/manifest.mjs";
import { HOST_CONFIG_FILES } from "../../server/policy.mjs";
import { headersFor, parseHeadersFile } from "../support/cdn-files";

/** The build under test and the nginx config generated with it. */
export const buildDir = "build";
export const nginxConfigPath = resolve("deploy/nginx.conf");
/** The preview build's nginx config stays beside it (tests/e2e/cms-settings.mjs). */
export const previewNginxConfigPath = resolve("build-preview/nginx.conf");
export const clientDir = resolve(buildDir, "client");
export const manifest = readServingManifest(buildDir);

/** Every file the build serves as itself (not pages, not compressed siblings, not the CDN hosts' files). */
export const servedFiles = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
  .filter((file) => !/\.(?:html|br|gz)$/.test(file) && !HOST_CONFIG_FILES.includes(file))
  .sort();

export const fileOnDisk = (file: string) => readFileSync(join(clientDir, file));
export const hasSibling = (file: string, suffix: ".br" | ".gz") => {
  try {
    readFileSync(join(clientDir, file + suffix));
    return true;
  } catch {
    return false;
  }
};

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP request through node:http: the target is sent as written and the body is not decoded. */
export function request(
  origin: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolvePromise, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The body as the client would read it after Content-Encoding. */
export function decoded(answer: Answer): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body);
  if (encoding === "gzip") return gunzipSync(answer.body);
  return answer.body;
}

/**
 * Whether a raw HTTP/1.1 answer has fully arrived (head, then a Content-Length or chunked body): the local Pages
 * runtime keeps the connection open despite `Connection: close`.
 */
export function isCompleteAnswer(text: string): boolean {
  const headEnd = text.indexOf("\r\n\r\n");
  if (headEnd === -1) return false;
  const head = text.slice(0, headEnd);
  const body = text.slice(headEnd + 4);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return /(?:^|\r\n)0\r\n\r\n$/.test(body);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  return length ? body.length >= Number(length[1]) : false;
}

/** Bytes straight onto a TCP socket, for requests no well-behaved client would send. */
export function rawRequest(origin: string, head: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolvePromise, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let text = "";
    const answer = () => ({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (!isCompleteAnswer(text)) return;
      resolvePromise(answer());
      socket.destroy();
    });
    socket.on("error", reject);
    socket.on("close", () => resolvePromise(answer()));
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head.slice(0, 80))}`)));
  });
}

/** The Content-Security-Policy as directive -> values. */
export function cspDirectives(csp: string | string[] | undefined): Map<string, string[]> {
  if (typeof csp !== "string")
    throw new Error(`expected one Content-Security-Policy header, got ${JSON.stringify(csp)}`);
  return new Map(
    csp.split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/**
 * The hash sources a page's inline scripts need, found apart from the build's parser. Skipped: src, JSON data blocks
 * (never run) and empty scripts (HTML's "prepare the script element" returns before asking the policy).
 */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"[^"]*json"/i.test(attributes)) continue;
    if (source === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(source.replace(/\r\n?/g, "\n")).digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** The hashes style-src must hold: every <style>, in <noscript> too (by pattern, to cross-check the build's parser). */
export function inlineStyleHashesOf(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, source] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    hashes.add(`'sha256-${createHash("sha256").update(source.replace(/\r\n?/g, "\n")).digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** The headers build/client/_headers gives an address, read back as the hosts read it. */
const cdnHeaderRules = parseHeadersFile(readFileSync(join(clientDir, "_headers"), "utf8"));
export const cdnHeadersFor = (path: string) => headersFor(cdnHeaderRules, path);
