import { describe, expect, it } from "vitest";
import { seedEntries, seedPictures, type SeedEntry, type SeedPicture } from "./seed-entries";
import {
  counterparts,
  entryFields,
  isNotFound,
  localised,
  modelGaps,
  seedSpace,
  tallyLines,
  uploadHost,
} from "./cms-seed.mjs";

/**
 * The command's keep-or-create logic against a recorded stand-in for the plain client's methods it
 * calls. The real SDK against the Management API stand-in: scripts/cms-seed-apply.test.ts.
 */

type Stored = { sys: { id: string; version: number; publishedVersion?: number }; fields: Record<string, unknown> };
type Params = { entryId?: string; assetId?: string; contentTypeId?: string };

/** An error as the SDK throws it: its name, and the answer as JSON in its message. */
const sdkError = (name: string, answer: object) => Object.assign(new Error(JSON.stringify(answer)), { name });
const notFound = () =>
  sdkError("NotFound", { status: 404, statusText: "Not Found", message: "The resource could not be found." });

function recordedSpace(start: { entries?: Stored[]; assets?: Stored[] } = {}) {
  const calls: string[] = [];
  const held = (stored: Stored[] = []) => new Map(stored.map((item) => [item.sys.id, structuredClone(item)]));
  const [entries, assets] = [held(start.entries), held(start.assets)];
  /** get, createWithId and publish over one store, recorded as "get <id>" ("get asset <id>" for assets). */
  const methods = (store: Map<string, Stored>, asset: boolean) => {
    const idOf = (params: Params) => (asset ? params.assetId : params.entryId)!;
    const what = asset ? "asset " : "";
    return {
      get: async (params: Params) => {
        calls.push(`get ${what}${idOf(params)}`);
        const stored = store.get(idOf(params));
        if (!stored) throw notFound();
        return structuredClone(stored);
      },
      createWithId: async (params: Params, { fields }: { fields: Record<string, unknown> }) => {
        const id = idOf(params);
        calls.push(`create ${asset ? "asset" : params.contentTypeId} ${id}`);
        store.set(id, { sys: { id, version: 1 }, fields });
        return structuredClone(store.get(id)!);
      },
      publish: async (params: Params, given: Stored) => {
        const [id, stored] = [idOf(params), store.get(idOf(params))!];
        calls.push(`publish ${what}${id}`);
        expect(given.sys.version, `${id} is published at the version last read`).toBe(stored.sys.version);
        stored.sys.publishedVersion = stored.sys.version;
        stored.sys.version += 1;
        return structuredClone(stored);
      },
    };
  };
  const client = {
    entry: methods(entries, false),
    asset: {
      ...methods(assets, true),
      update: async ({ assetId }: { assetId: string }, asset: Stored) => {
        calls.push(`update asset ${assetId}`);
        const stored = assets.get(assetId)!;
        expect(asset.sys.version).toBe(stored.sys.version);
        assets.set(assetId, { sys: { ...stored.sys, version: stored.sys.version + 1 }, fields: asset.fields });
        return structuredClone(assets.get(assetId)!);
      },
      processForAllLocales: async (_params: object, asset: Stored) => {
        calls.push(`process asset ${asset.sys.id}`);
        const stored = assets.get(asset.sys.id)!;
        const file = stored.fields.file as Record<string, { fileName: string }>;
        for (const locale of Object.keys(file))
          Object.assign(file[locale], { url: `//assets/${file[locale].fileName}` });
        stored.sys.version += 1;
        return structuredClone(stored);
      },
    },
  };
  let uploads = 0;
  const upload = async (picture: SeedPicture) => {
    calls.push(`upload ${picture.src}`);
    return { sys: { id: `upload-${++uploads}` } };
  };
  return { client, calls, entries, assets, upload };
}

