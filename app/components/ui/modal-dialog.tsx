import { useCallback, useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { keepScrollbarRoom } from "~/lib/scrollbar-room";
import { useDialogDismissal } from "./native-dialog";

interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<"dialog">, "open" | "onClose" | "onCancel"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets focus as the dialog opens; the browser's choice (its first control) otherwise. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Runs once the dialog has closed, however it closed: where focus goes next. */
  onClosed?: () => void;
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

  useDialogDismissal(
    dialog,
    useCallback(() => onOpenChange(false), [onOpenChange]),
  );

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
