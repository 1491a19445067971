// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

/**
 * ARCHITECTURE.md, "Layout": imports only go down the floors: lib/ (pure rules, domain types), content/, cms/ and
 * hooks/, components/, routes/, then root.tsx and routes.ts. Configuration modules (site.ts, deployment.ts,
 * route-paths.ts) sit under every floor.
 */
const floors: Record<string, number> = {
  lib: 1,
  content: 2,
  cms: 3,
  hooks: 3,
  components: 4,
  routes: 5,
  // The document shell and the route table put everything together.
  "root.tsx": 6,
  "routes.ts": 6,
};
const app = resolve("app");

function floorOf(file: string): number {
  const top = relative(app, file).split("/")[0];
  return floors[top] ?? 0;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

it("every module of app/ imports only from its own floor or below", () => {
  const upward: string[] = [];
  const files = sourceFiles(app);
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
      const target = specifier.startsWith("~/")
        ? join(app, specifier.slice(2))
        : specifier.startsWith(".")
          ? resolve(file, "..", specifier)
          : null;
      if (!target || !target.startsWith(app)) continue;
      if (floorOf(target) > floorOf(file)) upward.push(`${relative(app, file)} imports ${specifier}`);
    }
  }
  expect(upward).toEqual([]);
});
