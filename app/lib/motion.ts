/** Spec section 9: a section counts as in view once 30% of it shows (reveals, count-ups, dots). */
export const IN_VIEW_THRESHOLD = 0.3;

/**
 * The site's "Pause animations" choice (WCAG 2.2.2): `<html data-motion="paused">` while it is on,
 * remembered for the visit in sessionStorage. CSS reads the attribute (the `motion-reduce` variant
 * in app.css), the app reads it through `usePrefersReducedMotion`, so pausing does everywhere what
 * the device's reduced-motion setting does.
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

/**
 * Inline in each page's <head> (root.tsx), so a visitor who paused animations earlier in the visit
 * gets a still page from its first paint, not from hydration a second or two later. It requests
 * nothing.
 */
export const restoreMotionChoiceScript = `try{sessionStorage.getItem(${JSON.stringify(MOTION_STORAGE_KEY)})===${JSON.stringify(MOTION_PAUSED)}&&document.documentElement.setAttribute(${JSON.stringify(MOTION_ATTRIBUTE)},${JSON.stringify(MOTION_PAUSED)})}catch(e){}`;
