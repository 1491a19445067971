import { lazy, type ComponentType } from "react";

/**
 * React.lazy with a `preload()` that starts the download early: when the pointer heads for the
 * control that shows the component, a few hundred milliseconds before the click that needs it.
 * For code a page may never use (a drawer, a reading view), kept out of its first load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithPreload<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  let loading: Promise<{ default: Component }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}

/**
 * React.lazy for a part every page has in its HTML but not in its first load (the drawer, the search
 * dialog: docs/decisions/012): its code is asked for as soon as this module runs, at build and as
 * the app starts. At build it has arrived before the page is drawn, and is drawn in place, not as
 * a part streamed in later; in the browser, React leaves the part as the page has it until its code
 * is there, then takes it over.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyFromTheStart<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  let loaded: { default: Component } | undefined;
  const loading = load().then((module) => (loaded = module));
  // A module already there is handed over at once, as React.lazy reads a thenable that resolves in its call.
  const arrived = { then: (resolve: (module: { default: Component }) => void) => resolve(loaded!) };
  return lazy(() => (loaded ? (arrived as Promise<{ default: Component }>) : loading));
}
