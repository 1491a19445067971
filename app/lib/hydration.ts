/**
 * The app's scripts start after the prerendered page has painted (see
 * docs/decisions/001-paint-first-hydrate-on-idle-or-intent.md). When hydration has finished, the
 * document says so: the inline loader replays the taps it held back, and tests wait for it.
 */
export const HYDRATED_EVENT = "app:hydrated";

/** Set on <html> once the app is interactive: `<html data-hydrated="true">`. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function announceHydrated(): void {
  // A mark on the page's timeline too, for traces and for tests of what loads after hydration.
  performance.mark(HYDRATED_EVENT);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * Whether the app has hydrated the page the document arrived with: false on the server, while
 * hydrating and in a page without the app; true from then on, through every client navigation.
 */
export function appHasHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}