const hero: SeedEntry = {
  id: "hero-perks",
  contentType: "heroSection",
  fields: { pageSlug: "/perks", isActive: true, title: "Exclusive perks for your startup" },
};
const question: SeedEntry = {
  id: "faq-home-who-can-join",
  contentType: "faqItem",
  fields: { pageSlug: "/", isActive: true, order: 2, question: "Who can join?", answer: "Early-stage founders." },
};
const portrait: SeedPicture = {
  id: "picture-img-people-sana-qureshi",
  title: "Sana Qureshi",
  src: "/img/people/sana-qureshi.svg",
  fileName: "sana-qureshi.svg",
  contentType: "image/svg+xml",
  width: 240,
  height: 240,
};
const run = (
  space: ReturnType<typeof recordedSpace>,
  publish: boolean,
  entries: SeedEntry[] = [hero, question],
  pictures: SeedPicture[] = [],
) => seedSpace({ client: space.client as never, entries, pictures, locale: "en-IN", publish, upload: space.upload });
/** The calls that create an entry the space lacks, and publish it with --publish. */
const creating = (entry: SeedEntry, publish: boolean) => [
  `get ${entry.id}`,
  `create ${entry.contentType} ${entry.id}`,
  ...(publish ? [`publish ${entry.id}`] : []),
];

describe("writing the built-in copy into a space", () => {
  it("creates every entry in an empty space, keyed by the space's default locale, left as drafts", async () => {
    const space = recordedSpace();
    const tally = await run(space, false);
    expect(space.calls).toEqual([...creating(hero, false), ...creating(question, false)]);
    expect(space.entries.get(question.id)!.fields).toEqual(localised(question.fields, "en-IN"));
    expect(space.entries.get("hero-perks")!.sys.publishedVersion).toBeUndefined();
    expect([...tally]).toEqual([
      ["heroSection", { created: 1, kept: 0, finished: 0 }],
      ["faqItem", { created: 1, kept: 0, finished: 0 }],
    ]);
  });

  it("with --publish, publishes each entry it creates", async () => {
    const space = recordedSpace();
    await run(space, true);
    expect(space.calls).toEqual([...creating(hero, true), ...creating(question, true)]);
    expect(space.entries.get("hero-perks")!.sys).toEqual({ id: "hero-perks", version: 2, publishedVersion: 1 });
  });

  it("a second run creates nothing and writes nothing: every entry is kept", async () => {
    for (const publish of [false, true]) {
      const space = recordedSpace();
      await run(space, publish);
      space.calls.length = 0;
      const tally = await run(space, publish);
      expect(space.calls).toEqual(["get hero-perks", "get faq-home-who-can-join"]);
      expect([...tally.values()]).toEqual(Array(2).fill({ created: 0, kept: 1, finished: 0 }));
    }
  });

  it("never writes over an entry the team has changed, published or not, and creates the rest", async () => {
    const changed = {
      sys: { id: "hero-perks", version: 7, publishedVersion: 6 },
      fields: { title: { "en-IN": "Ours" } },
    };
    const draft = { sys: { id: "faq-home-who-can-join", version: 3 }, fields: { question: { "en-IN": "Who?" } } };
    for (const start of [[changed], [draft]]) {
      const space = recordedSpace({ entries: start });
      await run(space, true);
      const kept = start[0].sys.id;
      expect(space.calls.filter((call) => call.endsWith(kept))).toEqual([`get ${kept}`]);
      expect(space.entries.get(kept)).toEqual(start[0]);
      expect(space.calls.filter((call) => call.startsWith("create"))).toHaveLength(1);
    }
  });

  it("with --publish, finishes a run that stopped after creating: publishes its untouched drafts", async () => {
    const stopped = recordedSpace();
    await run(stopped, false, [hero]);
    stopped.calls.length = 0;
    const tally = await run(stopped, true);
    expect(stopped.calls).toEqual(["get hero-perks", "publish hero-perks", ...creating(question, true)]);
    expect(tally.get("heroSection")).toEqual({ created: 0, kept: 1, finished: 1 });
  });

  it("stops at an answer other than 404, writing nothing more", async () => {
    const space = recordedSpace();
    const limited = sdkError("RateLimitExceeded", { status: 429, statusText: "Too Many Requests" });
    space.client.entry.get = () => Promise.reject(limited);
    await expect(run(space, true)).rejects.toBe(limited);
    expect(space.entries.size).toBe(0);
  });

  it("uploads each picture as an asset, processed, then published with --publish, before the entries", async () => {
    const space = recordedSpace();
    const tally = await run(space, true, [hero], [portrait]);
    expect(space.calls).toEqual([
      `get asset ${portrait.id}`,
      `upload ${portrait.src}`,
      `create asset ${portrait.id}`,
      `process asset ${portrait.id}`,
      `publish asset ${portrait.id}`,
      ...creating(hero, true),
    ]);
    expect(space.assets.get(portrait.id)!.fields).toEqual({
      title: { "en-IN": "Sana Qureshi" },
      file: {
        "en-IN": {
          contentType: "image/svg+xml",
          fileName: "sana-qureshi.svg",
          uploadFrom: { sys: { type: "Link", linkType: "Upload", id: "upload-1" } },
          url: "//assets/sana-qureshi.svg",
        },
      },
    });
    expect(tally.get("Asset")).toEqual({ created: 1, kept: 0, finished: 0 });
  });

  it("keeps a picture the space has, and finishes one a stopped run left unprocessed or unpublished", async () => {
    const space = recordedSpace();
    await run(space, false, [], [portrait]);
    space.calls.length = 0;
    await run(space, false, [], [portrait]);
    expect(space.calls).toEqual([`get asset ${portrait.id}`]);

    // Created, never processed: its file is sent again.
    const unprocessed = recordedSpace({
      assets: [{ sys: { id: portrait.id, version: 1 }, fields: { title: { "en-IN": "Sana Qureshi" } } }],
    });
    expect((await run(unprocessed, false, [], [portrait])).get("Asset")).toEqual({ created: 0, kept: 1, finished: 1 });
    expect(unprocessed.calls).toEqual([
      `get asset ${portrait.id}`,
      `upload ${portrait.src}`,
      `update asset ${portrait.id}`,
      `process asset ${portrait.id}`,
    ]);

    // Processed, unpublished: published with --publish.
    space.calls.length = 0;
    expect((await run(space, true, [], [portrait])).get("Asset")).toEqual({ created: 0, kept: 1, finished: 1 });
    expect(space.calls).toEqual([`get asset ${portrait.id}`, `publish asset ${portrait.id}`]);
  });

  it("the whole built-in copy: a second run over the first creates nothing twice", async () => {
    const entries = seedEntries("2026-11-20");
    const pictures = seedPictures();
    const space = recordedSpace();
    const first = await run(space, true, entries, pictures);
    expect(space.entries.size).toBe(entries.length);
    expect(space.assets.size).toBe(pictures.length);
    expect([...first.values()].every((counts) => counts.kept === 0)).toBe(true);
    space.calls.length = 0;
    const second = await run(space, true, entries, pictures);
    expect(space.calls.every((call) => call.startsWith("get "))).toBe(true);
    expect([...second.values()].reduce((sum, counts) => sum + counts.kept, 0)).toBe(entries.length + pictures.length);
  });
});

