import { SignupLink } from "~/components/ui/signup-link";
import type { PageSection } from "~/content/models";
import { SectionHeader } from "./section-header";

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
      <div className="container-page text-center">
        <SectionHeader headingId="closing-cta-heading" section={section} align="center" tone="dark" />
        <SignupLink placement={placement} variant="secondary" size="lg" className="mt-8">
          {ctaText}
        </SignupLink>
      </div>
    </section>
  );
}
