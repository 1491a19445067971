import type { PageSection } from "~/content/models";
import { CtaButton } from "./cta-button";
import { SectionHeader } from "./section-header";

interface ClosingCtaProps {
  section: PageSection;
  ctaText: string;
  /** Names this button in the sign-up link's utm_content, e.g. `bootstrapped_closing`. */
  placement: string;
  /** Where the button leads: the sign-up page without one (components/sections/cta-button.tsx). */
  link?: string;
  /** The heading's id, for a page with more than one. */
  headingId?: string;
  /** Attributes for the button (a preview build's inspector tags). */
  buttonAttributes?: Record<`data-${string}`, string>;
}

/** The last word of a page: a short pitch and the sign-up button. */
export function ClosingCta({
  section,
  ctaText,
  placement,
  link,
  headingId = "closing-cta-heading",
  buttonAttributes,
}: ClosingCtaProps) {
  return (
    <section aria-labelledby={headingId} className="bg-brand-950 py-16 text-white sm:py-24">
      <div className="container-page text-center">
        <SectionHeader headingId={headingId} section={section} align="center" tone="dark" />
        <CtaButton
          text={ctaText}
          link={link}
          placement={placement}
          variant="secondary"
          size="lg"
          className="mt-8"
          {...buttonAttributes}
        />
      </div>
    </section>
  );
}
