// @ts-check
// The site's frame as one file (docs/decisions/402): which of the app's modules every page loads,
// read from the module graph the bundler has just built rather than from a list kept by hand.

/**
 * @typedef {{ importedIds: readonly string[] }} ModuleLinks what the bundler knows of a module
 * @typedef {(id: string) => ModuleLinks | null} ModuleLookup
 */

/**
 * The modules `from` reaches through static imports, itself included; not what it loads on demand.
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
 * The app's modules every page loads: what the document's root route imports statically (the
 * layout, header, footer, search control and what they use), and what each page's own module
 * imports too (what closes a page's opening section). Never the root or a page module itself,
 * which the router loads as its own file, nor a module loaded on demand (the drawer, dialogs).
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
 * A code-splitting group's name function: "site-frame" for the modules of `siteFrameModules`,
 * worked out once per chunking pass from its module graph.
 * @param {{ root: string, pages: string[], isApp: (id: string) => boolean }} routes
 * @returns {(id: string, context: { getModuleInfo: ModuleLookup }) => string | null}
 */
export function siteFrameGroup(routes) {
  // Keyed by the root's module as this pass sees it: the browser's build and the server's are
  // chunked apart, each with its own graph.
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
