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
import { loadContentSnapshot } from "~/cms/snapshot";
import { useArticles } from "~/cms/use-articles";
import { usePageVideos } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { seoMeta } from "~/lib/seo";
import { paths } from "~/route-paths";
import type { Route } from "./+types/knowledge-hub";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({ path: paths.knowledgeHub, ...knowledgeHubMeta, override: loaderData?.meta });
}

export function loader() {
  return loadContentSnapshot(paths.knowledgeHub, ["meta", "hero", "sections", "articles", "videos"]);
}

export default function KnowledgeHub({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.knowledgeHub, knowledgeHubHero, loaderData);
  // The built-in articles show while loading, with no results and on error.
  const articles = useArticles(fallbackArticles, loaderData.articles).data;
  const videosFor = usePageVideos(paths.knowledgeHub, loaderData.videos);
  const [heroVideo] = videosFor("hero", [knowledgeHubHeroVideo]);

  return (
    <>
      <PageHero
        hero={hero}
        placement="knowledge_hub_hero"
        eyebrow={knowledgeHubEyebrow}
        media={<VideoFacade video={heroVideo} className="shadow-xl" priority />}
      />
      <VideoLibrary section={section(videoLibrarySection)} videos={videosFor("library", expertVideos)} />
      <FeaturedArticles section={section(featuredArticlesSection)} articles={articles} />
    </>
  );
}
