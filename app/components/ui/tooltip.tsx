import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { whenIdle } from "~/lib/when-idle";

const TooltipPopup = lazyWithPreload(() => import("./tooltip-popup"));

/** Some pointer can hover: tooltips are worth fetching before they are asked for. */
const CAN_HOVER_QUERY = "(any-hover: hover)";

let loading: Promise<boolean> | undefined;
/** Fetches the tooltips' code once for the page; offline or mid-deploy, the controls do without. */
const loadTooltips = () =>
  (loading ??= TooltipPopup.preload().then(
    () => true,
    (error: unknown) => {
      console.error("Tooltips could not load; the controls work without them.", error);
      return false;
    },
  ));

/**
 * Shows an icon-only control's name on hover and keyboard focus (spec section 9: after 700 ms, or
 * at once right after another). Goes inside the control, with the control's own `aria-label` as
 * `label` (`<Icon tooltip>` does it for a control that is an icon); the control needs a positioned
 * box (`relative`). The tooltip's code is not in the page's first load: where a pointer can hover it
 * arrives once the page is idle, and anywhere as soon as the pointer reaches a control or the
 * keyboard focuses one; a touch screen alone never fetches it. Until then the control works without.
 */
export function Tooltip({ label }: { label: string }) {
  const [loaded, setLoaded] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const load = () => void loadTooltips().then(setLoaded);
    const control = anchor.current?.parentElement;
    const focused = () => {
      if (control?.matches(":focus-visible")) load();
    };
    control?.addEventListener("focusin", focused);
    const cancelIdle = window.matchMedia(CAN_HOVER_QUERY).matches ? whenIdle(load) : undefined;
    return () => {
      control?.removeEventListener("focusin", focused);
      cancelIdle?.();
    };
  }, []);

  // This layer stays when the tooltip's code arrives, and the popup's own layer goes over it: a
  // press that began on it before then still ends in a click. WebKit sends no click when the
  // element a press began on has left the page (the phone's menu button lost one that way).
  return (
    <>
      <span
        ref={anchor}
        aria-hidden="true"
        className="tooltip-anchor"
        onPointerEnter={(event) => {
          if (event.pointerType !== "touch") void loadTooltips().then(setLoaded);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <TooltipPopup label={label} />
        </Suspense>
      )}
    </>
  );
}
