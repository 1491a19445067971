import { Icon } from "./icon";
import { useEffect, useRef, useState } from "react";
import type { LoopingClip } from "~/content/models";
import { useInView } from "~/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";
import { cn } from "~/lib/cn";
import { LAZY_LOAD_MARGIN } from "./lazy-image";

interface LoopingVideoProps {
  clip: LoopingClip;
  pauseLabel: string;
  playLabel: string;
  className?: string;
}

/**
 * A short silent loop that plays only while on screen. Like any image, its poster is fetched once
 * it comes within 100 px of the viewport; the clip itself, only when it first plays. Its box holds
 * its size meanwhile. Under reduced motion it stays on its poster unless the visitor
 * presses play; the pause button stops it for good either way.
 */
export function LoopingVideo({ clip, pauseLabel, playLabel, className }: LoopingVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const inView = useInView(frame);
  const near = useInView(frame, { rootMargin: LAZY_LOAD_MARGIN, threshold: 0, once: true });
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"auto" | "play" | "pause">("auto");
  const running = choice === "play" || (choice === "auto" && !reducedMotion);
  const shouldPlay = running && inView;

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
        muted
        loop
        playsInline
        preload="none"
        disableRemotePlayback
        poster={near ? clip.poster : undefined}
        width={clip.width}
        height={clip.height}
        aria-label={clip.alt}
        className="h-auto w-full rounded-2xl bg-brand-50 shadow-sm"
      >
        <source src={clip.webm} type="video/webm" />
        <source src={clip.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
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
