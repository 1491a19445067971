import { CtaButton } from "~/components/sections/cta-button";
import { HeroShapes } from "~/components/sections/hero-shapes";
import { PhotoMosaic } from "~/components/sections/photo-mosaic";
import type { HeroContent, Picture } from "~/content/models";

interface HomeHeroProps {
  hero: HeroContent;
  intro: string;
  pictures: Picture[];
}

export function HomeHero({ hero, intro, pictures }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <HeroShapes />
      <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div className="lg:order-2">
          <PhotoMosaic pictures={pictures} layout="home" />
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
