import { SectionHeader } from "~/components/sections/section-header";
import { CountUpFigure, SCROLL_SPY_DURATION_MS } from "~/components/ui/count-up";
import type { ProgrammeFact } from "~/content/infinity";
import type { PageSection } from "~/content/models";

/**
 * What the programme is, and its four numbers at a glance. Both columns start at the top: at a
 * laptop's height this section shares the first screen, which Chromium may paint before the numbers
 * are all parsed (decision 708), and a centred column would move up as the rest of them arrived.
 * Each card shows its number above its label, though the label comes first in the list (as a
 * description list has it): the card carries the number's text size, so its first row keeps one
 * line of the number (1lh) before the number is parsed, and the label never moves down when it
 * arrives.
 */
export function InfinityIntro({ section, facts }: { section: PageSection; facts: ProgrammeFact[] }) {
  return (
    <section aria-labelledby="infinity-intro-heading" className="py-16 sm:py-24">
      <div className="container-page grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeader headingId="infinity-intro-heading" section={section} />
        <dl className="grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="grid grid-rows-[minmax(1lh,auto)_auto] rounded-2xl bg-brand-50 p-5 text-2xl sm:text-3xl"
            >
              <dt className="row-start-2 mt-1 text-base text-ink-700">{fact.label}</dt>
              <dd className="row-start-1 font-extrabold text-brand-800">
                <CountUpFigure figure={fact.value} durationMs={SCROLL_SPY_DURATION_MS} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
