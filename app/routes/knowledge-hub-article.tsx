import { data } from "react-router";
import { ArticlePage } from "~/components/knowledge-hub/article-page";
import { cardOf, loadPublishedArticles } from "~/cms/published-articles";
import { loadContentSnapshot } from "~/cms/snapshot";
import { useArticles } from "~/cms/use-articles";
import { articleFeedText, articlePageText, knowledgeHubMeta } from "~/content/knowledge-hub";
import { neighbours } from "~/lib/article-list";
import { isReaderLoad } from "~/lib/article-reader";
import { articleSeoMeta } from "~/lib/article-seo";
import { knowledgeHubPaths, paths } from "~/route-paths";
import { NotFoundPage, PublishedPageError } from "~/components/layout/not-found-page";
import type { Route } from "./+types/knowledge-hub-article";

/**
 * /knowledge-hub/<slug>, prerendered for every published article (react-router.config.ts). The hub's
 * reader fetches this page's data to show the article over the list.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const articles = await loadPublishedArticles();
  const article = articles.find((candidate) => candidate.slug === params.slug);
  if (!article) throw data(null, { status: 404 });
  const { previous, next } = neighbours(articles, article.slug);
  const { meta } = await loadContentSnapshot(paths.knowledgeHub, ["meta"]);
  return {
    article,
    previous: previous && cardOf(previous),
    next: next && cardOf(next),
    // The team keeps the hub out of search results: its articles too.
    noindex: meta?.noindex === true,
  };
}

/**
 * A reader load that fails (network dropped) says so instead of failing the page underneath. A
 * reader closed mid-load aborts the request: nothing failed, and React Router drops the answer.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!isReaderLoad(pathname)) return serverLoader();
  try {
    return await serverLoader();
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error(`[articles] Could not load ${pathname} for the reader:`, error);
    return { unavailable: true as const };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || "unavailable" in loaderData) return [];
  const { article, noindex } = loaderData;
  return articleSeoMeta(
    {
      path: knowledgeHubPaths.article(article.slug),
      title: article.title,
      description: article.summary,
      breadcrumb: article.title,
      parents: [{ name: knowledgeHubMeta.breadcrumb, path: paths.knowledgeHub }],
      socialCardOf: paths.knowledgeHub,
      feed: { title: articleFeedText.title, path: knowledgeHubPaths.feed },
      override: noindex ? { noindex } : null,
    },
    { published: article.published, updated: article.updated, section: articlePageText.section },
  );
}

export default function KnowledgeHubArticle({ loaderData }: Route.ComponentProps) {
  const built = "unavailable" in loaderData ? null : loaderData;
  // A live edit, when the content service answers in the browser.
  const live = useArticles(built ? [built.article] : []).data.find((item) => item.slug === built?.article.slug);
  if (!built) return null;
  const article = live && "sections" in live ? live : built.article;
  return <ArticlePage article={article} previous={built.previous} next={built.next} />;
}

/**
 * While the 404 document (sent for an unpublished address under this route) hydrates: the same page
 * it shows (routes/landing-page.tsx drew it) until the app finds no data here.
 */
export const HydrateFallback = NotFoundPage;

/** An address under this route with no page. */
export const ErrorBoundary = PublishedPageError;
