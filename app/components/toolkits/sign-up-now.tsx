import { SectionHeader } from "~/components/sections/section-header";
import { SignupLink } from "~/components/ui/signup-link";
import type { PageSection } from "~/content/models";

/** The page's closing call to action. */
export function SignUpNow({ section, buttonText }: { section: PageSection; buttonText: string }) {
  const headingId = `${section.sectionName}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-gradient-to-b from-white to-brand-50 py-16 sm:py-24">
      <div className="container-page text-center">
        <SectionHeader section={section} headingId={headingId} align="center" />
        <SignupLink placement="toolkits_sign_up_now" size="lg" className="mt-8">
          {buttonText}
        </SignupLink>
      </div>
    </section>
  );
}
