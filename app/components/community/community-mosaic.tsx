import { LazyImage } from "~/components/ui/lazy-image";
import type { Picture } from "~/content/models";
import { cn } from "~/lib/cn";

/** Phones and tablets show the first three tiles; large screens add a third row of two. */
const tiles = [
  "col-span-2 row-span-2",
  "col-span-1",
  "col-span-1",
  "hidden lg:block lg:col-span-1",
  "hidden lg:block lg:col-span-2",
];

/** The Community hero's photo mosaic. The three tiles every width shows load at once. */
export function CommunityMosaic({ pictures }: { pictures: Picture[] }) {
  return (
    <div className="grid grid-cols-3 grid-rows-[repeat(2,7rem)] gap-2 sm:grid-rows-[repeat(2,11rem)] sm:gap-3 lg:grid-rows-[repeat(3,9rem)]">
      {pictures.slice(0, tiles.length).map((picture, i) => {
        const tile = cn("overflow-hidden rounded-2xl bg-brand-50", tiles[i]);
        return i < 3 ? (
          <img
            key={picture.src}
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            fetchPriority={i === 0 ? "high" : "auto"}
            decoding={i === 0 ? "sync" : "async"}
            className={cn(tile, "h-full w-full object-cover")}
          />
        ) : (
          <LazyImage key={picture.src} {...picture} className={cn(tile, "h-full w-full")} />
        );
      })}
    </div>
  );
}
