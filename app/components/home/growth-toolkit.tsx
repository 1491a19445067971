import useEmblaCarousel from "embla-carousel-react";
import { ArrowRight, ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { growthToolkit as growthToolkitCopy } from "~/content/home";
import type { PageSection } from "~/content/models";
import { carouselLabels } from "~/content/shared";
import { usePrefersReducedMotion } from "~/hooks/use-media-query";

/** The five things the programme gives, as a swipeable row (Embla); it never moves by itself. */
export function GrowthToolkit({ section, copy }: { section: PageSection; copy: typeof growthToolkitCopy }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ align: "start", duration: reducedMotion ? 0 : 25 });
  const subscribe = useCallback(
    (onChange: () => void) => {
      embla?.on("select", onChange).on("reInit", onChange);
      return () => embla?.off("select", onChange).off("reInit", onChange);
    },
    [embla],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollNext() ?? true,
    () => true,
  );

  return (
    <section aria-labelledby="toolkit-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="toolkit-heading" className="section-heading">
              {section.heading}
            </h2>
            {section.subheading && <p className="mt-2 text-lg font-semibold text-brand-700">{section.subheading}</p>}
            <p className="mt-3 text-lg text-ink-600">{section.description}</p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className="carousel-control disabled:opacity-40"
              aria-label={carouselLabels.previous}
              disabled={!canPrev}
              onClick={() => embla?.scrollPrev()}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className="carousel-control disabled:opacity-40"
              aria-label={carouselLabels.next}
              disabled={!canNext}
              onClick={() => embla?.scrollNext()}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <div
          ref={viewport}
          className="mt-8 overflow-hidden"
          role="region"
          aria-roledescription="carousel"
          aria-label={section.heading}
        >
          <ul className="-ml-4 flex touch-pan-y">
            {copy.cards.map((card) => (
              <li key={card.title} className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2 lg:basis-1/3">
                <article className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={card.icon} className="size-6" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-ink-900">{card.title}</h3>
                  <p className="mt-2 flex-1 text-ink-700">{card.description}</p>
                  <Link
                    to={card.link.href}
                    className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    {card.link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
