import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import type { PictureSource } from "~/lib/image-api";
import { cn } from "~/lib/cn";

interface LazyImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height" | "alt"
> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Densities of the same file (`x.jpg 1x, x@2.jpg 2x`). */
  srcSet?: string;
  /** Other formats to prefer where the browser reads them (AVIF, WebP), in a `<picture>`. */
  sources?: PictureSource[];
  /** Called when the file fails to load; the image is hidden either way. */
  onFail?: () => void;
  /** Tint the space while waiting (photos); off for logos on coloured backgrounds. */
  placeholder?: boolean;
}

/** "shown": as in the HTML, before or without the app. "fading": the app waits for the file. */
type ImageState = "shown" | "fading" | "loaded" | "failed";

/**
 * A picture below the first screen: in the HTML, so it works without JavaScript, and fetched near
 * the viewport (`loading="lazy"`, docs/decisions/901). Width and height hold its space. With the
 * app, a late picture fades in and a broken one disappears.
 */
export function LazyImage({
  src,
  srcSet,
  sources = [],
  alt,
  width,
  height,
  className,
  onFail,
  placeholder = true,
  ...props
}: LazyImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<ImageState>("shown");
  const fail = () => {
    setState("failed");
    onFail?.();
  };

  // What happened before the app was listening: loaded (shown as it is), broken, or still to come.
  useEffect(() => {
    const element = image.current;
    if (!element) return;
    if (!element.complete) setState((current) => (current === "shown" ? "fading" : current));
    else if (element.naturalWidth > 0) setState("loaded");
    else fail();
    // Once, on arrival; later loads and errors come through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === "failed") return null;

  const picture = (
    <img
      ref={image}
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cn(
        "h-full w-full object-cover",
        state === "fading" ? "opacity-0" : "transition-opacity duration-500 motion-reduce:transition-none",
      )}
      onLoad={() => setState("loaded")}
      onError={fail}
      {...props}
    />
  );
  return (
    <span className={cn("block overflow-hidden", placeholder && state !== "loaded" && "bg-ink-100", className)}>
      {sources.length > 0 ? (
        <picture>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} />
          ))}
          {picture}
        </picture>
      ) : (
        picture
      )}
    </span>
  );
}
