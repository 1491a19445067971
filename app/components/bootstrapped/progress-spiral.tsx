import { useScrollProgress } from "~/hooks/use-scroll-progress";
import { cn } from "~/lib/cn";
import { spiralPath } from "~/lib/spiral-path";

/** Spec section 9: the spiral appears once the visitor has scrolled past 5% of the page. */
export const SPIRAL_SHOWN_AFTER = 5;

const spiral = spiralPath(40, 40, 32, 3.25);

/**
 * Large screens only: a small spiral in the corner that draws itself as the visitor reads down the
 * page. Decoration, hidden from assistive technology and never in the way of a click. Drawn once
 * the app has read the scroll, which is all that shows it: in the prerendered page it was never
 * seen, and its path was 0.9 KB of the page's first response (docs/speed.md).
 */
export function ProgressSpiral() {
  const progress = useScrollProgress();
  if (progress === null) return null;
  const shown = progress > SPIRAL_SHOWN_AFTER;
  return (
    <div
      aria-hidden="true"
      data-progress-spiral=""
      className={cn(
        "pointer-events-none fixed bottom-6 right-6 z-30 hidden rounded-full bg-white/90 p-2 shadow-lg ring-1 ring-ink-200 transition-[opacity,visibility] duration-500 motion-reduce:transition-none lg:block",
        shown ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      <svg viewBox="0 0 80 80" width="64" height="64" focusable="false">
        <path d={spiral} fill="none" stroke="var(--color-brand-100)" strokeWidth="3" strokeLinecap="round" />
        <path
          d={spiral}
          fill="none"
          stroke="var(--color-brand-600)"
          strokeWidth="3"
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray="100"
          strokeDashoffset={100 - progress}
        />
      </svg>
    </div>
  );
}
