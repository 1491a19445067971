import { useEffect, useRef, useState } from "react";
import { IN_VIEW_THRESHOLD } from "~/lib/motion";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { digitGroupingOf, formatCount, parseFigure, type DigitGrouping } from "~/lib/format-count";
import { pageLanguage } from "~/languages";

/** Spec section 9: count-ups run 2 s by default; the scroll-spy counters 2.5 s. */
export const COUNT_UP_DURATION_MS = 2000;
export const SCROLL_SPY_DURATION_MS = 2500;

/**
 * How this build's pages group a count's digits: "5,00,000+" on a Hindi page, "500,000+" on an
 * English one. The language is the build's (each language is built on its own), so the prerendered
 * figure and the browser's count, which ends on it, group alike.
 */
const PAGE_GROUPING = digitGroupingOf(pageLanguage);

interface CountUpProps {
  value: number;
  prefix?: string;
  suffix?: string;
  durationMs?: number;
  separator?: string;
  decimals?: number;
  /** The page language's unless told otherwise. */
  grouping?: DigitGrouping;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from zero the first time it scrolls into view (threshold 0.3). The
 * figure itself is always in the document: the prerendered HTML has it alone, and while counting
 * it stays, transparent, under digits that are hidden from assistive technology, so screen readers,
 * find-in-page and copying get the final figure, never a changing one, and the box keeps its final
 * width. The digits start at its left edge and grow rightwards, so nothing moves (CLS stays 0). A number already on screen at hydration, or any number when the visitor
 * wants less motion, stays at its final value rather than flashing back to zero.
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
 * A figure as written in the copy ("1,000+", "$100M+", "12 weeks"): counts up when it holds one
 * number, grouped as the page's language groups it ("500,000+" shows "5,00,000+" on a Hindi page),
 * and shows as written otherwise ("Seed → Series A").
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