describe("what the command prints", () => {
  it("one line per content type, the pictures first, and a total", () => {
    const tally = new Map([
      ["Asset", { created: 13, kept: 0, finished: 0 }],
      ["heroSection", { created: 2, kept: 8, finished: 1 }],
      ["faqItem", { created: 0, kept: 22, finished: 0 }],
    ]);
    expect(tallyLines(tally, true)).toEqual([
      "pictures (assets): created 13 (published), kept 0",
      "heroSection: created 2 (published), kept 8 (1 of them published now: an earlier run had stopped before publishing them)",
      "faqItem: created 0, kept 22",
      "Total: created 15 (published), kept 30 (1 of them published now: an earlier run had stopped before publishing them)",
    ]);
    expect(tallyLines(new Map([["faqItem", { created: 3, kept: 0, finished: 0 }]]), false)).toEqual([
      "faqItem: created 3 (as drafts), kept 0",
      "Total: created 3 (as drafts), kept 0",
    ]);
  });
});

describe("before writing anything: the space's content model", () => {
  /** A published content type: its required fields, then its optional ones. */
  const type = (id: string, required: string[], optional: string[]) => ({
    sys: { id, publishedVersion: 3 },
    fields: [...required.map((field) => ({ id: field, required: true })), ...optional.map((field) => ({ id: field }))],
  });
  const heroType = type("heroSection", ["pageSlug", "isActive"], ["title"]);
  const faqType = type("faqItem", ["isActive", "order"], ["pageSlug", "question", "answer"]);

  it("has nothing to say when it has every type and field the entries use", () => {
    expect(modelGaps([hero, question], [heroType, faqType])).toEqual([]);
  });

  it("names a type missing or unpublished, a field missing, a required field the copy leaves empty", () => {
    expect(modelGaps([hero, question], [heroType])).toEqual(["content type faqItem is missing"]);
    expect(modelGaps([question], [{ ...faqType, sys: { id: "faqItem" } }])).toEqual([
      "content type faqItem is not published",
    ]);
    expect(modelGaps([hero], [type("heroSection", [], ["pageSlug", "isActive"])])).toEqual([
      "heroSection has no field title",
    ]);
    expect(modelGaps([hero], [type("heroSection", ["pageSlug", "isActive", "subtitle"], ["title"])])).toEqual([
      "heroSection requires subtitle, which the built-in copy has no value for",
    ]);
  });
});

