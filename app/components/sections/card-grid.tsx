import { SectionHeader } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import type { Benefit } from "~/content/infinity";
import type { PageSection } from "~/content/models";
import { cn } from "~/lib/cn";

interface BenefitGridProps {
  id: string;
  section: PageSection;
  benefits: Benefit[];
  tinted?: boolean;
}

/** A section of reasons: heading, then one card per benefit with its icon. */
export function BenefitGrid({ id, section, benefits, tinted = false }: BenefitGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-24", tinted && "bg-ink-50")}>
      <div className="container-page">
        <SectionHeader headingId={headingId} section={section} align="center" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink-900">{benefit.title}</h3>
              <p className="mt-2 text-ink-700">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
