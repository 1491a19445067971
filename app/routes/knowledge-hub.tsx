import { FeaturedArticles } from "~/components/knowledge-hub/featured-articles";
import { VideoLibrary } from "~/components/knowledge-hub/video-library";
import { PageHero } from "~/components/sections/page-hero";
import { VideoFacade } from "~/components/ui/video-facade";
import {
  expertVideos,
  fallbackArticles,
  featuredArticlesSection,
  knowledgeHubEyebrow,
  knowledgeHubHero,
  knowledgeHubHeroVideo,
  knowledgeHubMeta,
  videoLibrarySection,
} from "~/content/knowledge-hub";

export function meta() {
  return [{ title: knowledgeHubMeta.title }, { name: "description", content: knowledgeHubMeta.description }];
}

export default function KnowledgeHub() {
  const hero = knowledgeHubHero;
  const videoLibrary = videoLibrarySection;
  const featuredArticles = featuredArticlesSection;
  // The built-in articles, and the fallback the content service's list will replace when it answers.
  const articles = fallbackArticles;

  return (
    <>
      <PageHero
        hero={hero}
        placement="knowledge_hub_hero"
        eyebrow={knowledgeHubEyebrow}
        media={<VideoFacade video={knowledgeHubHeroVideo} className="shadow-xl" />}
      />
      <VideoLibrary section={videoLibrary} videos={expertVideos} />
      <FeaturedArticles section={featuredArticles} articles={articles} />
    </>
  );
}
