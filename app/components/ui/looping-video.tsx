import { Icon } from "./icon";
import { useEffect, useRef, useState } from "react";
import type { LoopingClip } from "~/content/models";
import { useInView } from "~/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { cn } from "~/lib/cn";

/** Spec section 9: a poster, like any picture, is fetched once within 100 px of the viewport. */
const POSTER_LOAD_MARGIN = "100px";

interface LoopingVideoProps {
  clip: LoopingClip;
  pauseLabel: string;
  playLabel: string;
  className?: string;
}

/**
 * A silent loop that plays only on screen; the clip is fetched at first play. Under reduced motion
 * it waits for play; pause stops it for good. Without JavaScript its poster stands in as a lazy picture.
 */
export function LoopingVideo({ clip, pauseLabel, playLabel, className }: LoopingVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const inView = useInView(frame);
  const near = useInView(frame, { rootMargin: POSTER_LOAD_MARGIN, threshold: 0, once: true });
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"auto" | "play" | "pause">("auto");
  const running = choice === "play" || (choice === "auto" && !reducedMotion);
  const shouldPlay = running && inView;

  // A property, not an attribute (HTML has no such attribute): no cast button on a decorative loop.
  useEffect(() => {
    if (video.current) video.current.disableRemotePlayback = true;
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!shouldPlay) {
      element.pause();
      // Back to the first frame, which is the poster, when motion is unwanted.
      if (!running && reducedMotion && element.readyState > 0) element.currentTime = 0;
      return;
    }
    // Muted before play(), so the browser's autoplay policy always allows it.
    element.muted = true;
    element.play().catch((error: unknown) => {
      // Refused (data saver, policy): show the play button. Interrupted by pause(): nothing to do.
      if (error instanceof DOMException && error.name === "NotAllowedError") setChoice("pause");
    });
  }, [shouldPlay, running, reducedMotion]);

  return (
    <div ref={frame} className={cn("relative", clip.size === "small" ? "mx-auto max-w-sm" : "w-full", className)}>
      <video
        ref={video}
        data-needs-script
        muted
        loop
        playsInline
        preload="none"
        poster={near ? clip.poster : undefined}
        width={clip.width}
        height={clip.height}
        aria-label={clip.alt}
        className="h-auto w-full rounded-2xl bg-brand-50 shadow-sm"
      >
        <source src={clip.webm} type="video/webm" />
        <source src={clip.mp4} type="video/mp4" />
      </video>
      <noscript>
        <img
          src={clip.poster}
          alt={clip.alt}
          width={clip.width}
          height={clip.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl bg-brand-50 shadow-sm"
        />
      </noscript>
      <button
        type="button"
        data-needs-script
        className="carousel-control absolute bottom-3 right-3 shadow-sm"
        aria-label={running ? pauseLabel : playLabel}
        onClick={() => setChoice(running ? "pause" : "play")}
      >
        {running ? (
          <Icon name="pause" className="size-4" tooltip={pauseLabel} />
        ) : (
          <Icon name="play" className="size-4" tooltip={playLabel} />
        )}
      </button>
    </div>
  );
}
