import { useState } from "react";
import type { Picture } from "~/lib/models";
import { cn } from "~/lib/cn";
import { pictureFiles } from "~/lib/image-api";
import { initials } from "~/lib/initials";
import { LazyImage } from "./lazy-image";
import { inspect } from "~/cms/inspector";

/**
 * The sizes a portrait comes in (pixels), each with its classes: the box, and initials at about
 * 40% of it. Classes rather than a style attribute, which a strict Content-Security-Policy refuses.
 */
const SIZES = {
  48: "size-12 text-lg",
  64: "size-16 text-2xl",
  80: "size-20 text-3xl",
  96: "size-24 text-4xl",
  112: "size-28 text-[2.625rem]",
} as const;

interface PersonPhotoProps {
  name: string;
  /** A portrait of ours or from the content service; absent or broken, the person's initials show. */
  photo?: Picture;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A round portrait that falls back to initials when there is no photo or it fails to load. */
export function PersonPhoto({ name, photo, size = 96, className }: PersonPhotoProps) {
  const [failed, setFailed] = useState(false);
  const frame = cn("shrink-0 overflow-hidden rounded-full", SIZES[size], className);
  if (!photo || failed) {
    return (
      <span
        aria-hidden="true"
        data-initials=""
        className={cn(frame, "grid place-items-center bg-brand-100 font-bold text-brand-800")}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <LazyImage
      {...pictureFiles(photo, { width: size, height: size, crop: "face" })}
      alt=""
      width={size}
      height={size}
      className={frame}
      onFail={() => setFailed(true)}
      {...(__LIVE_PREVIEW__ && inspect(photo, "src"))}
    />
  );
}
