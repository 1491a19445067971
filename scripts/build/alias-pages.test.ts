import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeAliasPages } from "./alias-pages.mjs";
import { attribute, elements, parseHtml } from "./html.mjs";

const clientDir = mkdtempSync(join(tmpdir(), "alias-pages-test-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("writeAliasPages", () => {
  it("replaces each alias's page with a valid redirect page: language, refresh, canonical link, noindex", async () => {
    mkdirSync(join(clientDir, "perks"));
    writeFileSync(join(clientDir, "perks/index.html"), "<!DOCTYPE html><html><head><title>Perks &amp; offers</title>");
    mkdirSync(join(clientDir, "offers"));
    writeFileSync(join(clientDir, "offers/index.html"), '<meta http-equiv="refresh" content="0;url=/perks">');

    const written = await writeAliasPages({
      clientDir,
      aliases: { "/offers": "/perks" },
      origin: "https://launchpad.example",
      lang: "en-IN",
      movedText: "This page has moved:",
    });

    expect(written).toBe(1);
    const html = readFileSync(join(clientDir, "offers/index.html"), "utf8");
    const found = [...elements(parseHtml(html))];
    const meta = (name: string, key = "name") =>
      found.find((element) => element.tagName === "meta" && attribute(element, key) === name);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-IN">/);
    expect(attribute(meta("refresh", "http-equiv")!, "content")).toBe("0; url=/perks");
    expect(attribute(meta("robots")!, "content")).toBe("noindex");
    const canonical = found.find((element) => element.tagName === "link" && attribute(element, "rel") === "canonical");
    expect(attribute(canonical!, "href")).toBe("https://launchpad.example/perks");
    expect(html).toContain("<title>Perks &amp; offers</title>");
    expect(html).toContain('This page has moved: <a href="/perks">Perks &amp; offers</a>');
    expect(found.some((element) => element.tagName === "script")).toBe(false);
  });
});
