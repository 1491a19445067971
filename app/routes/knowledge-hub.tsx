import { FeaturedArticles } from "~/components/knowledge-hub/featured-articles";
import { VideoLibrary } from "~/components/knowledge-hub/video-library";
import { PageHero } from "~/components/sections/page-hero";
import { VideoFacade } from "~/components/ui/video-facade";
import {
  articleFeedText,
  expertVideos,
  featuredArticlesSection,
  knowledgeHubEyebrow,
  knowledgeHubHero,
  knowledgeHubHeroVideo,
  knowledgeHubMeta,
  videoLibrarySection,
} from "~/content/knowledge-hub";
import { cardOf, loadPublishedArticles } from "~/cms/published-articles";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useArticles } from "~/cms/use-articles";
import { usePageVideos } from "~/cms/use-lists";
import { usePageContent } from "~/cms/use-page-content";
import { cardPageCount, cardsOnPage } from "~/lib/article-list";
import { unlessReaderOnly } from "~/lib/article-reader";
import { seoMeta } from "~/lib/seo";
import { knowledgeHubPaths, paths } from "~/route-paths";
import type { Route } from "./+types/knowledge-hub";

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    path: paths.knowledgeHub,
    ...knowledgeHubMeta,
    feed: { title: articleFeedText.title, path: knowledgeHubPaths.feed },
    override: loaderData?.meta,
  });
}

/** The first page of cards only: the articles' text is on their own pages (docs/decisions/009). */
export async function loader() {
  const [snapshot, articles] = await Promise.all([
    loadContentSnapshot(paths.knowledgeHub, ["meta", "hero", "sections", "videos"]),
    loadPublishedArticles(),
  ]);
  return { ...snapshot, cards: cardsOnPage(articles, 1).map(cardOf), pages: cardPageCount(articles.length) };
}

export const shouldRevalidate = unlessReaderOnly;

export default function KnowledgeHub({ loaderData }: Route.ComponentProps) {
  const { hero, section } = usePageContent(paths.knowledgeHub, knowledgeHubHero, loaderData);
  // The cards the page was built with while loading, with no results and on error.
  const articles = useArticles(loaderData.cards).data;
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
      <FeaturedArticles
        section={section(featuredArticlesSection)}
        cards={cardsOnPage(articles, 1)}
        pages={loaderData.pages}
      />
    </>
  );
}
