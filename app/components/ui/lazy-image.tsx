import { useRef, useState, type ImgHTMLAttributes } from "react";
import { useInView } from "~/hooks/use-in-view";
import type { PictureSource } from "~/lib/image-api";
import { cn } from "~/lib/cn";

/** Spec section 9: start loading once the image is within 100 px of the viewport. */
export const LAZY_LOAD_MARGIN = "100px";

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

/**
 * An image that fetches its file only once it is within 100 px of the viewport, holds its space
 * meanwhile (explicit size, optional tint, so nothing shifts), fades in when loaded and
 * disappears if the file is broken. Its alt text is there from the first paint.
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
  style,
  placeholder = true,
  ...props
}: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const near = useInView(holder, { rootMargin: LAZY_LOAD_MARGIN, threshold: 0, once: true });
  const [state, setState] = useState<"waiting" | "loaded" | "failed">("waiting");

  if (state === "failed") return null;

  const image = (
    <img
      src={near ? src : undefined}
      srcSet={near ? srcSet : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      className={cn(
        "h-full w-full object-cover transition-opacity duration-500 motion-reduce:transition-none",
        state === "loaded" ? "opacity-100" : "opacity-0",
      )}
      onLoad={() => setState("loaded")}
      onError={() => {
        setState("failed");
        onFail?.();
      }}
      {...props}
    />
  );
  return (
    <span
      ref={holder}
      className={cn("block overflow-hidden", placeholder && state !== "loaded" && "bg-ink-100", className)}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    >
      {sources.length > 0 ? (
        <picture>
          {sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={near ? source.srcSet : undefined} />
          ))}
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
