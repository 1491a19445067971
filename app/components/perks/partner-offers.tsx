import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { CtaButton } from "~/components/sections/cta-button";
import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { LazyImage } from "~/components/ui/lazy-image";
import type { PageSection } from "~/content/models";
import { perkFactsText, perkTermsText, type morePerksSoon, type PartnerPerk } from "~/content/perks";
import { formatDate } from "~/content/dates";
import { useHydrated } from "~/hooks/use-hydrated";
import { useVisitorsDay } from "~/hooks/use-visitors-day";
import type { CalendarDate } from "~/lib/calendar-date";
import { endedOffersScript, hasEnded, perkStages } from "~/lib/perks";
import { pictureFiles } from "~/lib/image-api";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";
import { OfferFilters } from "./offer-filters";

/** The logo's box on the card: 40 px high, as wide as the logo's shape asks (a wordmark at most 4:1). */
const LOGO_HEIGHT = 40;
const logoWidth = (logo: NonNullable<PartnerPerk["logo"]>) =>
  Math.round(Math.min(4, logo.width / logo.height) * LOGO_HEIGHT);

function PerkCard({ perk, builtOn }: { perk: PartnerPerk; builtOn: CalendarDate }) {
  const { logo } = perk;
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
    >
      {/* A logo that is absent or fails to load is hidden; the partner's name is the heading below it. */}
      <div className="h-10">
        {logo && (
          <LazyImage
            {...pictureFiles(logo, { width: logoWidth(logo), height: LOGO_HEIGHT })}
            alt={logo.alt}
            width={logoWidth(logo)}
            height={LOGO_HEIGHT}
            placeholder={false}
            className="h-10 w-auto max-w-full"
            {...(__LIVE_PREVIEW__ && inspect(logo, "src"))}
          />
        )}
      </div>
      <h3 id={nameId} className="mt-5 text-xl font-bold text-ink-900" {...(__LIVE_PREVIEW__ && inspect(perk, "name"))}>
        {perk.name}
      </h3>
      <p
        lang={langOfText(perk.kind)}
        className="text-sm font-medium text-ink-600 first-letter:uppercase"
        {...(__LIVE_PREVIEW__ && inspect(perk, "kind"))}
      >
        {perk.kind}
      </p>
      <p
        lang={langOfText(perk.offer)}
        className="mt-4 text-2xl font-extrabold leading-tight text-brand-700"
        {...(__LIVE_PREVIEW__ && inspect(perk, "offer"))}
      >
        {perk.valueUpTo && (
          <>
            <span className="text-base font-bold text-ink-700">{perkFactsText.upTo}</span>{" "}
          </>
        )}
        {perk.offer}
      </p>
      <p
        lang={langOfText(perk.description)}
        className="mt-3 flex-1 text-ink-700"
        {...(__LIVE_PREVIEW__ && inspect(perk, "description"))}
      >
        {perk.description}
      </p>
      <PerkFacts perk={perk} builtOn={builtOn} />
      <CtaButton
        text={perk.cta}
        link={perk.ctaLink}
        placement={`perks_card_${perk.id}`}
        variant="secondary"
        className="mt-6 w-full"
        {...(__LIVE_PREVIEW__ && inspect(perk, "cta"))}
      />
      {(perk.terms || perk.lastVerified) && (
        <p className="mt-3 text-xs text-ink-600" {...(__LIVE_PREVIEW__ && inspect(perk, "terms"))}>
          {perk.terms}
          {perk.terms && perk.lastVerified && " "}
          {perk.lastVerified && perkTermsText.lastVerified(formatDate(perk.lastVerified))}
        </p>
      )}
    </article>
  );
}

