// @ts-check
// A local stand-in for a Plausible-compatible collector (docs/measure.md): validates `POST /api/event`
// as Plausible does (JSON whatever the Content-Type; browsers send text/plain), records it with its
// privacy-relevant headers, and can fail per client (500, slow, down).
//   node tests/stubs/collector-stub.mjs [--port 4401]
// Browser tests add "collector-client/<id>" to their user agent so parallel tests see only their own events. Controls:
//   GET  /__stub/events?client=<id>          what arrived, oldest first (every client without ?client)
//   PUT  /__stub/fault?client=<id>           body: { "mode": "500" | "slow" | "down", "delayMs"? } or null
//   POST /__stub/reset                       forgets every event and fault
import { createServer } from "node:http";
import { listenLocally } from "./listen-locally.mjs";

export const EVENTS_PATH = "/api/event";
/** Marks a browser test's requests: `<user agent> collector-client/<id>`. */
export const CLIENT_MARK = "collector-client/";

/** @typedef {{ mode: "500" | "slow" | "down", delayMs?: number }} Fault */
/**
 * @typedef {object} RecordedRequest
 * @property {string | null} client the test that sent it (from the user agent)
 * @property {string} method
 * @property {string | null} contentType
 * @property {boolean} sentCookie
 * @property {string | null} referer the Referer header, which the site never sends to the collector
 * @property {string | null} origin
 * @property {unknown} body the parsed JSON body (null when it was not JSON)
 * @property {number | "dropped"} answered the status answered, or "dropped" (the collector was down)
 * @property {string[]} errors why the API would refuse the event (answered 400)
 */

const CORS = { "Access-Control-Allow-Origin": "*" };
const PROP_LIMIT = 30;

/** @param {string | undefined} userAgent */
const clientOf = (userAgent) => {
  const index = userAgent?.indexOf(CLIENT_MARK) ?? -1;
  return index === -1 ? null : /** @type {string} */ (userAgent).slice(index + CLIENT_MARK.length).split(/\s/)[0];
};

/** @param {unknown} value */
const isAbsoluteUrl = (value) => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * What Plausible's events API would refuse in an event (name, url and domain required; props flat:
 * at most 30, each a string, number or boolean), or nothing. It takes long or short names (n, u, d, r, p).
 * @param {unknown} body
 */
export function eventErrors(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return ["the body is not a JSON object"];
  const event = /** @type {Record<string, unknown>} */ (body);
  const field = (/** @type {string} */ long, /** @type {string} */ short) => event[long] ?? event[short];
  const errors = [];
  const name = field("name", "n");
  if (typeof name !== "string" || name === "") errors.push("name is required");
  if (!isAbsoluteUrl(field("url", "u"))) errors.push("url must be an absolute http(s) URL");
  const domain = field("domain", "d");
  if (typeof domain !== "string" || domain === "") errors.push("domain is required");
  const referrer = field("referrer", "r");
  if (referrer !== undefined && referrer !== null && typeof referrer !== "string") errors.push("referrer must be text");
  const props = field("props", "p");
  if (props !== undefined) {
    if (!props || typeof props !== "object" || Array.isArray(props)) errors.push("props must be an object");
    else {
      const values = Object.values(props);
      if (values.length > PROP_LIMIT) errors.push(`props may have at most ${PROP_LIMIT} entries`);
      if (values.some((value) => !["string", "number", "boolean"].includes(typeof value))) {
        errors.push("props values must be strings, numbers or booleans");
      }
    }
  }
  return errors;
}

export function createCollectorStub() {
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Map<string | null, Fault>} */
  const faults = new Map();

  /** @param {import("node:http").ServerResponse} res @param {number} status @param {unknown} body */
  const send = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json", ...CORS });
    res.end(JSON.stringify(body));
  };

  /** @param {import("node:http").IncomingMessage} req */
  const readBody = async (req) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    return text;
  };

  /** @param {string} text */
  const parse = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {URL} url */
  async function control(req, res, url) {
    const client = url.searchParams.get("client");
    if (req.method === "GET" && url.pathname === "/__stub/events") {
      return send(
        res,
        200,
        requests.filter((request) => !url.searchParams.has("client") || request.client === client),
      );
    }
    if (req.method === "PUT" && url.pathname === "/__stub/fault") {
      const fault = parse(await readBody(req));
      if (fault) faults.set(client, fault);
      else faults.delete(client);
    } else if (req.method === "POST" && url.pathname === "/__stub/reset") {
      requests.length = 0;
      faults.clear();
    } else return send(res, 404, { error: "No such stub control." });
    send(res, 200, { ok: true });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub.invalid");
    if (url.pathname.startsWith("/__stub/")) return control(req, res, url);

    const client = clientOf(req.headers["user-agent"]);
    /** @type {RecordedRequest} */
    const recorded = {
      client,
      method: req.method ?? "",
      contentType: req.headers["content-type"] ?? null,
      sentCookie: req.headers.cookie !== undefined,
      referer: req.headers.referer ?? null,
      origin: req.headers.origin ?? null,
      body: null,
      answered: 0,
      errors: [],
    };
    requests.push(recorded);
    // A preflight comes only for a non-"simple" request; the site's never need one.
    if (req.method === "OPTIONS") {
      recorded.answered = 204;
      res.writeHead(204, { ...CORS, "Access-Control-Allow-Headers": "Content-Type" });
      return res.end();
    }
    if (req.method !== "POST" || url.pathname !== EVENTS_PATH) {
      recorded.answered = 404;
      return send(res, 404, { error: "Not found" });
    }
    recorded.body = parse(await readBody(req));

    const fault = faults.get(client);
    if (fault?.mode === "down") {
      recorded.answered = "dropped";
      return req.socket.destroy();
    }
    if (fault?.mode === "500") {
      recorded.answered = 500;
      return send(res, 500, { error: "Internal server error" });
    }
    if (fault?.mode === "slow") await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 60_000));

    recorded.errors = eventErrors(recorded.body);
    recorded.answered = recorded.errors.length > 0 ? 400 : 202;
    send(res, recorded.answered, recorded.errors.length > 0 ? { errors: recorded.errors } : {});
  });

  return {
    server,
    /** @param {number} [port] @param {string} [host] @returns {Promise<string>} the stub's base URL */
    listen: (port = 0, host = "127.0.0.1") => listenLocally(server, port, host),
    /** Closes, slow answers and all. */
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
    requests,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf("--port");
  const port = Number(index === -1 ? 4401 : process.argv[index + 1]);
  const stub = createCollectorStub();
  const url = await stub.listen(port);
  console.info(`Collector stub on ${url}${EVENTS_PATH}`);
}
