import { useEffect, type RefObject } from "react";
import { keepScrollbarRoom } from "~/lib/scrollbar-room";
import { SEARCH_READY_EVENT, SEARCH_SHORTCUT_KEY } from "~/lib/search-shortcut";

/** Whether focus is where "/" is a character the visitor is typing. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select") !== null);

/** "/" pressed on its own, not while typing in a field. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    event.key === SEARCH_SHORTCUT_KEY &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    !isTypingTarget(event.target)
  );
}

/**
 * The "/" key opens the search dialog anywhere on the page, focus in its field, and what had focus
 * gets it back when it closes. Part of the dialog's code, not of the page's first load: until it
 * has arrived the inline loader answers the key, and this tells it to stop once it answers itself.
 */
export function useOpenOnSearchShortcut(
  dialog: RefObject<HTMLDialogElement | null>,
  field: RefObject<HTMLInputElement | null>,
  openedFrom: (returnFocusTo: HTMLElement | null) => void,
) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shown = dialog.current;
      if (!isSearchShortcut(event) || !shown) return;
      // Also keeps the browser's own find-as-you-type (Firefox) from taking the key.
      event.preventDefault();
      openedFrom(document.activeElement instanceof HTMLElement ? document.activeElement : null);
      if (!shown.open) {
        keepScrollbarRoom();
        shown.showModal();
      }
      field.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    window.dispatchEvent(new Event(SEARCH_READY_EVENT));
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dialog, field, openedFrom]);
}
