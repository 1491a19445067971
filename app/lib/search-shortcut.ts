/**
 * The key that opens search anywhere on the site, as on many sites with search: "/". Until the
 * search dialog's own code has arrived, the inline loader opens the dialog for it
 * (scripts/build/hydrate-on-intent.browser.mjs); from then on that code does
 * (components/search/open-on-shortcut.ts), by the same rule, repeated in the loader because that
 * script imports nothing.
 */
export const SEARCH_SHORTCUT_KEY = "/";

/** The search dialog's id, in every page: the search buttons' command, and the loader's key, open it. */
export const SEARCH_DIALOG_ID = "site-search";

/** The window event the search dialog's code fires once it answers the key itself: the loader then stops. */
export const SEARCH_READY_EVENT = "app:search-ready";
