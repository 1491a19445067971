import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { Icon } from "~/components/ui/icon";
import { SignupLink } from "~/components/ui/signup-link";
import type { PageSection } from "~/content/models";
import type { ClaimStep } from "~/content/perks";

interface HowToClaimProps {
  section: PageSection;
  steps: ClaimStep[];
  ctaText: string;
}

/** Apply, complete onboarding, claim and use; then the button that starts the application. */
export function HowToClaim({ section, steps, ctaText }: HowToClaimProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section id="how-to-claim" aria-labelledby={headingId} className="bg-ink-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} align="center" />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={step.icon} className="size-5" />
                </span>
              </div>
              <h3 className="mt-5 text-xl font-bold text-ink-900">{step.title}</h3>
              <p className="mt-2 text-ink-700">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <SignupLink placement="perks_how_to_claim" size="lg">
            {ctaText}
          </SignupLink>
        </div>
      </div>
    </section>
  );
}
