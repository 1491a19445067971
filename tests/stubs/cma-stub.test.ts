import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { default as Migration, IFieldOptions, IValidation } from "contentful-migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callStub as call, type StubAnswer as Answer } from "./cma-command";
import { environmentState, imageDimensions, regexpProblem, startManagementStub } from "./cma-stub.mjs";
import { trustedLocalCertificate, type LocalCertificate } from "./local-certificate.mjs";

/**
 * The stand-in under Contentful's own libraries, in child processes (NODE_EXTRA_CA_CERTS is read
 * only at process start, so they can trust the stub's certificate); and its own rules over HTTPS.
 */
const root = resolve(import.meta.dirname, "..", "..");

type Stub = Awaited<ReturnType<typeof startManagementStub>>;
/** How a run ended: `errors` as runMigration's error lists them (a batch's failed requests, or its planning errors). */
type Outcome<Result = undefined> = { ok: boolean; message?: string; errors: string[]; result?: Result };
/** What a child reports of a client's step: an entity's sys or fields, or a failure's name, status and body. */
type Json = { [key: string]: Json };

let certificate: LocalCertificate;
let workDir: string;
const started: Stub[] = [];

beforeAll(() => {
  certificate = trustedLocalCertificate({ trust: false });
  // runMigration writes an errors-<name>-<time>.log into its working directory when a batch fails.
  workDir = mkdtempSync(join(tmpdir(), "cma-stub-test-"));
});
afterAll(async () => {
  await Promise.all(started.map((stub) => stub.close()));
  certificate.remove();
  rmSync(workDir, { recursive: true, force: true });
});

async function stub(options: Parameters<typeof startManagementStub>[0] = {}) {
  const running = await startManagementStub({ tls: certificate.tls, ...options });
  started.push(running);
  return running;
}
const withState = (state: Parameters<typeof environmentState>[0]) => stub({ state: environmentState(state) });

/** Runs CommonJS `script` with `load` (the project's require) and `report`; the last report is the result. */
function runChild<T>(script: string, env: Record<string, string>): Promise<{ result: T; output: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/proxy/i.test(key)));
  const prelude = `const load = require("node:module").createRequire(process.env.REPO + "/package.json");
const report = (outcome) => console.log("RESULT " + JSON.stringify(outcome));
const failure = (error) => ({
  ok: false,
  message: String(error && error.message),
  errors: ((error && error.errors) || []).map((item) => (item instanceof Error ? item.message : JSON.stringify(item))),
});`;
  const child = spawn(join(root, "node_modules/.bin/node"), ["-e", `${prelude}\n${script}`], {
    cwd: workDir,
    env: { ...clean, ...env, NODE_EXTRA_CA_CERTS: certificate.certFile, REPO: root, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => {
      const line = output.split("\n").findLast((text) => text.startsWith("RESULT "));
      if (!line) return reject(new Error(`No result from the child process:\n${output}`));
      resolve({ result: JSON.parse(line.slice("RESULT ".length)), output });
    });
  });
}

const summary = (target: Stub) => target.writes().map((write) => `${write.method} ${write.resource} ${write.status}`);
const errorsOf = (answer: Answer) => answer.body?.details?.errors;
const errorIds = (answer: Answer) => errorsOf(answer)?.map((error) => error.name);
const put = (target: Stub, resource: string, body?: unknown, version?: number, headers: Record<string, string> = {}) =>
  call(target, "PUT", resource, {
    body,
    headers: version === undefined ? headers : { ...headers, "X-Contentful-Version": String(version) },
  });
const field = (id: string, type = "Symbol", extra: object = {}) => ({ id, name: id, type, ...extra });
/** The service's error items: a property required at `path`; a link that does not resolve. */
const requiredHere = (...path: string[]) => ({
  name: "required",
  path: ["fields", ...path],
  details: `The property "${path.at(-1)}" is required here`,
});
const notResolvable = (linkType: string, id: string, ...path: (string | number)[]) => ({
  name: "notResolvable",
  link: { type: "Link", linkType, id },
  path: ["fields", ...path],
});

/** A perk with a logo (an image asset), as the site's model has it, and a gallery of assets. */
const perk = {
  id: "perk",
  name: "Perk",
  displayField: "name",
  fields: [
    field("name", "Symbol", { required: true }),
    field("logo", "Link", { linkType: "Asset", validations: [{ linkMimetypeGroup: ["image"] }] }),
    field("gallery", "Array", { items: { type: "Link", linkType: "Asset" } }),
  ],
};