describe("the command's parts", () => {
  it("keys fields by the locale", () => {
    expect(localised({ title: "A", order: 1 }, "en-US")).toEqual({ title: { "en-US": "A" }, order: { "en-US": 1 } });
  });

  it("writes a translation beside the English in the fields the type localises only", () => {
    const inHindi: SeedEntry = {
      ...question,
      id: "faq-home",
      fields: { ...question.fields, question: "कौन जुड़ सकता है?", answer: "शुरुआती दौर के फ़ाउंडर्स।" },
    };
    const texts = new Set(["question", "answer"]);
    expect(entryFields(question, "en-IN", [{ locale: "hi-IN", entry: inHindi }], texts)).toEqual({
      ...localised(question.fields, "en-IN"),
      question: { "en-IN": "Who can join?", "hi-IN": "कौन जुड़ सकता है?" },
      answer: { "en-IN": "Early-stage founders.", "hi-IN": "शुरुआती दौर के फ़ाउंडर्स।" },
    });
    // A space without the language's locale: English only.
    expect(entryFields(question, "en-IN", [], texts)).toEqual(localised(question.fields, "en-IN"));
  });

  it("pairs a translation's entries with the English ones by place, and stops on one that does not line up", () => {
    const texts = (contentType: string) =>
      new Set(contentType === "faqItem" ? ["question", "answer"] : ["title", "subtitle", "ctaButtonText"]);
    const inHindi = { ...question, id: "faq-home", fields: { ...question.fields, question: "कौन जुड़ सकता है?" } };
    const pair = (...entries: SeedEntry[]) => counterparts([hero, question], { locale: "hi-IN", entries }, texts);
    const misaligned = (what: string) => `The built-in copy in hi-IN does not line up with the English copy (${what}).`;
    expect(pair(hero, inHindi)).toEqual([hero, inHindi]);
    expect(() => pair(hero)).toThrow(misaligned("1 entries for 2"));
    expect(() => pair(inHindi, hero)).toThrow(misaligned("entry hero-perks"));
    // Another FAQ item in its place: its order, shared by both languages, gives it away.
    expect(() => pair(hero, { ...inHindi, fields: { ...inHindi.fields, order: 3 } })).toThrow(
      misaligned(`entry ${question.id}`),
    );
  });

  it("sends files to the Upload API of the space's region, or to a local stand-in itself", () => {
    expect(uploadHost("api.contentful.com")).toBe("upload.contentful.com");
    expect(uploadHost("api.eu.contentful.com")).toBe("upload.eu.contentful.com");
    expect(uploadHost("127.0.0.1:4500")).toBe("127.0.0.1:4500");
  });

  it("tells a 404 from other errors", () => {
    expect(isNotFound(notFound())).toBe(true);
    expect(isNotFound(sdkError("AccessTokenInvalid", {}))).toBe(false);
    expect(isNotFound(new Error("socket hang up"))).toBe(false);
  });
});
