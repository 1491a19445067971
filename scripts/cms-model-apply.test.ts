import { describe, expect, it } from "vitest";
import { managementCommands, type Stub, type StubState as State } from "../tests/stubs/cma-command";
import { environmentState } from "../tests/stubs/cma-stub.mjs";
import { earlierSpace as earlierModel, todaysModel } from "../tests/stubs/earlier-spaces";
import { apiField } from "./content-model/plan.mjs";
import { contentModel } from "./content-model/types.mjs";

/**
 * `npm run cms:model` as a developer runs it, real Contentful libraries inside, against the
 * Management API stub (tests/stubs/cma-stub.mjs) in each state a team's space can be in.
 */
const { stub, run } = managementCommands("cms-model-");

/** A space as an earlier release's model left it (tests/stubs/earlier-spaces.ts), with what the team wrote. */
const earlierSpace = (name: Parameters<typeof earlierModel>[0]) => environmentState(earlierModel(name));

const entriesOf = (space: Stub) => space.state().entries.map(({ sys, fields }) => ({ id: sys.id, fields }));

const cmsModel = (target: Stub, settings: Record<string, string> = {}, args: string[] = []) =>
  run("scripts/cms-model.mjs", ["--yes", ...args], target, { settings });

/** Where the service cuts a run off and retries are not the subject: each would wait seconds for the same answer. */
const NO_RETRIES = ["--retry-limit=0"];

/** A field as published, with only what apiField() writes, for comparison. */
const project = (field: Record<string, unknown>) => {
  const { id, name, type, linkType, items, required, localized, validations, defaultValue } = field;
  return JSON.parse(
    JSON.stringify({ id, name, type, linkType, items, required, localized, validations, defaultValue }),
  );
};

/** Asserts that the stub holds today's whole model, published, with every control and help text. */
function expectTodaysModel(state: State) {
  const defaultLocale = state.locales.find((locale) => locale.default)!.code;
  const published = new Map(state.publishedContentTypes.map((type) => [type.sys.id, type]));
  expect([...published.keys()].sort()).toEqual(contentModel.map((type) => type.id).sort());
  for (const type of contentModel) {
    const fields = type.fields.map((field) => JSON.parse(JSON.stringify(apiField(field, defaultLocale))));
    const inSpace = (published.get(type.id)!.fields as Record<string, unknown>[])
      .filter((field) => fields.some(({ id }) => id === field.id))
      .map(project);
    expect(inSpace, type.id).toEqual(fields.map(({ disabled: _d, omitted: _o, ...field }) => field));
    const controls = state.editorInterfaces.find((face) => face.sys.contentType.sys.id === type.id)?.controls ?? [];
    for (const field of type.fields) {
      const { widgetId, settings } = controls.find((control) => control.fieldId === field.id) ?? {};
      expect({ widgetId, settings }, `${type.id}.${field.id}`).toEqual({
        widgetId: field.control.widgetId,
        settings: expect.objectContaining(field.control.settings),
      });
    }
  }
}