/** Two content types, each with its fields first and then their controls. */
function twoTypes(migration: Migration) {
  const article = migration.createContentType("article").name("Article").displayField("title");
  article.createField("title").name("Title").type("Symbol").required(true);
  const slug: IValidation[] = [{ unique: true }, { regexp: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" } }];
  article.createField("slug").name("Slug").type("Symbol").validations(slug);
  article.createField("body").name("Body").type("Text");
  article.changeFieldControl("slug", "builtin", "slugEditor", { helpText: "The article's address" });
  article.changeFieldControl("body", "builtin", "markdown", { helpText: "Markdown" });
  const author = migration.createContentType("author").name("Author").displayField("name");
  author.createField("name").name("Name").type("Symbol");
  const articles: IFieldOptions = { type: "Link", linkType: "Entry", validations: [{ linkContentType: ["article"] }] };
  author.createField("articles").name("Articles").type("Array").items(articles);
  author.changeFieldControl("name", "builtin", "singleLine", { helpText: "As printed" });
  author.changeFieldControl("articles", "builtin", "entryCardsEditor", { bulkEditing: false });
}

/** A type between two fine ones with one thing the service refuses, `params` says which. */
function withRefusal(migration: Migration, refusal: "in" | "lookahead" | "widget" | "helpText") {
  type Widget = "singleLine" | "multipleLine";
  const type = (id: string, validations: IValidation[] = [], widget: Widget = "singleLine", helpText = "Fine") => {
    const created = migration.createContentType(id).name(id).displayField("title");
    created.createField("title").name("Title").type("Symbol").validations(validations);
    created.changeFieldControl("title", "builtin", widget, { helpText });
  };
  const refused: Partial<Record<typeof refusal, IValidation[]>> = {
    in: [{ in: Array.from({ length: 51 }, (_, index) => `value-${index}`) }],
    lookahead: [{ regexp: { pattern: "^(?!admin$)[a-z]+$" } }],
  };
  type("first");
  const widget = refusal === "widget" ? "multipleLine" : undefined;
  type("bad", refused[refusal], widget, refusal === "helpText" ? "h".repeat(256) : undefined);
  type("later");
}

/** A control set between a type's fields, when its display field is one created after it. */
function controlBetweenFields(migration: Migration) {
  const article = migration.createContentType("article").name("Article").displayField("title");
  article.createField("slug").name("Slug").type("Symbol");
  article.changeFieldControl("slug", "builtin", "slugEditor", { helpText: "The address" });
  article.createField("title").name("Title").type("Symbol");
}

const refusals = [
  ["in", "PUT /content_types/bad 422", "Size must be at most 50"],
  ["lookahead", "PUT /content_types/bad 422", 'The property \\"regexp\\" is not valid'],
  ["widget", "PUT /content_types/bad/editor_interface 422", 'widget \\"multipleLine\\" cannot edit field'],
  ["helpText", "PUT /content_types/bad/editor_interface 422", "Size must be at most 255"],
] as const;

describe("contentful-migration's runMigration against the stand-in", () => {
  /** Each run: a self-contained migration (the child runs it from its source, with `params`). */
  type Job = { migration: (migration: Migration, params: never) => void; params?: string } & Record<string, unknown>;
  const jobs: Record<string, Job> = {
    created: { migration: twoTypes },
    interleaved: { migration: controlBetweenFields },
    ...Object.fromEntries(refusals.map(([refusal]) => [refusal, { migration: withRefusal, params: refusal }])),
    wrongToken: { migration: twoTypes, accessToken: "not-the-token" },
    wrongSpace: { migration: twoTypes, spaceId: "another-space" },
    rateLimited: { migration: twoTypes },
  };
  const stubs: Record<string, Stub> = {};
  let outcomes: Record<string, Outcome>;
  let output: string;

  // All at once, each against its stub, in one child process (the library loads once).
  beforeAll(async () => {
    for (const name of Object.keys(jobs)) stubs[name] = await stub();
    stubs.rateLimited.fault({ status: 429, times: 2, resetSeconds: 1 });
    const runs = Object.entries(jobs).map(([name, { migration, ...job }]) => {
      const { space: spaceId, environment: environmentId, token: accessToken, host } = stubs[name];
      return [name, migration.toString(), { params: null, spaceId, environmentId, accessToken, host, ...job }] as const;
    });
    ({ result: outcomes, output } = await runChild<Record<string, Outcome>>(
      `const { runMigration } = load("contentful-migration");
const migrations = { ${runs.map(([name, source]) => `${JSON.stringify(name)}: (${source}),`).join("\n")} };
Promise.all(
  JSON.parse(process.env.JOBS).map(([name, { params, ...options }]) =>
    runMigration({ ...options, migrationFunction: (migration) => migrations[name](migration, params), yes: true }).then(() => [name, { ok: true, errors: [] }], (error) => [name, failure(error)]),
  ),
).then((outcomes) => report(Object.fromEntries(outcomes)));`,
      { JOBS: JSON.stringify(runs.map(([name, , job]) => [name, job])) },
    ));
  }, 60_000);

  it("creates and publishes two types and sets the controls given after each type's fields", () => {
    const target = stubs.created;
    expect(outcomes.created, output).toEqual({ ok: true, errors: [] });
    // New types are created at version 0 (as the library sends it) and published at version 1; a
    // control per request, each at the editor interface's next version (publishing made version 1).
    expect(summary(target).map((write, index) => `${write} @${target.writes()[index].version}`)).toEqual(
      ["article", "author"].flatMap((id) => [
        `PUT /content_types/${id} 201 @0`,
        `PUT /content_types/${id}/published 200 @1`,
        `PUT /content_types/${id}/editor_interface 200 @1`,
        `PUT /content_types/${id}/editor_interface 200 @2`,
      ]),
    );
    const state = target.state();
    expect(state.publishedContentTypes.map((type) => type.sys.id)).toEqual(["article", "author"]);
    for (const type of state.contentTypes) {
      expect(type.sys).toMatchObject({ version: 2, publishedVersion: 1, publishedCounter: 1 });
    }
    const controls = (id: string) =>
      state.editorInterfaces
        .find((ei) => ei.sys.contentType.sys.id === id)
        ?.controls.map((control) => [control.fieldId, control.widgetId, control.settings?.helpText]);
    expect(controls("article")).toEqual([
      ["title", "singleLine", undefined],
      ["slug", "slugEditor", "The article's address"],
      ["body", "markdown", "Markdown"],
    ]);
    expect(controls("author")).toEqual([
      ["name", "singleLine", "As printed"],
      ["articles", "entryCardsEditor", undefined],
    ]);
    expect(state.editorInterfaces.map((ei) => ei.sys.version)).toEqual([3, 3]);
  });

  it("refuses, before any write, a control set between fields of a type whose display field comes later", () => {
    expect(outcomes.interleaved).toMatchObject({ ok: false, message: "Validation Errors" });
    expect(outcomes.interleaved.errors.join("\n")).toContain(
      'Cannot set \\"title\\" as displayField on content type \\"article\\"',
    );
    expect(stubs.interleaved.requests().length).toBeGreaterThan(0);
    expect(stubs.interleaved.writes()).toEqual([]);
  });

  it.each(refusals)(
    "fails on a refused payload (%s), with the 422's message, writing nothing after its batch",
    (refusal, refused, detail) => {
      const target = stubs[refusal];
      expect(outcomes[refusal]).toMatchObject({ ok: false, message: "Batch failed" });
      expect(outcomes[refusal].errors[0]).toContain('"message":"Validation error"');
      expect(outcomes[refusal].errors[0]).toContain(detail);
      const writes = summary(target);
      const at = writes.indexOf(refused);
      expect(at, writes.join("\n")).toBeGreaterThan(0);
      const fine = /^PUT \/content_types\/(first|bad)\S* 20[01]$/;
      expect(writes.slice(0, at).filter((write) => !fine.test(write))).toEqual([]);
      // The rest of the failing batch only: a type refused is then not found for publishing.
      expect(writes.slice(at + 1)).toEqual(
        refused.endsWith("editor_interface 422") ? [] : ["PUT /content_types/bad/published 404"],
      );
      expect(target.state().contentTypes.map((type) => type.sys.id)).not.toContain("later");
    },
  );

  it("is refused with the wrong token (401) or space (404), in Contentful's error shape", async () => {
    for (const scenario of ["wrongToken", "wrongSpace"]) {
      expect(outcomes[scenario]).toMatchObject({ ok: false });
      expect(outcomes[scenario].message).toContain("The provided space does not exist or you do not have access.");
    }
    expect(stubs.wrongToken.requests().map((request) => request.status)).toEqual([401]);
    expect(stubs.wrongSpace.requests().map((request) => request.status)).toEqual([404]);

    const target = stubs.wrongToken;
    const unauthorized = await call(target, "GET", "/content_types", { token: "not-the-token" });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({
      sys: { type: "Error", id: "AccessTokenInvalid" },
      message: "The access token you sent could not be found or is invalid.",
      requestId: unauthorized.headers["x-contentful-request-id"],
    });
    const missing = await call(target, "GET", "/content_types", { space: "another-space" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      sys: { type: "Error", id: "NotFound" },
      message: "The resource could not be found.",
      details: { type: "Space", id: "another-space" },
      requestId: missing.headers["x-contentful-request-id"],
    });
  });

  it("waits out two rate-limited answers as X-Contentful-RateLimit-Reset says, then succeeds", () => {
    const target = stubs.rateLimited;
    expect(outcomes.rateLimited, output).toEqual({ ok: true, errors: [] });
    const [first, second, third] = target.requests();
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(new Set([first.path, second.path, third.path]).size).toBe(1);
    expect(output).toContain("Rate limit error occurred. Waiting for");
    expect(target.state().publishedContentTypes).toHaveLength(2);
  });
});

describe("contentful-management's plain client against the stand-in", () => {
  const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><rect width="160" height="48"/></svg>';
  /** Runs `steps` (an async function body) with `client`; `refused(promise)` is null or the failure's name and body. */
  async function withClient(target: Stub, steps: string) {
    const { result, output } = await runChild<Outcome<Record<string, Json>>>(
      `const { createClient } = load("contentful-management");
// The Upload API answers on the stand-in's own host.
const client = createClient({ accessToken: process.env.TOKEN, host: process.env.HOST, hostUpload: process.env.HOST }, { type: "plain" });
const at = { spaceId: process.env.SPACE, environmentId: process.env.ENVIRONMENT };
const refused = (promise) => promise.then(() => null, (error) => ({ name: error.name, ...JSON.parse(error.message) }));
const fromUpload = (upload) => ({ contentType: "image/svg+xml", fileName: "logo.svg", uploadFrom: { sys: { type: "Link", linkType: "Upload", id: upload.sys.id } } });
(async () => {
${steps}
})().then((result) => report({ ok: true, errors: [], result }), (error) => report(failure(error)));`,
      { SPACE: target.space, ENVIRONMENT: target.environment, TOKEN: target.token, HOST: target.host, SVG: logoSvg },
    );
    expect(result.ok, output).toBe(true);
    return result.result as Record<string, Json>;
  }

  it("creates an entry with its id, reads and publishes it; refuses a second create and a publish missing a required field", async () => {
    const title = field("title", "Symbol", { required: true });
    const slug = field("slug", "Symbol", { validations: [{ unique: true }] });
    const target = await withState({
      contentTypes: [{ id: "article", name: "Article", displayField: "title", fields: [title, slug] }],
    });
    const { created, read, published, again, missing } = await withClient(
      target,
      `
  const fields = { title: { "en-US": "Hello" }, slug: { "en-US": "hello" } };
  const hello = { ...at, contentTypeId: "article", entryId: "hello" };
  const created = await client.entry.createWithId(hello, { fields });
  const read = await client.entry.get({ ...at, entryId: "hello" });
  const published = await client.entry.publish({ ...at, entryId: "hello" }, read);
  const again = await refused(client.entry.createWithId(hello, { fields }));
  const untitled = await client.entry.createWithId({ ...hello, entryId: "untitled" }, { fields: { slug: { "en-US": "untitled" } } });
  const missing = await refused(client.entry.publish({ ...at, entryId: "untitled" }, untitled));
  return { created: created.sys, read: read.fields, published: published.sys, again, missing };`,
    );
    expect(created).toMatchObject({ id: "hello", type: "Entry", version: 1, contentType: { sys: { id: "article" } } });
    expect(read).toEqual({ title: { "en-US": "Hello" }, slug: { "en-US": "hello" } });
    expect(published).toMatchObject({ version: 2, publishedVersion: 1, publishedCounter: 1 });
    // "you didn't specify the current version of the object": the documented 409.
    expect(again).toMatchObject({ name: "VersionMismatch", status: 409 });
    expect(missing).toMatchObject({ name: "ValidationFailed", status: 422, message: "Validation error" });
    expect(missing.details.errors).toEqual([requiredHere("title")]);
    expect(summary(target)).toEqual([
      "PUT /entries/hello 201",
      "PUT /entries/hello/published 200",
      "PUT /entries/hello 409",
      "PUT /entries/untitled 201",
      "PUT /entries/untitled/published 422",
    ]);
    expect(target.state().publishedEntries.map((entry) => entry.sys.id)).toEqual(["hello"]);
  }, 30_000);

  it("uploads a file, makes an asset of it with its id, processes and publishes it; an entry may link it only once it is published", async () => {
    const target = await withState({ contentTypes: [perk] });
    const { upload, created, unprocessed, linkedTooEarly, processed, published, linked, missing } = await withClient(
      target,
      `
  const upload = await client.upload.create(at, { file: process.env.SVG });
  const created = await client.asset.createWithId({ ...at, assetId: "logo" }, { fields: { title: { "en-US": "Acme logo" }, file: { "en-US": fromUpload(upload) } } });
  const unprocessed = await refused(client.asset.publish({ ...at, assetId: "logo" }, created));
  const perk = (entryId, name, id) => client.entry.createWithId({ ...at, contentTypeId: "perk", entryId }, { fields: { name: { "en-US": name }, logo: { "en-US": { sys: { type: "Link", linkType: "Asset", id } } } } });
  const acme = await perk("acme", "Acme", "logo");
  const linkedTooEarly = await refused(client.entry.publish({ ...at, entryId: "acme" }, acme));
  const processed = await client.asset.processForLocale(at, created, "en-US");
  const published = await client.asset.publish({ ...at, assetId: "logo" }, processed);
  const linked = await client.entry.publish({ ...at, entryId: "acme" }, acme);
  const ghost = await perk("ghost", "Ghost", "missing");
  const missing = await refused(client.entry.publish({ ...at, entryId: "ghost" }, ghost));
  return { upload: upload.sys, created: created.sys, unprocessed, linkedTooEarly, processed, published: published.sys, linked: linked.sys, missing };`,
    );
    expect(upload).toMatchObject({ type: "Upload", space: { sys: { id: target.space } } });
    expect(target.uploads()).toEqual([{ id: upload.id, size: Buffer.byteLength(logoSvg) }]);
    expect(created).toMatchObject({ id: "logo", type: "Asset", version: 1 });
    // "The property \"url\" is required here" until the file is processed (contentful/contentful.net#256).
    expect(unprocessed).toMatchObject({ name: "ValidationFailed", status: 422 });
    expect(unprocessed.details.errors).toEqual([requiredHere("file", "en-US", "url")]);
    // A link to an asset that is not published does not resolve (the service's UnresolvedLinks).
    expect(linkedTooEarly).toMatchObject({ name: "UnresolvedLinks", status: 422, message: "Validation error" });
    expect(linkedTooEarly.details.errors).toEqual([notResolvable("Asset", "logo", "logo", "en-US")]);
    // Processing made the file: its url, its size and dimensions, the upload's link gone; a version further.
    expect(processed.sys.version).toBe(2);
    expect(processed.fields.file["en-US"]).toEqual({
      contentType: "image/svg+xml",
      fileName: "logo.svg",
      url: expect.stringMatching(/^\/\/images\.ctfassets\.net\/stub-space\/logo\/[0-9a-f]{32}\/logo\.svg$/),
      details: { size: Buffer.byteLength(logoSvg), image: { width: 160, height: 48 } },
    });
    expect(published).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1 });
    expect(linked).toMatchObject({ id: "acme", publishedVersion: 1 });
    expect(missing.details.errors).toEqual([notResolvable("Asset", "missing", "logo", "en-US")]);
    expect(summary(target)).toEqual([
      "POST /uploads 201",
      "PUT /assets/logo 201",
      "PUT /assets/logo/published 422",
      "PUT /entries/acme 201",
      "PUT /entries/acme/published 422",
      "PUT /assets/logo/files/en-US/process 204",
      "PUT /assets/logo/published 200",
      "PUT /entries/acme/published 200",
      "PUT /entries/ghost 201",
      "PUT /entries/ghost/published 422",
    ]);
    // The upload went to the Upload API's path, as the file itself.
    expect(target.writes()[0]).toMatchObject({ bytes: Buffer.byteLength(logoSvg), body: undefined });
  }, 30_000);

  it("processes asynchronously when asked: the client reads the asset until its file has a url, or gives up", async () => {
    const target = await stub({ state: environmentState(), processingReads: 2 });
    const { waited, gaveUp, publishedWhileProcessing, later } = await withClient(
      target,
      `
  const asset = async (assetId) => client.asset.createWithId({ ...at, assetId }, { fields: { title: { "en-US": assetId }, file: { "en-US": fromUpload(await client.upload.create(at, { file: process.env.SVG })) } } });
  // The client's own pace (3 s between reads) shortened: the test waits for reads, not for time.
  const waited = await client.asset.processForLocale(at, await asset("slow"), "en-US", { processingCheckWait: 1 });
  const slower = await asset("slower");
  const gaveUp = await client.asset.processForLocale(at, slower, "en-US", { processingCheckWait: 1, processingCheckRetries: 1 }).then(() => null, (error) => ({ name: error.name, message: error.message }));
  const publishedWhileProcessing = await refused(client.asset.publish({ ...at, assetId: "slower" }, slower));
  const later = await client.asset.get({ ...at, assetId: "slower" });
  return { waited, gaveUp, publishedWhileProcessing, later };`,
    );
    expect(waited.sys.version).toBe(2);
    expect(waited.fields.file["en-US"].url).toMatch(/^\/\/images\.ctfassets\.net\//);
    const reads = target.requests().filter((request) => request.method === "GET" && request.path.endsWith("/slow"));
    expect(reads).toHaveLength(3);
    expect(gaveUp).toEqual({
      name: "AssetProcessingTimeout",
      message: "Asset is taking longer then expected to process.",
    });
    // Published before its processing is done: the race contentful/contentful.net#256 describes.
    expect(publishedWhileProcessing.details.errors).toEqual([requiredHere("file", "en-US", "url")]);
    // Two reads saw it unfinished; the third finds it processed.
    expect(later.sys.version).toBe(2);
    expect(later.fields.file["en-US"].url).toMatch(/\/slower\/[0-9a-f]{32}\/logo\.svg$/);
  }, 30_000);
});

describe("the stand-in's own rules, over HTTPS from this process", () => {
  const withPage = (fields: object[], state: Parameters<typeof environmentState>[0] = {}) =>
    withState({ contentTypes: [{ id: "page", name: "Page", fields }], ...state });

  it("keeps content type versions: create, update at the current version, publish, 409 otherwise", async () => {
    const target = await stub();
    const type = { name: "Page", displayField: "title", fields: [field("title")] };
    expect((await put(target, "/content_types/page", type)).status).toBe(201);
    expect((await put(target, "/content_types/page", type)).status).toBe(409);
    expect((await put(target, "/content_types/page", type, 3)).body.sys.id).toBe("VersionMismatch");
    expect((await put(target, "/content_types/page", type, 1)).body.sys.version).toBe(2);
    expect((await put(target, "/content_types/page/published", undefined, 1)).status).toBe(409);
    const published = await put(target, "/content_types/page/published", undefined, 2);
    expect(published.body.sys).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1 });
    expect(published.body.sys.publishedAt).toBe(published.body.sys.firstPublishedAt);
    const editor = (await call(target, "GET", "/content_types/page/editor_interface")).body;
    expect(editor).toMatchObject({ sys: { version: 1 }, controls: [{ fieldId: "title", widgetId: "singleLine" }] });
    // What the project's commands never send is a route the stand-in lacks.
    const route = (await call(target, "DELETE", "/content_types/page")).body;
    expect(route).toMatchObject({ sys: { id: "NotFound" }, details: { type: "Route" } });
  });

  const fields = (count: number) => Array.from({ length: count }, (_, index) => field(`f${index}`));
  const one = (type: string, extra?: object) => ({ fields: [field("a", type, extra)] });
  const pattern = (key: string, pattern: string) => one("Symbol", { validations: [{ [key]: { pattern } }] });
  it.each<[string, object, string[] | undefined]>([
    ["a display field it lacks", { fields: [field("a")], displayField: "b" }, ["invalid"]],
    ["51 fields", { fields: fields(51) }, ["size"]],
    ["two fields of one id", { fields: [field("a"), field("a")] }, ["taken"]],
    ["a field of no such type", one("Strange"), ["in"]],
    ["a Link without its link type", one("Link"), ["required"]],
    ["an Array without its items", one("Array"), ["required"]],
    ["a default in a locale the space lacks", one("Symbol", { defaultValue: { "de-DE": "x" } }), ["unknown"]],
    ["a backreference", pattern("prohibitRegexp", "(a)\\1"), ["invalid"]],
    ["a pattern that does not compile", pattern("regexp", "[z-a]"), ["type"]],
    [
      "51 values in items",
      one("Array", { items: { type: "Symbol", validations: [{ in: Array(51).fill("x") }] } }),
      ["size"],
    ],
    ["50 fields (accepted)", { fields: fields(50), displayField: "f0" }, undefined],
  ])("answers a content type with %s as the service does (422 or 201)", async (_, body, ids) => {
    const answer = await put(await stub(), "/content_types/t", { name: "T", ...body });
    expect([answer.status, errorIds(answer)]).toEqual([ids ? 422 : 201, ids]);
  });

  it("refuses a retyped field and a field removed before it was omitted and published", async () => {
    const target = await withPage([field("title"), field("old")]);
    const save = (version: number, ...fields: object[]) =>
      put(target, "/content_types/page", { name: "Page", fields }, version);
    const old = (flags: object) => field("old", "Symbol", flags);
    for (const fields of [
      [field("title", "Text"), field("old")],
      [field("title")],
      [field("title"), old({ deleted: true })],
    ]) {
      expect(errorIds(await save(2, ...fields)), JSON.stringify(fields)).toEqual(["invalid"]);
    }
    // Omit, publish, then delete: the documented way.
    expect((await save(2, field("title"), old({ omitted: true }))).status).toBe(200);
    expect((await put(target, "/content_types/page/published", undefined, 3)).status).toBe(200);
    const deleted = await save(4, field("title"), old({ deleted: true }));
    expect(deleted.status).toBe(200);
    expect(deleted.body.fields?.map((kept) => kept.id)).toEqual(["title"]);
  });

  it("checks editor interfaces: version, field ids, builtin widgets per field type, help text length", async () => {
    const target = await withPage([
      field("title"),
      field("count", "Integer"),
      field("tags", "Array", { items: { type: "Symbol" } }),
    ]);
    const save = (version: number | undefined, ...controls: object[]) =>
      put(target, "/content_types/page/editor_interface", { controls }, version);
    const builtin = (fieldId: string, widgetId: string) => ({ fieldId, widgetId, widgetNamespace: "builtin" });
    expect((await save(undefined)).status).toBe(409);
    expect(errorIds(await save(1, { fieldId: "nope", widgetId: "singleLine" }))).toEqual(["unknown"]);
    expect(errorIds(await save(1, builtin("count", "singleLine")))).toEqual(["invalid"]);
    expect(errorIds(await save(1, builtin("title", "assetCardEditor")))).toEqual(["in"]);
    const fine = await save(
      1,
      { ...builtin("count", "rating"), settings: { helpText: "h".repeat(255) } },
      builtin("tags", "checkbox"),
      { fieldId: "title", widgetId: "my-app-widget", widgetNamespace: "app" },
    );
    expect(fine.status).toBe(200);
    expect(fine.body.controls?.map((control) => control.widgetId)).toEqual(["my-app-widget", "rating", "checkbox"]);
  });

  it("checks entries on save and on publish: fields, locales, size, in, regexp, unique", async () => {
    const short = [{ size: { max: 10 }, message: "Short titles" }];
    const taken = {
      id: "taken",
      contentType: "page",
      fields: { title: { "en-US": "Taken" }, slug: { "en-US": "taken" } },
    };
    const target = await withPage(
      [
        field("title", "Symbol", { localized: true, required: true, validations: short }),
        field("kind", "Symbol", { validations: [{ in: ["a", "b"] }] }),
        field("slug", "Symbol", { validations: [{ unique: true }, { regexp: { pattern: "^[a-z]+$" } }] }),
      ],
      { locales: [{ code: "en-US" }, { code: "de-DE", optional: true }], entries: [taken] },
    );
    const create = (fields: object, type = "page") =>
      put(target, "/entries/a", { fields }, undefined, { "X-Contentful-Content-Type": type });
    expect(errorIds(await create({ nope: { "en-US": "x" } }))).toEqual(["unknown"]);
    expect(errorIds(await create({ title: { "fr-FR": "x" } }))).toEqual(["unknown"]);
    expect(errorIds(await create({ title: { "en-US": 5 } }))).toEqual(["type"]);
    expect(errorIds(await create({}, "nope"))).toEqual(["unknownContentType"]);
    const tooLong = { title: { "en-US": "Far too long a title" }, kind: { "en-US": "c" }, slug: { "en-US": "taken" } };
    expect((await create(tooLong)).status).toBe(201);
    const refused = await put(target, "/entries/a/published", undefined, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.details?.errors).toEqual([
      expect.objectContaining({ name: "size", path: ["fields", "title", "en-US"], details: "Short titles", max: 10 }),
      expect.objectContaining({ name: "in", path: ["fields", "kind", "en-US"], expected: ["a", "b"] }),
      expect.objectContaining({
        name: "unique",
        path: ["fields", "slug", "en-US"],
        conflicting: [{ sys: { type: "Link", linkType: "Entry", id: "taken" } }],
      }),
    ]);
    const fine = { title: { "en-US": "Fine" }, kind: { "en-US": "a" }, slug: { "en-US": "Fine" } };
    const fixed = await put(target, "/entries/a", { fields: fine }, 1);
    expect(errorIds(await put(target, "/entries/a/published", undefined, fixed.body.sys.version))).toEqual(["regexp"]);
  });

  it("lists and adds locales, filters and pages lists, and fails on demand (500, 429 for every request)", async () => {
    const target = await withState({ locales: [{ code: "en-GB", name: "English (UK)" }] });
    const locales = () => call(target, "GET", "/locales");
    const listed = await locales();
    expect(listed.body).toMatchObject({ sys: { type: "Array" }, total: 1, skip: 0, limit: 100 });
    expect(listed.body.items?.[0]).toMatchObject({
      code: "en-GB",
      default: true,
      fallbackCode: null,
      optional: false,
      sys: { type: "Locale", version: 1 },
    });
    const add = (body: object) => call(target, "POST", "/locales", { body });
    expect((await add({ name: "Hindi", code: "hi-IN", fallbackCode: "en-GB" })).status).toBe(201);
    expect(errorIds(await add({ name: "Again", code: "hi-IN" }))).toEqual(["taken"]);

    for (const id of ["c", "a", "b"]) await put(target, `/content_types/${id}`, { name: id, fields: [] });
    const page = await call(target, "GET", "/content_types?sys.id[in]=a,b,c&order=-sys.id&limit=2&skip=1");
    expect(page.body).toMatchObject({ total: 3, skip: 1, limit: 2 });
    expect(page.body.items?.map((type) => type.sys.id)).toEqual(["b", "a"]);

    target.fault({ status: 500, times: 1 });
    const broken = await locales();
    expect([broken.status, broken.body.sys.id]).toEqual([500, "ServerError"]);
    expect((await locales()).status).toBe(200);
    target.fault({ status: 429, resetSeconds: 7 });
    for (let attempt = 0; attempt < 3; attempt++) {
      const limited = await locales();
      expect([limited.status, limited.headers["x-contentful-ratelimit-reset"]]).toEqual([429, "7"]);
    }
    target.fault(null);
    expect((await locales()).status).toBe(200);
  });

  it("starts from a state another stub ended with", async () => {
    const first = await stub();
    await put(first, "/content_types/page", { name: "Page", fields: [field("title")] });
    await put(first, "/content_types/page/published", undefined, 1);
    const second = await stub({ state: JSON.parse(JSON.stringify(first.state())) });
    expect(second.state()).toEqual(first.state());
    expect((await call(second, "GET", "/content_types/page/editor_interface")).body.sys.version).toBe(1);
  });
});

