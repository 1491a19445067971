import { useEffect } from "react";

export const SCROLLING_CLASS = "scrolling";
/** Spec section 9: the class goes 150 ms after the last scroll event. */
export const SCROLLING_CLASS_LINGER_MS = 150;

/**
 * While the visitor scrolls, `<body>` carries the `scrolling` class (CSS uses it to drop hover
 * effects and heavy shadows mid-swipe). Only on phones and tablets, where `enabled` is true.
 */
export function useScrollingBodyClass(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      document.body.classList.add(SCROLLING_CLASS);
      clearTimeout(timer);
      timer = setTimeout(() => document.body.classList.remove(SCROLLING_CLASS), SCROLLING_CLASS_LINGER_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
      document.body.classList.remove(SCROLLING_CLASS);
    };
  }, [enabled]);
}
