import { AboutSection } from "~/components/home/about-section";
import { AcceleratorIntro } from "~/components/home/accelerator-intro";
import { GrowthToolkit } from "~/components/home/growth-toolkit";
import { HomeHero } from "~/components/home/home-hero";
import { PartnerStrip } from "~/components/home/partner-strip";
import { FaqSection } from "~/components/sections/faq-section";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useFaqs } from "~/cms/use-faqs";
import { useHero } from "~/cms/use-hero";
import { sectionFrom, usePageSections } from "~/cms/use-page-sections";
import {
  about,
  accelerator,
  growthToolkit,
  homeFaq,
  homeHero,
  homeHeroIntro,
  homeHeroPictures,
  homeMeta,
  partnerStrip,
} from "~/content/home";
import { paths } from "~/route-paths";
import type { Route } from "./+types/home";

export function meta() {
  return [{ title: homeMeta.title }, { name: "description", content: homeMeta.description }];
}

export function loader() {
  return loadContentSnapshot(paths.home, ["hero", "faqs", "sections"]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const hero = useHero(paths.home, homeHero, loaderData.hero).data;
  const faqs = useFaqs(paths.home, homeFaq.items, loaderData.faqs).data;
  const sections = usePageSections(paths.home, loaderData.sections).data;
  return (
    <>
      <HomeHero hero={hero} intro={homeHeroIntro} pictures={homeHeroPictures} />
      <PartnerStrip section={sectionFrom(sections, partnerStrip.section)} copy={partnerStrip} />
      <AboutSection section={sectionFrom(sections, about.section)} copy={about} />
      <GrowthToolkit section={sectionFrom(sections, growthToolkit.section)} copy={growthToolkit} />
      <AcceleratorIntro section={sectionFrom(sections, accelerator.section)} copy={accelerator} />
      <FaqSection id="faqs" heading={sectionFrom(sections, homeFaq.section).heading} items={faqs} />
    </>
  );
}
