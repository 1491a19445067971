import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import type { PageSection } from "~/content/models";
import type { PitchPoint } from "~/content/vc-funded";

/** The payment pitch as six figures, each with what it means for a scaling startup. */
export function WhyChoose({ section, points }: { section: PageSection; points: PitchPoint[] }) {
  return (
    <section id="why-choose" aria-labelledby="why-choose-heading" className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader headingId="why-choose-heading" section={section} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between gap-4">
                <p className="text-3xl font-extrabold tracking-tight text-brand-700">{point.highlight}</p>
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={point.icon} className="size-5" />
                </span>
              </div>
              <h3 className="mt-3 text-lg font-bold text-ink-900">{point.title}</h3>
              <p className="mt-2 text-ink-700">{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
