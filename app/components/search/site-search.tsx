import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { isSearchShortcut, SEARCH_DIALOG_ID } from "~/lib/search-shortcut";
import { keepScrollbarRoom } from "~/lib/scrollbar-room";
import { SiteSearchContext } from "./search-context";

/**
 * Site search for every page: the "/" key and the search buttons open one dialog (SearchDialog,
 * which the page's frame puts right after its header, its code arriving after the app's); a
 * followed result lands on its section with focus there.
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const arrival = useRef<string | null>(null);
  const location = useLocation();

  const openedFrom = useCallback((from: HTMLElement | null) => {
    returnFocusTo.current = from;
  }, []);
  const openSearch = useCallback(() => {
    // The page's own dialog, also before its code has arrived and taken it over (SearchDialog).
    const shown = dialog.current ?? document.getElementById(SEARCH_DIALOG_ID);
    if (!(shown instanceof HTMLDialogElement)) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!shown.open) {
      keepScrollbarRoom();
      shown.showModal();
    }
    (field.current ?? shown.querySelector("input"))?.focus();
  }, []);
  const takeReturnFocus = useCallback(() => {
    const opener = returnFocusTo.current;
    returnFocusTo.current = null;
    return opener;
  }, []);
  const arriveAt = useCallback((url: string) => {
    arrival.current = url;
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Also keeps the browser's own find-as-you-type (Firefox) from taking the key.
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [openSearch]);

  useEffect(() => {
    const url = arrival.current;
    if (url === null || `${location.pathname}${location.hash}` !== url.replace(/\?[^#]*/, "")) return;
    arrival.current = null;
    // Already loaded with the search that asked for it: no request, and no bytes in the first load.
    void import("./focus-arrival").then(({ focusArrival }) => focusArrival(location.hash));
  }, [location]);

  const search = useMemo(
    () => ({ openedFrom, takeReturnFocus, arriveAt, dialog, field }),
    [openedFrom, takeReturnFocus, arriveAt, dialog, field],
  );
  return <SiteSearchContext.Provider value={search}>{children}</SiteSearchContext.Provider>;
}
