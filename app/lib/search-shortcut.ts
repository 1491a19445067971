/**
 * The key that opens search anywhere on the site, as on many sites with search: "/". Before the app
 * has arrived the inline loader opens the search dialog for it (scripts/build/hydrate-on-intent.browser.mjs),
 * with the same rule as isSearchShortcut below, repeated there because that script imports nothing.
 */
export const SEARCH_SHORTCUT_KEY = "/";

/** The search dialog's id, in every page: the search buttons' command, and the loader's key, open it. */
export const SEARCH_DIALOG_ID = "site-search";

/** Whether focus is where "/" is a character the visitor is typing. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select") !== null);

/** "/" pressed on its own, not while typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    event.key === SEARCH_SHORTCUT_KEY &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    !isTypingTarget(event.target)
  );
}
