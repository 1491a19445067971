import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { whenIdle } from "~/lib/when-idle";

const TooltipPopup = lazyWithPreload(() => import("./tooltip-popup"));

/** Some pointer can hover: worth fetching tooltips before they are asked for. */
const CAN_HOVER_QUERY = "(any-hover: hover)";

let loading: Promise<boolean> | undefined;
/** Once per page; offline or mid-deploy, the controls do without. */
const loadTooltips = () =>
  (loading ??= TooltipPopup.preload().then(
    () => true,
    (error: unknown) => {
      console.error("Tooltips could not load; the controls work without them.", error);
      return false;
    },
  ));

/**
 * An icon-only control's name on hover and keyboard focus (spec section 9: after 700 ms, or at once
 * right after another). Place inside the control, with its `aria-label` as `label` (`<Icon tooltip>`
 * does it); the control needs `relative`. The code is not in the first load: fetched on idle where a
 * pointer can hover, and on pointer or keyboard focus anywhere; touch alone never fetches it.
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

  // This layer stays under the popup's, so a press begun on it before the code arrived still ends in
  // a click: WebKit sends none when the pressed element has left the page (the phone's menu button lost one).
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
