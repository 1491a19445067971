import { AboutSection } from "~/components/home/about-section";
import { AcceleratorIntro } from "~/components/home/accelerator-intro";
import { GrowthToolkit } from "~/components/home/growth-toolkit";
import { HomeHero } from "~/components/home/home-hero";
import { PartnerStrip } from "~/components/home/partner-strip";
import { FaqSection } from "~/components/sections/faq-section";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useFaqs } from "~/cms/use-faqs";
import { useNews } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import {
  about,
  accelerator,
  growthToolkit,
  homeFaq,
  homeHero,
  homeHeroEligibility,
  homeHeroIntro,
  homeHeroPictures,
  homeMeta,
  partnerStrip,
} from "~/content/home";
import { paths } from "~/route-paths";
import type { Route } from "./+types/home";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    path: paths.home,
    ...homeMeta,
    absoluteTitle: true,
    faqs: loaderData?.faqs ?? homeFaq.items,
    override: loaderData?.meta,
  });
}

export function loader() {
  return loadContentSnapshot(paths.home, ["meta", "hero", "faqs", "sections", "news"]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.home, homeHero, loaderData);
  const faqs = useFaqs(paths.home, homeFaq.items, loaderData.faqs).data;
  const news = useNews(paths.home, accelerator.news, loaderData.news);
  return (
    <>
      <HomeHero hero={hero} intro={homeHeroIntro} pictures={homeHeroPictures} eligibility={homeHeroEligibility} />
      <PartnerStrip section={section(partnerStrip.section)} copy={partnerStrip} />
      <AboutSection section={section(about.section)} copy={about} />
      <GrowthToolkit section={section(growthToolkit.section)} copy={growthToolkit} />
      <AcceleratorIntro section={section(accelerator.section)} copy={accelerator} news={news} />
      <FaqSection id="faqs" section={section(homeFaq.section)} items={faqs} />
    </>
  );
}
