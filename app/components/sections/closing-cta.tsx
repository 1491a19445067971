import { SignupLink } from "~/components/ui/signup-link";
import type { PageSection } from "~/content/models";

interface ClosingCtaProps {
  section: PageSection;
  ctaText: string;
  /** Names this button in the sign-up link's utm_content, e.g. `bootstrapped_closing`. */
  placement: string;
}

/** The last word of a page: a short pitch and the sign-up button. */
export function ClosingCta({ section, ctaText, placement }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-brand-950 py-16 text-white sm:py-24">
      <div className="container-page max-w-3xl text-center">
        <h2 id="closing-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {section.heading}
        </h2>
        {section.subheading && <p className="mt-3 text-xl font-semibold text-saffron-400">{section.subheading}</p>}
        {section.description && <p className="mt-4 text-lg text-brand-100">{section.description}</p>}
        <SignupLink placement={placement} variant="secondary" size="lg" className="mt-8">
          {ctaText}
        </SignupLink>
      </div>
    </section>
  );
}
