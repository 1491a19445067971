import type { ReactNode } from "react";
import { inspect } from "~/cms/inspector";
import type { HeroContent } from "~/content/models";
import { cn } from "~/lib/cn";
import { CtaButton } from "./cta-button";
import { HeroBackdrop } from "./hero-backdrop";
import { HeroShapes } from "./hero-shapes";
import { FirstScreenEnd } from "~/components/ui/first-screen-end";
import { langOfText } from "~/lib/text-language";

interface PageHeroProps {
  hero: HeroContent;
  /** Names the primary button in the sign-up link's utm_content. */
  placement: string;
  eyebrow?: string;
  /** A second, quieter button ("Talk to Us"); no link means the sign-up page. */
  secondaryCta?: { text: string; link?: string };
  /** The right-hand column on large screens (mosaic, video, illustration); above the text on phones. */
  media?: ReactNode;
  /** Anything more under the subtitle (a short list of facts, badges). */
  children?: ReactNode;
}

/** The opening section of an inner page: the page's one h1, its subtitle and calls to action. */
export function PageHero({ hero, placement, eyebrow, secondaryCta, media, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-hero-title" className="relative isolate bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cn(
          "container-page grid items-center gap-8 py-10 sm:py-14 lg:gap-12 lg:py-20",
          media ? "lg:grid-cols-2" : undefined,
        )}
      >
        {media && <div className="lg:col-start-2 lg:row-start-1">{media}</div>}
        <div className={media ? "lg:col-start-1 lg:row-start-1" : "mx-auto max-w-3xl text-center"}>
          {eyebrow && <p className="font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
          <h1
            id="page-hero-title"
            lang={langOfText(hero.title)}
            className="mt-2 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl"
            {...(__LIVE_PREVIEW__ && inspect(hero, "title"))}
          >
            {hero.title}
          </h1>
          {hero.subtitle && (
            <p
              lang={langOfText(hero.subtitle)}
              className="mt-4 text-lg text-ink-700 sm:text-xl"
              {...(__LIVE_PREVIEW__ && inspect(hero, "subtitle"))}
            >
              {hero.subtitle}
            </p>
          )}
          {children}
          <div className={cn("mt-8 flex flex-wrap gap-3", media ? undefined : "justify-center")}>
            <CtaButton
              text={hero.ctaText}
              link={hero.ctaLink}
              placement={placement}
              size="lg"
              {...(__LIVE_PREVIEW__ && inspect(hero, "ctaText"))}
            />
            {secondaryCta && (
              <CtaButton
                text={secondaryCta.text}
                link={secondaryCta.link}
                placement={`${placement}_secondary`}
                variant="secondary"
                size="lg"
              />
            )}
          </div>
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
