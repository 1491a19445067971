// A development build whose content service is down throughout (docs/editors.md: it "warns and
// goes on with the built-in copy"): built against the local Delivery API stub answering every
// request with a 500, then with a 429 and its X-Contentful-RateLimit-Reset, each into a build
// directory of its own, and compared with the built-in build (build/). The outage costs one query
// and its retries for the whole build (app/cms/content-outage.ts), the Hindi build it starts
// included, whose one warning names the service's error; before, the prerender's first query waited out its retries again, inside a
// request React Router abandons, and the build died.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETRY_LIMIT } from "../../app/cms/client";
import { BUILD_LOG } from "../../scripts/build-with-stub.mjs";
import { runAndRead } from "../../scripts/check-build-log.mjs";
import { createCmsStub, STUB_SPACE, STUB_TOKEN } from "../../scripts/cms-stub.mjs";

/** The built-in build, the one every outage build must match page for page. */
const BUILT_IN = "build";

const outages = [
  { answer: "500", fault: { mode: "500" as const }, error: /InternalServerError: status 500/ },
  // One second, the least the header says: the SDK waits it (and some jitter) before each retry.
  { answer: "429", fault: { mode: "429" as const, resetSeconds: 1 }, error: /RateLimitExceeded: status 429/ },
];

/** Every HTML file under a build's client folder, by its path there. */
async function htmlFiles(buildDir: string): Promise<string[]> {
  const clientDir = join(buildDir, "client");
  const files = await readdir(clientDir, { recursive: true });
  return files.filter((file) => file.endsWith(".html")).sort();
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

describe.each(outages)("a development build while the content service answers $answer throughout", (outage) => {
  const buildDir = `build-outage-${outage.answer}`;
  const stub = createCmsStub();
  let build: { status: number; log: string };

  beforeAll(async () => {
    stub.setFault(outage.fault);
    const stubUrl = await stub.listen();
    build = await runAndRead("build", {
      echo: false,
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        NGINX_CONF: join(buildDir, "nginx.conf"),
        CONTENTFUL_SPACE_ID: STUB_SPACE,
        CONTENTFUL_DELIVERY_TOKEN: STUB_TOKEN,
        CONTENTFUL_HOST: stubUrl,
        CONTENTFUL_PREVIEW: "false",
        // Not a production build, whatever the shell or a .env file says: that one stops instead.
        SITE_ENV: "",
      },
    });
    // Kept beside the build, as the browser tests' copies keep theirs.
    await writeFile(join(buildDir, BUILD_LOG), build.log).catch(() => undefined);
  });
  afterAll(() => stub.close());

  it("finishes", () => {
    expect(build.status, `the build's last lines:\n${build.log.slice(-4000)}`).toBe(0);
  });

  it("warns once, naming the service's error, and asks one query (with its retries) in the whole build", () => {
    // What the content code says in a build starts so; the SDK's retry notices ("[cms] Server 500
    // error occurred. Waiting for…") are counted by the stub instead.
    const said = build.log
      .split("\n")
      .map(stripVTControlCharacters)
      .filter((line) => line.startsWith("[cms] Build:"));
    expect(said).toEqual([
      expect.stringMatching(
        /^\[cms\] Build: the content service could not be read \(articles for \/knowledge-hub: .+\)\. This build goes on with the built-in copy and asks the service nothing more\.$/,
      ),
    ]);
    expect(said[0]).toMatch(outage.error);
    expect(stub.requests.map((request) => request.answered)).toEqual(
      Array(RETRY_LIMIT + 1).fill(Number(outage.answer)),
    );
    expect(build.log).toMatch(
      /^content: none read; \d+ more queries answered with the built-in copy without asking, the service being down$/m,
    );
    // The Hindi build, which the English one starts, knows: it asks nothing and warns of nothing.
    expect(build.log).toMatch(
      /^hi: content: none read; \d+ more queries answered with the built-in copy without asking, the service being down$/m,
    );
  });

  it("prerenders every page of the built-in build, on the built-in copy", async () => {
    const expected = await htmlFiles(BUILT_IN);
    expect(expected.length).toBeGreaterThan(20);
    expect(await htmlFiles(buildDir)).toEqual(expected);
    for (const file of expected) {
      const [builtIn, built] = await Promise.all(
        [BUILT_IN, buildDir].map((dir) => readFile(join(dir, "client", file), "utf8")),
      );
      expect(titleOf(built), file).toBe(titleOf(builtIn));
    }
  });
});
