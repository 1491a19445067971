import { lazy, type ComponentType } from "react";

/**
 * For code a page may never use (a drawer, a reading view): `preload()` starts the download as the
 * pointer heads for its control, a few hundred milliseconds before the click.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithPreload<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  let loading: Promise<{ default: Component }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}

/**
 * For a part in every page's HTML but not its first load (drawer, search dialog:
 * docs/decisions/012). Loading starts when this module runs, so at build the part renders in place
 * rather than streamed; in the browser React keeps the server HTML until the code arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyFromTheStart<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  let loaded: { default: Component } | undefined;
  const loading = load().then((module) => (loaded = module));
  // A module already there is handed over at once, as React.lazy reads a thenable that resolves in its call.
  const arrived = { then: (resolve: (module: { default: Component }) => void) => resolve(loaded!) };
  return lazy(() => (loaded ? (arrived as Promise<{ default: Component }>) : loading));
}
