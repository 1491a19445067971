import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type Migration from "contentful-migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callStub as call, type StubAnswer as Answer } from "./cma-command";
import { environmentState, imageDimensions, regexpProblem, startManagementStub } from "./cma-stub.mjs";
import { trustedLocalCertificate, type LocalCertificate } from "./local-certificate.mjs";

/**
 * The stand-in under Contentful's own libraries, run in child processes on the project's Node,
 * which trust the stub's certificate through NODE_EXTRA_CA_CERTS (read at process start); and its
 * own rules, asked over HTTPS from this process.
 */
const root = resolve(import.meta.dirname, "..", "..");
const projectNode = resolve(root, "node_modules/.bin/node");

type Stub = Awaited<ReturnType<typeof startManagementStub>>;
/** How a run ended: `errors` as runMigration's error lists them (a batch's failed requests, or its planning errors). */
type Outcome<Result = undefined> = { ok: boolean; message?: string; errors: string[]; result?: Result };
type MigrationJob = {
  stub: Stub;
  /** Called with `params` (`never` here: each migration names the type of its own). */
  migration: (migration: Migration, params: never) => void;
  params?: unknown;
  accessToken?: string;
  spaceId?: string;
};

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

/** Runs `script` (CommonJS) on the project's Node; its last `RESULT <json>` line is the outcome. */
function runChild<T>(script: string, env: Record<string, string>): Promise<{ result: T; output: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/proxy/i.test(key)));
  const child = spawn(projectNode, ["-e", script], {
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

const reportOutcome = `
const report = (outcome) => console.log("RESULT " + JSON.stringify(outcome));
const failure = (error) => ({
  ok: false,
  message: String(error && error.message),
  errors: ((error && error.errors) || []).map((item) => (item instanceof Error ? item.message : JSON.stringify(item))),
});`;

/**
 * contentful-migration's runMigration, once per job, each against its stub and all at once, in one
 * child process (the library loads once). A job's `migration` is a self-contained function: the
 * child runs it from its source, with the job's `params`.
 */
async function runMigrations<Name extends string>(jobs: Record<Name, MigrationJob>) {
  const list = Object.entries<MigrationJob>(jobs).map(([name, job]) => ({ name, job }));
  const { result, output } = await runChild<Record<Name, Outcome>>(
    `${reportOutcome}
const { runMigration } = require("node:module").createRequire(process.env.REPO + "/package.json")("contentful-migration");
const migrations = {
${list.map(({ name, job }) => `  ${JSON.stringify(name)}: (${job.migration.toString()}),`).join("\n")}
};
const jobs = JSON.parse(process.env.JOBS);
Promise.all(
  jobs.map((job) =>
    runMigration({
      migrationFunction: (migration) => migrations[job.name](migration, job.params),
      spaceId: job.spaceId,
      environmentId: job.environmentId,
      accessToken: job.accessToken,
      host: job.host,
      yes: true,
    }).then(() => [job.name, { ok: true, errors: [] }], (error) => [job.name, failure(error)]),
  ),
).then((outcomes) => report(Object.fromEntries(outcomes)));`,
    {
      JOBS: JSON.stringify(
        list.map(({ name, job }) => ({
          name,
          params: job.params ?? null,
          spaceId: job.spaceId ?? job.stub.space,
          environmentId: job.stub.environment,
          accessToken: job.accessToken ?? job.stub.token,
          host: job.stub.host,
        })),
      ),
    },
  );
  return { outcomes: result, output };
}

const summary = (target: Stub) => target.writes().map((write) => `${write.method} ${write.resource} ${write.status}`);
const errorIds = (answer: Answer) => answer.body?.details?.errors?.map((error: { name: string }) => error.name);

/** Two content types, each with its fields first and then their controls. */
function twoTypes(migration: Migration) {
  const article = migration.createContentType("article").name("Article").displayField("title");
  article.createField("title").name("Title").type("Symbol").required(true);
  article
    .createField("slug")
    .name("Slug")
    .type("Symbol")
    .validations([{ unique: true }, { regexp: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" } }]);
  article.createField("body").name("Body").type("Text");
  article.changeFieldControl("slug", "builtin", "slugEditor", { helpText: "The article's address" });
  article.changeFieldControl("body", "builtin", "markdown", { helpText: "Markdown" });
  const author = migration.createContentType("author").name("Author").displayField("name");
  author.createField("name").name("Name").type("Symbol");
  author
    .createField("articles")
    .name("Articles")
    .type("Array")
    .items({ type: "Link", linkType: "Entry", validations: [{ linkContentType: ["article"] }] });
  author.changeFieldControl("name", "builtin", "singleLine", { helpText: "As printed" });
  author.changeFieldControl("articles", "builtin", "entryCardsEditor", { bulkEditing: false });
}

/** A type between two fine ones with one thing the service refuses, `params` says which. */
function withRefusal(migration: Migration, refusal: "in" | "lookahead" | "widget" | "helpText") {
  const first = migration.createContentType("first").name("First").displayField("title");
  first.createField("title").name("Title").type("Symbol");
  first.changeFieldControl("title", "builtin", "singleLine", { helpText: "Fine" });
  const bad = migration.createContentType("bad").name("Bad").displayField("title");
  bad
    .createField("title")
    .name("Title")
    .type("Symbol")
    .validations(
      refusal === "in"
        ? [{ in: Array.from({ length: 51 }, (_, index) => `value-${index}`) }]
        : refusal === "lookahead"
          ? [{ regexp: { pattern: "^(?!admin$)[a-z]+$" } }]
          : [],
    );
  bad.changeFieldControl("title", "builtin", refusal === "widget" ? "multipleLine" : "singleLine", {
    helpText: refusal === "helpText" ? "h".repeat(256) : "Fine",
  });
  const later = migration.createContentType("later").name("Later").displayField("title");
  later.createField("title").name("Title").type("Symbol");
  later.changeFieldControl("title", "builtin", "singleLine", { helpText: "Fine" });
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
  const scenarios = [
    "created",
    "interleaved",
    ...refusals.map(([refusal]) => refusal),
    "wrongToken",
    "wrongSpace",
    "rateLimited",
  ] as const;
  const stubs = {} as Record<(typeof scenarios)[number], Stub>;
  let outcomes: Record<(typeof scenarios)[number], Outcome>;
  let output: string;

  beforeAll(async () => {
    for (const scenario of scenarios) stubs[scenario] = await stub();
    stubs.rateLimited.fault({ status: 429, times: 2, resetSeconds: 1 });
    ({ outcomes, output } = await runMigrations({
      created: { stub: stubs.created, migration: twoTypes },
      interleaved: { stub: stubs.interleaved, migration: controlBetweenFields },
      ...(Object.fromEntries(
        refusals.map(([refusal]): [string, MigrationJob] => [
          refusal,
          { stub: stubs[refusal], migration: withRefusal, params: refusal },
        ]),
      ) as Record<(typeof refusals)[number][0], MigrationJob>),
      wrongToken: { stub: stubs.wrongToken, migration: twoTypes, accessToken: "not-the-token" },
      wrongSpace: { stub: stubs.wrongSpace, migration: twoTypes, spaceId: "another-space" },
      rateLimited: { stub: stubs.rateLimited, migration: twoTypes },
    }));
  }, 60_000);

  it("creates and publishes two types and sets the controls given after each type's fields", () => {
    const target = stubs.created;
    expect(outcomes.created, output).toEqual({ ok: true, errors: [] });

    // A control per request, each at the editor interface's next version (publishing made version 1).
    expect(summary(target)).toEqual([
      "PUT /content_types/article 201",
      "PUT /content_types/article/published 200",
      "PUT /content_types/article/editor_interface 200",
      "PUT /content_types/article/editor_interface 200",
      "PUT /content_types/author 201",
      "PUT /content_types/author/published 200",
      "PUT /content_types/author/editor_interface 200",
      "PUT /content_types/author/editor_interface 200",
    ]);
    // New types are created at version 0 (as the library sends it) and published at version 1.
    expect(target.writes().map((write) => write.version)).toEqual(["0", "1", "1", "2", "0", "1", "1", "2"]);

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
    const target = stubs.interleaved;
    expect(outcomes.interleaved).toMatchObject({ ok: false, message: "Validation Errors" });
    expect(outcomes.interleaved.errors.join("\n")).toContain(
      'Cannot set \\"title\\" as displayField on content type \\"article\\"',
    );
    expect(target.requests().length).toBeGreaterThan(0);
    expect(target.writes()).toEqual([]);
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
      expect(writes.slice(0, at).every((write) => /^PUT \/content_types\/(first|bad)\S* 20[01]$/.test(write))).toBe(
        true,
      );
      // The rest of the failing batch only: a type refused is then not found for publishing.
      expect(writes.slice(at + 1)).toEqual(
        refused.endsWith("editor_interface 422") ? [] : ["PUT /content_types/bad/published 404"],
      );
      expect(target.state().contentTypes.map((type) => type.sys.id)).not.toContain("later");
    },
  );

  it("is refused with the wrong token (401) or space (404), in Contentful's error shape", async () => {
    for (const scenario of ["wrongToken", "wrongSpace"] as const) {
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
  it("creates an entry with its id, reads and publishes it; refuses a second create and a publish missing a required field", async () => {
    const article = {
      id: "article",
      name: "Article",
      displayField: "title",
      fields: [
        { id: "title", name: "Title", type: "Symbol", required: true },
        { id: "slug", name: "Slug", type: "Symbol", validations: [{ unique: true }] },
      ],
    };
    const target = await stub({ state: environmentState({ contentTypes: [article] }) });
    type Failure = { name: string; status: number; message: string; details: { errors: unknown[] } };
    type Steps = {
      created: Record<string, unknown>;
      read: Record<string, unknown>;
      published: Record<string, unknown>;
      again: Failure | null;
      missing: Failure | null;
    };
    const { result: outcome, output } = await runChild<Outcome<Steps>>(
      `${reportOutcome}
const { createClient } = require("node:module").createRequire(process.env.REPO + "/package.json")("contentful-management");
const client = createClient({ accessToken: process.env.TOKEN, host: process.env.HOST }, { type: "plain" });
const at = { spaceId: process.env.SPACE, environmentId: process.env.ENVIRONMENT };
const failed = (error) => ({ name: error.name, ...JSON.parse(error.message) });
(async () => {
  const fields = { title: { "en-US": "Hello" }, slug: { "en-US": "hello" } };
  const created = await client.entry.createWithId({ ...at, contentTypeId: "article", entryId: "hello" }, { fields });
  const read = await client.entry.get({ ...at, entryId: "hello" });
  const published = await client.entry.publish({ ...at, entryId: "hello" }, read);
  const again = await client.entry.createWithId({ ...at, contentTypeId: "article", entryId: "hello" }, { fields }).then(() => null, failed);
  const untitled = await client.entry.createWithId({ ...at, contentTypeId: "article", entryId: "untitled" }, { fields: { slug: { "en-US": "untitled" } } });
  const missing = await client.entry.publish({ ...at, entryId: "untitled" }, untitled).then(() => null, failed);
  report({ ok: true, errors: [], result: { created: created.sys, read: read.fields, published: published.sys, again, missing } });
})().catch((error) => report(failure(error)));`,
      { SPACE: target.space, ENVIRONMENT: target.environment, TOKEN: target.token, HOST: target.host },
    );
    expect(outcome.ok, output).toBe(true);
    const { created, read, published, again, missing } = outcome.result as Steps;
    expect(created).toMatchObject({ id: "hello", type: "Entry", version: 1, contentType: { sys: { id: "article" } } });
    expect(read).toEqual({ title: { "en-US": "Hello" }, slug: { "en-US": "hello" } });
    expect(published).toMatchObject({ version: 2, publishedVersion: 1, publishedCounter: 1 });
    // "you didn't specify the current version of the object": the documented 409.
    expect(again).toMatchObject({ name: "VersionMismatch", status: 409 });
    expect(missing).toMatchObject({ name: "ValidationFailed", status: 422, message: "Validation error" });
    expect(missing?.details.errors).toEqual([
      { name: "required", path: ["fields", "title"], details: 'The property "title" is required here' },
    ]);
    expect(summary(target)).toEqual([
      "PUT /entries/hello 201",
      "PUT /entries/hello/published 200",
      "PUT /entries/hello 409",
      "PUT /entries/untitled 201",
      "PUT /entries/untitled/published 422",
    ]);
    expect(target.state().publishedEntries.map((entry) => entry.sys.id)).toEqual(["hello"]);
  }, 30_000);

  /** A perk with a logo (an image asset), as the site's model has it, and an entry's gallery of them. */
  const perk = {
    id: "perk",
    name: "Perk",
    displayField: "name",
    fields: [
      { id: "name", name: "Name", type: "Symbol", required: true },
      { id: "logo", name: "Logo", type: "Link", linkType: "Asset", validations: [{ linkMimetypeGroup: ["image"] }] },
      { id: "gallery", name: "Gallery", type: "Array", items: { type: "Link", linkType: "Asset" } },
    ],
  };
  const logoSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48"><rect width="160" height="48"/></svg>';
  const clientScript = (steps: string) => `${reportOutcome}
const { createClient } = require("node:module").createRequire(process.env.REPO + "/package.json")("contentful-management");
// The Upload API answers on the stand-in's own host.
const client = createClient({ accessToken: process.env.TOKEN, host: process.env.HOST, hostUpload: process.env.HOST }, { type: "plain" });
const at = { spaceId: process.env.SPACE, environmentId: process.env.ENVIRONMENT };
const failed = (error) => ({ name: error.name, ...JSON.parse(error.message) });
const fromUpload = (upload) => ({ contentType: "image/svg+xml", fileName: "logo.svg", uploadFrom: { sys: { type: "Link", linkType: "Upload", id: upload.sys.id } } });
(async () => {
${steps}
})().catch((error) => report(failure(error)));`;
  const clientEnv = (target: Stub) => ({
    SPACE: target.space,
    ENVIRONMENT: target.environment,
    TOKEN: target.token,
    HOST: target.host,
    SVG: logoSvg,
  });
  type Failure = { name: string; status: number; message: string; details: { errors: Record<string, unknown>[] } };

  it("uploads a file, makes an asset of it with its id, processes and publishes it; an entry may link it only once it is published", async () => {
    const target = await stub({ state: environmentState({ contentTypes: [perk] }) });
    type Steps = {
      upload: Record<string, unknown>;
      created: Record<string, unknown>;
      unprocessed: Failure | null;
      linkedTooEarly: Failure | null;
      processed: { sys: Record<string, unknown>; fields: Record<string, Record<string, unknown>> };
      published: Record<string, unknown>;
      linked: Record<string, unknown>;
      missing: Failure | null;
    };
    const { result: outcome, output } = await runChild<Outcome<Steps>>(
      clientScript(`
  const upload = await client.upload.create(at, { file: process.env.SVG });
  const created = await client.asset.createWithId({ ...at, assetId: "logo" }, { fields: { title: { "en-US": "Acme logo" }, file: { "en-US": fromUpload(upload) } } });
  const unprocessed = await client.asset.publish({ ...at, assetId: "logo" }, created).then(() => null, failed);
  const logo = { sys: { type: "Link", linkType: "Asset", id: "logo" } };
  const acme = await client.entry.createWithId({ ...at, contentTypeId: "perk", entryId: "acme" }, { fields: { name: { "en-US": "Acme" }, logo: { "en-US": logo } } });
  const linkedTooEarly = await client.entry.publish({ ...at, entryId: "acme" }, acme).then(() => null, failed);
  const processed = await client.asset.processForLocale(at, created, "en-US");
  const published = await client.asset.publish({ ...at, assetId: "logo" }, processed);
  const linked = await client.entry.publish({ ...at, entryId: "acme" }, acme);
  const ghost = await client.entry.createWithId({ ...at, contentTypeId: "perk", entryId: "ghost" }, { fields: { name: { "en-US": "Ghost" }, logo: { "en-US": { sys: { ...logo.sys, id: "missing" } } } } });
  const missing = await client.entry.publish({ ...at, entryId: "ghost" }, ghost).then(() => null, failed);
  report({ ok: true, errors: [], result: { upload: upload.sys, created: created.sys, unprocessed, linkedTooEarly, processed, published: published.sys, linked: linked.sys, missing } });`),
      clientEnv(target),
    );
    expect(outcome.ok, output).toBe(true);
    const { upload, created, unprocessed, linkedTooEarly, processed, published, linked, missing } =
      outcome.result as Steps;
    expect(upload).toMatchObject({ type: "Upload", space: { sys: { id: target.space } } });
    expect(target.uploads()).toEqual([{ id: upload.id, size: Buffer.byteLength(logoSvg) }]);
    expect(created).toMatchObject({ id: "logo", type: "Asset", version: 1 });
    // "The property \"url\" is required here" until the file is processed (contentful/contentful.net#256).
    expect(unprocessed).toMatchObject({ name: "ValidationFailed", status: 422 });
    expect(unprocessed?.details.errors).toEqual([
      { name: "required", path: ["fields", "file", "en-US", "url"], details: 'The property "url" is required here' },
    ]);
    // A link to an asset that is not published does not resolve (the service's UnresolvedLinks).
    expect(linkedTooEarly).toMatchObject({ name: "UnresolvedLinks", status: 422, message: "Validation error" });
    expect(linkedTooEarly?.details.errors).toEqual([
      {
        name: "notResolvable",
        link: { type: "Link", linkType: "Asset", id: "logo" },
        path: ["fields", "logo", "en-US"],
      },
    ]);
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
    expect(missing?.details.errors).toEqual([
      {
        name: "notResolvable",
        link: { type: "Link", linkType: "Asset", id: "missing" },
        path: ["fields", "logo", "en-US"],
      },
    ]);
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
    type Steps = {
      waited: { sys: { version: number }; fields: { file: Record<string, { url?: string }> } };
      gaveUp: { name: string; message: string } | null;
      publishedWhileProcessing: Failure | null;
      later: { sys: { version: number }; fields: { file: Record<string, { url?: string }> } };
    };
    const { result: outcome, output } = await runChild<Outcome<Steps>>(
      clientScript(`
  const fields = async (name) => ({ title: { "en-US": name }, file: { "en-US": fromUpload(await client.upload.create(at, { file: process.env.SVG })) } });
  const slow = await client.asset.createWithId({ ...at, assetId: "slow" }, { fields: await fields("Slow") });
  // The client's own pace (3 s between reads) shortened: the test waits for reads, not for time.
  const waited = await client.asset.processForLocale(at, slow, "en-US", { processingCheckWait: 1 });
  const slower = await client.asset.createWithId({ ...at, assetId: "slower" }, { fields: await fields("Slower") });
  const gaveUp = await client.asset.processForLocale(at, slower, "en-US", { processingCheckWait: 1, processingCheckRetries: 1 }).then(() => null, (error) => ({ name: error.name, message: error.message }));
  const publishedWhileProcessing = await client.asset.publish({ ...at, assetId: "slower" }, slower).then(() => null, failed);
  const later = await client.asset.get({ ...at, assetId: "slower" });
  report({ ok: true, errors: [], result: { waited, gaveUp, publishedWhileProcessing, later } });`),
      clientEnv(target),
    );
    expect(outcome.ok, output).toBe(true);
    const { waited, gaveUp, publishedWhileProcessing, later } = outcome.result as Steps;
    expect(waited.sys.version).toBe(2);
    expect(waited.fields.file["en-US"].url).toMatch(/^\/\/images\.ctfassets\.net\//);
    const reads = target.requests().filter((request) => request.method === "GET" && request.path.endsWith("/slow"));
    expect(reads).toHaveLength(3);
    expect(gaveUp).toEqual({
      name: "AssetProcessingTimeout",
      message: "Asset is taking longer then expected to process.",
    });
    // Published before its processing is done: the race contentful/contentful.net#256 describes.
    expect(publishedWhileProcessing?.details.errors).toEqual([
      { name: "required", path: ["fields", "file", "en-US", "url"], details: 'The property "url" is required here' },
    ]);
    // Two reads saw it unfinished; the third finds it processed.
    expect(later.sys.version).toBe(2);
    expect(later.fields.file["en-US"].url).toMatch(/\/slower\/[0-9a-f]{32}\/logo\.svg$/);
  }, 30_000);
});

describe("the stand-in's own rules, over HTTPS from this process", () => {
  const field = (id: string, type = "Symbol", extra: object = {}) => ({ id, name: id, type, ...extra });
  const put = (target: Stub, resource: string, body: unknown, version?: number, headers: Record<string, string> = {}) =>
    call(target, "PUT", resource, {
      body,
      headers: { ...headers, ...(version === undefined ? {} : { "X-Contentful-Version": String(version) }) },
    });

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
    const editor = await call(target, "GET", "/content_types/page/editor_interface");
    expect(editor.body).toMatchObject({
      sys: { version: 1 },
      controls: [{ fieldId: "title", widgetId: "singleLine" }],
    });
    // What the project's commands never send is a route the stand-in lacks.
    expect((await call(target, "DELETE", "/content_types/page")).body).toMatchObject({
      sys: { id: "NotFound" },
      details: { type: "Route" },
    });
  });

  it("answers 422 for what the service refuses in a content type", async () => {
    const target = await stub();
    const refused = async (body: object) =>
      errorIds(await put(target, `/content_types/t${Math.random().toString(36).slice(2)}`, body));
    const named = (fields: object[], extra: object = {}) => ({ name: "T", fields, ...extra });
    expect(await refused(named([field("a")], { displayField: "b" }))).toEqual(["invalid"]);
    expect(await refused(named(Array.from({ length: 51 }, (_, index) => field(`f${index}`))))).toEqual(["size"]);
    expect(await refused(named([field("a"), field("a")]))).toEqual(["taken"]);
    expect(await refused(named([field("a", "Strange")]))).toEqual(["in"]);
    expect(await refused(named([field("a", "Link")]))).toEqual(["required"]);
    expect(await refused(named([field("a", "Array")]))).toEqual(["required"]);
    expect(await refused(named([field("a", "Symbol", { defaultValue: { "de-DE": "x" } })]))).toEqual(["unknown"]);
    expect(
      await refused(named([field("a", "Symbol", { validations: [{ prohibitRegexp: { pattern: "(a)\\1" } }] })])),
    ).toEqual(["invalid"]);
    expect(await refused(named([field("a", "Symbol", { validations: [{ regexp: { pattern: "[z-a]" } }] })]))).toEqual([
      "type",
    ]);
    expect(
      await refused(
        named([field("a", "Array", { items: { type: "Symbol", validations: [{ in: Array(51).fill("x") }] } })]),
      ),
    ).toEqual(["size"]);
    expect(
      await refused(
        named(
          Array.from({ length: 50 }, (_, index) => field(`f${index}`)),
          { displayField: "f0" },
        ),
      ),
    ).toBeUndefined();
  });

  it("refuses a retyped field and a field removed before it was omitted and published", async () => {
    const target = await stub({
      state: environmentState({ contentTypes: [{ id: "page", name: "Page", fields: [field("title"), field("old")] }] }),
    });
    const page = (fields: object[]) => ({ name: "Page", fields });
    expect(errorIds(await put(target, "/content_types/page", page([field("title", "Text"), field("old")]), 2))).toEqual(
      ["invalid"],
    );
    expect(errorIds(await put(target, "/content_types/page", page([field("title")]), 2))).toEqual(["invalid"]);
    expect(
      errorIds(
        await put(target, "/content_types/page", page([field("title"), field("old", "Symbol", { deleted: true })]), 2),
      ),
    ).toEqual(["invalid"]);
    // Omit, publish, then delete: the documented way.
    expect(
      (await put(target, "/content_types/page", page([field("title"), field("old", "Symbol", { omitted: true })]), 2))
        .status,
    ).toBe(200);
    expect((await put(target, "/content_types/page/published", undefined, 3)).status).toBe(200);
    const deleted = await put(
      target,
      "/content_types/page",
      page([field("title"), field("old", "Symbol", { deleted: true })]),
      4,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.fields?.map((kept: { id: string }) => kept.id)).toEqual(["title"]);
  });

  it("checks editor interfaces: version, field ids, builtin widgets per field type, help text length", async () => {
    const target = await stub({
      state: environmentState({
        contentTypes: [
          {
            id: "page",
            name: "Page",
            fields: [field("title"), field("count", "Integer"), field("tags", "Array", { items: { type: "Symbol" } })],
          },
        ],
      }),
    });
    const controls = (list: object[]) => ({ controls: list });
    expect((await put(target, "/content_types/page/editor_interface", controls([]))).status).toBe(409);
    expect(
      errorIds(
        await put(
          target,
          "/content_types/page/editor_interface",
          controls([{ fieldId: "nope", widgetId: "singleLine" }]),
          1,
        ),
      ),
    ).toEqual(["unknown"]);
    expect(
      errorIds(
        await put(
          target,
          "/content_types/page/editor_interface",
          controls([{ fieldId: "count", widgetId: "singleLine", widgetNamespace: "builtin" }]),
          1,
        ),
      ),
    ).toEqual(["invalid"]);
    expect(
      errorIds(
        await put(
          target,
          "/content_types/page/editor_interface",
          controls([{ fieldId: "title", widgetId: "assetCardEditor", widgetNamespace: "builtin" }]),
          1,
        ),
      ),
    ).toEqual(["in"]);
    const fine = await put(
      target,
      "/content_types/page/editor_interface",
      controls([
        { fieldId: "count", widgetId: "rating", widgetNamespace: "builtin", settings: { helpText: "h".repeat(255) } },
        { fieldId: "tags", widgetId: "checkbox", widgetNamespace: "builtin" },
        { fieldId: "title", widgetId: "my-app-widget", widgetNamespace: "app" },
      ]),
      1,
    );
    expect(fine.status).toBe(200);
    expect(fine.body.controls?.map((control: { widgetId: string }) => control.widgetId)).toEqual([
      "my-app-widget",
      "rating",
      "checkbox",
    ]);
  });

  it("checks entries on save and on publish: fields, locales, size, in, regexp, unique", async () => {
    const target = await stub({
      state: environmentState({
        locales: [
          { code: "en-US", default: true },
          { code: "de-DE", optional: true },
        ],
        contentTypes: [
          {
            id: "page",
            name: "Page",
            fields: [
              field("title", "Symbol", {
                localized: true,
                required: true,
                validations: [{ size: { max: 10 }, message: "Short titles" }],
              }),
              field("kind", "Symbol", { validations: [{ in: ["a", "b"] }] }),
              field("slug", "Symbol", { validations: [{ unique: true }, { regexp: { pattern: "^[a-z]+$" } }] }),
            ],
          },
        ],
        entries: [
          { id: "taken", contentType: "page", fields: { title: { "en-US": "Taken" }, slug: { "en-US": "taken" } } },
        ],
      }),
    });
    const create = (id: string, fields: object) =>
      put(target, `/entries/${id}`, { fields }, undefined, { "X-Contentful-Content-Type": "page" });
    expect(errorIds(await create("a", { nope: { "en-US": "x" } }))).toEqual(["unknown"]);
    expect(errorIds(await create("a", { title: { "fr-FR": "x" } }))).toEqual(["unknown"]);
    expect(errorIds(await create("a", { title: { "en-US": 5 } }))).toEqual(["type"]);
    expect(
      errorIds(await put(target, "/entries/a", { fields: {} }, undefined, { "X-Contentful-Content-Type": "nope" })),
    ).toEqual(["unknownContentType"]);
    expect(
      (
        await create("a", {
          title: { "en-US": "Far too long a title" },
          kind: { "en-US": "c" },
          slug: { "en-US": "taken" },
        })
      ).status,
    ).toBe(201);
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
    const fixed = await put(
      target,
      "/entries/a",
      { fields: { title: { "en-US": "Fine" }, kind: { "en-US": "a" }, slug: { "en-US": "Fine" } } },
      1,
    );
    expect(errorIds(await put(target, "/entries/a/published", undefined, fixed.body.sys.version))).toEqual(["regexp"]);
  });

  it("lists and adds locales, filters and pages lists, and fails on demand (500, 429 for every request)", async () => {
    const target = await stub({ state: environmentState({ locales: [{ code: "en-GB", name: "English (UK)" }] }) });
    const locales = await call(target, "GET", "/locales");
    expect(locales.body).toMatchObject({ sys: { type: "Array" }, total: 1, skip: 0, limit: 100 });
    expect(locales.body.items?.[0]).toMatchObject({
      code: "en-GB",
      default: true,
      fallbackCode: null,
      optional: false,
      sys: { type: "Locale", version: 1 },
    });
    expect(
      (await call(target, "POST", "/locales", { body: { name: "Hindi", code: "hi-IN", fallbackCode: "en-GB" } }))
        .status,
    ).toBe(201);
    expect(errorIds(await call(target, "POST", "/locales", { body: { name: "Again", code: "hi-IN" } }))).toEqual([
      "taken",
    ]);

    for (const id of ["c", "a", "b"]) await put(target, `/content_types/${id}`, { name: id, fields: [] });
    const page = await call(target, "GET", "/content_types?sys.id[in]=a,b,c&order=-sys.id&limit=2&skip=1");
    expect(page.body).toMatchObject({ total: 3, skip: 1, limit: 2 });
    expect(page.body.items?.map((type: { sys: { id: string } }) => type.sys.id)).toEqual(["b", "a"]);

    target.fault({ status: 500, times: 1 });
    const broken = await call(target, "GET", "/locales");
    expect(broken.status).toBe(500);
    expect(broken.body.sys.id).toBe("ServerError");
    expect((await call(target, "GET", "/locales")).status).toBe(200);
    target.fault({ status: 429, resetSeconds: 7 });
    for (let attempt = 0; attempt < 3; attempt++) {
      const limited = await call(target, "GET", "/locales");
      expect(limited.status).toBe(429);
      expect(limited.headers["x-contentful-ratelimit-reset"]).toBe("7");
    }
    target.fault(null);
    expect((await call(target, "GET", "/locales")).status).toBe(200);
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
  const upload = async (target: Stub, body: Buffer = svg, path?: string) =>
    call(target, "POST", "/uploads", { body, path, headers: { "Content-Type": "application/octet-stream" } });
  const fromUpload = (id: string, file: object = {}) => ({
    contentType: "image/svg+xml",
    fileName: "portrait.svg",
    uploadFrom: { sys: { type: "Link", linkType: "Upload", id } },
    ...file,
  });
  const putAsset = (target: Stub, id: string, fields: object, version?: number) =>
    call(target, "PUT", `/assets/${id}`, {
      body: { fields },
      headers: version === undefined ? {} : { "X-Contentful-Version": String(version) },
    });
  const versioned = (version: number) => ({ headers: { "X-Contentful-Version": String(version) } });
  const errorsOf = (answer: Answer) => answer.body?.details?.errors;
  const field = (id: string, type: string, extra: object = {}) => ({ id, name: id, type, ...extra });
  const put = (target: Stub, resource: string, body: unknown, version?: number, headers: Record<string, string> = {}) =>
    call(target, "PUT", resource, {
      body,
      headers: { ...headers, ...(version === undefined ? {} : { "X-Contentful-Version": String(version) }) },
    });

  it("takes uploads under the space or the environment, as the file's own bytes, for a day", async () => {
    const target = await stub();
    const spaceWide = await upload(target, svg, `/spaces/${target.space}/uploads`);
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
    expect((await upload(target, svg, "/spaces/another-space/uploads")).status).toBe(404);
  });

  it("creates an asset with its id, keeps its versions, and refuses a file without its type or name, or a locale the space lacks", async () => {
    const target = await stub({
      state: environmentState({ locales: [{ code: "en-IN" }, { code: "hi-IN", optional: true }] }),
    });
    const id = (await upload(target)).body.sys.id;
    expect(
      errorsOf(await putAsset(target, "portrait", { file: { "en-IN": { uploadFrom: fromUpload(id).uploadFrom } } })),
    ).toEqual([
      {
        name: "required",
        path: ["fields", "file", "en-IN", "contentType"],
        details: 'The property "contentType" is required here',
      },
      {
        name: "required",
        path: ["fields", "file", "en-IN", "fileName"],
        details: 'The property "fileName" is required here',
      },
    ]);
    expect(
      errorsOf(
        await putAsset(target, "portrait", { title: { "fr-FR": "Portrait" }, file: { "en-IN": fromUpload(id) } }),
      ),
    ).toEqual([
      { name: "unknown", path: ["fields", "title", "fr-FR"], details: 'The property "fr-FR" is not expected' },
    ]);
    expect(errorIds(await putAsset(target, "portrait", { caption: { "en-IN": "x" } }))).toEqual(["unknown"]);
    expect(
      errorIds(await putAsset(target, "portrait", { file: { "en-IN": fromUpload(id, { uploadFrom: id }) } })),
    ).toEqual(["type"]);
    expect(target.state().assets).toEqual([]);

    const created = await putAsset(target, "portrait", {
      title: { "en-IN": "Portrait" },
      file: { "en-IN": fromUpload(id) },
    });
    expect(created.status).toBe(201);
    expect(created.body.sys).toMatchObject({ id: "portrait", type: "Asset", version: 1, publishedCounter: 0 });
    // Created with an id once; updated at its current version only.
    expect((await putAsset(target, "portrait", { title: { "en-IN": "Again" } })).body.sys.id).toBe("VersionMismatch");
    expect((await putAsset(target, "portrait", { title: { "en-IN": "Again" } }, 7)).status).toBe(409);
    const updated = await putAsset(
      target,
      "portrait",
      { title: { "en-IN": "Portrait" }, file: { "en-IN": fromUpload(id) } },
      1,
    );
    expect(updated.body.sys.version).toBe(2);
    expect((await call(target, "GET", "/assets/portrait")).body.sys.version).toBe(2);
    expect((await call(target, "GET", "/assets/nobody")).status).toBe(404);
  });

  it("processes a file from its upload, in the locale asked, and refuses what cannot be processed", async () => {
    const target = await stub();
    const id = (await upload(target)).body.sys.id;
    await putAsset(target, "portrait", { title: { "en-US": "Portrait" }, file: { "en-US": fromUpload(id) } });
    const process = (asset: string, locale: string, version?: number) =>
      call(target, "PUT", `/assets/${asset}/files/${locale}/process`, version === undefined ? {} : versioned(version));
    // A locale the asset has no file in; one the space lacks is such a locale too.
    expect(errorsOf(await process("portrait", "fr-FR"))).toEqual([
      { name: "required", path: ["fields", "file", "fr-FR"], details: "No file specified for locale: fr-FR" },
    ]);
    expect((await process("portrait", "en-US", 5)).status).toBe(409);
    expect((await process("nobody", "en-US")).status).toBe(404);
    await putAsset(target, "bare", { file: { "en-US": { contentType: "image/png", fileName: "bare.png" } } });
    expect(errorIds(await process("bare", "en-US"))).toEqual(["required", "required"]);
    await putAsset(target, "lost", { file: { "en-US": fromUpload("no-such-upload") } });
    expect(errorsOf(await process("lost", "en-US"))).toEqual([
      expect.objectContaining({
        name: "notResolvable",
        link: { type: "Link", linkType: "Upload", id: "no-such-upload" },
        path: ["fields", "file", "en-US", "uploadFrom"],
      }),
    ]);
    await putAsset(target, "page", {
      file: { "en-US": fromUpload(id, { contentType: "text/html", fileName: "a.html" }) },
    });
    expect(errorIds(await process("page", "en-US"))).toEqual(["invalid"]);
    await putAsset(target, "remote", {
      file: { "en-US": { contentType: "image/png", fileName: "r.png", upload: "https://example.com/r.png" } },
    });
    expect(errorIds(await process("remote", "en-US"))).toEqual(["invalid"]);

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
    expect(errorIds(await process("portrait", "en-US"))).toEqual(["required", "required"]);
  });

  it("publishes a processed asset only", async () => {
    const target = await stub();
    const id = (await upload(target)).body.sys.id;
    await putAsset(target, "portrait", { title: { "en-US": "Portrait" }, file: { "en-US": fromUpload(id) } });
    await putAsset(target, "untitled", { title: { "en-US": "No file" } });
    expect((await call(target, "PUT", "/assets/portrait/published")).status).toBe(409);
    expect(errorsOf(await call(target, "PUT", "/assets/portrait/published", versioned(1)))).toEqual([
      { name: "required", path: ["fields", "file", "en-US", "url"], details: 'The property "url" is required here' },
    ]);
    expect(errorsOf(await call(target, "PUT", "/assets/untitled/published", versioned(1)))).toEqual([
      { name: "required", path: ["fields", "file"], details: "The asset has no files" },
    ]);
    await call(target, "PUT", "/assets/portrait/files/en-US/process", versioned(1));
    const published = await call(target, "PUT", "/assets/portrait/published", versioned(2));
    expect(published.body.sys).toMatchObject({ version: 3, publishedVersion: 2, publishedCounter: 1 });
    expect(target.state().publishedAssets?.map((asset) => asset.sys.id)).toEqual(["portrait"]);
  });

  it("resolves an entry's links to assets on publish: published ones only, of the file types its field accepts", async () => {
    const image = { contentType: "image/svg+xml", fileName: "a.svg", url: "//images.ctfassets.net/s/a/0/a.svg" };
    const text = { contentType: "text/plain", fileName: "a.txt", url: "//assets.ctfassets.net/s/t/0/a.txt" };
    const target = await stub({
      state: environmentState({
        contentTypes: [
          {
            id: "perk",
            name: "Perk",
            fields: [
              field("logo", "Link", { linkType: "Asset", validations: [{ linkMimetypeGroup: ["image"] }] }),
              field("gallery", "Array", { items: { type: "Link", linkType: "Asset" } }),
            ],
          },
        ],
        assets: [
          { id: "logo", fields: { file: { "en-US": image } } },
          { id: "notes", fields: { file: { "en-US": text } } },
          { id: "draft", fields: { file: { "en-US": image } }, published: false },
        ],
      }),
    });
    const asset = (id: string) => ({ sys: { type: "Link", linkType: "Asset", id } });
    const publishWith = async (id: string, fields: object) => {
      await put(target, `/entries/${id}`, { fields }, undefined, { "X-Contentful-Content-Type": "perk" });
      return put(target, `/entries/${id}/published`, undefined, 1);
    };
    expect(
      (await publishWith("fine", { logo: { "en-US": asset("logo") }, gallery: { "en-US": [asset("notes")] } })).status,
    ).toBe(200);
    const unresolved = await publishWith("holes", {
      gallery: { "en-US": [asset("logo"), asset("draft"), asset("gone")] },
    });
    expect(unresolved.body.sys.id).toBe("UnresolvedLinks");
    expect(unresolved.body.details?.errors).toEqual([
      {
        name: "notResolvable",
        link: { type: "Link", linkType: "Asset", id: "draft" },
        path: ["fields", "gallery", "en-US", 1],
      },
      {
        name: "notResolvable",
        link: { type: "Link", linkType: "Asset", id: "gone" },
        path: ["fields", "gallery", "en-US", 2],
      },
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
      Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><g/></svg>`);
    expect(imageDimensions(svg('width="240px" height="120"'), "image/svg+xml")).toEqual({ width: 240, height: 120 });
    expect(imageDimensions(svg('width="100%" viewBox="0 0 160.4 48"'), "image/svg+xml")).toEqual({
      width: 160,
      height: 48,
    });
    expect(imageDimensions(svg('width="10em"'), "image/svg+xml")).toBeUndefined();
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
