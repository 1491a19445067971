import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";

interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<"dialog">, "open" | "onClose" | "onCancel"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets focus as the dialog opens; the browser's choice (its first control) otherwise. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Runs once the dialog has closed, however it closed: where focus goes next. */
  onClosed?: () => void;
}

/** Escape closes the dialog, even from a search field, which would otherwise take the key to clear itself. */
function closeOnEscape(event: KeyboardEvent) {
  if (event.key !== "Escape") return;
  event.preventDefault();
  (event.currentTarget as HTMLDialogElement).close();
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
 * A modal dialog on the browser's own <dialog> (`showModal()`): the page behind is inert (no
 * focus, no clicks, hidden from assistive technology), focus stays inside, the dialog sits in the
 * top layer over a `::backdrop`, and app.css holds the page still while it is open. Escape and a
 * press on the backdrop close it. No script writes a style or a <style> element, nothing a strict
 * Content-Security-Policy would refuse (docs/decisions/701).
 */
export function ModalDialog({ open, onOpenChange, initialFocus, onClosed, children, ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.addEventListener("keydown", closeOnEscape);
    element.addEventListener("click", closeOnBackdrop);
    return () => {
      element.removeEventListener("keydown", closeOnEscape);
      element.removeEventListener("click", closeOnBackdrop);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
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
