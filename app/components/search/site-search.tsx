import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { Link, useLocation } from "react-router";
import { paths } from "~/route-paths";
import { isSearchShortcut, SEARCH_SHORTCUT_KEY } from "~/lib/search-shortcut";

// The dialog, and through it Pagefind's script and the index, load when search is first opened:
// never with the page (docs/decisions/401-site-search-with-pagefind.md).
const SearchDialog = lazy(() => import("./search-dialog"));

interface SiteSearch {
  /** Opens the search dialog; focus goes back to `returnFocusTo` when it closes without a result followed. */
  openSearch: (returnFocusTo?: HTMLElement | null) => void;
  /** After a result is followed: once its page is shown, focus moves to the place it named. */
  arriveAt: (url: string) => void;
}

const SiteSearchContext = createContext<SiteSearch | null>(null);

export function useSiteSearchDialog(): SiteSearch {
  const search = useContext(SiteSearchContext);
  if (!search) throw new Error("useSiteSearchDialog needs a SearchProvider above it.");
  return search;
}

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

interface SearchLinkProps {
  className?: string;
  children: ReactNode;
  /** Runs before search opens (the drawer closes). */
  onOpen?: () => void;
  /** Gets focus back when search closes; the link itself by default. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The search control: a real link to /search, so it works before the app has arrived and without
 * JavaScript; once the app is there, a plain press opens the search dialog over the page instead
 * (a press with a modifier still opens /search where the visitor asked).
 */
export function SearchLink({ className, children, onOpen, returnFocusTo }: SearchLinkProps) {
  const { openSearch } = useSiteSearchDialog();
  return (
    <Link
      to={paths.search}
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_SHORTCUT_KEY}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen?.();
        openSearch(returnFocusTo?.current ?? event.currentTarget);
      }}
    >
      {children}
    </Link>
  );
}
