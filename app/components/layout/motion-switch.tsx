import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { motionControl } from "~/content/shared";
import { isMotionPaused, setMotionPaused, subscribeToMotionPaused } from "~/lib/motion";

/** The id app.css watches, so the switch stops the CSS loops even on a page without JavaScript. */
export const PAUSE_ANIMATIONS_ID = "pause-animations";

/**
 * "Pause animations" (WCAG 2.2.2): one switch for every loop on the site (hero backgrounds, the
 * partner marquee, the perks orbit, carousels, feature clips) and the reveals and count-ups,
 * remembered for the visit. A checkbox, so that a tap stops every CSS loop at once, before the app
 * has started and without it (app.css watches it: docs/decisions/012); the app, once it starts,
 * takes the switch as the visitor left it and remembers it.
 */
export function MotionSwitch() {
  const paused = useSyncExternalStore(subscribeToMotionPaused, isMotionPaused, () => false);
  const input = useRef<HTMLInputElement>(null);
  // Switched before the app started: the app keeps the visitor's choice.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && element.checked !== element.defaultChecked) setMotionPaused(element.checked);
  }, []);
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink-700">
      <input
        ref={input}
        id={PAUSE_ANIMATIONS_ID}
        type="checkbox"
        role="switch"
        className="motion-switch"
        checked={paused}
        onChange={(event) => setMotionPaused(event.currentTarget.checked)}
      />
      {motionControl.label}
    </label>
  );
}
