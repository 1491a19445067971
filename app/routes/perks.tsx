import { HowToClaim } from "~/components/perks/how-to-claim";
import { PartnerOffers } from "~/components/perks/partner-offers";
import { PartnerOrbit } from "~/components/perks/partner-orbit";
import { PageHero } from "~/components/sections/page-hero";
import {
  claimSteps,
  howToClaimCta,
  howToClaimSection,
  morePerksSoon,
  partnerOffersSection,
  partnerOrbit,
  partnerPerks,
  perksHero,
  perksMeta,
} from "~/content/perks";

export function meta() {
  return [{ title: perksMeta.title }, { name: "description", content: perksMeta.description }];
}

export default function Perks() {
  // Built-in copy for now; the content service will supply these same shapes.
  const hero = perksHero;
  const offers = partnerOffersSection;
  const howToClaim = howToClaimSection;
  return (
    <>
      <PageHero hero={hero} placement="perks_hero" media={<PartnerOrbit copy={partnerOrbit} />} />
      <PartnerOffers section={offers} perks={partnerPerks} comingSoon={morePerksSoon} />
      <HowToClaim section={howToClaim} steps={claimSteps} ctaText={howToClaimCta} />
    </>
  );
}
