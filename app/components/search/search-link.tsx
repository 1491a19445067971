import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { SEARCH_SHORTCUT_KEY } from "~/lib/search-shortcut";
import { paths } from "~/route-paths";
import { useSiteSearchDialog } from "./search-context";

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
