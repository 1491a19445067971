import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pinnedNode, runtimeProblem } from "./runtime.mjs";

const read = (path: string) => readFileSync(path, "utf8");
const pinned = pinnedNode(".");

describe("the project's Node", () => {
  it("runs every npm script, this one included: the pinned version, of a long-term-support line", () => {
    expect(process.versions.node).toBe(pinned);
    // Node names its LTS releases ("Krypton" for 24); a Current or end-of-life-bound odd line has none.
    expect(process.release.lts).toEqual(expect.any(String));
  });

  it("is the one version that package.json, .nvmrc, the README and the hosts' build settings name", () => {
    const pkg = JSON.parse(read("package.json"));
    expect(pkg.devDependencies.node).toBe(pinned);
    expect(pkg.engines.node).toBe(`^${pinned}`);
    expect(read(".nvmrc").trim()).toBe(pinned);
    expect(read("README.md")).toContain(`Node ${pinned}`);
    const hostSettings = [...read("docs/deploy.md").matchAll(/NODE_VERSION=([\w.]+)/g)].map(([, version]) => version);
    expect(hostSettings).toEqual([pinned, pinned]);
  });
});

describe("runtimeProblem", () => {
  it("lets the pinned major run the server, patch releases of it included", () => {
    expect(runtimeProblem("24.21.0", "24.21.0")).toBeNull();
    expect(runtimeProblem("v24.30.1", "24.21.0")).toBeNull();
  });

  it("refuses another major, saying which Node runs and how to start the pinned one", () => {
    const problem = runtimeProblem("20.20.2", "24.21.0");
    expect(problem).toContain("Node 20.20.2");
    expect(problem).toContain("Node 24.21.0");
    expect(problem).toContain("npm start");
  });
});
