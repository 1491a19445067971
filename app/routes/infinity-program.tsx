import { ApplyHighlights } from "~/components/infinity/apply-highlights";
import { BenefitGrid } from "~/components/infinity/benefit-grid";
import { FounderTestimonials } from "~/components/infinity/founder-testimonials";
import { InfinityIntro } from "~/components/infinity/infinity-intro";
import { MentorGrid } from "~/components/infinity/mentor-grid";
import { NewsCards } from "~/components/infinity/news-cards";
import { RealImpact } from "~/components/infinity/real-impact";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import { VideoFacade } from "~/components/ui/video-facade";
import {
  applyCtaText,
  applySection,
  founderStories,
  highlightsHeading,
  highlightVideos,
  infinityFacts,
  infinityFaq,
  infinityFaqSection,
  infinityHero,
  infinityHeroEyebrow,
  infinityHeroVideo,
  infinityIntro,
  infinityMeta,
  infinityNews,
  infinityNewsCards,
  mentors,
  mentorsSection,
  realImpact,
  realImpactArticle,
  testimonials,
  whyFoundersChoose,
  whyFoundersChooseReasons,
  whyInfinity,
  whyInfinityBenefits,
} from "~/content/infinity";

export function meta() {
  return [{ title: infinityMeta.title }, { name: "description", content: infinityMeta.description }];
}

export default function InfinityProgram() {
  const hero = infinityHero;
  return (
    <>
      <PageHero
        hero={hero}
        placement="infinity_hero"
        eyebrow={infinityHeroEyebrow}
        media={<VideoFacade video={infinityHeroVideo} className="shadow-lg" />}
      />
      <InfinityIntro section={infinityIntro} facts={infinityFacts} />
      <BenefitGrid id="why-infinity" section={whyInfinity} benefits={whyInfinityBenefits} tinted />
      <FounderTestimonials section={founderStories} testimonials={testimonials} />
      <RealImpact section={realImpact} article={realImpactArticle} />
      <BenefitGrid id="why-founders-choose" section={whyFoundersChoose} benefits={whyFoundersChooseReasons} tinted />
      <NewsCards section={infinityNews} cards={infinityNewsCards} />
      <MentorGrid section={mentorsSection} mentors={mentors} />
      <FaqSection id="infinity-faqs" heading={infinityFaqSection.heading} items={infinityFaq} />
      <ApplyHighlights
        section={applySection}
        ctaText={applyCtaText}
        highlightsHeading={highlightsHeading}
        videos={highlightVideos}
      />
    </>
  );
}