describe("the stand-in's assets and uploads, over HTTPS from this process", () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle r="9"/></svg>');
  const upload = async (target: Stub, path?: string) =>
    call(target, "POST", "/uploads", { body: svg, path, headers: { "Content-Type": "application/octet-stream" } });
  const fromUpload = (id: string, file: object = {}) => ({
    contentType: "image/svg+xml",
    fileName: "portrait.svg",
    uploadFrom: { sys: { type: "Link", linkType: "Upload", id } },
    ...file,
  });
  const putAsset = (target: Stub, id: string, fields: object, version?: number) =>
    put(target, `/assets/${id}`, { fields }, version);
  /** A stand-in with an upload and an asset "portrait" made of it (in en-US). */
  async function withPortrait() {
    const target = await stub();
    const id = (await upload(target)).body.sys.id;
    await putAsset(target, "portrait", { title: { "en-US": "Portrait" }, file: { "en-US": fromUpload(id) } });
    return { target, id };
  }

  it("takes uploads under the space or the environment, as the file's own bytes, for a day", async () => {
    const target = await stub();
    const spaceWide = await upload(target, `/spaces/${target.space}/uploads`);
    expect(spaceWide.status).toBe(201);
    expect(spaceWide.body.sys).toMatchObject({
      type: "Upload",
      space: { sys: { linkType: "Space", id: target.space } },
    });
    expect(spaceWide.body.sys.environment).toBeUndefined();
    const { createdAt, expiresAt } = spaceWide.body.sys;
    expect(Date.parse(String(expiresAt)) - Date.parse(String(createdAt))).toBe(24 * 60 * 60 * 1000);
    const inEnvironment = await upload(target);
    expect(inEnvironment.body.sys).toMatchObject({ environment: { sys: { id: target.environment } } });
    expect(target.uploads()).toEqual([
      { id: spaceWide.body.sys.id, size: svg.length },
      { id: inEnvironment.body.sys.id, size: svg.length },
    ]);
    // JSON is not a file; another token, another space: refused as everywhere.
    expect((await call(target, "POST", "/uploads", { body: { file: "x" } })).status).toBe(400);
    expect((await call(target, "POST", "/uploads", { body: svg, token: "nope" })).status).toBe(401);
    expect((await upload(target, "/spaces/another-space/uploads")).status).toBe(404);
  });

  it("creates an asset with its id, keeps its versions, and refuses a file without its type or name, or a locale the space lacks", async () => {
    const target = await withState({ locales: [{ code: "en-IN" }, { code: "hi-IN", optional: true }] });
    const id = (await upload(target)).body.sys.id;
    const file = { "en-IN": fromUpload(id) };
    const save = (fields: object) => putAsset(target, "portrait", fields);
    expect(errorsOf(await save({ file: { "en-IN": { uploadFrom: file["en-IN"].uploadFrom } } }))).toEqual([
      requiredHere("file", "en-IN", "contentType"),
      requiredHere("file", "en-IN", "fileName"),
    ]);
    expect(errorsOf(await save({ title: { "fr-FR": "Portrait" }, file }))).toEqual([
      { name: "unknown", path: ["fields", "title", "fr-FR"], details: 'The property "fr-FR" is not expected' },
    ]);
    expect(errorIds(await save({ caption: { "en-IN": "x" } }))).toEqual(["unknown"]);
    expect(errorIds(await save({ file: { "en-IN": fromUpload(id, { uploadFrom: id }) } }))).toEqual(["type"]);
    expect(target.state().assets).toEqual([]);

    const created = await putAsset(target, "portrait", { title: { "en-IN": "Portrait" }, file });
    expect(created.status).toBe(201);
    expect(created.body.sys).toMatchObject({ id: "portrait", type: "Asset", version: 1, publishedCounter: 0 });
    // Created with an id once; updated at its current version only.
    const again = { title: { "en-IN": "Again" } };
    expect((await putAsset(target, "portrait", again)).body.sys.id).toBe("VersionMismatch");
    expect((await putAsset(target, "portrait", again, 7)).status).toBe(409);
    const updated = await putAsset(target, "portrait", { title: { "en-IN": "Portrait" }, file }, 1);
    expect(updated.body.sys.version).toBe(2);
    expect((await call(target, "GET", "/assets/portrait")).body.sys.version).toBe(2);
    expect((await call(target, "GET", "/assets/nobody")).status).toBe(404);
  });

  it("processes a file from its upload, in the locale asked, and refuses what cannot be processed", async () => {
    const { target, id } = await withPortrait();
    const process = (asset: string, locale = "en-US", version?: number) =>
      put(target, `/assets/${asset}/files/${locale}/process`, undefined, version);
    // A locale the asset has no file in; one the space lacks is such a locale too.
    expect(errorsOf(await process("portrait", "fr-FR"))).toEqual([
      { name: "required", path: ["fields", "file", "fr-FR"], details: "No file specified for locale: fr-FR" },
    ]);
    expect((await process("portrait", "en-US", 5)).status).toBe(409);
    expect((await process("nobody")).status).toBe(404);
    const unprocessable: [string, object, string[]][] = [
      ["bare", { contentType: "image/png", fileName: "bare.png" }, ["required", "required"]],
      ["page", fromUpload(id, { contentType: "text/html", fileName: "a.html" }), ["invalid"]],
      ["remote", { contentType: "image/png", fileName: "r.png", upload: "https://example.com/r.png" }, ["invalid"]],
    ];
    for (const [asset, file, refused] of unprocessable) {
      await putAsset(target, asset, { file: { "en-US": file } });
      expect(errorIds(await process(asset)), asset).toEqual(refused);
    }
    await putAsset(target, "lost", { file: { "en-US": fromUpload("no-such-upload") } });
    expect(errorsOf(await process("lost"))).toEqual([
      expect.objectContaining(notResolvable("Upload", "no-such-upload", "file", "en-US", "uploadFrom")),
    ]);

    expect((await process("portrait", "en-US", 1)).status).toBe(204);
    const processed = await call(target, "GET", "/assets/portrait");
    expect(processed.body.sys.version).toBe(2);
    expect((processed.body.fields as unknown as { file: Record<string, unknown> }).file["en-US"]).toEqual({
      contentType: "image/svg+xml",
      fileName: "portrait.svg",
      url: expect.stringMatching(/^\/\/images\.ctfassets\.net\/stub-space\/portrait\/[0-9a-f]{32}\/portrait\.svg$/),
      details: { size: svg.length, image: { width: 240, height: 240 } },
    });
    // Processed: nothing left to process from.
    expect(errorIds(await process("portrait"))).toEqual(["required", "required"]);
  });

  it("publishes a processed asset only", async () => {
    const { target } = await withPortrait();
    await putAsset(target, "untitled", { title: { "en-US": "No file" } });
    const publish = (asset: string, version?: number) => put(target, `/assets/${asset}/published`, undefined, version);
    expect((await publish("portrait")).status).toBe(409);
    expect(errorsOf(await publish("portrait", 1))).toEqual([requiredHere("file", "en-US", "url")]);
    expect(errorsOf(await publish("untitled", 1))).toEqual([
      { name: "required", path: ["fields", "file"], details: "The asset has no files" },
    ]);
    await put(target, "/assets/portrait/files/en-US/process", undefined, 1);
    const published = await publish("portrait", 2);
    expect(published.body.sys).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1 });
    expect(target.state().publishedAssets?.map((asset) => asset.sys.id)).toEqual(["portrait"]);
  });

  it("resolves an entry's links to assets on publish: published ones only, of the file types its field accepts", async () => {
    const image = { contentType: "image/svg+xml", fileName: "a.svg", url: "//images.ctfassets.net/s/a/0/a.svg" };
    const text = { contentType: "text/plain", fileName: "a.txt", url: "//assets.ctfassets.net/s/t/0/a.txt" };
    const target = await withState({
      contentTypes: [perk],
      assets: [
        { id: "logo", fields: { file: { "en-US": image } } },
        { id: "notes", fields: { file: { "en-US": text } } },
        { id: "draft", fields: { file: { "en-US": image } }, published: false },
      ],
    });
    const asset = (id: string) => ({ sys: { type: "Link", linkType: "Asset", id } });
    const publishWith = async (id: string, fields: object) => {
      const named = { name: { "en-US": id }, ...fields };
      await put(target, `/entries/${id}`, { fields: named }, undefined, { "X-Contentful-Content-Type": "perk" });
      return put(target, `/entries/${id}/published`, undefined, 1);
    };
    const fine = { logo: { "en-US": asset("logo") }, gallery: { "en-US": [asset("notes")] } };
    expect((await publishWith("fine", fine)).status).toBe(200);
    const holes = await publishWith("holes", { gallery: { "en-US": [asset("logo"), asset("draft"), asset("gone")] } });
    expect(holes.body.sys.id).toBe("UnresolvedLinks");
    expect(holes.body.details?.errors).toEqual([
      notResolvable("Asset", "draft", "gallery", "en-US", 1),
      notResolvable("Asset", "gone", "gallery", "en-US", 2),
    ]);
    const wrongType = await publishWith("text-logo", { logo: { "en-US": asset("notes") } });
    expect(wrongType.body.sys.id).toBe("ValidationFailed");
    expect(wrongType.body.details?.errors).toEqual([
      expect.objectContaining({ name: "linkMimetypeGroup", path: ["fields", "logo", "en-US"], value: "text/plain" }),
    ]);
  });
});

