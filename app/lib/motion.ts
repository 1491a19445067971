/** Spec section 9: a section counts as in view once 30% of it shows (reveals, count-ups, dots). */
export const IN_VIEW_THRESHOLD = 0.3;

/**
 * "Pause animations" (WCAG 2.2.2), kept for the visit in sessionStorage. CSS (app.css's
 * `motion-reduce` variant) and `usePrefersReducedMotion` read the attribute, so pausing does
 * what the device's reduced-motion setting does.
 */
export const MOTION_ATTRIBUTE = "data-motion";
export const MOTION_PAUSED = "paused";
export const MOTION_STORAGE_KEY = "launchpad:motion";
const MOTION_CHANGE_EVENT = "app:motionchange";

export function isMotionPaused(): boolean {
  return document.documentElement.getAttribute(MOTION_ATTRIBUTE) === MOTION_PAUSED;
}

export function setMotionPaused(paused: boolean): void {
  const root = document.documentElement;
  if (paused) root.setAttribute(MOTION_ATTRIBUTE, MOTION_PAUSED);
  else root.removeAttribute(MOTION_ATTRIBUTE);
  try {
    if (paused) sessionStorage.setItem(MOTION_STORAGE_KEY, MOTION_PAUSED);
    else sessionStorage.removeItem(MOTION_STORAGE_KEY);
  } catch {
    // Storage refused (a privacy mode): the choice holds for this page only.
  }
  window.dispatchEvent(new Event(MOTION_CHANGE_EVENT));
}

export function subscribeToMotionPaused(onChange: () => void): () => void {
  window.addEventListener(MOTION_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(MOTION_CHANGE_EVENT, onChange);
}

/** Inline in <head> (root.tsx), so a paused visit is still from first paint, not from hydration. */
export const restoreMotionChoiceScript = `try{sessionStorage.getItem(${JSON.stringify(MOTION_STORAGE_KEY)})===${JSON.stringify(MOTION_PAUSED)}&&document.documentElement.setAttribute(${JSON.stringify(MOTION_ATTRIBUTE)},${JSON.stringify(MOTION_PAUSED)})}catch(e){}`;
