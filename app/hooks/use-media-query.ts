import { useCallback, useSyncExternalStore } from "react";
import { isMotionPaused, subscribeToMotionPaused } from "~/lib/motion";

/**
 * Live result of a CSS media query. The prerendered HTML and the first client render use
 * `serverValue`, so hydration matches; the real value follows straight after.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** Phones and tablets: the primary pointer is a finger that cannot hover. */
export const HANDHELD_QUERY = "(hover: none) and (pointer: coarse)";

/**
 * The visitor wants nothing to move by itself: their device asks for reduced motion, or they
 * pressed "Pause animations" on this site (app/lib/motion.ts).
 */
export function usePrefersReducedMotion(): boolean {
  const deviceAsks = useMediaQuery(REDUCED_MOTION_QUERY);
  const pausedHere = useSyncExternalStore(subscribeToMotionPaused, isMotionPaused, () => false);
  return deviceAsks || pausedHere;
}

export function useIsHandheld(): boolean {
  return useMediaQuery(HANDHELD_QUERY);
}
