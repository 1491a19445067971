import { useCallback, useSyncExternalStore } from "react";

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

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

export function useIsHandheld(): boolean {
  return useMediaQuery(HANDHELD_QUERY);
}
