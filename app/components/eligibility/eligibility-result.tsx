import { useId, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { SignupLink } from "~/components/ui/signup-link";
import { SiteLink } from "~/components/ui/site-link";
import { resultText, tracks } from "~/content/eligibility";
import type { IconName } from "~/content/models";
import type { PartnerPerk } from "~/content/perks";
import { useVisitorsDay } from "~/hooks/use-visitors-day";
import type { CalendarDate } from "~/lib/calendar-date";
import { assessEligibility, isComplete, stagesOf, type Answers } from "~/lib/eligibility";
import { hasEnded, isFor } from "~/lib/perks";
import { paths } from "~/route-paths";

/** What the checker says of an offer: whom it is for, until when, and its card on the Perks page. */
export type CheckerOffer = Pick<PartnerPerk, "id" | "name" | "offer" | "qualifies" | "endsOn">;

interface EligibilityResultProps {
  answers: Partial<Answers>;
  /** The Perks page's offers on the build's day. */
  offers: CheckerOffer[];
  builtOn: CalendarDate;
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
export function EligibilityResult({ answers, offers, builtOn, applyUrl, cohortOutlook }: EligibilityResultProps) {
  const today = useVisitorsDay(builtOn);
  const offersId = useId();
  if (!isComplete(answers)) return <p className="text-ink-700">{resultText.pending}</p>;
  const eligibility = assessEligibility(answers);
  const { track, infinityReasons, perks } = eligibility;
  const stages = stagesOf(eligibility);
  const open = offers.filter((offer) => isFor(offer, stages) && !hasEnded(offer, today));
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
        {open.length > 0 ? (
          <>
            <p id={offersId} className="mt-3 font-semibold text-ink-900">
              {resultText.offersLead}
            </p>
            <ul aria-labelledby={offersId}>
              {open.map((offer) => (
                <li key={offer.id}>
                  <SiteLink href={`${paths.perks}#perk-${offer.id}`} className={linkClass}>
                    {resultText.offer(offer.name, offer.offer)}
                    {!isFor(offer, stages.slice(0, 1)) && ` (${resultText.onceInInfinity})`}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 text-ink-700">{resultText.noOffers}</p>
        )}
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
