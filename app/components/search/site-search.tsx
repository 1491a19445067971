import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SiteSearchContext } from "./search-context";

/**
 * Site search for every page: the search buttons and the "/" key open one dialog (SearchDialog,
 * which the page's frame puts right after its header, its code arriving after the app's, the key's
 * with it); a followed result lands on its section with focus there.
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
  const takeReturnFocus = useCallback(() => {
    const opener = returnFocusTo.current;
    returnFocusTo.current = null;
    return opener;
  }, []);
  const arriveAt = useCallback((url: string) => {
    arrival.current = url;
  }, []);

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
