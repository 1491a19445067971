// @ts-check
// The site's frame as one chunk (docs/decisions/402): the modules every page loads, read from the
// bundler's module graph rather than a hand-kept list.

/**
 * @typedef {{ importedIds: readonly string[] }} ModuleLinks what the bundler knows of a module
 * @typedef {(id: string) => ModuleLinks | null} ModuleLookup
 */

/**
 * Itself included; not what it loads on demand.
 * @param {string} from @param {ModuleLookup} lookup @returns {Set<string>}
 */
function staticallyReached(from, lookup) {
  const reached = new Set();
  const next = [from];
  while (next.length > 0) {
    const id = /** @type {string} */ (next.pop());
    if (reached.has(id)) continue;
    const module = lookup(id);
    if (!module) continue;
    reached.add(id);
    next.push(...module.importedIds);
  }
  return reached;
}

/**
 * What the root route imports statically, plus what every page module imports. Never the root or
 * a page module (the router loads each as its own file), nor one loaded on demand (drawer, dialogs).
 * @param {{ root: string, pages: string[], isApp: (id: string) => boolean }} routes the root
 *   route's module, the page routes' modules, and which ids are the app's own
 * @param {ModuleLookup} lookup
 * @returns {Set<string>}
 */
export function siteFrameModules({ root, pages, isApp }, lookup) {
  const frame = staticallyReached(root, lookup);
  const built = pages.filter((page) => lookup(page));
  const [first, ...others] = built.map((page) => staticallyReached(page, lookup));
  for (const id of first ?? []) if (others.every((reached) => reached.has(id))) frame.add(id);
  for (const id of [root, ...pages]) frame.delete(id);
  for (const id of frame) if (!isApp(id)) frame.delete(id);
  return frame;
}

/**
 * A code-splitting group's name function, computed once per chunking pass.
 * @param {{ root: string, pages: string[], isApp: (id: string) => boolean }} routes
 * @returns {(id: string, context: { getModuleInfo: ModuleLookup }) => string | null}
 */
export function siteFrameGroup(routes) {
  // Keyed by the root's module: the browser and server builds are chunked apart, each its own graph.
  /** @type {WeakMap<object, Set<string>>} */
  const frames = new WeakMap();
  return (id, context) => {
    /** @type {ModuleLookup} */
    const getModuleInfo = (module) => context.getModuleInfo(module);
    const root = getModuleInfo(routes.root);
    if (!root) return null;
    let frame = frames.get(root);
    if (!frame) frames.set(root, (frame = siteFrameModules(routes, getModuleInfo)));
    return frame.has(id) ? "site-frame" : null;
  };
}
