import { useEffect, useState, type RefObject } from "react";
import { IN_VIEW_THRESHOLD } from "~/lib/motion";

interface InViewOptions {
  threshold?: number;
  rootMargin?: string;
  /** Stop watching after the first time the element is seen (animations that play once). */
  once?: boolean;
}

export function useInView(
  ref: RefObject<Element | null>,
  { threshold = IN_VIEW_THRESHOLD, rootMargin = "0px", once = false }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        setInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, once]);

  return inView;
}
