// Builds against the Delivery API stub while the content service fails (docs/decisions/905): down
// throughout, failing in part, and failing in part in production (which must stop cleanly).
// Before, a lone failing type outlasted React Router's prerender timeout with the SDK's retries,
// and every build died with a stack trace about `/_.data`.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildQueryBudget } from "../../app/cms/client";
import { partnerPerks } from "../../app/content/perks";
import { BUILD_LOG } from "../stubs/build-with-stub.mjs";
import { runAndRead } from "../../scripts/build/check-build-log.mjs";
import { createCmsStub, loadFixtures, STUB_SPACE, STUB_TOKEN } from "../stubs/cms-stub.mjs";
import { cmsE2e, COPY_TRANSLATIONS } from "../e2e/cms-settings.mjs";

/** Every outage build must match it page for page. */
const BUILT_IN = "build";

async function htmlFiles(buildDir: string): Promise<string[]> {
  const clientDir = join(buildDir, "client");
  const files = await readdir(clientDir, { recursive: true });
  return files.filter((file) => file.endsWith(".html")).sort();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const page = (buildDir: string, file: string) => readFile(join(buildDir, "client", file), "utf8");
const lines = (log: string) => log.split("\n").map(stripVTControlCharacters);

/**
 * Builds run one after another: side by side, each prerender's Vite server (React Router plugin,
 * command "serve") rewrote .react-router/types under the others (ENOENT on a mkdir there).
 */
let previousBuild: Promise<unknown> = Promise.resolve();

/** Queued as the file is collected (previousBuild); each test awaits only its own build. */
function buildAgainst(
  buildDir: string,
  faults: Parameters<ReturnType<typeof createCmsStub>["setFault"]>[0],
  { fixtures = [] as ReturnType<typeof loadFixtures>, production = false } = {},
) {
  const stub = createCmsStub({ fixtures });
  stub.setFault(faults);
  const built = previousBuild
    .then(() => stub.listen())
    .then(async (stubUrl) => {
      const build = await runAndRead("build", {
        echo: false,
        env: {
          ...process.env,
          BUILD_DIR: buildDir,
          SITE_TRANSLATIONS: COPY_TRANSLATIONS,
          NGINX_CONF: join(buildDir, "nginx.conf"),
          CONTENTFUL_SPACE_ID: STUB_SPACE,
          CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
          CONTENTFUL_HOST: stubUrl,
          CONTENTFUL_PREVIEW: "false",
          // Whatever the shell or a .env file says.
          SITE_ENV: production ? "production" : "",
          SITE_ORIGIN: "https://launchpad.example",
        },
      });
      // Kept beside the build, as the browser tests' copies keep theirs.
      if (existsSync(buildDir)) await writeFile(join(buildDir, BUILD_LOG), build.log);
      return build;
    });
  previousBuild = built.catch(() => undefined);
  const result = { stub, build: { status: -1, log: "" } };
  beforeAll(async () => {
    result.build = await built;
  });
  afterAll(() => stub.close());
  return result;
}

describe("a development build while the content service answers 500 throughout", () => {
  const buildDir = "build-outage-500";
  const run = buildAgainst(buildDir, { mode: "500" });

  it("finishes", () => {
    expect(run.build.status, `the build's last lines:\n${run.build.log.slice(-4000)}`).toBe(0);
  });

  it("warns once, naming the service's error, and asks one query (its retries, one probe) in the whole build", () => {
    const said = lines(run.build.log).filter((line) => line.startsWith("[cms] Build:"));
    expect(said).toEqual([
      expect.stringMatching(
        /^\[cms\] Build: the content service could not be read \(articles: InternalServerError: status 500.+\)\. This build goes on with the built-in copy and asks the service nothing more\.$/,
      ),
    ]);
    expect(run.stub.requests.map((request) => request.answered)).toEqual(
      Array(buildQueryBudget.retryLimit + 2).fill(500),
    );
    expect(run.build.log).toMatch(
      /^content: none read; \d+ more queries answered with the built-in copy without asking, the service being down$/m,
    );
    // The Hindi build, which the English one starts, knows: it asks nothing and warns of nothing.
    expect(run.build.log).toMatch(
      /^hi: content: none read; \d+ more queries answered with the built-in copy without asking, the service being down$/m,
    );
  });

  it("prerenders every page of the built-in build, on the built-in copy", async () => {
    const expected = await htmlFiles(BUILT_IN);
    expect(expected.length).toBeGreaterThan(20);
    expect(await htmlFiles(buildDir)).toEqual(expected);
    for (const file of expected) {
      const [builtIn, built] = await Promise.all([page(BUILT_IN, file), page(buildDir, file)]);
      expect(titleOf(built), file).toBe(titleOf(builtIn));
    }
  });
});

describe("a development build while some types fail, each its own way, and the Hindi locale", () => {
  const buildDir = "build-outage-partial";
  const run = buildAgainst(
    buildDir,
    [
      { mode: "500", contentType: "partnerPerk" },
      { mode: "429", resetSeconds: 0, contentType: "heroSection" },
      { mode: "malformed", contentType: "blogArticle" },
      { mode: "500", contentType: "landingPage" },
      { mode: "500", locale: "hi-IN" },
    ],
    { fixtures: loadFixtures(cmsE2e.fixtures) },
  );
  const said = () => lines(run.build.log).filter((line) => /^(hi: )?\[cms\] Build:/.test(line));

  it("finishes", () => {
    expect(run.build.status, `the build's last lines:\n${run.build.log.slice(-4000)}`).toBe(0);
  });

  it("warns once per failed type, naming its error and the pages built with its built-in copy", () => {
    expect(said()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\[cms\] Build: partner perks \(partnerPerk\) could not be read \(InternalServerError: status 500.*\); these pages show its built-in copy, the team's other content as published: .*\/perks.*\.$/,
        ),
        expect.stringMatching(
          /^\[cms\] Build: hero \(heroSection\) could not be read \(RateLimitExceeded: status 429.*: \/.*\/perks.*\.$/,
        ),
        expect.stringMatching(
          /^\[cms\] Build: articles \(blogArticle\) could not be read \(MalformedResponse: .*\/knowledge-hub.*\.$/,
        ),
        expect.stringMatching(
          /^\[cms\] Build: landing pages \(landingPage\) could not be read \(InternalServerError: status 500.*\.$/,
        ),
      ]),
    );
    // The Hindi build: its locale's questions fail, the service answers the rest: its own outage.
    expect(said().filter((line) => /the content service could not be read/.test(line))).toEqual([
      expect.stringMatching(
        /^\[cms\] Build: the content service could not be read \(.+ in hi-IN: InternalServerError: status 500/,
      ),
    ]);
    expect(said()).toHaveLength(5);
    // Each failing type was asked once, with its retries: never again on the pages after.
    const answered = (type: string) => run.stub.requests.filter((request) => request.query.content_type === type);
    expect(answered("partnerPerk")).toHaveLength(buildQueryBudget.retryLimit + 1);
    expect(answered("blogArticle")).toHaveLength(1);
  });

  it("shows the built-in copy for those types alone, and the team's other content as published", async () => {
    const perks = await page(buildDir, "perks/index.html");
    for (const { name } of partnerPerks) expect(perks).toContain(name);
    expect(perks).not.toContain("Novapay (content service)");
    const home = await page(buildDir, "index.html");
    // The team's FAQ, from the service; its hero, the built-in one.
    expect(home).toContain("First question from the content service?");
    expect(home).not.toContain("Founders build here (content service)");
    // Every page of the built-in build is there, the Hindi ones on their built-in copy.
    const files = await htmlFiles(buildDir);
    expect(files).toEqual(expect.arrayContaining(await htmlFiles(BUILT_IN)));
    const [builtInHindi, hindi] = await Promise.all([page(BUILT_IN, "hi/index.html"), page(buildDir, "hi/index.html")]);
    expect(titleOf(hindi)).toBe(titleOf(builtInHindi));
  });
});

describe("a production build while one type fails", () => {
  const buildDir = "build-outage-production";
  const run = buildAgainst(buildDir, { mode: "500", contentType: "partnerPerk" }, { production: true });

  it("stops with one clear message naming the type, its error and what to do, no stack trace", () => {
    expect(run.build.status).not.toBe(0);
    const log = lines(run.build.log).join("\n");
    expect(log).toMatch(
      /\[cms\] Production build stopped: the content service could not be read for\n {2}- partner perks \(partnerPerk\): InternalServerError: status 500[^\n]*\nA build on the built-in copy would replace what the team published; the last good deploy stays online\.\nWhat to do: build again in a few minutes/,
    );
    expect(log).not.toMatch(/^\s+at /m);
    expect(log).not.toMatch(/Request failed for|aborted due to timeout/);
  });

  it("leaves nothing that could be published in place of the last good deploy", () => {
    expect(existsSync(join(buildDir, "client"))).toBe(false);
  });
});
