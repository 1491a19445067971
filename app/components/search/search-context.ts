import { createContext, useContext, type RefObject } from "react";

export interface SiteSearch {
  /**
   * Tells search what to give focus back to when it closes without a result followed: the button
   * that opened it by its command, or one that stands in for it (the hamburger, for the drawer's).
   */
  openedFrom: (returnFocusTo: HTMLElement | null) => void;
  /** After a result is followed: once its page is shown, focus moves to the place it named. */
  arriveAt: (url: string) => void;
  /** What gets focus back now that search has closed, forgotten once asked for. */
  takeReturnFocus: () => HTMLElement | null;
  /** The search dialog and its field. */
  dialog: RefObject<HTMLDialogElement | null>;
  field: RefObject<HTMLInputElement | null>;
}

/**
 * What the search's parts share, on its own so that the part loaded on demand (the results) and
 * those in the site's frame (the buttons, the dialog) reach it without importing one another.
 */
export const SiteSearchContext = createContext<SiteSearch | null>(null);

export function useSiteSearchDialog(): SiteSearch {
  const search = useContext(SiteSearchContext);
  if (!search) throw new Error("useSiteSearchDialog needs a SearchProvider above it.");
  return search;
}
