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
import { buildDate } from "~/lib/build-date";
import { hasEnded, unlessOnlyTheFiltersChanged } from "~/lib/perks";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/perks";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.perks, ...perksMeta, override: loaderData?.meta });
}

export async function loader() {
  const snapshot = await loadContentSnapshot(paths.perks, ["meta", "hero", "sections", "perks"]);
  // The day the page is built: an offer past its last day then is left out of it, its data too;
  // with none left, the built-in offers stand in.
  const builtOn = buildDate();
  const running = snapshot.perks?.filter((perk) => !hasEnded(perk, builtOn));
  return { ...snapshot, ...(snapshot.perks && { perks: running?.length ? running : null }), builtOn };
}

export const shouldRevalidate = unlessOnlyTheFiltersChanged;

export default function Perks({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.perks, perksHero, loaderData);
  const perks = usePerks(partnerPerks, loaderData.perks);
  return (
    <>
      <PageHero hero={hero} placement="perks_hero" media={<PartnerOrbit copy={partnerOrbit} />} />
      <PartnerOffers
        section={section(partnerOffersSection)}
        perks={perks}
        comingSoon={morePerksSoon}
        builtOn={loaderData.builtOn}
      />
      <HowToClaim section={section(howToClaimSection)} steps={claimSteps} ctaText={howToClaimCta} />
    </>
  );
}
