import { readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { listenLocally } from "../stubs/listen-locally.mjs";

/** The in-page recorder (recorder.js), first in every page's head. */
export const RECORDER_PATH = "/__engines/recorder.js";
/** axe-core, which a journey adds to a page to audit it. */
const AXE_PATH = "/__engines/axe.js";
/**
 * The id of a <template> in every page's head holding axe's <script>, inert until a journey adds a
 * copy of it to the page: a script the parser made, so no string reaches a sink the page's Trusted
 * Types policy guards (giving a new <script> its src would be refused, docs/decisions/714).
 */
export const AXE_TEMPLATE_ID = "engines-axe";

const scripts: Record<string, Buffer> = {
  [RECORDER_PATH]: readFileSync(new URL("./recorder.js", import.meta.url)),
  [AXE_PATH]: readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js")),
};

const sendScript = (response: ServerResponse, body: Buffer) => {
  response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
  response.end(body);
};

/**
 * The site as the engines see it: every request passed to `npm start`'s server unchanged, except
 * that each HTML page gets `<script src="/__engines/recorder.js">` first in its head (and axe's
 * inert template after it), and the two
 * scripts above are served from the same origin (so the site's own policy, `script-src 'self'`,
 * lets them run: nothing of the policy is loosened). Everything else, headers included, is the
 * server's, uncompressed so the page can be edited.
 */
export async function startRecordingProxy(upstream: string) {
  const server = createServer((incoming, response) => {
    const script = scripts[incoming.url ?? ""];
    if (script) return sendScript(response, script);
    const headers: IncomingHttpHeaders = { ...incoming.headers, "accept-encoding": "identity" };
    const forward = request(new URL(incoming.url ?? "/", upstream), { method: incoming.method, headers }, (answer) => {
      const isPage = (answer.headers["content-type"] ?? "").startsWith("text/html");
      if (!isPage) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const page = Buffer.concat(chunks)
          .toString("utf8")
          .replace(
            "<head>",
            `<head><script src="${RECORDER_PATH}"></script><template id="${AXE_TEMPLATE_ID}"><script src="${AXE_PATH}"></script></template>`,
          );
        const { "content-length": _length, etag: _etag, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, rest);
        response.end(page);
      });
    });
    forward.on("error", (error) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`recording proxy: ${error.message}`);
    });
    incoming.pipe(forward);
  });
  const origin = await listenLocally(server);
  return { origin, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
