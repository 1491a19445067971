import { createContext, useContext } from "react";

export interface SiteSearch {
  /** Opens the search dialog; focus goes back to `returnFocusTo` when it closes without a result followed. */
  openSearch: (returnFocusTo?: HTMLElement | null) => void;
  /** After a result is followed: once its page is shown, focus moves to the place it named. */
  arriveAt: (url: string) => void;
}

/**
 * What the search's parts share, on its own so that the parts loaded on demand (the dialog and its
 * panel) and those in the site's frame (the controls) reach it without importing the module that
 * loads the dialog.
 */
export const SiteSearchContext = createContext<SiteSearch | null>(null);

export function useSiteSearchDialog(): SiteSearch {
  const search = useContext(SiteSearchContext);
  if (!search) throw new Error("useSiteSearchDialog needs a SearchProvider above it.");
  return search;
}
