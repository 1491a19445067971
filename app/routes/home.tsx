import { AboutSection } from "~/components/home/about-section";
import { AcceleratorIntro } from "~/components/home/accelerator-intro";
import { GrowthToolkit } from "~/components/home/growth-toolkit";
import { HomeHero } from "~/components/home/home-hero";
import { PartnerStrip } from "~/components/home/partner-strip";
import { FaqSection } from "~/components/sections/faq-section";
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

export function meta() {
  return [{ title: homeMeta.title }, { name: "description", content: homeMeta.description }];
}

export default function Home() {
  return (
    <>
      <HomeHero hero={homeHero} intro={homeHeroIntro} pictures={homeHeroPictures} />
      <PartnerStrip copy={partnerStrip} />
      <AboutSection copy={about} />
      <GrowthToolkit copy={growthToolkit} />
      <AcceleratorIntro copy={accelerator} />
      <FaqSection id="faqs" heading={homeFaq.heading} items={homeFaq.items} />
    </>
  );
}
