// The same policy from both servers: for every page, alias, unknown path, file and refused method,
// nginx with deploy/nginx.conf answers the status and the headers `npm start` answers. What may
// differ is listed: values each server computes its own way (Date, ETag format, Server, connection
// management, Accept-Ranges) and the bodies of answers the servers write themselves.
import { expect, inject, it } from "vitest";
import { aliasRedirects, paths } from "../../app/route-paths";
import { type Answer, request, servedFiles } from "./site";

const { node, nginx } = inject("servers");

const OWN_VALUES = ["date", "etag", "server", "connection", "keep-alive", "accept-ranges", "transfer-encoding"];
/** Redirects and refusals carry a body each server writes its own way. */
const OWN_BODY = ["content-type", "content-length"];

function comparable(answer: Answer) {
  const ownBody = answer.status === 301 || answer.status >= 400;
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(
      ([name]) => !OWN_VALUES.includes(name) && !(ownBody && answer.status !== 404 && OWN_BODY.includes(name)),
    ),
  );
  // Both send a validator date; whether it is there must agree.
  return { status: answer.status, headers: { ...headers, etag: answer.headers.etag ? "present" : "absent" } };
}

const targets = [
  ...Object.values(paths),
  ...Object.values(paths)
    .filter((path) => path !== "/")
    .map((path) => `${path}/?a=1`),
  ...Object.keys(aliasRedirects).flatMap((alias) => [alias, `${alias}/?utm_source=x`]),
  "/no/such/page",
  "/404",
  "/index.html",
  ...servedFiles.map((file) => `/${file}`),
];

it("nginx answers every address exactly as the Node server does, in every encoding", async () => {
  expect(targets.length).toBeGreaterThan(80);
  for (const target of targets) {
    for (const accept of ["br, gzip", "gzip", ""]) {
      for (const method of ["GET", "HEAD"]) {
        const options = { method, headers: { "Accept-Encoding": accept } };
        const [fromNode, fromNginx] = await Promise.all([
          request(node, target, options),
          request(nginx, target, options),
        ]);
        expect(comparable(fromNginx), `${method} ${target} (${accept || "no Accept-Encoding"})`).toEqual(
          comparable(fromNode),
        );
      }
    }
  }
});

it("nginx refuses other methods exactly as the Node server does", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    const [fromNode, fromNginx] = await Promise.all([
      request(node, "/perks", { method }),
      request(nginx, "/perks", { method }),
    ]);
    expect(comparable(fromNginx), method).toEqual(comparable(fromNode));
  }
});
