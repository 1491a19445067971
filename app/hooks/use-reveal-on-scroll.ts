import { useEffect, type RefObject } from "react";
import { whenIdle } from "~/lib/when-idle";

/**
 * Starts the reveal's JavaScript part (app/lib/reveal-on-scroll.ts) once the page is in use: it
 * is not in any page's first load, and until it arrives the reveal is CSS alone.
 */
export function useRevealOnScroll(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = whenIdle(() => {
      void import("~/lib/reveal-on-scroll").then(({ revealOnScroll }) => {
        if (!unmounted && main.current) stop = revealOnScroll(main.current);
      });
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [main]);
}