/** Who can claim the offer, until when, what it leaves out, and how to claim it. */
function PerkFacts({ perk, builtOn }: { perk: PartnerPerk; builtOn: CalendarDate }) {
  const text = perkFactsText;
  const last = perk.endsOn ? formatDate(perk.endsOn) : text.noEnd;
  // An offer that starts after the build says so; once it runs, its first day is history.
  const runs = perk.startsOn && perk.startsOn > builtOn ? `${formatDate(perk.startsOn)} – ${last}` : last;
  return (
    <dl className="mt-4 grid gap-2 text-sm text-ink-700 [&_dt]:font-semibold [&_dt]:text-ink-900">
      <div>
        <dt>{text.qualifies}</dt>
        <dd {...(__LIVE_PREVIEW__ && inspect(perk, "qualifies"))}>
          {perk.qualifies?.length ? perk.qualifies.map((stage) => text.stages[stage]).join(", ") : text.everyFounder}
        </dd>
      </div>
      <div>
        <dt>{text.runs}</dt>
        <dd {...(__LIVE_PREVIEW__ && inspect(perk, "endsOn"))}>{runs}</dd>
      </div>
      {perk.exclusions && (
        <div>
          <dt>{text.excludes}</dt>
          <dd lang={langOfText(perk.exclusions)} {...(__LIVE_PREVIEW__ && inspect(perk, "exclusions"))}>
            {perk.exclusions}
          </dd>
        </div>
      )}
      <div>
        <dt>{text.howToClaim}</dt>
        <dd {...(__LIVE_PREVIEW__ && inspect(perk, "claimSteps"))}>
          {perk.claimSteps?.length ? (
            <ol className="list-decimal ps-5">
              {perk.claimSteps.map((step) => (
                <li key={step} lang={langOfText(step)}>
                  {step}
                </li>
              ))}
            </ol>
          ) : (
            <a href="#how-to-claim" className="font-semibold text-brand-700 underline underline-offset-2">
              {text.sharedSteps}
            </a>
          )}
        </dd>
      </div>
    </dl>
  );
}

interface PartnerOffersProps {
  section: PageSection;
  perks: PartnerPerk[];
  comingSoon: typeof morePerksSoon;
  /** In India. */
  builtOn: CalendarDate;
}

/**
 * Partners' offers with filters and a "more on the way" card. Offers ended by the build's day are
 * left out; one ending later is hidden from first paint by the script before the list
 * (docs/decisions/017), then by the app.
 */
export function PartnerOffers({ section, perks, comingSoon, builtOn }: PartnerOffersProps) {
  const headingId = sectionHeadingId(section);
  const hydrated = useHydrated();
  const today = useVisitorsDay(builtOn);
  const onPage = perks.filter((perk) => !hasEnded(perk, builtOn));
  return (
    <section id="partner-offers" aria-labelledby={headingId} className="perk-filtering bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} align="center" />
        <OfferFilters perks={onPage.filter((perk) => !hasEnded(perk, today))} />
        {/* Written by the prerender only (the app never sets a script's text). */}
        {!hydrated && onPage.some((perk) => perk.endsOn) && (
          <script
            // Its text is the prerender's (the client bundle has none of it); hydration leaves it.
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? endedOffersScript() : "" }}
            suppressHydrationWarning
          />
        )}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {onPage.map((perk) => (
            <li
              key={perk.id}
              id={`perk-${perk.id}`}
              // For the filters (app.css): no stages means every kind; no category shows only under "all".
              data-stages={(perk.qualifies?.length ? perk.qualifies : perkStages).join(" ")}
              data-category={perk.category ?? ""}
              // For the script before the offers and the search index: hides offers ended since the build.
              data-ends-on={perk.endsOn}
              hidden={hasEnded(perk, today) || undefined}
            >
              <PerkCard perk={perk} builtOn={builtOn} />
            </li>
          ))}
          <li className="sm:col-span-2 lg:col-span-3">
            <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50 p-8 text-center sm:flex-row sm:text-left">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-brand-700">
                <Icon name="sparkles" className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-ink-900">{comingSoon.title}</h3>
                <p className="mt-1 text-ink-700">{comingSoon.description}</p>
              </div>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
