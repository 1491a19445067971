import { useEffect, useRef, useState } from "react";
import { IN_VIEW_THRESHOLD } from "~/lib/motion";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { digitGroupingOf, formatCount, parseFigure, type DigitGrouping } from "~/lib/format-count";
import { pageLanguage } from "~/languages";

/** Spec section 9: count-ups run 2 s by default; the scroll-spy counters 2.5 s. */
export const COUNT_UP_DURATION_MS = 2000;
export const SCROLL_SPY_DURATION_MS = 2500;

/** The build's language (each is built on its own), so the prerendered figure and the count that ends on it group alike. */
const PAGE_GROUPING = digitGroupingOf(pageLanguage);

interface CountUpProps {
  value: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
  separator?: string;
  decimals?: number;
  /** Default: the page language's. */
  grouping?: DigitGrouping;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts up from zero the first time it scrolls into view. The final figure stays in the document,
 * transparent under aria-hidden digits while counting, so screen readers, find-in-page and copying
 * never see a changing number and the box keeps its final width; digits grow rightwards from the
 * left edge, so CLS stays 0. Already on screen at hydration, or with reduced motion, it stays final
 * rather than flashing back to zero.
 */
export function CountUp({
  value,
  prefix = "",
  suffix = "",
  durationMs = COUNT_UP_DURATION_MS,
  separator,
  decimals,
  grouping = PAGE_GROUPING,
}: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  // null: at rest, the figure alone.
  const [counted, setCounted] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0 && top < window.innerHeight) return;

    let frame = 0;
    setCounted(0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min((now - start) / durationMs, 1);
          setCounted(progress < 1 ? value * easeOut(progress) : null);
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setCounted(null);
    };
  }, [value, durationMs, reducedMotion]);

  const write = (n: number) => `${prefix}${formatCount(n, { separator, decimals, grouping })}${suffix}`;
  return (
    <span ref={ref} className="relative inline-block whitespace-nowrap tabular-nums">
      <span className={counted === null ? undefined : "text-transparent"}>{write(value)}</span>
      {counted !== null && (
        <span aria-hidden="true" className="absolute inset-0 forced-colors:hidden">
          {write(counted)}
        </span>
      )}
    </span>
  );
}

/**
 * A figure from the copy ("1,000+", "$100M+"): counts up when it holds one number, grouped the page
 * language's way ("5,00,000+" on a Hindi page); otherwise shown as written ("Seed → Series A").
 */
export function CountUpFigure({
  figure,
  durationMs,
  grouping = PAGE_GROUPING,
}: {
  figure: string;
  durationMs?: number;
  grouping?: DigitGrouping;
}) {
  const parts = parseFigure(figure, grouping);
  return parts ? <CountUp {...parts} durationMs={durationMs} grouping={grouping} /> : figure;
}
