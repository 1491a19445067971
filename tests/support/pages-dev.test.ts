import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pagesDevEnvironment, seedOfflineCaches } from "./pages-dev.mjs";

const workDir = mkdtempSync(join(tmpdir(), "pages-dev-test-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("pagesDevEnvironment", () => {
  it("turns telemetry and error reports off, keeps wrangler's files in the work directory, drops account settings", () => {
    process.env.CLOUDFLARE_API_TOKEN = "secret";
    process.env.WRANGLER_SEND_METRICS = "true";
    try {
      const env = pagesDevEnvironment(workDir);
      expect(env).toMatchObject({
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        XDG_CONFIG_HOME: join(workDir, "config"),
        TMPDIR: join(workDir, "tmp"),
      });
      expect(env.CLOUDFLARE_API_TOKEN).toBeUndefined();
      expect(env.PATH).toBe(process.env.PATH);
    } finally {
      delete process.env.CLOUDFLARE_API_TOKEN;
      delete process.env.WRANGLER_SEND_METRICS;
    }
  });
});

describe("seedOfflineCaches", () => {
  it("answers the Request.cf and update look-ups from their caches, fresh and naming the installed wrangler", () => {
    seedOfflineCaches(workDir);
    expect(JSON.parse(readFileSync(join(workDir, "node_modules/.mf/cf.json"), "utf8"))).toEqual({});
    const update = JSON.parse(readFileSync(join(workDir, "tmp/update-check/wrangler-latest.json"), "utf8"));
    const installed = JSON.parse(readFileSync("node_modules/wrangler/package.json", "utf8")).version;
    expect(update.latest).toBe(installed);
    expect(Date.now() - update.lastUpdate).toBeLessThan(60_000);
  });
});
