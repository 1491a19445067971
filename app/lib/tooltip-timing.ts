/** Spec section 9: a tooltip opens 700 ms after the pointer or keyboard focus arrives... */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** ...and at once if another closed less than 300 ms before (moving along a row of buttons). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** How the timing shows or hides one tooltip (its state setter). */
export type ShowTooltip = (open: boolean) => void;

let openOne: ShowTooltip | null = null;
let waiting: { show: ShowTooltip; timer: ReturnType<typeof setTimeout> } | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The one timing every tooltip on the page shares, for hover and keyboard focus alike (Radix's own
 * opens at once on focus): one tooltip at a time, after the delay, or at once while another is
 * open or has just closed.
 */
export function requestTooltip(show: ShowTooltip): void {
  cancelWaitingTooltip();
  const open = () => {
    waiting = null;
    if (openOne && openOne !== show) openOne(false);
    openOne = show;
    show(true);
  };
  if (openOne || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) open();
  else waiting = { show, timer: setTimeout(open, TOOLTIP_OPEN_DELAY_MS) };
}

/** The pointer or focus left before the delay was over: the tooltip does not open. */
export function cancelWaitingTooltip(show?: ShowTooltip): void {
  if (!waiting || (show && waiting.show !== show)) return;
  clearTimeout(waiting.timer);
  waiting = null;
}

/** Closes the tooltip, or keeps it from opening. */
export function releaseTooltip(show: ShowTooltip): void {
  cancelWaitingTooltip(show);
  if (openOne !== show) return;
  openOne = null;
  lastClosedAt = performance.now();
  show(false);
}