describe("imageDimensions", () => {
  it("reads a PNG's, GIF's and JPEG's header, an SVG's width and height or viewBox", () => {
    const png = Buffer.alloc(24);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageDimensions(png, "image/png")).toEqual({ width: 640, height: 480 });
    const gif = Buffer.concat([Buffer.from("GIF89a"), Buffer.from([0x20, 0x01, 0x10, 0x00])]);
    expect(imageDimensions(gif, "image/gif")).toEqual({ width: 288, height: 16 });
    // SOI, an APP0 segment of 4 bytes, then SOF0: precision, height 200, width 300.
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xc8, 0x01, 0x2c, 0x03,
    ]);
    expect(imageDimensions(jpeg, "image/jpeg")).toEqual({ width: 300, height: 200 });
    const svg = (attributes: string) =>
      imageDimensions(
        Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><g/></svg>`),
        "image/svg+xml",
      );
    expect(svg('width="240px" height="120"')).toEqual({ width: 240, height: 120 });
    expect(svg('width="100%" viewBox="0 0 160.4 48"')).toEqual({ width: 160, height: 48 });
    expect(svg('width="10em"')).toBeUndefined();
    expect(imageDimensions(png, "application/pdf")).toBeUndefined();
  });
});

describe("regexpProblem", () => {
  it("refuses lookaround and backreferences, and what JavaScript cannot compile", () => {
    for (const pattern of ["^(?=a)", "(?!b)c", "(?<=a)b", "(?<!a)b", "(a)\\1", "(?<x>a)\\k<x>"]) {
      expect(regexpProblem(pattern, undefined), pattern).toBe("unsupported");
    }
    expect(regexpProblem("(", undefined)).toBe("compile");
    expect(regexpProblem("a", "q")).toBe("compile");
    for (const pattern of ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "\\(?=", "[(?=]", "(?<name>a)", "\\\\1", "[\\1]"]) {
      expect(regexpProblem(pattern, "i"), pattern).toBeNull();
    }
  });
});
