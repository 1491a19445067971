import { LazyImage } from "~/components/ui/lazy-image";
import type { Picture } from "~/lib/models";
import { cn } from "~/lib/cn";

/**
 * Tile arrangements. Every width shows the first three tiles, loaded at once: the first with high
 * priority, as it is the hero's picture, the other two with low priority, after what the first
 * screen needs more (and without a preload of their own in the page's <head>, which React writes
 * for every other picture loaded at once). Large screens add the rest, loaded lazily.
 */
const layouts = {
  /** Home: a large tile beside two stacked ones; a third row of two from lg. */
  home: {
    grid: "grid-cols-4 grid-rows-[repeat(2,7rem)] sm:grid-rows-[repeat(2,11rem)] lg:grid-cols-6 lg:grid-rows-[repeat(3,9.5rem)]",
    tiles: [
      "col-span-2 row-span-2 lg:col-span-3",
      "col-span-2 lg:col-span-3",
      "col-span-2 lg:col-span-3",
      "hidden lg:block lg:col-span-3",
      "hidden lg:block lg:col-span-3",
    ],
  },
  /** Community: three columns; a third row of a small and a wide tile from lg. */
  community: {
    grid: "grid-cols-3 grid-rows-[repeat(2,7rem)] sm:grid-rows-[repeat(2,11rem)] lg:grid-rows-[repeat(3,9rem)]",
    tiles: [
      "col-span-2 row-span-2",
      "col-span-1",
      "col-span-1",
      "hidden lg:block lg:col-span-1",
      "hidden lg:block lg:col-span-2",
    ],
  },
};

const EAGER_TILES = 3;

export function PhotoMosaic({ pictures, layout }: { pictures: Picture[]; layout: keyof typeof layouts }) {
  const { grid, tiles } = layouts[layout];
  return (
    <div className={cn("grid gap-2 sm:gap-3", grid)}>
      {pictures.slice(0, tiles.length).map((picture, i) => {
        const tile = cn("overflow-hidden rounded-2xl bg-brand-50", tiles[i]);
        return i < EAGER_TILES ? (
          <img
            key={picture.src}
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            fetchPriority={i === 0 ? "high" : "low"}
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
