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
import { loadContentSnapshot } from "~/cms/snapshot";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/bootstrapped-startups";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.bootstrapped, ...bootstrappedMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.bootstrapped, ["meta", "hero", "sections"]);
}

export default function BootstrappedStartups({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.bootstrapped, bootstrappedHero, loaderData);
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
      <GoLiveFast section={section(goLiveFast)} steps={goLiveSteps} />
      <FeatureBlocks section={section(featureSection)} blocks={featureBlocks} />
      <ClosingCta section={section(closingCta)} ctaText={closingCtaText} placement="bootstrapped_closing" />
      <ProgressSpiral />
    </>
  );
}
