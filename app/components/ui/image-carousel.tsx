import { Icon } from "./icon";
import { useEffect, useId, useState } from "react";
import type { Picture } from "~/lib/models";
import { carouselLabels } from "~/content/shared";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { wrapIndex } from "~/lib/carousel-index";
import { cn } from "~/lib/cn";
import { LazyImage } from "./lazy-image";
import { Tooltip } from "./tooltip";

/** Spec section 9: carousels advance every 3000 ms by default. */
export const CAROUSEL_INTERVAL_MS = 3000;

interface ImageCarouselProps {
  images: Picture[];
  label: string;
  intervalMs?: number;
  className?: string;
}

/**
 * Pictures that advance by themselves. Auto-advance stops while the pointer is over it, while
 * anything in it has keyboard focus, when the visitor pressed pause, under reduced motion, and
 * when there is only one picture. Arrows, dots and an "n / total" counter; the index wraps.
 * Without JavaScript the pictures sit side by side in a row that scrolls (and snaps) sideways.
 */
export function ImageCarousel({ images, label, intervalMs = CAROUSEL_INTERVAL_MS, className }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const total = images.length;
  const canRotate = total > 1 && !reducedMotion;
  const rotating = canRotate && !hovered && !focused && !pausedByVisitor;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, total)), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, total]);

  if (total === 0) return null;
  const go = (to: number) => setIndex(wrapIndex(to, total));

  return (
    <section aria-roledescription="carousel" aria-label={label} className={cn("relative", className)}>
      {/* Hover and focus only pause rotation; keyboard users have focus and the pause button. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {/* Without JavaScript, data-slides and data-slide make it a row to swipe through (root.tsx). */}
        <div
          id={slidesId}
          data-slides
          className="relative overflow-hidden rounded-2xl"
          aria-live={rotating ? "off" : "polite"}
        >
          {images.map((image, i) => (
            <div
              key={image.src}
              data-slide
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${total}`}
              aria-hidden={i !== index}
              className={cn(
                "transition-opacity duration-700 motion-reduce:transition-none",
                i === 0 ? "relative" : "absolute inset-0",
                i === index ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              <LazyImage {...image} className="h-full w-full" />
            </div>
          ))}
        </div>
        {total > 1 && (
          <div data-needs-script className="mt-3 flex items-center justify-between gap-2">
            <div className="flex items-center gap-1">
              <button
                type="button"
                className="carousel-control"
                aria-controls={slidesId}
                aria-label={carouselLabels.previous}
                onClick={() => go(index - 1)}
              >
                <Icon name="chevron-left" className="size-5" tooltip={carouselLabels.previous} />
              </button>
              <button
                type="button"
                className="carousel-control"
                aria-controls={slidesId}
                aria-label={carouselLabels.next}
                onClick={() => go(index + 1)}
              >
                <Icon name="chevron-right" className="size-5" tooltip={carouselLabels.next} />
              </button>
              {canRotate && (
                <button
                  type="button"
                  className="carousel-control"
                  aria-label={pausedByVisitor ? carouselLabels.play : carouselLabels.pause}
                  onClick={() => setPausedByVisitor((paused) => !paused)}
                >
                  {pausedByVisitor ? (
                    <Icon name="play" className="size-4" tooltip={carouselLabels.play} />
                  ) : (
                    <Icon name="pause" className="size-4" tooltip={carouselLabels.pause} />
                  )}
                </button>
              )}
            </div>
            <div className="flex items-center gap-1">
              {images.map((image, i) => (
                <button
                  key={image.src}
                  type="button"
                  aria-label={carouselLabels.goTo(i + 1)}
                  aria-current={i === index}
                  aria-controls={slidesId}
                  onClick={() => go(i)}
                  className="relative grid size-6 place-items-center"
                >
                  <span
                    aria-hidden="true"
                    className={cn("block size-2.5 rounded-full", i === index ? "bg-brand-600" : "bg-ink-300")}
                  />
                  <Tooltip label={carouselLabels.goTo(i + 1)} />
                </button>
              ))}
            </div>
            <p className="min-w-12 text-right text-sm tabular-nums text-ink-600" aria-hidden="true">
              {index + 1} / {total}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
