import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { formatCount } from "~/lib/format-count";

/** Spec section 9: count-ups run 2 s by default. */
export const COUNT_UP_DURATION_MS = 2000;

interface CountUpProps {
  value: number;
  suffix?: string;
  durationMs?: number;
  separator?: string;
  decimals?: number;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from zero the first time it scrolls into view. The prerendered HTML and
 * screen readers get the final value; a number already on screen at hydration, or any number under
 * reduced motion, stays at its final value rather than flashing back to zero.
 */
export function CountUp({ value, suffix = "", durationMs = COUNT_UP_DURATION_MS, separator, decimals }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0 && top < window.innerHeight) return;

    let frame = 0;
    setShown(0);
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - start) / durationMs, 1);
        setShown(value * easeOut(progress));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, durationMs, reducedMotion]);

  const final = `${formatCount(value, { separator, decimals })}${suffix}`;
  return (
    <span ref={ref} className="tabular-nums">
      <span aria-hidden="true">{`${formatCount(shown, { separator, decimals })}${suffix}`}</span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
