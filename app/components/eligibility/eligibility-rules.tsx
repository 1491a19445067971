import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { rules } from "~/content/eligibility";
import type { PageSection } from "~/content/models";

/**
 * The checker's rules as plain text, for everyone and for a browser without JavaScript, where
 * the checker itself cannot run: nothing it decides is hidden.
 */
export function EligibilityRules({ section }: { section: PageSection }) {
  const headingId = sectionHeadingId(section);
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="container-page">
        {/* Shown only without JavaScript (app.css, `@media (scripting: none)`). */}
        <p data-without-script className="mb-8 hidden rounded-2xl bg-saffron-100 p-5 font-semibold text-ink-900">
          {rules.noScript}
        </p>
        <SectionHeader headingId={headingId} section={section} />
        <div className="mt-10 grid gap-8 md:grid-cols-3">
          <div>
            <h3 className="text-xl font-bold text-ink-900">{rules.tracksHeading}</h3>
            <ul className="mt-3 space-y-2 text-ink-700">
              {rules.tracks.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-bold text-ink-900">{rules.infinityHeading}</h3>
            <p className="mt-3 text-ink-700">{rules.infinityIntro}</p>
            <ul className="mt-2 list-disc space-y-2 pl-5 text-ink-700">
              {rules.infinityCriteria.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-bold text-ink-900">{rules.perksHeading}</h3>
            <p className="mt-3 text-ink-700">{rules.perks}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
