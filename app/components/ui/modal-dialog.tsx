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
 * Escape closes the dialog, even from a search field, which would otherwise take the key to clear
 * itself. Tab past the last control comes back to the first (and Shift+Tab the other way): the
 * browser keeps focus off the inert page, but would let it leave for its own toolbar.
 */
function onKeyDown(event: KeyboardEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.key === "Escape") {
    event.preventDefault();
    dialog.close();
    return;
  }
  if (event.key !== "Tab") return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((control) => control.checkVisibility());
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A press on the backdrop reaches the dialog itself, outside its box: it closes the dialog. */
function closeOnBackdrop(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.target !== dialog) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
  if (!inside) dialog.close();
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
 */
export function ModalDialog({ open, onOpenChange, initialFocus, onClosed, children, ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("click", closeOnBackdrop);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("click", closeOnBackdrop);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      keepScrollbarRoom();
      element.showModal();
      initialFocus?.(element)?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      {...props}
      onClose={() => {
        onOpenChange(false);
        onClosed?.();
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
