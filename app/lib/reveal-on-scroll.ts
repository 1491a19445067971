import { IN_VIEW_THRESHOLD } from "./motion";

/** Every section's content after the hero (app.css, "Reveal on scroll"). */
export const REVEAL_TARGETS = ":scope > section:not(:first-child) > *";
export const REVEAL_ATTRIBUTE = "data-reveal";

/** 30% in view (spec section 9), or 30% of the screen when taller: where app.css's `entry 30%` ends. */
const thresholdFor = (target: Element) =>
  Math.min(IN_VIEW_THRESHOLD, (IN_VIEW_THRESHOLD * window.innerHeight) / Math.max(target.clientHeight, 1));

/**
 * Loaded after hydration (useRevealOnScroll); app.css animates. Only content wholly below the
 * screen at first look becomes `ready`, then `done` once seen or passed, so it reveals once; what
 * is already in view never moves. Watches `main` for new pages. Returns a stop.
 */
export function revealOnScroll(main: HTMLElement): () => void {
  const observers = new Map<Element, IntersectionObserver>();
  const forget = (target: Element) => {
    observers.get(target)?.disconnect();
    observers.delete(target);
  };

  const watch = (target: Element) => {
    const threshold = thresholdFor(target);
    const observer = new IntersectionObserver(
      ([entry]) => {
        const below = !entry.isIntersecting && entry.boundingClientRect.top > 0;
        const seen = entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99;
        if (target.getAttribute(REVEAL_ATTRIBUTE) !== "ready") {
          // The first look: only what is wholly below the screen will reveal.
          if (below) return target.setAttribute(REVEAL_ATTRIBUTE, "ready");
        } else if (!seen && entry.boundingClientRect.top >= 0) {
          return; // On its way in.
        }
        target.setAttribute(REVEAL_ATTRIBUTE, "done");
        forget(target);
      },
      { threshold: [0, threshold] },
    );
    observer.observe(target);
    observers.set(target, observer);
  };

  const scan = () => {
    for (const target of main.querySelectorAll(REVEAL_TARGETS)) {
      if (!observers.has(target) && !target.hasAttribute(REVEAL_ATTRIBUTE)) watch(target);
    }
    // The sections of a page left behind.
    for (const target of observers.keys()) if (!target.isConnected) forget(target);
  };

  scan();
  const pages = new MutationObserver(scan);
  pages.observe(main, { childList: true });
  return () => {
    pages.disconnect();
    observers.forEach((observer) => observer.disconnect());
    observers.clear();
  };
}