describe(
  "npm run cms:model, with contentful-migration, against the Management API's stand-in",
  { concurrent: true, timeout: 180_000 },
  () => {
    it("applies the whole model to an empty environment, then, run again, changes nothing and says so", async () => {
      const space = await stub();
      const first = await cmsModel(space);
      expect(first.output).toMatch(/Content model applied\./);
      expect(first.status).toBe(0);
      expectTodaysModel(space.state());
      expect(space.state().locales.map((locale) => locale.code)).toEqual(["en-US", "hi-IN"]);

      const writes = space.writes().length;
      const second = await cmsModel(space);
      expect(second.status).toBe(0);
      expect(second.output).toMatch(/already has this content model: nothing to change/);
      expect(space.writes().length, "writes by the second run").toBe(writes);
    });

    it("keys default values by the space's own default locale (en-IN)", async () => {
      const space = await stub(environmentState({ locales: [{ code: "en-IN", name: "English (India)" }] }));
      const { status, output } = await cmsModel(space);
      expect(status, output).toBe(0);
      expectTodaysModel(space.state());
      const hero = space.state().publishedContentTypes.find((type) => type.sys.id === "heroSection")!;
      expect(hero.fields.find((field: { id: string }) => field.id === "isActive")).toMatchObject({
        defaultValue: { "en-IN": true },
      });
    });

    it("upgrades a space set up before landing pages: adds them, keeps every entry and field the team has", async () => {
      const space = await stub(earlierSpace("before-landing-pages"));
      const entriesBefore = entriesOf(space);
      const { status, output } = await cmsModel(space);
      expect(status, output).toBe(0);
      expect(output).toMatch(/landingPage: new, with 7 fields/);
      expectTodaysModel(space.state());
      expect(entriesOf(space)).toEqual(entriesBefore);
      expect(space.writes().filter((write) => write.method === "DELETE")).toEqual([]);
      expect(output).not.toMatch(/^Step \d/m);
    });

    it("upgrades a space set up before articles had addresses: adds the field, then step 1 gives each article one", async () => {
      const space = await stub(earlierSpace("before-article-slugs"));
      const { status, output } = await cmsModel(space);
      expect(status, output).toBe(0);
      expect(output).toMatch(
        /Step 1, every Knowledge Hub article gets an address: gives the 2 Knowledge Hub article\(s\) without an address one made from the title \(\/knowledge-hub\/our-first-article-gst-in-a-week, \/knowledge-hub\/our-first-article-gst-in-a-week-2\)/,
      );
      expectTodaysModel(space.state());
      const articles = space.state().publishedEntries.filter((entry) => entry.sys.contentType.sys.id === "blogArticle");
      expect(articles.map((entry) => entry.fields.slug)).toEqual([
        { "en-US": "our-first-article-gst-in-a-week" },
        { "en-US": "our-first-article-gst-in-a-week-2" },
      ]);
      // What the team wrote stays as it was.
      expect(articles.map((entry) => entry.fields.title?.["en-US"])).toEqual([
        "Our first article: GST in a week",
        "Our first article: GST in a week",
      ]);
      const again = await cmsModel(space);
      expect(again.output).toMatch(/nothing to change/);
      expect(again.output).not.toMatch(/^Step/m);
    });

    it("upgrades a space set up before Hindi: adds its locale, localises every text a visitor reads, keeps what the team wrote", async () => {
      const space = await stub(earlierSpace("before-hindi"));
      const entriesBefore = entriesOf(space);
      const { status, output } = await cmsModel(space);
      expect(status, output).toBe(0);
      expect(output).toMatch(/locales: new hi-IN \(Hindi \(India\)\), optional, with no fallback/);
      expect(output).toMatch(/faqItem: question's localized; answer's localized/);
      expectTodaysModel(space.state());
      // Optional: an entry is published before it is translated. No fallback: the Delivery API
      // answers in Hindi only what the team wrote in Hindi.
      expect(space.state().locales.find((locale) => locale.code === "hi-IN")).toMatchObject({
        name: "Hindi (India)",
        default: false,
        optional: true,
        fallbackCode: null,
      });
      expect(entriesOf(space)).toEqual(entriesBefore);

      const writes = space.writes().length;
      const again = await cmsModel(space);
      expect(again.output).toMatch(/nothing to change/);
      expect(space.writes().length, "writes by the second run").toBe(writes);
    });

    it("asks before adding the Hindi locale to a space that has the rest, and adds nothing unless told yes", async () => {
      const space = await stub(environmentState(todaysModel()));
      // No --yes, and nobody at the keyboard: the question goes unanswered.
      const asked = await run("scripts/cms-model.mjs", [], space);
      expect(asked.output).toMatch(
        /To change in the .*:\n {2}locales: new hi-IN \(Hindi \(India\)\), optional, with no fallback\n/,
      );
      expect(asked.output).toMatch(/Add it\? \(y\/N\) /);
      expect(asked.output).toMatch(/Nothing was changed\./);
      expect(asked.status).toBe(1);
      expect(space.writes()).toEqual([]);

      const told = await cmsModel(space);
      expect(told.status, told.output).toBe(0);
      expect(space.state().locales.map((locale) => locale.code)).toEqual(["en-US", "hi-IN"]);
      expectTodaysModel(space.state());
    });

    it("finishes, on the next run, what a run cut off by the service left half done", async () => {
      const space = await stub();
      space.fault({ status: 500, method: "PUT", path: "/content_types/card/published" });
      const cut = await cmsModel(space, {}, NO_RETRIES);
      expect(cut.status).toBe(1);
      expect(cut.output).toMatch(/^The content model was not fully applied: .*\nRun the command again/m);
      space.fault(null);
      const next = await cmsModel(space);
      expect(next.status, next.output).toBe(0);
      expectTodaysModel(space.state());
    });
  },
);

describe(
  "npm run cms:model when the space refuses or cannot be reached",
  { concurrent: true, timeout: 180_000 },
  () => {
    const lastLines = (output: string) => output.trim().split("\n").slice(-2).join("\n");

    it("names a missing setting, and sends nothing", async () => {
      const space = await stub();
      const { status, output } = await cmsModel(space, { CONTENTFUL_MANAGEMENT_TOKEN: "" });
      expect(status).toBe(1);
      expect(output.trim()).toMatch(/^Set CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN/);
      expect(space.requests()).toEqual([]);
    });

    it("says the token was refused (401), and writes nothing", async () => {
      const space = await stub();
      const { status, output } = await cmsModel(space, { CONTENTFUL_MANAGEMENT_TOKEN: "not-the-token" });
      expect(status).toBe(1);
      expect(lastLines(output)).toMatch(
        /refused the management token \(401 AccessTokenInvalid\): check CONTENTFUL_MANAGEMENT_TOKEN/,
      );
      expect(space.writes()).toEqual([]);
    });

    it("says the space or environment does not exist (404), naming the EU host setting", async () => {
      const space = await stub();
      const { status, output } = await cmsModel(space, { CONTENTFUL_ENVIRONMENT: "staging" });
      expect(status).toBe(1);
      expect(lastLines(output)).toMatch(
        /has no environment "staging" in space "stub-space" \(404\).*CONTENTFUL_MANAGEMENT_HOST=api\.eu\.contentful\.com/,
      );
      expect(space.writes()).toEqual([]);
    });

    it("waits out a rate limit (429) as the service asks, and applies the model", async () => {
      const space = await stub();
      // Retry at once, the service says; the client still waits its own half a second or so.
      space.fault({ status: 429, times: 2, resetSeconds: 0 });
      const { status, output } = await cmsModel(space);
      expect(status, output).toBe(0);
      expect(space.requests().filter((request) => request.status === 429)).toHaveLength(2);
      expectTodaysModel(space.state());
    });

    it("says the service cannot be reached (the client's retries, which wait seconds, turned off)", async () => {
      const space = await stub();
      const host = space.host;
      await space.close();
      const { status, output } = await cmsModel(space, { CONTENTFUL_MANAGEMENT_HOST: host }, NO_RETRIES);
      expect(status).toBe(1);
      expect(lastLines(output)).toMatch(new RegExp(`Could not reach ${host.replace(".", "\\.")} \\(ECONNREFUSED\\)`));
    });
  },
);
