import { useCallback, useEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { keepScrollbarRoom } from "~/lib/scrollbar-room";
import { Icon } from "./icon";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the last control comes back to the first (and Shift+Tab the other way): the browser
 * keeps focus off the inert page, but would let it leave for its own toolbar.
 */
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

/** A press on the backdrop reaches the dialog itself, outside its box. */
function isOnBackdrop(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * What the site adds to every modal dialog it shows, however it was opened (by the app, or by a
 * button's `command` before the app had started): Escape closes it even from a search field, which
 * would otherwise take the key to clear itself; Tab goes round inside; a press on the backdrop
 * closes it where the browser has no `closedby="any"` of its own.
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
  /**
   * Told each time it opens or closes, whatever did it (a button's command, Escape, the backdrop,
   * the app), and once as the app starts if the visitor opened it before.
   */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A modal dialog that is in every page's HTML from the start, closed, and opened by a button's
 * `command="show-modal"` (docs/decisions/012): the browser shows it at the first tap, before the app
 * has started and without JavaScript, and Escape and the backdrop (`closedby="any"`) close it and
 * hand focus back to that button. Once the app runs it adds what every dialog of the site has
 * (useDialogDismissal) and opens or closes it through `dialog` when it needs to.
 */
export function NativeDialog({ id, dialog, onOpenChange, children, ...props }: NativeDialogProps) {
  useDialogDismissal(
    dialog,
    useCallback(() => dialog.current?.close(), [dialog]),
  );
  // A link inside it leads somewhere (another page, this one, a section): it closes as the app goes
  // there (not as the app starts: a visitor may have opened it before).
  const { key } = useLocation();
  const shownOn = useRef(key);
  useEffect(() => {
    if (shownOn.current === key) return;
    shownOn.current = key;
    dialog.current?.close();
  }, [dialog, key]);
  // A press on a button whose command opens it: measured in the press, before the browser opens it.
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

/**
 * A dialog's heading beside its close button: the bar the drawer and the search dialog open with.
 * The button closes the dialog it names by the browser's own command, before the app has started
 * too.
 */
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
