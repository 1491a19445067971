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
