import { useRef, useState, type ImgHTMLAttributes } from "react";
import { useInView } from "~/hooks/use-in-view";
import { cn } from "~/lib/cn";

/** Spec section 9: start loading once the image is within 100 px of the viewport. */
export const LAZY_LOAD_MARGIN = "100px";

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "alt"> {
  src: string;
  alt: string;
  width: number;
  height: number;
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

  return (
    <span
      ref={holder}
      className={cn("block overflow-hidden", placeholder && state !== "loaded" && "bg-ink-100", className)}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    >
      <img
        src={near ? src : undefined}
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
    </span>
  );
}
