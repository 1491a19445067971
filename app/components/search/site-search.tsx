import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { isSearchShortcut } from "~/lib/search-shortcut";
import { SiteSearchContext } from "./search-context";

// The dialog, and through it Pagefind's script and the index, load when search is first opened:
// never with the page (docs/decisions/401-site-search-with-pagefind.md).
const SearchDialog = lazy(() => import("./search-dialog"));

/**
 * Site search for every page: the "/" key and the search controls open one dialog, loaded on first
 * use; a followed result lands on its section with focus there.
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const arrival = useRef<string | null>(null);
  const location = useLocation();

  const openSearch = useCallback((from?: HTMLElement | null) => {
    returnFocusTo.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setEverOpened(true);
    setOpen(true);
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

  const search = useMemo(() => ({ openSearch, arriveAt }), [openSearch, arriveAt]);
  return (
    <SiteSearchContext.Provider value={search}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </SiteSearchContext.Provider>
  );
}
