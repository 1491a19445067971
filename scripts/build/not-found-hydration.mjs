// @ts-check
// Every server sends the 404 document for unpublished addresses (/priya, /a/b/c), and React Router
// hydrates it there, matching the route that address would have (a landing page's, an article's,
// the catch-all); a route whose module was never loaded makes the whole app render again beside the
// page. So the 404 bootstrap also loads each route an unknown address can match (dynamic segment or
// splat) as React Router's bootstrap would: main module, split client loader, hydration fallback.
// Each draws the same 404 page while it has no data, so the page hydrates as drawn.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * @typedef {{ id: string, path?: string, module: string, hasDefaultExport?: boolean,
 *   clientLoaderModule?: string, hydrateFallbackModule?: string }} ManifestRoute
 */

/** From the module a page's bootstrap imports first. @param {string} clientDir @param {string} page the page's HTML */
export async function readRouteManifest(clientDir, page) {
  const file = /import\s*"(\/assets\/manifest-[^"]+\.js)"/.exec(page)?.[1];
  if (!file) throw new Error("The 404 document's bootstrap imports no route manifest: has <Scripts /> changed?");
  const source = await readFile(join(clientDir, file), "utf8");
  return /** @type {{ routes: Record<string, ManifestRoute> }} */ (
    JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1))
  );
}

/** @param {ManifestRoute} route */
const matchesUnknownAddresses = (route) => route.hasDefaultExport === true && /[:*]/.test(route.path ?? "");

/**
 * Registered before the client entry starts (it stays the bootstrap's last, dynamic import).
 * @param {string} bootstrap
 * @param {{ routes: Record<string, ManifestRoute> }} manifest
 */
export function withUnknownAddressRoutes(bootstrap, manifest) {
  const registered = new Set(
    [
      ...(/window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/.exec(bootstrap)?.[1].matchAll(/"([^"]+)"\s*:/g) ?? []),
    ].map(([, id]) => id),
  );
  const routes = Object.values(manifest.routes).filter(
    (route) => matchesUnknownAddresses(route) && !registered.has(route.id),
  );
  const entry = /\bimport\(\s*"[^"]+"\s*\)/.exec(bootstrap);
  if (routes.length === 0 || !entry) return bootstrap;
  const imports = routes.flatMap((route, index) =>
    [route.clientLoaderModule, route.hydrateFallbackModule, route.module]
      .filter((module) => module !== undefined)
      .map((module, part) => `import * as unknownAddress${index}_${part} from ${JSON.stringify(module)};`),
  );
  const modules = routes.map((route, index) => {
    const parts = [route.clientLoaderModule, route.hydrateFallbackModule, route.module].filter(
      (module) => module !== undefined,
    );
    return `${JSON.stringify(route.id)}: {${parts.map((_, part) => `...unknownAddress${index}_${part}`).join(", ")}}`;
  });
  const register = `// Every route an unknown address can match (scripts/build/not-found-hydration.mjs).\n${imports.join("\n")}\nObject.assign(window.__reactRouterRouteModules, {${modules.join(", ")}});\n`;
  return `${bootstrap.slice(0, entry.index)}${register}${bootstrap.slice(entry.index)}`;
}
