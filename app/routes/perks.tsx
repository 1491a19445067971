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
import { loadContentSnapshot } from "~/cms/snapshot";
import { usePerks } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/perks";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.perks, ...perksMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.perks, ["meta", "hero", "sections", "perks"]);
}

export default function Perks({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.perks, perksHero, loaderData);
  const perks = usePerks(partnerPerks, loaderData.perks);
  return (
    <>
      <PageHero hero={hero} placement="perks_hero" media={<PartnerOrbit copy={partnerOrbit} />} />
      <PartnerOffers section={section(partnerOffersSection)} perks={perks} comingSoon={morePerksSoon} />
      <HowToClaim section={section(howToClaimSection)} steps={claimSteps} ctaText={howToClaimCta} />
    </>
  );
}
