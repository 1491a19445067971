// The _headers, _redirects and 404.html this build wrote, read back as the hosts read them and held
// against this build's serving.json, rule for rule; and every named runtime exception documented.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { expectCdnFilesToMatch } from "../support/cdn-files";
import { EXCEPTIONS } from "./runtime-exceptions";
import { clientDir, manifest, servedFiles } from "./site";

it("build/client/_headers and _redirects say, rule for rule, what build/serving.json says", () => {
  const read = (name: string) => readFileSync(join(clientDir, name), "utf8");
  expectCdnFilesToMatch(
    { headers: read("_headers"), redirects: read("_redirects"), notFoundHtml: read("404.html"), pageHtml: read },
    manifest,
    servedFiles,
  );
});

it("docs/serving.md's table lists every runtime exception the serving tests name", () => {
  const readme = readFileSync("docs/serving.md", "utf8");
  // A row of its table, however wide the formatter pads its first column.
  for (const name of Object.keys(EXCEPTIONS)) expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, "m"));
});
