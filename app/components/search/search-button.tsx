import type { ReactNode, RefObject } from "react";
import { SEARCH_DIALOG_ID, SEARCH_SHORTCUT_KEY } from "~/lib/search-shortcut";
import { useSiteSearchDialog } from "./search-context";

interface SearchButtonProps {
  className?: string;
  children: ReactNode;
  /** Runs before search opens (the drawer closes). */
  onOpen?: () => void;
  /** Gets focus back when search closes; the button itself by default. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The search control (the header's, the drawer's): opens the search dialog by the browser's own
 * command, at the first tap, before the app has started and without it (docs/decisions/012).
 */
export function SearchButton({ className, children, onOpen, returnFocusTo }: SearchButtonProps) {
  const { openedFrom } = useSiteSearchDialog();
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={SEARCH_DIALOG_ID}
      aria-haspopup="dialog"
      aria-keyshortcuts={SEARCH_SHORTCUT_KEY}
      className={className}
      onClick={(event) => {
        onOpen?.();
        openedFrom(returnFocusTo?.current ?? event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}
