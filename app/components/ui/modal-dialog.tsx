import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<"dialog">, "open" | "onClose" | "onCancel"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets focus as the dialog opens; the browser's choice (its first control) otherwise. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Runs once the dialog has closed, however it closed: where focus goes next. */
  onClosed?: () => void;
}

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
 * The page's scrollbar width, for app.css to keep the page where it is while a dialog holds it
 * still (no scrollbar then). Set through the CSSOM, which a strict Content-Security-Policy allows.
 */
function keepScrollbarRoom() {
  const root = document.documentElement;
  root.style.setProperty("--scrollbar-room", `${window.innerWidth - root.clientWidth}px`);
}

/**
 * A modal dialog on the browser's own <dialog> (`showModal()`): the page behind is inert (no
 * focus, no clicks, hidden from assistive technology), focus goes round inside, the dialog sits in the
 * top layer over a `::backdrop`, and app.css holds the page still while it is open. Escape and a
 * press on the backdrop close it. No style attribute or <style> element is written, nothing a
 * strict Content-Security-Policy would refuse (docs/decisions/701).
 *
 * `open` is the one truth: Escape and the backdrop ask for it to be false, and the dialog closes
 * as the app renders that, so a key pressed at once opens it again. The browser's "close" event,
 * which comes a task later, only reports a close the browser made itself (a phone's back gesture).
 */
export function ModalDialog({ open, onOpenChange, initialFocus, onClosed, children, ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  /** Shown by this component and not yet closed by it: `onClosed` is owed. */
  const shown = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Even from a search field, which would otherwise take the key to clear itself.
      if (event.key === "Escape") {
        event.preventDefault();
        onOpenChange(false);
      } else if (event.key === "Tab") {
        keepFocusInside(event);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (isOnBackdrop(event)) onOpenChange(false);
    };
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("click", onClick);
    };
  }, [onOpenChange]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      keepScrollbarRoom();
      element.showModal();
      shown.current = true;
      initialFocus?.(element)?.focus();
    } else if (!open && shown.current) {
      shown.current = false;
      if (element.open) element.close();
      onClosed?.();
    }
  }, [open, initialFocus, onClosed]);

  return (
    <dialog
      ref={dialog}
      {...props}
      onClose={(event) => {
        if (shown.current && !event.currentTarget.open) onOpenChange(false);
      }}
    >
      {children}
    </dialog>
  );
}

/** A dialog's heading beside its close button: the bar the drawer and the search dialog open with. */
export function DialogTitleBar({
  titleId,
  title,
  closeLabel,
  onClose,
  className,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center justify-between", className)}>
      <h2 id={titleId} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="grid size-11 place-items-center rounded-full text-ink-800 hover:bg-ink-100"
      >
        <Icon name="close" className="size-6" />
      </button>
    </div>
  );
}
