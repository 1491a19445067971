import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SeedEntry, SeedPicture } from "./seed-entries";
import { callStub, managementCommands, projectRoot, type Stub, type StubState } from "../tests/stubs/cma-command";
import { environmentState } from "../tests/stubs/cma-stub.mjs";
import { builtInCopy } from "./cms-seed.mjs";
import { contentModel } from "./content-model/types.mjs";

/**
 * `npm run cms:seed` (scripts/cms-seed.mjs) run as npm runs it, with the real contentful-management,
 * against tests/stubs/cma-stub.mjs in a space `npm run cms:model` set up. Expected: the built-in
 * copy as the command reads it (builtInCopy(), through the same app-module runner).
 */
const { stub, run } = managementCommands("cms-seed-");

let copy: { entries: SeedEntry[]; pictures: SeedPicture[]; contentTypes: readonly string[] };
/** The built-in Hindi, entry for entry. */
let hindi: SeedEntry[];
beforeAll(async () => {
  copy = await builtInCopy();
  hindi = (await builtInCopy("hi")).entries;
}, 120_000);

/** The fields each content type of the site's model writes in every language. */
const localisedFields = (contentType: string) =>
  new Set(
    contentModel
      .find((type) => type.id === contentType)!
      .fields.filter((field) => field.localized)
      .map((field) => field.id),
  );

/** Runs the command to its end; what it printed, and its exit status. */
const cmsSeed = (target: Stub, args: string[] = [], settings: Record<string, string> = {}) =>
  run("scripts/cms-seed.mjs", args, target, { settings, cwd: projectRoot });

/** A stand-in holding `state`, to which `npm run cms:model` has applied the site's model. */
async function withModel(state: StubState = environmentState()) {
  const space = await stub(state);
  const { status, output } = await run("scripts/cms-model.mjs", ["--yes"], space);
  expect(status, output).toBe(0);
  return space;
}

type Entity = StubState["entries"][number] | NonNullable<StubState["assets"]>[number];
const sortedIds = (list: Entity[]) => list.map((entity) => entity.sys.id).sort();
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isAssetLink = (value: unknown): value is { sys: { linkType: "Asset"; id: string } } =>
  (value as { sys?: { linkType?: string } } | null)?.sys?.linkType === "Asset";

/**
 * Asserts the stand-in holds exactly the built-in copy: every entry (fields under `locale`, Hindi
 * under hi-IN where localised) and every picture as an asset from public/, linked; all published or all drafts.
 */
function expectSeeded(space: Stub, locale: string, published: boolean) {
  const state = space.state();
  const keyed = ({ contentType, fields }: SeedEntry, inHindi: SeedEntry) =>
    JSON.parse(
      JSON.stringify(
        Object.fromEntries(
          Object.entries(fields).map(([id, value]) => [
            id,
            { [locale]: value, ...(localisedFields(contentType).has(id) ? { "hi-IN": inHindi.fields[id] } : {}) },
          ]),
        ),
      ),
    );
  expect(
    state.entries
      .map((entry) => ({ id: entry.sys.id, contentType: entry.sys.contentType.sys.id, fields: entry.fields }))
      .sort(byId),
  ).toEqual(
    copy.entries
      .map((entry, index) => ({ id: entry.id, contentType: entry.contentType, fields: keyed(entry, hindi[index]) }))
      .sort(byId),
  );

  const assets = state.assets ?? [];
  expect(sortedIds(assets)).toEqual(copy.pictures.map((picture) => picture.id).sort());
  for (const picture of copy.pictures) {
    const asset = assets.find((candidate) => candidate.sys.id === picture.id);
    const file = readFileSync(join(projectRoot, "public", picture.src));
    expect(asset?.fields, picture.id).toEqual({
      title: { [locale]: picture.title },
      file: {
        [locale]: {
          contentType: picture.contentType,
          fileName: picture.fileName,
          url: expect.stringMatching(
            new RegExp(
              `^//images\\.ctfassets\\.net/${space.space}/${escaped(picture.id)}/[0-9a-f]{32}/${escaped(picture.fileName)}$`,
            ),
          ),
          // The file's own size, and the dimensions the built-in copy declares for it.
          details: { size: file.length, image: { width: picture.width, height: picture.height } },
        },
      },
    });
    // Created, processed (a version), and published (another) or not.
    expect(asset?.sys.version, picture.id).toBe(published ? 3 : 2);
  }

  const isPublished = (entity: Entity) => entity.sys.publishedVersion !== undefined;
  expect(state.entries.filter(isPublished)).toHaveLength(published ? state.entries.length : 0);
  expect(assets.filter(isPublished)).toHaveLength(published ? assets.length : 0);
  expect(sortedIds(state.publishedEntries)).toEqual(published ? sortedIds(state.entries) : []);
  expect(sortedIds(state.publishedAssets ?? [])).toEqual(published ? sortedIds(assets) : []);

  // Every picture link (a perk's logo, a person's photo) points at an asset the space has, and every asset is linked.
  const links = state.entries.flatMap((entry) =>
    Object.entries(entry.fields).flatMap(([field, values]) =>
      isAssetLink(values[locale]) ? [{ field, id: values[locale].sys.id }] : [],
    ),
  );
  expect(new Set(links.map((link) => link.field))).toEqual(new Set(["logo", "photo"]));
  expect(new Set(links.map((link) => link.id))).toEqual(new Set(assets.map((asset) => asset.sys.id)));
}

