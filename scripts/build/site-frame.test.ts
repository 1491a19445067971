import { describe, expect, it } from "vitest";
import { siteFrameGroup, siteFrameModules } from "./site-frame.mjs";

/** A module graph as the bundler reports it: each module's static imports. */
const graphOf = (edges: Record<string, string[]>) => (id: string) => (id in edges ? { importedIds: edges[id] } : null);

const graph = graphOf({
  "/app/root.tsx": ["/app/layout.tsx", "/node_modules/react/index.js"],
  "/app/layout.tsx": ["/app/header.tsx", "/app/footer.tsx"],
  "/app/header.tsx": ["/app/icon.tsx"],
  "/app/footer.tsx": ["/app/icon.tsx"],
  "/app/icon.tsx": [],
  "/node_modules/react/index.js": [],
  // The drawer is loaded on demand: a dynamic import is not among a module's importedIds.
  "/app/drawer.tsx": ["/app/icon.tsx"],
  "/app/routes/home.tsx": ["/app/page-hero.tsx", "/app/home-only.tsx"],
  "/app/routes/perks.tsx": ["/app/page-hero.tsx"],
  "/app/page-hero.tsx": ["/app/first-screen-end.tsx"],
  "/app/first-screen-end.tsx": [],
  "/app/home-only.tsx": [],
});
const routes = {
  root: "/app/root.tsx",
  pages: ["/app/routes/home.tsx", "/app/routes/perks.tsx", "/app/routes/server-only.tsx"],
  isApp: (id: string) => id.startsWith("/app/"),
};

describe("the site's frame, read from the module graph", () => {
  it("holds every app module the root imports statically, directly or through others", () => {
    const frame = siteFrameModules(routes, graph);
    for (const id of ["/app/layout.tsx", "/app/header.tsx", "/app/footer.tsx", "/app/icon.tsx"]) {
      expect(frame, id).toContain(id);
    }
  });

  it("holds what every page imports, not what only some pages do", () => {
    const frame = siteFrameModules(routes, graph);
    expect(frame).toContain("/app/page-hero.tsx");
    expect(frame).toContain("/app/first-screen-end.tsx");
    expect(frame).not.toContain("/app/home-only.tsx");
  });

  it("leaves out the route modules themselves, what loads on demand, and what is not the app's", () => {
    const frame = siteFrameModules(routes, graph);
    for (const id of ["/app/root.tsx", "/app/routes/home.tsx", "/app/drawer.tsx", "/node_modules/react/index.js"]) {
      expect(frame, id).not.toContain(id);
    }
  });

  it("names the frame's modules for the bundler, each pass from its own graph", () => {
    const name = siteFrameGroup(routes);
    expect(name("/app/header.tsx", { getModuleInfo: graph })).toBe("site-frame");
    expect(name("/app/home-only.tsx", { getModuleInfo: graph })).toBeNull();
    // Another pass (the server's build) whose root imports no header.
    const other = graphOf({ "/app/root.tsx": ["/app/footer.tsx"], "/app/footer.tsx": [] });
    expect(name("/app/header.tsx", { getModuleInfo: other })).toBeNull();
    expect(name("/app/footer.tsx", { getModuleInfo: other })).toBe("site-frame");
  });
});
