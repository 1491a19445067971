import { CtaButton } from "~/components/sections/cta-button";
import { LazyImage } from "~/components/ui/lazy-image";
import type { HeroContent, Picture } from "~/content/models";
import { cn } from "~/lib/cn";

interface HomeHeroProps {
  hero: HeroContent;
  intro: string;
  pictures: Picture[];
}

/** Mosaic tiles: phones show the first three in a row; large screens add two, lazily loaded. */
const tileLayout = [
  "col-span-2 row-span-2 lg:col-span-3",
  "col-span-2 lg:col-span-3",
  "col-span-2 lg:col-span-3",
  "hidden lg:block lg:col-span-3",
  "hidden lg:block lg:col-span-3",
];

function HeroMosaic({ pictures }: { pictures: Picture[] }) {
  return (
    <div className="grid grid-cols-4 grid-rows-[repeat(2,7rem)] gap-2 sm:grid-rows-[repeat(2,11rem)] sm:gap-3 lg:grid-cols-6 lg:grid-rows-[repeat(3,9.5rem)]">
      {pictures.slice(0, tileLayout.length).map((picture, i) => {
        const tile = cn("overflow-hidden rounded-2xl bg-brand-50", tileLayout[i]);
        // The first three are on screen at once on every width: load them straight away.
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

export function HomeHero({ hero, intro, pictures }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div className="lg:order-2">
          <HeroMosaic pictures={pictures} />
        </div>
        <div className="lg:order-1">
          <h1 id="home-hero-title" className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">{hero.subtitle}</p>
          <p className="mt-4 max-w-xl text-lg text-ink-700">{intro}</p>
          <CtaButton text={hero.ctaText} link={hero.ctaLink} placement="home_hero" size="lg" className="mt-8" />
        </div>
      </div>
    </section>
  );
}
