import { ApplyHighlights } from "~/components/infinity/apply-highlights";
import { CardGrid } from "~/components/sections/card-grid";
import { CohortCalendar } from "~/components/infinity/cohort-calendar";
import { FounderTestimonials } from "~/components/infinity/founder-testimonials";
import { InfinityIntro } from "~/components/infinity/infinity-intro";
import { MentorGrid } from "~/components/infinity/mentor-grid";
import { NewsCards } from "~/components/sections/news-cards";
import { RealImpact } from "~/components/infinity/real-impact";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHero } from "~/components/sections/page-hero";
import { VideoFacade } from "~/components/ui/video-facade";
import { programmeCohort } from "~/content/cohort";
import {
  addToCalendarText,
  applyCtaText,
  applySection,
  cohortDatesSection,
  eligibilityLink,
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
import { loadContentSnapshot } from "~/cms/snapshot";
import { useFaqs } from "~/cms/use-faqs";
import { useMentors, useNews, usePageVideos, useProgrammeCohort } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { useCohortView } from "~/hooks/use-cohort-view";
import { buildDate } from "~/lib/build-date";
import { cohortView } from "~/hooks/cohort-view";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/infinity-program";

export function meta({ loaderData }: Route.MetaArgs) {
  const faqs =
    loaderData &&
    (loaderData.faqs ?? infinityFaq(loaderData.programmeCohort ?? programmeCohort, loaderData.cohort.answers));
  return seoMeta({ path: paths.infinity, ...infinityMeta, faqs, override: loaderData?.meta });
}

export async function loader() {
  const snapshot = await loadContentSnapshot(paths.infinity, [
    "meta",
    "hero",
    "faqs",
    "sections",
    "mentors",
    "news",
    "videos",
    "programmeCohort",
  ]);
  // What is true of the cohort on the day of the build; the browser brings it up to date.
  return { ...snapshot, cohort: cohortView(snapshot.programmeCohort ?? programmeCohort, buildDate()) };
}

export default function InfinityProgram({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.infinity, infinityHero, loaderData);
  const cohort = useProgrammeCohort(loaderData.programmeCohort);
  const view = useCohortView(loaderData.cohort, loaderData.programmeCohort ?? programmeCohort, cohort);
  const faqs = useFaqs(paths.infinity, infinityFaq(cohort, view.answers), loaderData.faqs).data;
  const news = useNews(paths.infinity, infinityNewsCards, loaderData.news);
  const people = useMentors(mentors, loaderData.mentors);
  const videosFor = usePageVideos(paths.infinity, loaderData.videos);
  const [heroVideo] = videosFor("hero", [infinityHeroVideo]);
  return (
    <>
      <PageHero
        hero={hero}
        placement="infinity_hero"
        eyebrow={infinityHeroEyebrow}
        media={<VideoFacade video={heroVideo} className="shadow-lg" priority />}
      />
      <InfinityIntro section={section(infinityIntro)} facts={infinityFacts(cohort)} />
      <CohortCalendar
        section={section(cohortDatesSection(cohort))}
        view={view}
        cohort={cohort}
        addToCalendarText={addToCalendarText}
      />
      <CardGrid id="why-infinity" section={section(whyInfinity)} cards={whyInfinityBenefits} tinted />
      <FounderTestimonials section={section(founderStories)} testimonials={testimonials} />
      <RealImpact section={section(realImpact)} article={realImpactArticle} />
      <CardGrid
        id="why-founders-choose"
        section={section(whyFoundersChoose)}
        cards={whyFoundersChooseReasons(cohort)}
        tinted
      />
      <NewsCards section={section(infinityNews)} articles={news} tinted />
      <MentorGrid section={section(mentorsSection)} mentors={people} />
      <FaqSection id="infinity-faqs" section={section(infinityFaqSection)} items={faqs} />
      <ApplyHighlights
        section={section(applySection)}
        ctaText={applyCtaText}
        applyUrl={cohort.applyUrl}
        eligibilityLink={eligibilityLink}
        highlightsHeading={highlightsHeading}
        videos={videosFor("highlights", highlightVideos)}
      />
    </>
  );
}
