import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * False while the prerendered HTML is being hydrated (and on the server), true straight after:
 * state only the browser knows (the address's query) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
