import { Icon } from "./icon";
import { useEffect, useRef, useState } from "react";
import type { Video } from "~/content/models";
import { a11yText } from "~/content/shared";
import { measure } from "~/lib/analytics-queue";
import { cn } from "~/lib/cn";
import { videoEmbedUrl } from "~/lib/video-embed";
import { LazyImage } from "./lazy-image";
import { inspect } from "~/cms/inspector";

interface VideoFacadeProps {
  video: Video;
  className?: string;
  /**
   * In the page's first screen (a hero): the poster is fetched at once, with high priority, as the
   * picture it is there (often the page's largest paint), instead of waiting for the app.
   */
  priority?: boolean;
}

/**
 * A video that costs nothing until asked for: a local poster and a play button. Only the click
 * loads the player from the privacy-enhanced host; focus then moves into the player.
 */
export function VideoFacade({ video, className, priority = false }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const frame = cn("relative aspect-video w-full overflow-hidden rounded-2xl bg-brand-950", className);
  if (playing) {
    return (
      <iframe
        ref={player}
        src={videoEmbedUrl(video.id)}
        title={video.title}
        className={frame}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      className={cn(frame, "group block text-left")}
      onClick={
        // Counted only in a build that measures; other builds have the plain handler alone.
        __ANALYTICS__
          ? () => {
              measure({ type: "video-play", video: video.id });
              setPlaying(true);
            }
          : () => setPlaying(true)
      }
    >
      {video.poster && priority ? (
        !posterFailed && (
          // An empty alt: a poster that fails before the app arrives shows nothing, not a broken image.
          <img
            src={video.poster.src}
            alt=""
            width={video.poster.width}
            height={video.poster.height}
            fetchPriority="high"
            decoding="async"
            onError={() => setPosterFailed(true)}
            className="absolute inset-0 h-full w-full object-cover"
          />
        )
      ) : video.poster ? (
        <LazyImage {...video.poster} alt="" className="absolute inset-0 h-full w-full" />
      ) : (
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-600),var(--color-brand-950)_70%)]"
        />
      )}
      <span className="absolute inset-0 bg-gradient-to-t from-ink-900/80 via-ink-900/10 to-transparent" />
      <span className="absolute left-1/2 top-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-700 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none">
        <Icon name="play" className="ml-1 size-7 fill-current" />
      </span>
      <span
        className="absolute inset-x-0 bottom-0 p-4 font-semibold text-white"
        {...(__LIVE_PREVIEW__ && inspect(video, "title"))}
      >
        {/* The space starts the title's own text, as in an article's labels (decision 708). */}
        <span className="sr-only">{a11yText.playVideo}</span>
        {` ${video.title}`}
      </span>
    </button>
  );
}
