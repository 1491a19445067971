import { Tooltip } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { cancelWaitingTooltip, releaseTooltip, requestTooltip } from "~/lib/tooltip-timing";

/**
 * The tooltip itself (Radix Tooltip: placement, collisions, portal, Escape and the hoverable
 * gap between control and tooltip), in its own chunk, never in a page's first load (tooltip.tsx).
 * Its trigger is a layer over the control rather than the control: the control is never
 * re-created when this code arrives, and keeps its own accessible name with no description that
 * would only repeat it. The pointer reaches Radix through that layer, except a touch, which Radix
 * ignores; keyboard focus (only when the browser shows it, so not a tap) comes from the control.
 * When to open is ours, for hover and focus alike (tooltip-timing.ts).
 */
export default function TooltipPopup({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const control = anchor.current?.parentElement;
    if (!control) return;
    const focused = () => {
      if (control.matches(":focus-visible")) requestTooltip(setOpen);
    };
    const blurred = () => releaseTooltip(setOpen);
    control.addEventListener("focusin", focused);
    control.addEventListener("focusout", blurred);
    // Focus that arrived before this code did.
    focused();
    return () => {
      control.removeEventListener("focusin", focused);
      control.removeEventListener("focusout", blurred);
      releaseTooltip(setOpen);
    };
  }, []);

  const stopWaiting = () => cancelWaitingTooltip(setOpen);
  return (
    // Radix asks to open as soon as the pointer moves over the layer; the delay is ours.
    <Tooltip.Provider delayDuration={0} skipDelayDuration={0}>
      <Tooltip.Root open={open} onOpenChange={(next) => (next ? requestTooltip(setOpen) : releaseTooltip(setOpen))}>
        <Tooltip.Trigger asChild onPointerLeave={stopWaiting} onPointerDown={stopWaiting}>
          <span ref={anchor} aria-hidden="true" className="tooltip-anchor" />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-lg bg-ink-900 px-2.5 py-1.5 text-sm font-medium text-white shadow-lg"
          >
            {label}
            <Tooltip.Arrow className="fill-ink-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
