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

export function meta() {
  return [{ title: vcFundedMeta.title }, { name: "description", content: vcFundedMeta.description }];
}

export default function VcFundedStartups() {
  const hero = vcFundedHero;
  return (
    <>
      <PageHero
        hero={hero}
        placement="vc_funded_hero"
        secondaryCta={vcFundedTalkToConsultant}
        media={<HeroPicture picture={vcFundedHeroPicture} className="mx-auto max-w-sm lg:max-w-md" />}
      />
      <WhyChoose section={whyChoose} points={whyChoosePoints} />
      <ScaleSmarter section={scaleSmarter} cards={intelligenceCards} />
      <FeatureBlocks section={featureSection} blocks={featureBlocks} />
      <ClosingCta section={closingCta} ctaText={closingCtaText} placement="vc_funded_closing" />
    </>
  );
}
