import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { SignupLink } from "~/components/ui/signup-link";
import { SiteLink } from "~/components/ui/site-link";
import { resultText, tracks } from "~/content/eligibility";
import type { IconName } from "~/content/models";
import { assessEligibility, isComplete, type Answers } from "~/lib/eligibility";
import { paths } from "~/route-paths";

interface EligibilityResultProps {
  answers: Partial<Answers>;
  /** The cohort's application link. */
  applyUrl: string;
  /** The cohort's next event, or where its next dates will be announced (hooks/cohort-view.ts). */
  cohortOutlook: string;
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline";

function ResultHeading({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-2 text-xl font-bold text-ink-900">
      <Icon name={icon} className="size-6 shrink-0 text-brand-700" />
      {children}
    </h3>
  );
}

/** What the answers mean: the founder's track, InFINity, perks, and one way to start. */
export function EligibilityResult({ answers, applyUrl, cohortOutlook }: EligibilityResultProps) {
  if (!isComplete(answers)) return <p className="text-ink-700">{resultText.pending}</p>;
  const { track, infinityReasons, perks } = assessEligibility(answers);
  const trackCopy = tracks[track];
  return (
    <div className="grid gap-6">
      <div>
        <ResultHeading icon="rocket">{resultText.trackHeading(trackCopy.name)}</ResultHeading>
        {trackCopy.lines.map((line) => (
          <p key={line} className="mt-2 text-ink-700">
            {line}
          </p>
        ))}
        <SiteLink href={trackCopy.href} className={linkClass}>
          {trackCopy.linkText}
        </SiteLink>
      </div>
      <div>
        <ResultHeading icon="graduation-cap">{resultText.infinityHeading}</ResultHeading>
        {infinityReasons.length === 0 ? (
          <>
            <p className="mt-2 text-ink-700">{resultText.eligible}</p>
            <p className="mt-2 text-ink-700">{cohortOutlook}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
              <SignupLink placement="eligibility-infinity" address={applyUrl} variant="secondary">
                {resultText.applyCta}
              </SignupLink>
              <SiteLink href={paths.infinity} className={linkClass}>
                {resultText.aboutInfinity}
              </SiteLink>
            </div>
          </>
        ) : (
          <>
            <p className="mt-2 font-semibold text-ink-800">{resultText.notYet}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
              {infinityReasons.map((reason) => (
                <li key={reason}>{resultText.reasons[reason]}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div>
        <ResultHeading icon="gift">{resultText.perksHeading}</ResultHeading>
        <p className="mt-2 text-ink-700">{resultText.perks[perks]}</p>
        <SiteLink href={resultText.perksLink.href} className={linkClass}>
          {resultText.perksLink.label}
        </SiteLink>
      </div>
      <SignupLink placement={`eligibility-${track}`} size="lg" className="justify-self-start">
        {resultText.cta}
      </SignupLink>
    </div>
  );
}
