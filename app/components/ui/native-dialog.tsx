import { useCallback, useEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { keepScrollbarRoom } from "~/lib/scrollbar-room";
import { Icon } from "./icon";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The browser keeps focus off the inert page, but would let it leave for its toolbar: Tab wraps instead. */
function keepFocusInside(event: KeyboardEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((control) => control.checkVisibility());
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A backdrop press targets the dialog itself, outside its box. */
function isOnBackdrop(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * For every modal, however opened (by the app or by a `command` before it started): Escape closes
 * even from a search field, which would otherwise take the key to clear itself; Tab wraps inside;
 * a backdrop press closes where the browser lacks `closedby="any"`.
 */
export function useDialogDismissal(dialog: RefObject<HTMLDialogElement | null>, dismiss: () => void) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        dismiss();
      } else if (event.key === "Tab") {
        keepFocusInside(event);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (isOnBackdrop(event)) dismiss();
    };
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("click", onClick);
    };
  }, [dialog, dismiss]);
}

interface NativeDialogProps extends Omit<ComponentPropsWithoutRef<"dialog">, "open" | "id"> {
  id: string;
  dialog: RefObject<HTMLDialogElement | null>;
  /** On every open or close, whatever did it, and once at start-up if the visitor opened it before. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * In every page's HTML, closed, opened by a button's `command="show-modal"` (docs/decisions/012): it
 * works at the first tap, before the app and without JavaScript, with Escape and the backdrop
 * (`closedby="any"`) closing it and returning focus. The app adds useDialogDismissal and `dialog` control.
 */
export function NativeDialog({ id, dialog, onOpenChange, children, ...props }: NativeDialogProps) {
  useDialogDismissal(
    dialog,
    useCallback(() => dialog.current?.close(), [dialog]),
  );
  // A link inside leads somewhere: close on navigation, not at start-up (the visitor may have opened it).
  const { key } = useLocation();
  const shownOn = useRef(key);
  useEffect(() => {
    if (shownOn.current === key) return;
    shownOn.current = key;
    dialog.current?.close();
  }, [dialog, key]);
  // Measure the scrollbar in the press, before the browser opens the dialog.
  useEffect(() => {
    const onPress = (event: MouseEvent) => {
      const opener = event.target instanceof Element ? event.target.closest(`[commandfor="${id}"]`) : null;
      if (opener && !dialog.current?.open) keepScrollbarRoom();
    };
    document.addEventListener("click", onPress, { capture: true });
    return () => document.removeEventListener("click", onPress, { capture: true });
  }, [dialog, id]);
  useEffect(() => {
    const element = dialog.current;
    if (!element || !onOpenChange) return;
    if (element.open) onOpenChange(true);
    const observer = new MutationObserver(() => onOpenChange(element.open));
    observer.observe(element, { attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [dialog, onOpenChange]);
  return (
    <dialog ref={dialog} id={id} closedby="any" {...props}>
      {children}
    </dialog>
  );
}

/** The bar the drawer and the search dialog open with; its close button works before the app starts too. */
export function DialogTitleBar({
  titleId,
  title,
  closeLabel,
  dialogId,
  className,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  dialogId: string;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center justify-between", className)}>
      <h2 id={titleId} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <button
        type="button"
        command="close"
        commandfor={dialogId}
        aria-label={closeLabel}
        className="relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100"
      >
        <Icon name="close" className="size-6" tooltip={closeLabel} />
      </button>
    </div>
  );
}
