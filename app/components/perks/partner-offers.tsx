import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { CtaButton } from "~/components/sections/cta-button";
import { SectionHeader, sectionHeadingId } from "~/components/sections/section-header";
import { LazyImage } from "~/components/ui/lazy-image";
import type { PageSection } from "~/content/models";
import { perkTermsText, type morePerksSoon, type PartnerPerk } from "~/content/perks";
import { formatDate } from "~/content/dates";
import { pictureFiles } from "~/lib/image-api";
import { inspect } from "~/cms/inspector";
import { langOfText } from "~/lib/text-language";

/** The logo's box on the card: 40 px high, as wide as the logo's shape asks (a wordmark at most 4:1). */
const LOGO_HEIGHT = 40;
const logoWidth = (logo: NonNullable<PartnerPerk["logo"]>) =>
  Math.round(Math.min(4, logo.width / logo.height) * LOGO_HEIGHT);

function PerkCard({ perk }: { perk: PartnerPerk }) {
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
        {perk.offer}
      </p>
      <p
        lang={langOfText(perk.description)}
        className="mt-3 flex-1 text-ink-700"
        {...(__LIVE_PREVIEW__ && inspect(perk, "description"))}
      >
        {perk.description}
      </p>
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

interface PartnerOffersProps {
  section: PageSection;
  perks: PartnerPerk[];
  comingSoon: typeof morePerksSoon;
}

/** Six partners' offers and a card saying more are on the way. */
export function PartnerOffers({ section, perks, comingSoon }: PartnerOffersProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section id="partner-offers" aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader section={section} headingId={headingId} align="center" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {perks.map((perk) => (
            <li key={perk.id}>
              <PerkCard perk={perk} />
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
