import { useEffect, useState } from "react";

/** How far down the page the visitor has scrolled, 0 at the top to 100 at the bottom. */
export function readScrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (window.scrollY / scrollable) * 100));
}

/**
 * The page's scroll percentage (0-100), kept live. One passive scroll/resize listener, and at most
 * one state update per animation frame however fast the events come. Null until the app has read
 * it (in the prerendered page and during hydration): what only the scroll shows can wait for it.
 */
export function useScrollProgress(): number | null {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setProgress(readScrollProgress());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return progress;
}
