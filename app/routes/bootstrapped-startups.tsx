import { GoLiveFast } from "~/components/bootstrapped/go-live-fast";
import { ProgressSpiral } from "~/components/bootstrapped/progress-spiral";
import { ClosingCta } from "~/components/sections/closing-cta";
import { FeatureBlocks } from "~/components/sections/feature-blocks";
import { HeroFacts } from "~/components/sections/hero-facts";
import { HeroPicture } from "~/components/sections/hero-picture";
import { PageHero } from "~/components/sections/page-hero";
import {
  bootstrappedHero,
  bootstrappedHeroFacts,
  bootstrappedHeroPicture,
  bootstrappedMeta,
  bootstrappedTalkToUs,
  goLiveFast,
  goLiveSteps,
} from "~/content/bootstrapped";
import { closingCta, closingCtaText, featureBlocks, featureSection } from "~/content/startup-features";

export function meta() {
  return [{ title: bootstrappedMeta.title }, { name: "description", content: bootstrappedMeta.description }];
}

export default function BootstrappedStartups() {
  const hero = bootstrappedHero;
  return (
    <>
      <PageHero
        hero={hero}
        placement="bootstrapped_hero"
        secondaryCta={bootstrappedTalkToUs}
        media={<HeroPicture picture={bootstrappedHeroPicture} />}
      >
        <HeroFacts facts={bootstrappedHeroFacts} />
      </PageHero>
      <GoLiveFast section={goLiveFast} steps={goLiveSteps} />
      <FeatureBlocks section={featureSection} blocks={featureBlocks} />
      <ClosingCta section={closingCta} ctaText={closingCtaText} placement="bootstrapped_closing" />
      <ProgressSpiral />
    </>
  );
}
