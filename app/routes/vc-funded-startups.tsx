import { ClosingCta } from "~/components/sections/closing-cta";
import { FeatureBlocks } from "~/components/sections/feature-blocks";
import { HeroPicture } from "~/components/sections/hero-picture";
import { PageHero } from "~/components/sections/page-hero";
import { ScaleSmarter } from "~/components/vc-funded/scale-smarter";
import { WhyChoose } from "~/components/vc-funded/why-choose";
import { closingCta, closingCtaText, featureBlocks, featureSection } from "~/content/startup-features";
import {
  intelligenceCards,
  scaleSmarter,
  vcFundedHero,
  vcFundedHeroPicture,
  vcFundedMeta,
  vcFundedTalkToConsultant,
  whyChoose,
  whyChoosePoints,
} from "~/content/vc-funded";
import { loadContentSnapshot } from "~/cms/snapshot";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/vc-funded-startups";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.vcFunded, ...vcFundedMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.vcFunded, ["meta", "hero", "sections"]);
}

export default function VcFundedStartups({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.vcFunded, vcFundedHero, loaderData);
  return (
    <>
      <PageHero
        hero={hero}
        placement="vc_funded_hero"
        secondaryCta={vcFundedTalkToConsultant}
        media={<HeroPicture picture={vcFundedHeroPicture} className="mx-auto max-w-sm lg:max-w-md" />}
      />
      <WhyChoose section={section(whyChoose)} points={whyChoosePoints} />
      <ScaleSmarter section={section(scaleSmarter)} cards={intelligenceCards} />
      <FeatureBlocks section={section(featureSection)} blocks={featureBlocks} />
      <ClosingCta section={section(closingCta)} ctaText={closingCtaText} placement="vc_funded_closing" />
    </>
  );
}
