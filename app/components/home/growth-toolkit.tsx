import { useRef } from "react";
import { Link } from "~/components/ui/router-link";
import { Icon } from "~/components/ui/icon";
import type { growthToolkit as growthToolkitCopy } from "~/content/home";
import type { PageSection } from "~/content/models";
import { carouselLabels } from "~/content/shared";
import { useScrollRow } from "~/hooks/use-scroll-row";
import { inspect } from "~/cms/inspector";

/**
 * The five things the programme gives, as a row that scrolls natively and snaps to each card
 * (swipe, trackpad, keyboard, and without JavaScript too); it never moves by itself.
 */
export function GrowthToolkit({ section, copy }: { section: PageSection; copy: typeof growthToolkitCopy }) {
  const row = useRef<HTMLUListElement>(null);
  const { canPrev, canNext, step } = useScrollRow(row);

  return (
    // The section is the carousel (its heading names it, its buttons move it): one landmark, read
    // as "Your Growth Toolkit, carousel", not a second region of the same name inside the first.
    <section aria-labelledby="toolkit-heading" aria-roledescription="carousel" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="toolkit-heading" className="section-heading" {...(__LIVE_PREVIEW__ && inspect(section, "heading"))}>
              {section.heading}
            </h2>
            {section.subheading && (
              <p
                className="mt-2 text-lg font-semibold text-brand-700"
                {...(__LIVE_PREVIEW__ && inspect(section, "subheading"))}
              >
                {section.subheading}
              </p>
            )}
            <p className="mt-3 text-lg text-ink-600" {...(__LIVE_PREVIEW__ && inspect(section, "description"))}>
              {section.description}
            </p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className="carousel-control disabled:opacity-40"
              aria-label={carouselLabels.previous}
              disabled={!canPrev}
              onClick={() => step(-1)}
            >
              <Icon name="chevron-left" className="size-5" tooltip={carouselLabels.previous} />
            </button>
            <button
              type="button"
              className="carousel-control disabled:opacity-40"
              aria-label={carouselLabels.next}
              disabled={!canNext}
              onClick={() => step(1)}
            >
              <Icon name="chevron-right" className="size-5" tooltip={carouselLabels.next} />
            </button>
          </div>
        </div>
        <div className="mt-8">
          <ul ref={row} className="scroll-row -ml-4 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain">
            {copy.cards.map((card) => (
              <li
                key={card.title}
                className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start pl-4 sm:basis-1/2 lg:basis-1/3"
              >
                {/* A slide of the row, not a composition of its own: a list item, not an article. */}
                <div className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
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
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
