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
 * On the browser's own <dialog> (`showModal()`), which makes the page inert and traps focus; app.css
 * holds the page still. No style attribute or <style>, which the strict CSP refuses (docs/decisions/701).
 * `open` is the one truth, so a key pressed at once reopens it; the "close" event, a task later,
 * only reports a close the browser made itself (a phone's back gesture).
 */
export function ModalDialog({ open, onOpenChange, initialFocus, onClosed, children, ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  /** Shown and not yet closed by this component: `onClosed` is owed. */
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
