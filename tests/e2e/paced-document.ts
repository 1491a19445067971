import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A page's HTML handed over piece by piece on the test's cue, as a slow network or busy phone does: Chromium paints a
 * partly parsed document once its first screen is in (decision 708). Other requests pass to the site unchanged.
 */
export interface PacedDocument {
  /** Where the browser opens the page. */
  url: string;
  /** The whole HTML, as the site serves it. */
  html: string;
  /** Sends the HTML up to `offset` (from where the last piece ended). */
  sendUpTo(offset: number): void;
  /** Sends the rest and ends the response. */
  finish(): void;
  close(): Promise<void>;
}

/** What describes the whole response as the site sent it, not the plain pieces sent here. */
const OF_THE_WHOLE = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "etag"]);

export async function pacedDocument(site: string, path: string): Promise<PacedDocument> {
  // The page as the site serves it, headers (its policy) and all, in plain text to cut it anywhere.
  const upstream = await fetch(new URL(path, site), { headers: { "accept-encoding": "identity" } });
  const html = await upstream.text();
  const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !OF_THE_WHOLE.has(name)));

  let document: http.ServerResponse | undefined;
  let sent = 0;
  const waiting: Array<() => void> = [];
  const whenOpen = (send: () => void) => (document ? send() : waiting.push(send));

  const server = http.createServer((request, response) => {
    if (request.url === path && !document) {
      document = response;
      response.writeHead(200, headers);
      for (const send of waiting.splice(0)) send();
      return;
    }
    const forwarded = http.request(new URL(request.url ?? "/", site), {
      method: request.method,
      headers: request.headers,
    });
    forwarded.on("response", (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    // A request the page gives up on (it was closed) ends here, not in the test's worker.
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    html,
    sendUpTo(offset) {
      whenOpen(() => {
        document?.write(html.slice(sent, offset));
        sent = offset;
      });
    },
    finish() {
      whenOpen(() => document?.end(html.slice(sent)));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
