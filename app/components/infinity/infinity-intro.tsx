import { SectionHeader } from "~/components/sections/section-header";
import { CountUpFigure, SCROLL_SPY_DURATION_MS } from "~/components/ui/count-up";
import type { ProgrammeFact } from "~/content/infinity";
import type { PageSection } from "~/content/models";

/**
 * What the programme is, and its four numbers at a glance. Both columns start at the top: at a
 * laptop's height this section shares the first screen, which Chromium may paint before the numbers
 * are all parsed (decision 708), and a centred column would move up as the rest of them arrived
 * (and a card's label as its number did: `figure-card`).
 */
export function InfinityIntro({ section, facts }: { section: PageSection; facts: ProgrammeFact[] }) {
  return (
    <section aria-labelledby="infinity-intro-heading" className="py-16 sm:py-24">
      <div className="container-page grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeader headingId="infinity-intro-heading" section={section} />
        <dl className="grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div key={fact.label} className="figure-card rounded-2xl bg-brand-50 p-5 text-2xl sm:text-3xl">
              <dt className="mt-1 text-base text-ink-700">{fact.label}</dt>
              <dd className="font-extrabold text-brand-800">
                <CountUpFigure figure={fact.value} durationMs={SCROLL_SPY_DURATION_MS} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
