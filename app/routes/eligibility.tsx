import type { ShouldRevalidateFunctionArgs } from "react-router";
import { EligibilityForm } from "~/components/eligibility/eligibility-form";
import { EligibilityResult, type CheckerOffer } from "~/components/eligibility/eligibility-result";
import { EligibilityRules } from "~/components/eligibility/eligibility-rules";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useProgrammeCohort } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { programmeCohort } from "~/content/cohort";
import { partnerPerks } from "~/content/perks";
import { eligibilityHero, eligibilityMeta, questionsSection, resultSection, rulesSection } from "~/content/eligibility";
import { useEligibilityAnswers } from "~/hooks/use-eligibility-answers";
import { useCohortView } from "~/hooks/use-cohort-view";
import { buildDate } from "~/lib/build-date";
import { cohortView } from "~/hooks/cohort-view";
import { hasEnded } from "~/lib/perks";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/eligibility";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.eligibility, ...eligibilityMeta, override: loaderData?.meta });
}

export async function loader() {
  const { perks, ...snapshot } = await loadContentSnapshot(paths.eligibility, [
    "meta",
    "hero",
    "sections",
    "programmeCohort",
    "perks",
  ]);
  const builtOn = buildDate();
  // The Perks page's offers on the build's day, as much of each as the checker names.
  const offers: CheckerOffer[] = (perks ?? partnerPerks)
    .filter((perk) => !hasEnded(perk, builtOn))
    .map(({ id, name, offer, qualifies, endsOn }) => ({
      id,
      name,
      offer,
      ...(qualifies && { qualifies }),
      ...(endsOn && { endsOn }),
    }));
  // The cohort's dates as the build sees them; the browser brings them up to date.
  return { ...snapshot, offers, builtOn, cohort: cohortView(snapshot.programmeCohort ?? programmeCohort, builtOn) };
}

/** New answers are a new query on the same page: nothing to load, and nothing to send anywhere. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Eligibility({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.eligibility, eligibilityHero, loaderData);
  const cohort = useProgrammeCohort(loaderData.programmeCohort);
  const view = useCohortView(loaderData.cohort, loaderData.programmeCohort ?? programmeCohort, cohort);
  const { answers, update } = useEligibilityAnswers();
  const questions = section(questionsSection);
  const result = section(resultSection);
  return (
    <>
      <PageHero hero={hero} placement="eligibility_hero" />
      {/* Hidden without JavaScript (root.tsx), where it could not answer: the rules below say it all. */}
      <section aria-labelledby={sectionHeadingId(questions)} data-needs-script className="bg-ink-50 py-16 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeader headingId={sectionHeadingId(questions)} section={questions} />
            <div className="mt-8">
              <EligibilityForm answers={answers} onAnswer={update} resultHeadingId={sectionHeadingId(result)} />
            </div>
          </div>
          <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
            <h2 id={sectionHeadingId(result)} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-ink-900">
              {result.heading}
            </h2>
            <div aria-live="polite" className="mt-4">
              <EligibilityResult
                answers={answers}
                offers={loaderData.offers}
                builtOn={loaderData.builtOn}
                applyUrl={cohort.applyUrl}
                cohortOutlook={view.outlook}
              />
            </div>
          </div>
        </div>
      </section>
      <EligibilityRules section={section(rulesSection)} />
    </>
  );
}
