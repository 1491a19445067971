import { readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { listenLocally } from "../stubs/listen-locally.mjs";

/** The in-page recorder (recorder.js), first in every page's head. */
export const RECORDER_PATH = "/__engines/recorder.js";
/** axe-core, which a journey adds to a page to audit it. */
const AXE_PATH = "/__engines/axe.js";
/**
 * A <template> holding axe's parser-made <script>, inert until a journey copies it in: setting a new
 * script's src would be refused by the page's Trusted Types policy (docs/decisions/714).
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
 * `npm start`'s server as the engines see it: pages get the recorder and axe's template first in
 * their head, both scripts served same-origin so `script-src 'self'` runs them unloosened.
 * Everything else is passed through, uncompressed so pages can be edited.
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
