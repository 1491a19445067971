import { useState } from "react";
import type { Picture } from "~/lib/models";
import { cn } from "~/lib/cn";
import { pictureFiles } from "~/lib/image-api";
import { initials } from "~/lib/initials";
import { LazyImage } from "./lazy-image";
import { inspect } from "~/cms/inspector";

interface PersonPhotoProps {
  name: string;
  /** A portrait of ours or from the content service; absent or broken, the person's initials show. */
  photo?: Picture;
  size?: number;
  className?: string;
}

/** A round portrait that falls back to initials when there is no photo or it fails to load. */
export function PersonPhoto({ name, photo, size = 96, className }: PersonPhotoProps) {
  const [failed, setFailed] = useState(false);
  const frame = cn("shrink-0 overflow-hidden rounded-full", className);
  if (!photo || failed) {
    return (
      <span
        aria-hidden="true"
        data-initials=""
        className={cn(frame, "grid place-items-center bg-brand-100 font-bold text-brand-800")}
        style={{ width: size, height: size, fontSize: size / 2.6 }}
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
      style={{ width: size, height: size }}
      onFail={() => setFailed(true)}
      {...(__LIVE_PREVIEW__ && inspect(photo, "src"))}
    />
  );
}
