import { CtaButton } from "~/components/sections/cta-button";
import { HeroBackdrop } from "~/components/sections/hero-backdrop";
import { HeroShapes } from "~/components/sections/hero-shapes";
import { PhotoMosaic } from "~/components/sections/photo-mosaic";
import { SiteLink } from "~/components/ui/site-link";
import type { HeroContent, NavLinkItem } from "~/content/models";
import type { Picture } from "~/lib/models";
import { inspect } from "~/cms/inspector";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import { langOfText } from "~/lib/text-language";

interface HomeHeroProps {
  hero: HeroContent;
  intro: string;
  pictures: Picture[];
  /** A line under the button to the eligibility checker. */
  eligibility: { lead: string; link: NavLinkItem };
}

export function HomeHero({ hero, intro, pictures, eligibility }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div className="lg:col-start-2 lg:row-start-1">
          <PhotoMosaic pictures={pictures} layout="home" />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <h1
            id="home-hero-title"
            lang={langOfText(hero.title)}
            className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl"
            {...(__LIVE_PREVIEW__ && inspect(hero, "title"))}
          >
            {hero.title}
          </h1>
          <p
            lang={langOfText(hero.subtitle)}
            className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl"
            {...(__LIVE_PREVIEW__ && inspect(hero, "subtitle"))}
          >
            {hero.subtitle}
          </p>
          <p className="mt-4 max-w-xl text-lg text-ink-700">{intro}</p>
          <CtaButton
            text={hero.ctaText}
            link={hero.ctaLink}
            placement="home_hero"
            size="lg"
            className="mt-8"
            {...(__LIVE_PREVIEW__ && inspect(hero, "ctaText"))}
          />
          <p className="mt-4 text-ink-700">
            {eligibility.lead}{" "}
            <SiteLink href={eligibility.link.href} className="font-semibold text-brand-700 underline">
              {eligibility.link.label}
            </SiteLink>
          </p>
        </div>
      </div>
      {/* Last, the backdrop under the shapes: a page painted while it is still arriving shows the
          heading before the backdrop, never the backdrop alone (decision 006). */}
      {hero.backgroundImage && <HeroBackdrop picture={hero.backgroundImage} />}
      <HeroShapes />
      <FirstScreenEnd />
    </section>
  );
}
