import { useEffect, useState, type RefObject } from "react";
import { usePrefersReducedMotion } from "./use-media-query";

/**
 * A horizontal row that scrolls natively (swipe, trackpad, keyboard, scroll snapping in CSS), with
 * what its previous and next buttons need: whether there is somewhere to go each way, and a step
 * of one item. Before hydration it says "next only", as the prerendered row starts at its left.
 */
export function useScrollRow(row: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ canPrev: false, canNext: true });
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
      setEdges({ canPrev: scrollLeft > 1, canNext: scrollLeft + clientWidth < scrollWidth - 1 });
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, [row]);

  const step = (direction: 1 | -1) => {
    const element = row.current;
    const item = element?.firstElementChild;
    if (!element || !(item instanceof HTMLElement)) return;
    element.scrollBy({ left: direction * item.offsetWidth, behavior: reducedMotion ? "auto" : "smooth" });
  };

  return { ...edges, step };
}
