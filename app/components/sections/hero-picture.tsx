import type { Picture } from "~/lib/models";
import { cn } from "~/lib/cn";

/** The one picture of a page hero: loaded straight away, with high priority, since it is on screen. */
export function HeroPicture({ picture, className }: { picture: Picture; className?: string }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      fetchPriority="high"
      className={cn("h-auto w-full rounded-3xl shadow-lg", className)}
    />
  );
}