/** The team changes one field of the copy's first `contentType` entry, in English, and leaves it a draft; its id. */
async function teamEdits(space: Stub, contentType: string, field: string, value: string) {
  const id = copy.entries.find((entry) => entry.contentType === contentType)!.id;
  const read = (await callStub(space, "GET", `/entries/${id}`)).body as unknown as {
    sys: { version: number };
    fields: Record<string, Record<string, unknown>>;
  };
  const edit = await callStub(space, "PUT", `/entries/${id}`, {
    body: { fields: { ...read.fields, [field]: { "en-US": value } } },
    headers: { "X-Contentful-Version": String(read.sys.version) },
  });
  expect(edit.status).toBe(200);
  return id;
}

/** The lines that tally a run, one per content type (the pictures first), then the total. */
const tally = (output: string) => output.split("\n").filter((line) => /^[\w ()]+: created \d+/.test(line));

describe(
  "npm run cms:seed, with contentful-management, against the Management API's stand-in",
  { concurrent: true, timeout: 300_000 },
  () => {
    it("writes the built-in copy, published, into a space with the model; run again, creates nothing and keeps what the team changed", async () => {
      const space = await withModel();
      const total = copy.entries.length + copy.pictures.length;
      const first = await cmsSeed(space, ["--publish"]);
      expect(first.status, first.output).toBe(0);
      expect(first.output).toContain(
        `with the built-in copy: ${copy.pictures.length} pictures, ${copy.entries.length} entries, published.`,
      );
      expect(first.output).toContain(`pictures (assets): created ${copy.pictures.length} (published), kept 0`);
      expect(first.output).toContain(`Total: created ${total} (published), kept 0`);
      expectSeeded(space, "en-US", true);
      // The site's own Hindi, beside the English, where the visitor reads it; the page it is on, shared.
      const home = space.state().entries.find((entry) => entry.sys.id === "hero-home")!;
      expect(home.fields.title).toEqual({ "en-US": expect.any(String), "hi-IN": expect.stringMatching(/स्टार्टअप/) });
      expect(home.fields.pageSlug).toEqual({ "en-US": "/" });

      // The team retitles a hero in the space, and leaves the change a draft for now.
      const id = await teamEdits(space, "heroSection", "title", "Perks, by the team");
      const asTheTeamLeftIt = (state: StubState) => ({
        current: state.entries.find((entry) => entry.sys.id === id),
        published: state.publishedEntries.find((entry) => entry.sys.id === id),
      });
      const before = asTheTeamLeftIt(space.state());
      const writes = space.writes().length;

      const second = await cmsSeed(space, ["--publish"]);
      expect(second.status, second.output).toBe(0);
      // The pictures, each content type, the total.
      expect(tally(second.output)).toHaveLength(copy.contentTypes.length + 2);
      for (const line of tally(second.output)) expect(line).toMatch(/: created 0, kept \d+$/);
      expect(second.output).toContain(`Total: created 0, kept ${total}`);
      expect(space.writes(), "writes by the second run").toHaveLength(writes);
      expect(asTheTeamLeftIt(space.state())).toEqual(before);
      expect(before.current?.fields.title).toEqual({ "en-US": "Perks, by the team" });
    });

    it("leaves everything it creates a draft without --publish; with it, later, publishes those nobody touched", async () => {
      const space = await withModel();
      const total = copy.entries.length + copy.pictures.length;
      const drafts = await cmsSeed(space);
      expect(drafts.status, drafts.output).toBe(0);
      expect(drafts.output).toContain(`Total: created ${total} (as drafts), kept 0`);
      expectSeeded(space, "en-US", false);

      // The team edits one draft: the seed must not publish their work for them.
      const id = await teamEdits(space, "faqItem", "question", "Who may apply, and when?");

      const later = await cmsSeed(space, ["--publish"]);
      expect(later.status, later.output).toBe(0);
      expect(later.output).toContain(
        `Total: created 0, kept ${total} (${total - 1} of them published now: an earlier run had stopped before publishing them)`,
      );
      const state = space.state();
      expect(state.publishedEntries.map((entry) => entry.sys.id)).not.toContain(id);
      expect(state.publishedEntries).toHaveLength(copy.entries.length - 1);
      expect(state.publishedAssets).toHaveLength(copy.pictures.length);
      expect(state.entries.find((entry) => entry.sys.id === id)?.fields.question).toEqual({
        "en-US": "Who may apply, and when?",
      });
    });

    it("keys every field by the space's own default locale (en-IN)", async () => {
      const space = await withModel(environmentState({ locales: [{ code: "en-IN", name: "English (India)" }] }));
      const { status, output } = await cmsSeed(space, ["--publish"]);
      expect(status, output).toBe(0);
      expect(output).toContain("(locale en-IN, hi-IN)");
      expectSeeded(space, "en-IN", true);
    });

    it("says to apply the model first, in one line, and writes nothing, in a space without it", async () => {
      const space = await stub();
      const { status, output } = await cmsSeed(space, ["--publish"]);
      expect(status).toBe(1);
      expect(output.trim()).toMatch(
        /^The space's content model is not the site's \(content type \w+ is missing; .*\): apply it first with npm run cms:model\. Nothing was written\.$/,
      );
      expect(space.writes()).toEqual([]);
      expect(space.uploads()).toEqual([]);
    });

    it("says the token was refused (401), in one line, and writes nothing", async () => {
      const space = await stub();
      const { status, output } = await cmsSeed(space, ["--publish"], { CONTENTFUL_MANAGEMENT_TOKEN: "not-the-token" });
      expect(status).toBe(1);
      expect(output.trim()).toMatch(
        /^\S+ refused the management token \(401 AccessTokenInvalid\): check CONTENTFUL_MANAGEMENT_TOKEN[^\n]*$/,
      );
      expect(space.writes()).toEqual([]);
    });
  },
);
