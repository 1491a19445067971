// @ts-check
// `npm start`: node:http with `send` (Express's static-file engine: ETag, conditional GET, ranges)
// serving the prerendered build. What to serve: server/resolve.mjs; headers: build/serving.json
// and server/policy.mjs.
import { readdirSync } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { join, relative, sep } from "node:path";
import Negotiator from "negotiator";
import send from "send";
import { readServingManifest } from "./manifest.mjs";
import { ALLOWED_METHODS, CACHE, ENCODINGS, MAX_URL_BYTES, RESOURCE_CSP } from "./policy.mjs";
import { createResolver } from "./resolve.mjs";

/** @typedef {import("./resolve.mjs").FileAction} FileAction */

/** Every file under dir, as posix paths relative to it. Read once: a deploy restarts the server. @param {string} dir */
function listFiles(dir) {
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")),
  );
}

/**
 * An answer the server makes itself (errors).
 * @param {Record<string, string>} securityHeaders
 * @param {number} status
 */
export function plainAnswer(securityHeaders, status) {
  const body = `${STATUS_CODES[status] ?? "Error"}\n`;
  return {
    body,
    headers: {
      ...securityHeaders,
      "Content-Security-Policy": RESOURCE_CSP,
      "Cache-Control": CACHE.none,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      ...(status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {}),
    },
  };
}

/**
 * @param {{ buildDir: string }} options
 * @returns {import("node:http").RequestListener & { securityHeaders: Record<string, string> }}
 */
export function createSiteHandler({ buildDir }) {
  const clientDir = join(buildDir, "client");
  const manifest = readServingManifest(buildDir);
  const resolve = createResolver({ manifest, files: listFiles(clientDir) });
  const securityHeaders = manifest.headers;

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>} [extra] e.g. the Content-Range of a 416
   */
  const sendPlain = (res, status, extra = {}) => {
    const { body, headers } = plainAnswer(securityHeaders, status);
    res.writeHead(status, { ...headers, ...extra });
    res.end(body);
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {FileAction} action
   */
  const sendFile = (req, res, action) => {
    // Ties (Chrome sends "gzip, deflate, br, zstd") go to the smallest: brotli, as nginx does.
    const available = [...action.encodings, "identity"];
    const encoding =
      action.encodings.length > 0 ? new Negotiator(req).encoding(available, { preferred: available }) : "identity";
    const suffix = ENCODINGS.find(({ name }) => name === encoding)?.suffix ?? "";

    res.statusCode = action.status;
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", action.headers["Content-Security-Policy"] ?? RESOURCE_CSP);
    res.setHeader("Cache-Control", action.headers["Cache-Control"]);
    res.setHeader("Content-Type", action.headers["Content-Type"]);
    if (action.encodings.length > 0) res.setHeader("Vary", "Accept-Encoding");
    if (suffix) res.setHeader("Content-Encoding", /** @type {string} */ (encoding));

    const isPage = action.status === 200;
    send(req, action.file + suffix, {
      root: clientDir,
      etag: true,
      // A 404 page is not a resource with a modification date (nginx drops it there too).
      lastModified: isPage,
      acceptRanges: isPage,
      cacheControl: false,
      dotfiles: "allow",
      index: false,
    })
      .on("error", (/** @type {{ status?: number, headers?: Record<string, string> }} */ error) => {
        if (res.headersSent) return res.destroy();
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        // 404: the file went away after the list was read at start. Beyond 412/416, the server's fault.
        const status = error.status && [404, 412, 416].includes(error.status) ? error.status : 500;
        sendPlain(res, status, error.headers);
        if (status === 500) console.error("static file failed:", action.file + suffix, error);
      })
      .pipe(res);
  };

  /** @type {import("node:http").RequestListener} */
  const handler = (req, res) => {
    try {
      const action = resolve(req.method ?? "", req.url ?? "/");
      if (action.kind === "error") sendPlain(res, action.status);
      else if (action.kind === "redirect") {
        res.writeHead(action.status, {
          ...securityHeaders,
          "Content-Security-Policy": RESOURCE_CSP,
          "Cache-Control": CACHE.redirect,
          Location: action.location,
          "Content-Length": "0",
        });
        res.end();
      } else sendFile(req, res, action);
    } catch (error) {
      console.error("request failed:", req.method, req.url, error);
      if (!res.headersSent) sendPlain(res, 500);
      else res.destroy();
    }
  };
  return Object.assign(handler, { securityHeaders });
}

/**
 * Answers on a raw socket, for requests node:http refuses before any handler sees them.
 * @param {import("node:stream").Duplex} socket
 * @param {Record<string, string>} securityHeaders
 * @param {number} status
 */
function answerOnSocket(socket, securityHeaders, status) {
  if (!socket.writable) return socket.destroy();
  const { body, headers } = plainAnswer(securityHeaders, status);
  const lines = Object.entries({ ...headers, Connection: "close" }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * Also answers what node:http rejects on its own (malformed requests, oversized heads, CONNECT), so
 * a bad request never hangs or crashes it.
 * @param {{ buildDir: string }} options
 */
export function createSiteServer({ buildDir }) {
  const handler = createSiteHandler({ buildDir });
  const server = createServer(handler);
  server.on("clientError", (/** @type {NodeJS.ErrnoException & { rawPacket?: Buffer }} */ error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    let status = 400;
    if (error.code === "HPE_HEADER_OVERFLOW") {
      const requestLine = error.rawPacket?.toString("latin1").split("\r\n", 1)[0] ?? "";
      // A request line that alone exceeds the limit is an overlong URL.
      status = requestLine.length > MAX_URL_BYTES ? 414 : 431;
    }
    answerOnSocket(socket, handler.securityHeaders, status);
  });
  server.on("connect", (_req, socket) => answerOnSocket(socket, handler.securityHeaders, 405));
  return server;
}
