import { ArrowUpRight } from "lucide-react";
import { SectionHeader } from "~/components/sections/section-header";
import { ExternalLink } from "~/components/ui/external-link";
import type { NewsCard } from "~/content/infinity";
import type { PageSection } from "~/content/models";

/** Press coverage, each card opening the article in a new tab. */
export function NewsCards({ section, cards }: { section: PageSection; cards: NewsCard[] }) {
  return (
    <section aria-labelledby="infinity-news-heading" className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader headingId="infinity-news-heading" section={section} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.href}>
              <article className="relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200 hover:shadow-md">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{card.outlet}</p>
                <h3 className="mt-2 text-lg font-bold text-ink-900">
                  {/* The whole card is the link's target area; the headline is its name. */}
                  <ExternalLink
                    href={card.href}
                    className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                  >
                    {card.headline}
                  </ExternalLink>
                </h3>
                <p className="mt-2 flex-1 text-ink-700">{card.summary}</p>
                <ArrowUpRight aria-hidden="true" className="mt-4 size-5 text-brand-700" />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
